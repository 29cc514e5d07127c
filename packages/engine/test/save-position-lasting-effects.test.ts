/**
 * A saved position's continuous effects of resolved spells or abilities that outlast their turn (611.2a–b):
 * a layout permanent's `effects` (setup.ts LayoutEffect), written by layoutOf (layoutOfDurations.ts) and
 * loaded by game/effectsSetup.ts — each effect as the engine's own ability leaves it, ending as its duration
 * says; each problem of a layout's entry named at its path; what a layout can't hold refused by name.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { writable } from "../src/forkState.ts";
import {
  Game,
  type LayoutEffect,
  type LayoutPermanent,
  layoutOf,
  layoutProblems,
  type TableLayout,
} from "../src/index.ts";
import { advanceTo, idOf, setupError } from "./helpers.ts";

const DOVIN: LayoutEffect = {
  controller: 0,
  duration: "untilYourNextTurn",
  source: "dovin",
  mods: [{ m: "modifyPT", power: -3, toughness: 0 }],
};

/** Free-for-all, B's turn first: A's Dovin Baan (key "dovin"), B's Hill Giant under `effects`, C. */
function table(effects: unknown, start = 1, giant: Partial<LayoutPermanent> = {}): TableLayout {
  return {
    variant: "free-for-all",
    seed: 1,
    autoPass: false,
    start,
    players: [
      { name: "A", battlefield: [{ card: "dovin-baan", key: "dovin" }] },
      { name: "B", battlefield: [{ card: "hill-giant", effects: effects as LayoutEffect[], ...giant }] },
      { name: "C" },
    ],
  };
}

const giantOf = (g: Game) => {
  const o = g.state.objects[g.state.battlefield.find((id) => g.state.objects[id].card === "hill-giant")!];
  const c = characteristics(cardDb, g.state, o);
  return { controller: o.controller, power: c.power, toughness: c.toughness };
};

