/**
 * A saved position's continuous effects of resolved spells or abilities that outlast their turn (611.2a–b) in
 * a scenario file (effects.ts): a battlefield entry's `effects`, each with `by`, `duration`, `source` and its
 * modifications by name. A game's position with them saves, loads to the same position — the same board, the
 * same characteristics — and goes on as the game does, each effect ending as its duration says;
 * save.ts(layoutOf(state)), parsed and laid out again, is the same TableLayout; each problem of the field is
 * named at its path.
 */
import { cardDb } from "@roundtable/cards";
import { characteristics, Game, layoutOf, MOD_KINDS } from "@roundtable/engine";
import { buildLayout, positionOf, savePosition, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, parsed } from "./helpers.ts";
import { roundTrip, run, saveAndGoOn } from "./savedPositions.ts";

/** Every permanent with its controller and characteristics, owner by owner: what the effects change. */
function board(g: Game): unknown[] {
  const s = g.state;
  const ids = [...s.battlefield].sort((a, b) => s.objects[a].owner - s.objects[b].owner); // stable
  return ids.map((id) => {
    const o = s.objects[id];
    const c = characteristics(cardDb, s, o);
    return [o.owner, o.card, o.controller, c.power, c.toughness, c.types, c.subtypes, c.keywords];
  });
}

/** The entries of `effects` of the saved file's permanents, by player and card. */
function savedEffects(saved: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of saved.players as { name: string; battlefield?: Record<string, unknown>[] }[])
    for (const bp of p.battlefield ?? [])
      if (bp.effects !== undefined) out[`${p.name}:${bp.card}`] = bp.effects;
  return out;
}

const A_TURN = (n: number, step: string, rest: Record<string, unknown>) => ({ turn: n, step, ...rest });

/** Free-for-all: A activates Dovin Baan's +1 on B's Hill Giant in turn 1. */
const DOVIN = {
  format: 1,
  name: "Dovin Baan",
  variant: "free-for-all",
  players: [
    { name: "A", battlefield: ["Dovin Baan"] },
    { name: "B", battlefield: ["Hill Giant"] },
    { name: "C" },
  ],
  actions: [
    A_TURN(1, "main1", {
      player: "A",
      activate: "Dovin Baan",
      ability: 1,
      targets: ["Hill Giant"],
      stackEmpty: true,
    }),
  ],
};

/** Free-for-all: A casts Sower of Temptation on B's Serra Angel in turn 1; B holds Lightning Bolt. */
const SOWER = {
  format: 1,
  name: "Sower",
  variant: "free-for-all",
  players: [
    { name: "A", hand: ["Sower of Temptation"], battlefield: ["Island x4"] },
    { name: "B", hand: ["Lightning Bolt"], battlefield: ["Serra Angel", "Mountain"] },
    { name: "C" },
  ],
  actions: [A_TURN(1, "main1", { player: "A", cast: "Sower of Temptation", stackEmpty: true })],
  choices: { A: ["Serra Angel"] },
};

