/**
 * Grand Melee (807.4): a task's earlier answers that another marker's turn made stale. A spell being cast
 * asks its questions one at a time (601.2b–h); while its caster answers a later one, another turn may
 * change what an earlier one offered (a target dies). The open decision is asked again from the first
 * question that changed, never by giving an old answer to a different question.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Answer, checkInvariants, type Decision, Game, lanes } from "../src/index.ts";

/**
 * Eight players A–H, range 2 (807.5a): A holds marker 1 and E marker 2; C is within both holders' ranges.
 * A can cast Act of Treason; B has Memnite and C Grizzly Bears; E can Shock.
 */
function table(): Game {
  const mountains = (n: number) => Array.from({ length: n }, () => ({ card: "mountain" }));
  const of: Record<string, object> = {
    A: { hand: ["act-of-treason"], battlefield: [...mountains(3), { card: "plains" }] },
    B: { battlefield: [{ card: "memnite" }] },
    C: { battlefield: [{ card: "grizzly-bears" }] },
    E: { hand: ["shock"], battlefield: mountains(1) },
  };
  return Game.fromLayout(cardDb, {
    variant: "grand-melee",
    options: { range: 2 },
    seed: 1,
    players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({ name, ...(of[name] ?? {}) })),
    start: 0,
  });
}

const pendingOf = (game: Game, marker: number): Decision =>
  lanes(game.state).find((l) => l.marker === marker)!.lane.pending!;

function answer(game: Game, d: Decision, a: Answer): void {
  const r = game.submit(d.player, d.id, a);
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

/** Answers marker `marker`'s open decisions by passing until `until` holds for its open decision. */
function passUntil(game: Game, marker: number, until: (d: Decision) => boolean): Decision {
  for (let k = 0; k < 60; k++) {
    const d = pendingOf(game, marker);
    if (until(d)) return d;
    if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}: ${d.prompt}`);
    answer(game, d, { choice: 0 });
  }
  throw new Error("never reached");
}

const castBy = (seat: number, name: string) => (d: Decision) =>
  d.player === seat && d.kind === "priority" && d.actions.some((a) => a.type === "cast" && a.name === name);

function cast(game: Game, d: Decision, name: string): void {
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  answer(game, d, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === name) });
}

function chooseLabel(game: Game, d: Decision, label: string): void {
  if (d.kind !== "choose") throw new Error(`expected a choice, got ${d.kind}: ${d.prompt}`);
  const k = d.options.findIndex((o) => o.label.startsWith(label));
  expect(k, `${label} in ${d.options.map((o) => o.label).join(", ")}`).toBeGreaterThanOrEqual(0);
  answer(game, d, { choices: [k] });
}

describe("807.4 with 601.2c: an earlier answer that another marker's turn made stale", () => {
  it("A's Act of Treason targets C's Grizzly Bears; E's Shock kills them while A pays: A chooses the target again", () => {
    const game = table();
    // Marker 1: A casts Act of Treason in their main phase and targets C's Grizzly Bears.
    cast(game, passUntil(game, 1, castBy(0, "Act of Treason")), "Act of Treason");
    const targets = pendingOf(game, 1);
    expect(targets.kind === "choose" && targets.options.map((o) => o.label)).toEqual([
      "Memnite (B)",
      "Grizzly Bears (C)",
    ]);
    chooseLabel(game, targets, "Grizzly Bears");
    // A is now asked how to pay: a later question of the same cast.
    const paying = pendingOf(game, 1);
    expect(paying.kind === "choose" && paying.purpose).toBe("mana");
    // Marker 2: E Shocks the bears, and the Shock resolves in E's turn.
    cast(game, passUntil(game, 2, castBy(4, "Shock")), "Shock");
    chooseLabel(game, pendingOf(game, 2), "Grizzly Bears");
    for (let k = 0; k < 20 && game.state.players[2].graveyard.length === 0; k++)
      answer(game, pendingOf(game, 2), { choice: 0 });
    expect(game.state.players[2].graveyard).toHaveLength(1);
    // A's open decision is asked again from the target choice, which no longer offers the bears; the
    // payment question is gone (its answer would have gone to a different question).
    const again = pendingOf(game, 1);
    expect(again.id).not.toBe(paying.id);
    expect(again.kind === "choose" && again.purpose).toBe("targets");
    expect(again.kind === "choose" && again.options.map((o) => o.label)).toEqual(["Memnite (B)"]);
    const stale = game.submit(0, paying.id, { choices: [0] });
    expect(stale.ok || stale.code).toBe("stale-decision");
    chooseLabel(game, again, "Memnite");
    expect(checkInvariants(game.state)).toEqual([]);
  });
});
