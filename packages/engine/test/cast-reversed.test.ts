/**
 * 601.2, 733: a player who can't comply with a step of casting a spell — a required target with no legal
 * one left, no mode whose targets can be chosen — has made an illegal cast, and the game returns to the
 * moment before it began. The priority check offers a spell only with what it needs, so this happens when
 * the game changes while the spell is being cast: here a player concedes (800.4a) while the caster is asked,
 * taking the only legal target with them. The engine asked the caster a question with no answer (a fuzz
 * campaign's Crushing Vines, seed 10000012), or cast the spell with no target.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { idOf, perms, table, takeAction } from "./helpers.ts";

/** A (the caster, holding `card` with `lands` untapped), B (the only `permanent`), C and D. */
function game(card: string, lands: string[], permanent: string): Game {
  const g = table(
    [
      { name: "A", hand: [card], battlefield: perms(...lands) },
      { name: "B", battlefield: perms(permanent) },
      { name: "C", battlefield: perms("plains") },
      { name: "D", battlefield: perms("plains") },
    ],
    { autoPass: false },
  );
  priorityFor(g, 0, g.state.turn.number, "main1");
  return g;
}

/** A's hand, by card. */
function hand(g: Game): string[] {
  return g.state.players[0].hand.map((id) => g.state.objects[id].card);
}

/** The cast is as if never begun: A's hand as it was (the card in it), A's lands untapped, A with priority again. */
function reversed(g: Game, held: string[]): void {
  expect(g.pending()).toMatchObject({ kind: "priority", player: 0 });
  expect(hand(g)).toEqual(held);
  expect(g.state.stack).toEqual([]);
  const lands = g.state.battlefield.filter((id) => g.state.objects[id].controller === 0);
  expect(lands.every((id) => g.state.objects[id].tapped !== true)).toBe(true);
}

describe("601.2, 733: a cast that can't go on is reversed", () => {
  it("601.2c: Murder's only legal target leaves the game with its controller while Murder's caster chooses it", () => {
    const g = game("murder", ["swamp", "swamp", "swamp"], "grizzly-bears");
    const held = hand(g);
    expect(held).toContain("murder");
    takeAction(g, "cast", "Murder");
    expect(g.pending()).toMatchObject({ kind: "choose", purpose: "targets", player: 0 });
    const bears = idOf(g, 1, "grizzly-bears");
    expect(g.concede(1).ok).toBe(true);
    expect(g.state.objects[bears]).toBeUndefined(); // 800.4a
    reversed(g, held);
  });

  it("601.2b: Crushing Vines has no mode left to choose once the only artifact's controller leaves", () => {
    const g = game("crushing-vines", ["forest", "forest", "forest"], "moss-diamond");
    const held = hand(g);
    takeAction(g, "cast", "Crushing Vines");
    const d = g.pending()!;
    expect(d).toMatchObject({ kind: "choose", purpose: "modes", player: 0 });
    if (d.kind !== "choose") throw new Error("unreachable");
    expect(d.options.map((o) => o.label)).toEqual(["Mode 2: Destroy target artifact."]);
    expect(g.concede(1).ok).toBe(true);
    reversed(g, held);
  });
});
