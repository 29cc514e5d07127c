/**
 * 702.26 phasing, 502.1: Breezekeeper phases out as its controller's untap step begins, with what is attached to
 * it (702.26g), and phases in as their next one begins — the same object, with its counters and its Aura, and
 * free to attack (702.26d). Phased out, it is treated as though it doesn't exist (702.26b): no target, not on
 * the battlefield's list, shown apart in the views. 702.26k, 702.26n: the leaving player's.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  checkInvariants,
  Game,
  type LayoutPlayer,
  layoutOf,
  layoutProblems,
  rulesText,
} from "../src/index.ts";
import { advanceTo, idOf, setupError, table, takeAction } from "./helpers.ts";

const KEEPER = { card: "breezekeeper", key: "k", counters: { "+1/+1": 1 } };
const AURA = { card: "holy-strength", attachedTo: "k" };

/** A with Breezekeeper (a +1/+1 counter on it) and Holy Strength on it; B with a Mountain and Lightning Bolt. */
function game(a: Partial<LayoutPlayer> = {}, more: LayoutPlayer[] = []): Game {
  return table(
    [
      { name: "A", battlefield: [KEEPER, AURA], library: ["wastes", "wastes", "wastes"], ...a },
      {
        name: "B",
        battlefield: [{ card: "mountain" }],
        hand: ["lightning-bolt"],
        library: ["wastes", "wastes"],
      },
      ...more,
    ],
    { autoPass: false },
  );
}

/** Three players: C's Breezekeeper, controlled by A through an effect (611.2a); every priority asked. */
function stolenKeeper(): Game {
  return table(
    [
      { name: "A", library: ["wastes", "wastes"] },
      { name: "B", library: ["wastes", "wastes"] },
      { name: "C", battlefield: [{ card: "breezekeeper", controlledBy: 0 }], library: ["wastes", "wastes"] },
    ],
    { autoPass: false },
  );
}

const names = (g: Game, ids: readonly number[] | undefined): string[] =>
  (ids ?? []).map((id) => cardDb.get(g.state.objects[id].card)?.name ?? "?");

describe("702.26: phasing", () => {
  it("Breezekeeper's rules text is its Oracle text", () => {
    const def = cardDb.get("breezekeeper")!;
    expect(rulesText(def)).toBe(def.oracle);
  });

  it("502.1, 702.26a, 702.26g: as A's untap step begins, Breezekeeper phases out, and its Aura with it, indirectly", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    expect(names(g, g.state.phasedOut)).toEqual(["Breezekeeper", "Holy Strength"]);
    expect(names(g, g.state.battlefield)).toEqual(["Mountain"]); // B's
    const aura = g.state.phasedOut![1];
    expect(g.state.objects[aura]).toMatchObject({
      zone: "phasedOut",
      phasedUnder: 0,
      phasedIndirectly: true,
    });
    // 702.26b: public — both players see it, apart from the battlefield.
    expect(g.view(1).phasedOut?.map((p) => [p.name, p.indirectly === true])).toEqual([
      ["Breezekeeper", false],
      ["Holy Strength", true],
    ]);
    expect(g.view(1).battlefield.map((p) => p.name)).toEqual(["Mountain"]);
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]);
  });

  it("702.26b: a phased-out permanent can't be targeted — B's Lightning Bolt offers the players only", () => {
    const g = game();
    advanceTo(g, 2, "main1");
    takeAction(g, "cast", "Lightning Bolt");
    const d = g.pending()!;
    expect(d.kind).toBe("choose");
    if (d.kind !== "choose") return;
    expect(d.options.map((o) => o.label).sort()).toEqual(["A", "B"]);
  });

  it("502.1, 702.26c–d: in A's next untap step it phases in — the same object, its counter kept, its Aura on it — and may attack", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    const [keeper, aura] = g.state.phasedOut!;
    const d = advanceTo(g, 3, "declare-attackers");
    expect(g.state.phasedOut).toBeUndefined();
    expect(g.state.battlefield.filter((id) => g.state.objects[id].controller === 0)).toEqual([keeper, aura]);
    expect(g.state.objects[keeper].counters).toEqual({ "+1/+1": 1 });
    expect(g.state.objects[aura].attachedTo).toBe(keeper);
    const seen = g.view(0).battlefield.find((p) => p.id === keeper)!;
    expect([seen.power, seen.toughness]).toEqual([6, 7]); // 4/4, the counter, Holy Strength's +1/+2
    expect(d.kind).toBe("attackers");
    if (d.kind === "attackers") expect(d.candidates.map((c) => c.attacker)).toContain(keeper);
    // 502.1: and out again in the untap step after.
    advanceTo(g, 5, "main1");
    expect(g.state.phasedOut).toEqual([keeper, aura]);
  });

  it("702.26k: a phased-out permanent whose owner leaves the game leaves with them, triggering nothing", () => {
    const g = game({}, [{ name: "C", library: ["wastes", "wastes"] }]);
    advanceTo(g, 1, "main1");
    g.concede(0);
    expect(g.state.phasedOut).toBeUndefined();
    expect(Object.values(g.state.objects).filter((o) => o.card === "breezekeeper")).toEqual([]);
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]);
    expect(g.state.stack).toEqual([]);
  });

  it("702.26n, 800.4a: what phased out under a player who left phases in in the untap step after their turn would have begun", () => {
    const g = stolenKeeper(); // phased out under A in A's untap step
    advanceTo(g, 1, "main1");
    const keeper = g.state.phasedOut![0];
    g.concede(0); // A leaves: the control effect ends (800.4a); the permanent stays phased out
    expect(g.state.phasedOut).toEqual([keeper]);
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]); // controlled by a player who left, phased out
    advanceTo(g, 3, "main1"); // C's turn: not phased out under C
    expect(g.state.phasedOut).toEqual([keeper]);
    advanceTo(g, 4, "main1"); // A's turn would have begun; B's untap step is the next
    expect(g.state.turn.active).toBe(1);
    expect(g.state.battlefield).toContain(keeper);
    expect(g.state.objects[keeper].controller).toBe(2); // its owner's again (the effect ended)
    expect(idOf(g, 2, "breezekeeper")).toBe(keeper);
  });
});