describe("611.2a–b: a saved position with lasting continuous effects", () => {
  it("611.2a: Dovin Baan's -3/-0 and can't-activate until A's next turn save as two effects; loaded, the Giant deals no damage in B's turn and is 3/3 as A's turn begins", () => {
    const { saved, game, loaded } = saveAndGoOn(
      DOVIN,
      2,
      [A_TURN(2, "declare-attackers", { player: "B", attack: { "Hill Giant": "C" } })],
      { turn: 4, step: "upkeep" },
    );
    expect(savedEffects(saved)).toEqual({
      "B:Hill Giant": [
        { by: "A", duration: "untilYourNextTurn", source: "A:Dovin Baan#1", modifyPT: "-3/-0" },
        { by: "A", duration: "untilYourNextTurn", source: "A:Dovin Baan#1", cantActivate: true },
      ],
    });
    for (const g of [game, loaded]) {
      expect(g.state.players[2].life).toBe(20); // 0 damage: a 0/3 attacked
      expect(g.state.effects).toEqual([]); // ended as A's turn began (611.2a)
    }
    expect(board(loaded)).toEqual(board(game));
    const atSave = run({ ...saved, stopAt: { turn: 2, step: "upkeep" } }); // the saved turn, as the game's
    expect(board(atSave)).toEqual(board(run({ ...DOVIN, stopAt: { turn: 2, step: "upkeep" } })));
  });

  it("611.2b, 613.1b: Sower of Temptation's control for as long as it remains saves as a control effect with its source; loaded, the Angel is A's and returns to B as the Sower dies", () => {
    const { saved, game, loaded } = saveAndGoOn(
      SOWER,
      2,
      [A_TURN(2, "main1", { player: "B", cast: "Lightning Bolt", targets: ["Sower of Temptation"] })],
      { turn: 2, step: "main2" },
    );
    expect(savedEffects(saved)).toEqual({
      "B:Serra Angel": [
        {
          by: "A",
          duration: "whileSourceOnBattlefield",
          source: "A:Sower of Temptation#1",
          control: true,
        },
      ],
    });
    const angel = (g: Game) =>
      g.state.battlefield.map((id) => g.state.objects[id]).find((o) => o.card === "serra-angel");
    for (const g of [game, loaded]) expect(angel(g)?.controller).toBe(1); // 611.2b: the effect ended
    expect(board(loaded)).toEqual(board(game));
    const atSave = run({ ...saved, stopAt: { turn: 2, step: "upkeep" } });
    expect(angel(atSave)?.controller).toBe(0);
    roundTrip(run({ ...SOWER, stopAt: { turn: 2, step: "upkeep" } }));
  });

  it("701.15a–b: a creature goaded until A's next turn saves as a goaded effect by A; loaded, it must attack and can't attack A, and the goad ends as A's turn begins", () => {
    const file = {
      format: 1,
      name: "goaded",
      variant: "free-for-all",
      players: [
        { name: "A", hand: ["Jeering Homunculus"], battlefield: ["Island x2"] },
        { name: "B" },
        { name: "C", battlefield: ["Hill Giant"] },
      ],
      actions: [A_TURN(1, "main1", { player: "A", cast: "Jeering Homunculus" })],
      choices: { A: ["C:Hill Giant", true] },
    };
    const { saved, game, loaded } = saveAndGoOn(
      file,
      2,
      [
        A_TURN(3, "declare-attackers", { player: "C", attack: { "Hill Giant": "A" }, illegal: "701.15b" }),
        A_TURN(3, "declare-attackers", { player: "C", attack: { "Hill Giant": "B" } }),
      ],
      { turn: 4, step: "upkeep" },
    );
    expect(savedEffects(saved)).toEqual({
      "C:Hill Giant": [
        { by: "A", duration: "untilYourNextTurn", source: "A:Jeering Homunculus#1", goaded: true },
      ],
    });
    for (const g of [game, loaded]) {
      expect(g.state.players[1].life).toBe(17);
      expect(g.state.effects).toEqual([]);
    }
  });

  it("611.2a, 613.1d: Lurking Evil's indefinite animation saves with its types, flying and 4/4; loaded, it attacks as a 4/4 flier", () => {
    const file = {
      format: 1,
      name: "Lurking Evil",
      variant: "duel",
      players: [{ name: "A", battlefield: ["Lurking Evil"] }, { name: "B" }],
      actions: [A_TURN(1, "main1", { player: "A", activate: "Lurking Evil", ability: 1, stackEmpty: true })],
    };
    const { saved, game, loaded } = saveAndGoOn(
      file,
      2,
      [A_TURN(3, "declare-attackers", { player: "A", attack: { "Lurking Evil": "B" } })],
      { turn: 3, step: "main2" },
    );
    expect(savedEffects(saved)).toEqual({
      "A:Lurking Evil": [
        {
          by: "A",
          duration: "indefinitely",
          source: "A:Lurking Evil#1",
          types: { types: ["Creature"], subtypes: ["Phyrexian", "Horror"], replace: true },
          keywords: ["flying"],
          setPT: "4/4",
        },
      ],
    });
    for (const g of [game, loaded]) expect(g.state.players[1].life).toBe(16);
    expect(board(loaded)).toEqual(board(game));
    roundTrip(run({ ...file, stopAt: { turn: 2, step: "upkeep" } }));
  });

  it("611.2b, 305.7: Gaea's Liege's Forest saves with the Liege as its source; loaded, the land is a Mountain again as the Liege dies", () => {
    const file = {
      format: 1,
      name: "Gaea's Liege",
      variant: "free-for-all",
      players: [
        { name: "A", battlefield: ["Gaea's Liege", "Forest x3"] },
        { name: "B", hand: ["Lightning Bolt"], battlefield: ["Mountain x2"] },
        { name: "C" },
      ],
      actions: [
        A_TURN(1, "main1", {
          player: "A",
          activate: "Gaea's Liege",
          ability: 1,
          targets: ["B:Mountain#1"],
          stackEmpty: true,
        }),
      ],
    };
    const subtypes = (g: Game) =>
      g.state.battlefield
        .map((id) => g.state.objects[id])
        .filter((o) => o.owner === 1)
        .map((o) => characteristics(cardDb, g.state, o).subtypes);
    const atSave = run({ ...file, stopAt: { turn: 2, step: "upkeep" } });
    expect(subtypes(atSave)).toEqual([["Forest"], ["Mountain"]]);
    const { saved, game, loaded } = saveAndGoOn(
      file,
      2,
      [
        A_TURN(2, "main1", {
          player: "B",
          cast: "Lightning Bolt",
          targets: ["Gaea's Liege"],
          pay: ["B:Mountain#2"],
        }),
      ],
      { turn: 2, step: "main2" },
    );
    expect(savedEffects(saved)).toEqual({
      "B:Mountain": [
        {
          by: "A",
          duration: "whileSourceOnBattlefield",
          source: "A:Gaea's Liege#1",
          types: { subtypes: ["Forest"], replace: true },
        },
      ],
    });
    for (const g of [game, loaded]) expect(subtypes(g)).toEqual([["Mountain"], ["Mountain"]]);
  });

  it("611.2a: Mouth of the Storm's one effect on every opponent's creature is written on each; save.ts(layoutOf(state)), read back, is the same layout", () => {
    const file = {
      format: 1,
      name: "Mouth of the Storm",
      variant: "free-for-all",
      players: [
        { name: "A", hand: ["Mouth of the Storm"], battlefield: ["Island x7"] },
        { name: "B", battlefield: ["Hill Giant", "Grizzly Bears"] },
        { name: "C", battlefield: ["Hill Giant"] },
      ],
      actions: [A_TURN(1, "main1", { player: "A", cast: "Mouth of the Storm", stackEmpty: true })],
    };
    const game = run({ ...file, stopAt: { turn: 2, step: "upkeep" } });
    const saved = savePosition(game);
    const mouth = {
      by: "A",
      duration: "untilYourNextTurn",
      source: "A:Mouth of the Storm#1",
      modifyPT: "-3/-0",
    };
    const players = saved.players as { battlefield: Record<string, unknown>[] }[];
    expect(players[1].battlefield.map((bp) => bp.effects)).toEqual([[mouth], [mouth]]);
    expect(players[2].battlefield.map((bp) => bp.effects)).toEqual([[mouth]]);
    const loaded = run({ ...saved, stopAt: { turn: 2, step: "upkeep" } });
    expect(positionOf(loaded, 1)).toBe(positionOf(game, 2));
    expect(board(loaded)).toEqual(board(game));
    roundTrip(game);
    const source = game.state.battlefield.find((id) => game.state.objects[id].card === "mouth-of-the-storm");
    expect(layoutOf(cardDb, game.state).players[1].battlefield?.[0].effects).toEqual([
      {
        controller: 0,
        duration: "untilYourNextTurn",
        source: `p${source}`,
        mods: [{ m: "modifyPT", power: -3, toughness: 0 }],
      },
    ]);
  });
});