describe("611.2a–b: a layout permanent's lasting effects", () => {
  it("611.2a: an effect until A's next turn applies as the layout begins, is written back as it was, and ends as A's turn begins", () => {
    const g = Game.fromLayout(cardDb, table([DOVIN, { ...DOVIN, mods: [{ m: "cantActivate" }] }]));
    expect(giantOf(g)).toEqual({ controller: 1, power: 0, toughness: 3 });
    const dovin = idOf(g, 0, "dovin-baan");
    expect(g.state.effects.map((e) => [e.source, e.duration, e.mods])).toEqual([
      [dovin, "untilYourNextTurn", DOVIN.mods],
      [dovin, "untilYourNextTurn", [{ m: "cantActivate" }]],
    ]);
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
    const written = layoutOf(cardDb, g.state).players[1].battlefield?.[0].effects;
    const source = `p${dovin}`;
    expect(written).toEqual([
      { ...DOVIN, source },
      { ...DOVIN, source, mods: [{ m: "cantActivate" }] },
    ]);
    advanceTo(g, 2, "upkeep"); // C's turn: still there
    expect(giantOf(g).power).toBe(0);
    advanceTo(g, 3, "upkeep"); // A's turn
    expect(g.state.effects).toEqual([]);
    expect(giantOf(g).power).toBe(3);
  });

  it("611.2b, 613.1b: control for as long as the source remains: loaded, A controls the Giant; when the source leaves, it returns to B", () => {
    const sower = table([
      { controller: 0, duration: "whileSourceOnBattlefield", source: "dovin", mods: [{ m: "control" }] },
    ]);
    const g = Game.fromLayout(cardDb, sower);
    expect(giantOf(g).controller).toBe(0);
    expect(layoutOf(cardDb, g.state).players[1].battlefield?.[0].effects).toEqual([
      {
        controller: 0,
        duration: "whileSourceOnBattlefield",
        source: `p${idOf(g, 0, "dovin-baan")}`,
        mods: [{ m: "control" }],
      },
    ]);
    expect(g.concede(0).ok).toBe(true); // the source leaves with A (800.4a)
    expect(giantOf(g).controller).toBe(1);
  });

  it("611.2a, 800.4m: an effect until the next turn of a player who has left ends when that turn would have begun", () => {
    const layout = table([{ ...DOVIN, controller: 2, source: undefined }], 0);
    layout.players[2] = { name: "C", left: true };
    layout.players.push({ name: "D" });
    const g = Game.fromLayout(cardDb, layout);
    expect(giantOf(g).power).toBe(0);
    advanceTo(g, 2, "upkeep"); // B's turn: C's comes next
    expect(giantOf(g).power).toBe(0);
    advanceTo(g, 3, "upkeep"); // D's: C's would have begun
    expect(giantOf(g).power).toBe(3);
  });

  it("611.2a: an effect until the end of A's next turn: loaded in A's turn it lasts through it, in another's through A's next", () => {
    const until = { ...DOVIN, duration: "endOfYourNextTurn" };
    const own = Game.fromLayout(cardDb, table([until], 0));
    expect(own.state.effects[0].started).toBe(true); // A's turn began
    expect(layoutProblems(cardDb, own.state)).toEqual([]);
    advanceTo(own, 2, "upkeep");
    expect(giantOf(own).power).toBe(3);
    const other = Game.fromLayout(cardDb, table([until], 1));
    advanceTo(other, 3, "upkeep"); // A's turn
    expect(giantOf(other).power).toBe(0);
    advanceTo(other, 4, "upkeep");
    expect(giantOf(other).power).toBe(3);
  });

  it("each problem of a layout's `effects` is named at its path", () => {
    const at = "players[1].battlefield[0].effects[0]";
    const cases: [unknown, string][] = [
      ["x", 'players[1].battlefield[0].effects: must be a list of effects, got "x"'],
      [[7], `${at}: must be an effect {controller, duration, source?, mods}, got 7`],
      [
        [{ ...DOVIN, turn: 1 }],
        `${at}.turn: an effect has no field "turn" (controller, duration, source, mods)`,
      ],
      [[{ ...DOVIN, controller: 5 }], `${at}.controller: no seat 5`],
      [
        [{ ...DOVIN, duration: "endOfTurn" }],
        `${at}.duration: must be one of untilYourNextTurn, endOfYourNextTurn, whileSourceOnBattlefield, whileYouControlSource, indefinitely, got "endOfTurn"`,
      ],
      [[{ ...DOVIN, source: "sower" }], `${at}.source: no permanent with key "sower"`],
      [
        [{ ...DOVIN, duration: "whileSourceOnBattlefield", source: undefined }],
        `${at}.source: a "whileSourceOnBattlefield" effect ends with its source (611.2b): give the source's key`,
      ],
      [[{ ...DOVIN, mods: [] }], `${at}.mods: must be a list of modifications, at least one, got []`],
      [
        [{ ...DOVIN, mods: [{ m: "pump" }] }],
        `${at}.mods[0].m: must be one of control, types, colors, keywords, loseAllAbilities, loseKeywords, protection, setPT, modifyPT, switchPT, cantActivate, goaded, got "pump"`,
      ],
      [
        [{ ...DOVIN, mods: [{ m: "keywords", keywords: ["flyng"] }] }],
        `${at}.mods[0].keywords: "flyng" is not one of keywords (flying, reach, first strike, double strike, trample, vigilance, haste, deathtouch, lifelink, defender, menace, hexproof, indestructible, flash, plainswalk, islandwalk, swampwalk, mountainwalk, forestwalk, wither, myriad, melee, fear, intimidate, shadow, horsemanship, skulk, shroud, prowess, exalted, flanking, battle cry, infect, phasing, toxic N, poisonous N, bushido N, rampage N, afflict N, frenzy N)`,
      ],
      [[{ ...DOVIN, mods: [{ m: "modifyPT", power: -3 }] }], `${at}.mods[0].toughness: required`],
      [
        [{ ...DOVIN, mods: [{ m: "modifyPT", power: 1, toughness: 1, per: "otherCreatureSharingType" }] }],
        `${at}.mods[0].per: a modifyPT modification of a layout's effect has no field "per"`,
      ],
      [
        [{ ...DOVIN, mods: [{ m: "control", to: 2 }] }],
        `${at}.mods[0].to: a control modification of a layout's effect has no field "to"`,
      ],
      [
        [{ ...DOVIN, mods: [{ m: "types" }] }],
        `${at}.mods[0]: a types modification names at least one type, subtype or supertype`,
      ],
      [
        [{ ...DOVIN, mods: [{ m: "goaded" }, { m: "goaded" }] }],
        `${at}.mods[1].m: a second goaded modification: an effect has one of each kind`,
      ],
      [
        [{ ...DOVIN, duration: "indefinitely", mods: [{ m: "control" }] }],
        `${at}: an effect that gives control indefinitely and does nothing else is the permanent's controlledBy (611.2a)`,
      ],
      [
        [{ ...DOVIN, controller: 1 }],
        `${at}.duration: B takes the layout's first turn: an effect until their next turn would end as it begins (611.2a); leave it out`,
      ],
      [
        [{ ...DOVIN, controller: 2, duration: "whileYouControlSource" }],
        `${at}.source: Dovin Baan is controlled by A, not C: the effect "for as long as you control" it has ended (611.2b)`,
      ],
    ];
    for (const [effects, message] of cases) expect(setupError(table(effects))).toBe(message);
    const gone = table(
      [{ ...DOVIN, controller: 2, duration: "whileSourceOnBattlefield", mods: [{ m: "control" }] }],
      0,
    );
    gone.players[2] = { name: "C", left: true };
    gone.players.push({ name: "D" });
    expect(setupError(gone)).toBe(
      `${at}.controller: C has left the game: the effects that gave them control of anything ended as they left (800.4a)`,
    );
  });
});