/** The layout of `g` loaded again, and the names of its phased-out permanents. */
function reloaded(g: Game): { game: Game; out: string[] } {
  const game = Game.fromLayout(cardDb, layoutOf(cardDb, g.state));
  return { game, out: names(game, game.state.phasedOut) };
}

describe("702.26b: a saved position's phased-out permanents (layoutOf, LayoutPermanent.phasedOut)", () => {
  it("502.1: saved in A's upkeep, what phased out in A's untap step is written phased in — the loaded untap step phases it out again", () => {
    const g = game();
    advanceTo(g, 1, "upkeep");
    const written = layoutOf(cardDb, g.state).players[0].battlefield!;
    expect(written.map((p) => [p.card, p.phasedOut])).toEqual([
      ["breezekeeper", undefined],
      ["holy-strength", undefined],
    ]);
    expect(reloaded(g).out).toEqual(["Breezekeeper", "Holy Strength"]);
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
  });

  it("saved in B's upkeep, A's phased-out permanents are written phased out (the Aura indirectly) and stay so through B's untap step", () => {
    const g = game();
    advanceTo(g, 2, "upkeep");
    const written = layoutOf(cardDb, g.state).players[0].battlefield!;
    expect(written.map((p) => p.phasedOut)).toEqual([true, "indirectly"]);
    const { game: h, out } = reloaded(g);
    expect(out).toEqual(["Breezekeeper", "Holy Strength"]);
    expect(h.state.objects[h.state.phasedOut![1]].phasedIndirectly).toBe(true);
    advanceTo(h, 3, "upkeep"); // A's untap step: in again, the Aura on it
    expect(h.state.phasedOut).toBeUndefined();
    const [keeper, aura] = h.state.battlefield.filter((id) => h.state.objects[id].controller === 0);
    expect(h.state.objects[aura].attachedTo).toBe(keeper);
  });

  it("502.1: saved in A's next upkeep, what phased in then is written phased out, to phase in again", () => {
    const g = game();
    advanceTo(g, 3, "upkeep");
    const written = layoutOf(cardDb, g.state).players[0].battlefield!;
    expect(written.map((p) => p.phasedOut)).toEqual([true, "indirectly"]);
    const { game: h, out } = reloaded(g);
    expect(out).toEqual([]);
    expect(names(h, h.state.battlefield)).toEqual(names(g, g.state.battlefield));
  });

  it("a layout's phasing that can't be is refused at its path (702.26g)", () => {
    const lay = (a: LayoutPlayer["battlefield"]) =>
      setupError({ variant: "duel", seed: 1, players: [{ name: "A", battlefield: a }, { name: "B" }] });
    expect(lay([{ card: "breezekeeper", phasedOut: "indirectly" }])).toMatch(
      /^players\[0\]\.battlefield\[0\]\.phasedOut: "indirectly": it phased out with the permanent it is attached to/,
    );
    expect(lay([{ card: "breezekeeper", key: "k", phasedOut: true }, AURA])).toMatch(
      /^players\[0\]\.battlefield\[1\]\.attachedTo: attached to a phased-out permanent/,
    );
    expect(lay([{ card: "breezekeeper", phasedOut: "yes" as never }])).toMatch(
      /^players\[0\]\.battlefield\[0\]\.phasedOut: must be true or "indirectly", got "yes"/,
    );
  });

  it("702.26n: what phased out under a player who has left the game a layout doesn't hold", () => {
    const g = stolenKeeper(); // phased out under A in A's untap step
    advanceTo(g, 1, "main1");
    g.concede(0);
    advanceTo(g, 3, "upkeep");
    expect(layoutProblems(cardDb, g.state)).toEqual([
      "Breezekeeper is phased out under a player who has left the game (702.26n)",
    ]);
    advanceTo(g, 4, "upkeep"); // phased in during B's untap step: nothing left to refuse
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
  });
});