describe("611.2: each problem of a file's `effects` is named at its path", () => {
  /** A's Grizzly Bears with `effects`; B's Dovin Baan; A takes turn 1 unless `start` says otherwise. */
  const file = (effects: unknown[], start = "A", left = false) => ({
    format: 1,
    name: "x",
    variant: "free-for-all",
    players: [
      { name: "A", battlefield: [{ card: "Grizzly Bears", effects }] },
      { name: "B", battlefield: ["Dovin Baan"] },
      { name: "C", ...(left ? { left: true } : {}) },
      { name: "D" },
    ],
    start,
  });
  const at = "players[0].battlefield[0].effects[0]";
  const dovin = { by: "B", duration: "untilYourNextTurn", source: "B:Dovin Baan" };

  it("a well-formed entry becomes the engine's effect, its modifications in their order", () => {
    const layout = buildLayout(
      parsed(file([{ ...dovin, cantActivate: true, modifyPT: "-3/-0", colors: [] }])),
      cardDb,
    );
    const source = layout.players[1].battlefield?.[0].key;
    expect(source).toBeDefined();
    expect(layout.players[0].battlefield?.[0].effects).toEqual([
      {
        controller: 1,
        duration: "untilYourNextTurn",
        source,
        mods: [
          { m: "colors", colors: [] },
          { m: "modifyPT", power: -3, toughness: 0 },
          { m: "cantActivate" },
        ],
      },
    ]);
  });

  it("every modification by its name is read into the engine's layout, loads, and is written back as it was", () => {
    const entry = {
      by: "B",
      duration: "indefinitely",
      source: "B:Dovin Baan#1",
      types: { types: ["Artifact"], subtypes: ["Golem"], supertypes: ["Legendary"] },
      colors: ["blue", "red"],
      keywords: ["flying", "first strike"],
      loseAllAbilities: true,
      loseKeywords: ["reach"],
      protection: ["black"],
      setPT: "0/1",
      modifyPT: "+2/-1",
      switchPT: true,
      cantActivate: true,
      goaded: true,
    };
    const layout = buildLayout(parsed(file([entry])), cardDb);
    // Every kind but control (its own case), in the order they are written.
    expect(layout.players[0].battlefield?.[0].effects?.[0].mods.map((m) => m.m)).toEqual(
      MOD_KINDS.filter((k) => k !== "control"),
    );
    expect(Game.fromLayout(cardDb, layout).state.effects).toHaveLength(1);
    const saved = scenarioOfLayout(cardDb, layout, "x", "x").players as {
      battlefield: Record<string, unknown>[];
    }[];
    expect(saved[0].battlefield[0].effects).toEqual([entry]);
  });

  it("names each problem", () => {
    expect(errorsOf(file([{ ...dovin }]))).toEqual([
      {
        path: at,
        message:
          "says nothing the effect does: give at least one of control, types, colors, keywords, loseAllAbilities, loseKeywords, protection, setPT, modifyPT, switchPT, cantActivate, goaded",
      },
    ]);
    expect(errorsOf(file([{ ...dovin, by: "Z", goaded: true }]))[0]).toMatchObject({ path: `${at}.by` });
    expect(errorsOf(file([{ ...dovin, duration: "untilEndOfTurn", goaded: true }]))[0]).toMatchObject({
      path: `${at}.duration`,
    });
    expect(errorsOf(file([{ by: "B", duration: "whileSourceOnBattlefield", control: true }]))).toEqual([
      {
        path: `${at}.source`,
        message:
          'a "whileSourceOnBattlefield" effect ends with its source (611.2b): name the source, a permanent of the layout',
      },
    ]);
    expect(errorsOf(file([{ ...dovin, source: "B:Sower of Temptation", goaded: true }]))[0]).toMatchObject({
      path: `${at}.source`,
    });
    expect(errorsOf(file([{ ...dovin, modifyPT: "-3/0" }]))).toEqual([
      { path: `${at}.modifyPT`, message: 'must be a signed change, as "+1/+1" or "-3/-0"' },
    ]);
    expect(errorsOf(file([{ ...dovin, setPT: "+4/+4" }]))).toEqual([
      { path: `${at}.setPT`, message: 'must be a power and toughness, as "4/4"' },
    ]);
    expect(errorsOf(file([{ ...dovin, keywords: ["flyng"] }]))[0]).toEqual({
      path: `${at}.keywords[0]`,
      message: expect.stringMatching(/^"flyng" is not a keyword the engine knows \(flying, /),
    });
    expect(errorsOf(file([{ ...dovin, protection: ["purple"] }]))[0].path).toBe(`${at}.protection[0]`);
    expect(errorsOf(file([{ ...dovin, types: { types: ["Horror"] } }]))[0].path).toBe(`${at}.types.types[0]`);
    expect(errorsOf(file([{ ...dovin, types: {} }]))).toEqual([
      { path: `${at}.types`, message: "names no type, subtype or supertype" },
    ]);
    expect(errorsOf(file([{ ...dovin, pump: "+1/+1" }]))[0].path).toBe(`${at}.pump`);
    expect(errorsOf(file([{ by: "B", duration: "indefinitely", control: true }]))).toEqual([
      {
        path: `${at}.control`,
        message:
          'an effect that gives control indefinitely and does nothing else is written as "controlledBy": "B" (611.2a)',
      },
    ]);
  });

  it("611.2a, 800.4a: an effect until the starting player's next turn would end as the file begins; control by a player who has left ended as they left", () => {
    expect(errorsOf(file([{ ...dovin, goaded: true }], "B"))).toEqual([
      {
        path: `${at}.duration`,
        message:
          "B takes the file's first turn: an effect until their next turn would end as it begins (611.2a); leave it out",
      },
    ]);
    const stolen = { by: "C", duration: "whileSourceOnBattlefield", source: "B:Dovin Baan", control: true };
    expect(errorsOf(file([stolen], "A", true))).toEqual([
      {
        path: `${at}.by`,
        message:
          "C has left the game: the effects that gave them control of anything ended as they left (800.4a)",
      },
    ]);
    // 800.4m: an effect of a player who has left lasts until their turn would have begun.
    expect(
      buildLayout(parsed(file([{ ...dovin, by: "C", goaded: true }], "A", true)), cardDb).players[0]
        .battlefield?.[0].effects?.[0].controller,
    ).toBe(2);
  });
});
