/**
 * Phyrexian mana (107.4f) with the pool's cards: how a cost is announced (601.2b, 602.2b: the `costForm`
 * question), which ways are offered (119.4, 119.8), and what paying life does.
 */
import { describe, expect, it } from "vitest";
import { type Decision, eventFor, type Game, type GameEvent } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  idOf,
  lands,
  submitEvents,
  table,
  takeAction,
} from "./helpers.ts";

/** Every priority is asked (no automatic passing): a spell stays on the stack until the players pass. */
const MANUAL = { autoPass: false };
/** Whether the only permanent with this card id controlled by `seat` is tapped. */
const tapped = (game: Game, seat: number, card: string) =>
  game.state.objects[idOf(game, seat, card)].tapped === true;

/** The labels of the pending `costForm` question, or null if the pending decision is another. */
function costForms(game: Game): string[] | null {
  const d: Decision | null = game.pending();
  if (d?.kind !== "choose" || d.purpose !== "costForm") return null;
  return d.options.map((o) => o.label);
}

describe("107.4f Phyrexian mana: announcing and paying", () => {
  it("601.2b: Dismember offers exactly the ways the caster can pay — two Swamps can't pay {1}{B}{B}", () => {
    const game = table(
      [
        { name: "A", hand: ["dismember"], battlefield: lands("swamp", 2) },
        { name: "B", battlefield: [{ card: "serra-angel" }] },
      ],
      MANUAL,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Dismember");
    expect(game.pending()?.prompt).toBe("Dismember: announce how you'll pay {1}{B/P}{B/P}");
    expect(costForms(game)).toEqual(["{1}{B} and 2 life", "{1} and 4 life"]);
  });

  it('119.4: at 3 life "{1} and 4 life" isn\'t offered; with one way left nothing is asked and it is paid', () => {
    const game = table(
      [
        { name: "A", life: 3, hand: ["dismember"], battlefield: lands("swamp", 2) },
        { name: "B", battlefield: [{ card: "serra-angel" }] },
      ],
      MANUAL,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Dismember");
    expect(costForms(game)).toBeNull();
    chooseLabels(game, "Serra Angel"); // the target: the next question
    expect(game.state.players[0].life).toBe(1);
    for (const id of game.state.battlefield)
      if (game.state.objects[id].controller === 0) expect(game.state.objects[id].tapped).toBe(true);
  });

  it('107.4f, 119.4: Gut Shot paid with "2 life" — the life is lost as the spell is cast and the Mountain stays untapped', () => {
    const game = table(
      [{ name: "A", hand: ["gut-shot"], battlefield: lands("mountain", 1) }, { name: "B" }],
      MANUAL,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Gut Shot");
    expect(costForms(game)).toEqual(["{R}", "2 life"]);
    chooseLabels(game, "2 life");
    chooseLabels(game, "B");
    expect(game.state.stack.length).toBe(1); // cast, not yet resolved
    expect(game.state.players[0].life).toBe(18);
    expect(tapped(game, 0, "mountain")).toBe(false);
  });

  it("119.4: a player at 1 life without red mana can't cast Gut Shot", () => {
    const game = table([{ name: "A", life: 1, hand: ["gut-shot"] }, { name: "B" }], MANUAL);
    const main = advanceTo(game, 1, "main1");
    expect(actionNames(main)).not.toContain("cast Gut Shot");
  });

  it("119.8: under Platinum Emperion life isn't offered — Gut Shot needs the Mountain, and without one it can't be cast", () => {
    const withMountain = table(
      [
        {
          name: "A",
          hand: ["gut-shot"],
          battlefield: [{ card: "platinum-emperion" }, ...lands("mountain", 1)],
        },
        { name: "B" },
      ],
      MANUAL,
    );
    advanceTo(withMountain, 1, "main1");
    takeAction(withMountain, "cast", "Gut Shot");
    expect(costForms(withMountain)).toBeNull();
    chooseLabels(withMountain, "B");
    expect(withMountain.state.players[0].life).toBe(20);
    expect(tapped(withMountain, 0, "mountain")).toBe(true);

    const without = table(
      [{ name: "A", hand: ["gut-shot"], battlefield: [{ card: "platinum-emperion" }] }, { name: "B" }],
      MANUAL,
    );
    expect(actionNames(advanceTo(without, 1, "main1"))).not.toContain("cast Gut Shot");
  });

  it("602.2b: an activated ability's {R/P} is announced as it is activated — Moltensteel Dragon pumped for 2 life", () => {
    const game = table(
      [{ name: "A", battlefield: [{ card: "moltensteel-dragon" }, ...lands("mountain", 1)] }, { name: "B" }],
      MANUAL,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Moltensteel Dragon");
    expect(game.pending()?.prompt).toBe("Moltensteel Dragon's ability: announce how you'll pay {R/P}");
    expect(costForms(game)).toEqual(["{R}", "2 life"]);
    chooseLabels(game, "2 life");
    expect(game.state.stack.length).toBe(1);
    expect(game.state.players[0].life).toBe(18);
    expect(tapped(game, 0, "mountain")).toBe(false);
  });

  it("701.20e: Gitaxian Probe paid with 2 life — only its caster is shown the hand it looks at", () => {
    const game = table(
      [
        { name: "A", hand: ["gitaxian-probe"] },
        { name: "B", hand: ["lightning-bolt", "grizzly-bears"] },
        { name: "C" },
      ],
      MANUAL,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Gitaxian Probe");
    expect(costForms(game)).toBeNull(); // no Island: 2 life is the one way
    chooseLabels(game, "B");
    expect(game.state.players[0].life).toBe(18);
    const events: GameEvent[] = [];
    while (game.state.stack.length > 0) events.push(...submitEvents(game, { choice: 0 }));
    const look = events.find((e) => e.type === "look");
    expect(look).toMatchObject({ player: 0, whose: 1, zone: "hand", count: 2 });
    expect(eventFor(look!, 0)).toMatchObject({
      secret: { to: [0], cards: [{ card: "Lightning Bolt" }, { card: "Grizzly Bears" }] },
    });
    for (const viewer of [1, 2, null]) expect(eventFor(look!, viewer)).not.toHaveProperty("secret");
  });
});
