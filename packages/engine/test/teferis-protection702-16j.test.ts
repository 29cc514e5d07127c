/**
 * 702.16j, 119.7–119.8, 702.26: Teferi's Protection — until its caster's next turn their life total can't change
 * and they have protection from everything (no target, no Aura, all damage to them prevented), and all their
 * permanents phase out, to phase in during their next untap step; the spell exiles itself.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { playerRule } from "../src/engine/characteristics/playerRules.ts";
import {
  checkInvariants,
  Game,
  type LayoutPlayer,
  layoutOf,
  layoutProblems,
  rulesText,
} from "../src/index.ts";
import {
  advanceTo,
  goBack,
  lands,
  resolveStack,
  setupError,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

/**
 * A (turn 1) with three Plains, Grizzly Bears and Teferi's Protection, B's Curse of Vengeance on them; B with a
 * land of each basic type, Grizzly Bears, Siege Rhino and Lightning Bolt. Every priority asked.
 */
function game(): Game {
  return table(
    [
      {
        name: "A",
        battlefield: [...lands("plains", 3), { card: "grizzly-bears" }],
        hand: ["teferis-protection"],
        library: ["wastes", "wastes", "wastes"],
      },
      {
        name: "B",
        battlefield: [
          { card: "curse-of-vengeance", attachedTo: 0 },
          { card: "grizzly-bears" },
          ...["plains", "island", "swamp", "mountain", "forest"].map((card) => ({ card })),
        ],
        hand: ["siege-rhino", "lightning-bolt"],
        library: ["wastes", "wastes", "wastes"],
      },
    ],
    { autoPass: false },
  );
}

const name = (g: Game, id: number): string => cardDb.get(g.state.objects[id].card)?.name ?? "?";
const mine = (g: Game, seat: number): string[] =>
  g.state.battlefield.filter((id) => g.state.objects[id].controller === seat).map((id) => name(g, id));

/** A casts Teferi's Protection in their first main phase, and it resolves. */
function protect(g: Game): void {
  advanceTo(g, 1, "main1");
  takeAction(g, "cast", "Teferi's Protection");
  for (let d = g.pending()!; d.kind === "choose"; d = g.pending()!) submitOk(g, { choices: [0] }); // mana
  resolveStack(g);
}

describe("Teferi's Protection", () => {
  it("its rules text is its Oracle text", () => {
    const def = cardDb.get("teferis-protection")!;
    expect(rulesText(def)).toBe(def.oracle);
  });

  it("702.26b, 702.16c: A's permanents phase out, B's Curse on A goes to B's graveyard, and the spell is exiled", () => {
    const g = game();
    protect(g);
    expect(mine(g, 0)).toEqual([]);
    expect((g.state.phasedOut ?? []).map((id) => name(g, id))).toEqual([
      "Plains",
      "Plains",
      "Plains",
      "Grizzly Bears",
    ]);
    expect(g.state.players[0].exile.map((id) => name(g, id))).toEqual(["Teferi's Protection"]);
    expect(g.state.players[0].graveyard).toEqual([]);
    expect(g.state.players[1].graveyard.map((id) => name(g, id))).toEqual(["Curse of Vengeance"]);
    expect(playerRule(g.state, 0, "protectionFromEverything")).toBe(true);
    // Public: every recipient's view says so.
    expect(g.view(1).players[0].rules).toEqual(["lifeCantChange", "protectionFromEverything"]);
    expect(g.view(1).players[1].rules).toBeUndefined();
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]); // phased-out Plains, tapped for the spell
  });

  it("702.16j: in B's turn A can't be targeted — B's Lightning Bolt offers B and B's Grizzly Bears only", () => {
    const g = game();
    protect(g);
    advanceTo(g, 2, "main1");
    takeAction(g, "cast", "Lightning Bolt");
    const d = g.pending()!;
    expect(d.kind === "choose" ? d.options.map((o) => o.label).sort() : d.kind).toEqual([
      "B",
      "Grizzly Bears (B)",
    ]);
    goBack(g);
  });

  it("119.7–119.8, 702.16j: A loses no life to Siege Rhino (B gains 3) nor to B's attacking Grizzly Bears", () => {
    const g = game();
    protect(g);
    advanceTo(g, 2, "main1");
    takeAction(g, "cast", "Siege Rhino");
    for (let d = g.pending()!; d.kind === "choose"; d = g.pending()!) submitOk(g, { choices: [0] });
    resolveStack(g); // the Rhino, then its trigger
    expect([g.state.players[0].life, g.state.players[1].life]).toEqual([20, 23]);
    const d = advanceTo(g, 2, "declare-attackers");
    const bears = g.state.battlefield.find((id) => name(g, id) === "Grizzly Bears")!;
    if (d.kind !== "attackers") throw new Error(d.kind);
    submitOk(g, { attacks: [{ attacker: bears, defender: { player: 0 } }] });
    advanceTo(g, 2, "main2");
    expect(g.state.players[0].life).toBe(20);
  });

  it("611.2a, 502.1: as A's next turn begins the rules end, and in its untap step A's permanents phase in", () => {
    const g = game();
    protect(g);
    advanceTo(g, 3, "upkeep");
    expect(playerRule(g.state, 0, "protectionFromEverything")).toBe(false);
    expect(playerRule(g.state, 0, "lifeCantChange")).toBe(false);
    expect(g.view(0).players[0].rules).toBeUndefined();
    expect(g.state.phasedOut).toBeUndefined();
    expect(mine(g, 0)).toEqual(["Plains", "Plains", "Plains", "Grizzly Bears"]);
  });
});