describe("702.26g: an Aura phased out with another player's creature, in a saved position", () => {
  it("A's Holy Strength on B's Breezekeeper, phased out in B's untap step, is written as its host is: saved in A's upkeep, phased out (indirectly)", () => {
    const g = table(
      [
        {
          name: "A",
          battlefield: [{ card: "holy-strength", attachedTo: "k" }],
          library: ["wastes", "wastes"],
        },
        { name: "B", battlefield: [{ card: "breezekeeper", key: "k" }], library: ["wastes", "wastes"] },
      ],
      { autoPass: false, start: 1 },
    );
    advanceTo(g, 2, "upkeep"); // B's Breezekeeper phased out in turn 1, A's Aura with it, under A
    const aura = g.state.phasedOut!.find((id) => g.state.objects[id].card === "holy-strength")!;
    expect(g.state.objects[aura].phasedUnder).toBe(0);
    const layout = layoutOf(cardDb, g.state);
    expect(layout.players[0].battlefield!.map((p) => p.phasedOut)).toEqual(["indirectly"]);
    expect(layout.players[1].battlefield!.map((p) => p.phasedOut)).toEqual([true]);
    const h = Game.fromLayout(cardDb, layout);
    expect(names(h, h.state.phasedOut)).toEqual(["Holy Strength", "Breezekeeper"]);
  });
});

describe("702.26g, 702.26k: an Aura phased out with a permanent whose owner leaves the game", () => {
  it("stays phased out — it phases in only with its host, which left — shown unattached, and a saved position refuses it", () => {
    const g = table(
      [
        {
          name: "A",
          battlefield: [{ card: "holy-strength", attachedTo: "k" }],
          library: ["wastes", "wastes"],
        },
        { name: "B", battlefield: [{ card: "breezekeeper", key: "k" }], library: ["wastes", "wastes"] },
        { name: "C", library: ["wastes", "wastes"] },
      ],
      { autoPass: false, start: 1 },
    );
    advanceTo(g, 1, "main1"); // B's untap step: Breezekeeper out, A's Aura with it
    g.concede(1);
    const [aura] = g.state.phasedOut!;
    expect(names(g, g.state.phasedOut)).toEqual(["Holy Strength"]);
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]);
    expect(g.view(0).phasedOut?.map((p) => [p.name, p.attachedTo, p.indirectly])).toEqual([
      ["Holy Strength", null, true],
    ]);
    advanceTo(g, 4, "upkeep"); // A's untap step (turn 3) passed: still out
    expect(g.state.phasedOut).toEqual([aura]);
    expect(layoutProblems(cardDb, g.state)).toContain(
      "Holy Strength phased out with a permanent that has left the game (702.26g, 702.26k)",
    );
  });
});