describe("611.2, 613.7: what a layout's effects can't hold is refused, naming it", () => {
  it("613.7: an effect with a later static ability in the same layer whose order matters (Control Magic after a control effect)", () => {
    const layout = table(
      [{ controller: 0, duration: "whileSourceOnBattlefield", source: "dovin", mods: [{ m: "control" }] }],
      1,
      { key: "giant" },
    );
    layout.players[2].battlefield = [{ card: "control-magic", attachedTo: "giant" }];
    const g = Game.fromLayout(cardDb, layout);
    expect(giantOf(g).controller).toBe(0); // the effect is later: A controls it
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
    const aura = g.state.battlefield.find((id) => g.state.objects[id].card === "control-magic")!;
    writable(g.state, aura).timestamp = g.state.nextTimestamp++;
    g.edited();
    expect(layoutProblems(cardDb, g.state)).toContain(
      "Hill Giant is under an effect of a resolved spell or ability (611.2) and a later static ability of Control Magic in the same layer (613.7)",
    );
  });

  it("611.2: an effect until end of turn, one counted per object, or a control effect for a duration older than an indefinite one", () => {
    const g = Game.fromLayout(cardDb, table([DOVIN]));
    g.state.effects[0].duration = "endOfTurn";
    expect(layoutProblems(cardDb, g.state)).toContain(
      "continuous effects of resolved spells or abilities (611.2) from Dovin Baan: until end of turn",
    );
    const per = Game.fromLayout(cardDb, table([DOVIN]));
    per.state.effects[0].mods = [{ m: "modifyPT", power: 1, toughness: 1, per: "otherCreatureSharingType" }];
    expect(layoutProblems(cardDb, per.state)).toContain(
      "continuous effects of resolved spells or abilities (611.2) from Dovin Baan: a modification a layout doesn't hold",
    );
    const both = table(
      [{ controller: 2, duration: "whileSourceOnBattlefield", source: "dovin", mods: [{ m: "control" }] }],
      1,
      { controlledBy: 0 },
    );
    const c = Game.fromLayout(cardDb, both);
    expect(giantOf(c).controller).toBe(2); // laid after controlledBy: later
    const [indefinite, timed] = c.state.effects;
    [indefinite.timestamp, timed.timestamp] = [timed.timestamp, indefinite.timestamp];
    expect(layoutProblems(cardDb, c.state)).toContain(
      "Hill Giant is under a control-changing effect for a duration older than one that lasts indefinitely (611.2, 613.7)",
    );
  });
});