describe("Teferi's Protection in a saved position (LayoutPlayer.rules)", () => {
  it("611.2a: saved in B's upkeep, A's rules until A's next turn are written as A's `rules`, and loaded back", () => {
    const g = game();
    protect(g);
    advanceTo(g, 2, "upkeep");
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
    const layout = layoutOf(cardDb, g.state);
    expect(layout.players[0].rules).toEqual(["lifeCantChange", "protectionFromEverything"]);
    expect(layout.players[1].rules).toBeUndefined();
    const h = Game.fromLayout(cardDb, layout);
    expect(playerRule(h.state, 0, "protectionFromEverything")).toBe(true);
    expect(playerRule(h.state, 0, "lifeCantChange")).toBe(true);
    advanceTo(h, 3, "upkeep"); // as A's turn begins they end
    expect(playerRule(h.state, 0, "protectionFromEverything")).toBe(false);
  });

  it("a layout's rules that can't be are refused at their path", () => {
    const lay = (rules: unknown, start = 1) =>
      setupError({
        variant: "duel",
        seed: 1,
        start,
        players: [{ name: "A", rules: rules as LayoutPlayer["rules"] }, { name: "B" }],
      });
    expect(lay(["hexproof"])).toBe(
      'players[0].rules: must be a list of rules (lifeCantChange, protectionFromEverything), got ["hexproof"]',
    );
    expect(lay(["lifeCantChange", "lifeCantChange"])).toBe(
      'players[0].rules: names a rule twice: ["lifeCantChange","lifeCantChange"]',
    );
    expect(lay(["lifeCantChange"], 0)).toBe(
      "players[0].rules: they last until A's next turn, which the layout begins with: they would end as it begins (611.2a)",
    );
  });
});

describe("702.26i: an Aura phased out by itself, whose host leaves the game", () => {
  it("phases in unattached, and goes to the graveyard (303.4c); meanwhile a saved position refuses it", () => {
    const g = table(
      [
        {
          name: "A",
          battlefield: [...lands("plains", 3), { card: "holy-strength", attachedTo: "bears" }],
          hand: ["teferis-protection"],
          library: ["wastes", "wastes", "wastes"],
        },
        { name: "B", battlefield: [{ card: "grizzly-bears", key: "bears" }], library: ["wastes", "wastes"] },
        { name: "C", library: ["wastes", "wastes", "wastes"] },
      ],
      { autoPass: false },
    );
    protect(g); // A's Holy Strength phases out with A's other permanents — directly: its host is B's
    g.concede(1); // B's Grizzly Bears leaves the game with B (800.4a)
    advanceTo(g, 2, "upkeep");
    expect(layoutProblems(cardDb, g.state)).toContain(
      "Holy Strength phased out attached to a permanent that has left the game (702.26i, 702.26k)",
    );
    advanceTo(g, 3, "upkeep"); // A's untap step: it phases in unattached
    expect(g.state.players[0].graveyard.map((id) => name(g, id))).toEqual(["Holy Strength"]);
    expect(checkInvariants(g.state, undefined, cardDb)).toEqual([]);
  });
});
