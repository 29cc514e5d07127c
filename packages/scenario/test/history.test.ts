/**
 * What a scenario file says of earlier turns beyond the zones: `commanderDamage` per commander — by card, or
 * by owner and card, `"B:Lyra Dawnbringer"`, when two players have the same commander (903.10a,
 * commanderDamage.ts) — and `castThisGame`, the spells a player cast earlier that "another spell named … this
 * game" looks back for (Approach of the Second Sun, playerEffects.ts). Checked, with the path of each
 * problem (in the file and in the engine's layout); carried both ways between the file and the TableLayout;
 * and run.
 */
import { cardDb } from "@roundtable/cards";
import { Game, layoutOf, type TableLayout } from "@roundtable/engine";
import { buildLayout, parseScenario, runScenario, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, loadError, normalLayout, parsed } from "./helpers.ts";

const LYRA = "Lyra Dawnbringer";
const THALIA = "Thalia, Heretic Cathar";
const APPROACH = "Approach of the Second Sun";

/** A file of A, B and C (`variant`), players changed by `change`, with `extra` at the top level. */
function file(
  variant: string,
  change: Record<string, Record<string, unknown>> = {},
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    format: 1,
    name: "test",
    variant,
    players: ["A", "B", "C"].map((name) => ({ name, ...change[name] })),
    ...extra,
  };
}

/** A Commander game: A and B have Lyra Dawnbringer, on the battlefield; C has Thalia; C changed by `c`. */
const commanders = (c: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const lyra = { commander: LYRA, battlefield: [LYRA], library: ["Wastes x5"] };
  const thalia = { commander: THALIA, command: [THALIA], library: ["Wastes x5"] };
  return file("commander", { A: lyra, B: lyra, C: { ...thalia, ...c } }, extra);
};

/** The engine's layout of the same table, C's commander damage `dealt`, with `change` by seat. */
function commanderLayout(dealt: Record<string, unknown>, change: Record<number, object> = {}): TableLayout {
  const lyra = { commander: "lyra-dawnbringer", battlefield: [{ card: "lyra-dawnbringer" }] };
  const c = { commander: "thalia-heretic-cathar", command: ["thalia-heretic-cathar"] };
  return {
    variant: "commander",
    seed: 1,
    players: [
      { name: "A", ...lyra, ...change[0] },
      { name: "B", ...lyra, ...change[1] },
      { name: "C", ...c, commanderDamage: dealt as Record<string, number>, ...change[2] },
    ],
    autoPass: false,
  };
}

describe("903.10a: a file's commander damage, by commander, checked", () => {
  const at = (key: string) => `players[2].commanderDamage[${JSON.stringify(key)}]`;

  it("a commander two players have is named with its owner; by its card alone it is ambiguous", () => {
    expect(errorsOf(commanders({ commanderDamage: { [LYRA]: 14 } }))).toEqual([
      {
        path: at(LYRA),
        message: `${LYRA} is the commander of A and B: say whose dealt the damage, "A:${LYRA}" or "B:${LYRA}" (903.10a: each commander's damage is counted apart)`,
      },
    ]);
    expect(parsed(commanders({ commanderDamage: { [`A:${LYRA}`]: 14, [`B:${LYRA}`]: 3 } }))).toBeDefined();
  });

  it("a malformed value or key is named at its path", () => {
    const dealt = {
      [`A:${LYRA}`]: -1,
      [`A:${THALIA}`]: 2,
      [`Aa:${LYRA}`]: 2,
      [`${LYRA}#2`]: 2,
      "Grizzly Bears": 2,
      [`C:${THALIA}`]: 1.5,
    };
    expect(errorsOf(commanders({ commanderDamage: dealt }))).toEqual([
      { path: at(`A:${LYRA}`), message: "Too small: expected number to be >=0" },
      { path: at(`C:${THALIA}`), message: "expected an integer, got 1.5" },
    ]);
    delete (dealt as Record<string, number>)[`A:${LYRA}`];
    delete (dealt as Record<string, number>)[`C:${THALIA}`];
    expect(errorsOf(commanders({ commanderDamage: dealt }))).toEqual([
      { path: at(`A:${THALIA}`), message: `${THALIA} is not A's commander` },
      {
        path: at(`Aa:${LYRA}`),
        message: `unknown player "Aa" in "Aa:${LYRA}" (did you mean "A"?) (players: A, B, C)`,
      },
      {
        path: at(`${LYRA}#2`),
        message: `"#2" counts objects, not commanders: name a commander by its card, or by its owner and card ("A:${LYRA}" or "B:${LYRA}")`,
      },
      { path: at("Grizzly Bears"), message: "Grizzly Bears is no player's commander" },
    ]);
  });

  it("each commander once; 800.4a: not one whose owner has left — then the other's is named by its card alone", () => {
    const lyra = { commander: LYRA, battlefield: [LYRA] };
    const twice = file("commander", {
      A: lyra,
      B: { left: true },
      C: { commanderDamage: { [LYRA]: 4, [`A:${LYRA}`]: 5, [`B:${LYRA}`]: 6 } },
    });
    expect(errorsOf(twice)).toEqual([
      { path: at(`A:${LYRA}`), message: `names the same commander as "${LYRA}"` },
      {
        path: at(`B:${LYRA}`),
        message: "B has left the game: their commander left with them and deals no more damage (800.4a)",
      },
    ]);
  });

  it("the engine's layout: by card id, or by owner's seat and card id; each error at its path", () => {
    const at = (key: string) => `players[2].commanderDamage.${key}`;
    expect(loadError(commanderLayout({ "lyra-dawnbringer": 3 }))).toBe(
      `${at("lyra-dawnbringer")}: lyra-dawnbringer is the commander of A and B: say whose dealt the damage, "0:lyra-dawnbringer" or "1:lyra-dawnbringer" (903.10a: each commander's damage is counted apart)`,
    );
    expect(loadError(commanderLayout({ "5:lyra-dawnbringer": 3 }))).toBe(
      `${at("5:lyra-dawnbringer")}: no seat 5`,
    );
    expect(loadError(commanderLayout({ "2:lyra-dawnbringer": 3 }))).toBe(
      `${at("2:lyra-dawnbringer")}: "lyra-dawnbringer" is not C's commander`,
    );
    expect(loadError(commanderLayout({ "grizzly-bears": 3 }))).toBe(
      `${at("grizzly-bears")}: "grizzly-bears" is no player's commander`,
    );
    expect(loadError(commanderLayout({ "0:lyra-dawnbringer": -2 }))).toBe(
      `${at("0:lyra-dawnbringer")}: must be a whole number ≥ 0, got -2`,
    );
    const departed = { 1: { left: true, commander: undefined, battlefield: undefined } };
    expect(loadError(commanderLayout({ "1:lyra-dawnbringer": 3 }, departed))).toBe(
      `${at("1:lyra-dawnbringer")}: B has left the game: their commander left with them and deals no more damage (800.4a)`,
    );
    expect(loadError(commanderLayout({ "lyra-dawnbringer": 3, "0:lyra-dawnbringer": 4 }, departed))).toBe(
      `${at("0:lyra-dawnbringer")}: names the same commander as "lyra-dawnbringer"`,
    );
    const s = Game.fromLayout(
      cardDb,
      commanderLayout({ "0:lyra-dawnbringer": 3, "1:lyra-dawnbringer": 4 }),
    ).state;
    expect(s.players[2].commanderDamage).toEqual({ "0:lyra-dawnbringer": 3, "1:lyra-dawnbringer": 4 });
  });
});

describe("903.10a: commander damage by commander, carried to the layout and back, and run", () => {
  it("the layout has the owner by seat; saved, written and read again, the same — a commander one player has by its card", () => {
    const dealt = { [`A:${LYRA}`]: 14, [`B:${LYRA}`]: 3 };
    const layout = buildLayout(parsed(commanders({ commanderDamage: dealt })), cardDb);
    expect(layout.players[2].commanderDamage).toEqual({ "0:lyra-dawnbringer": 14, "1:lyra-dawnbringer": 3 });
    const saved = layoutOf(cardDb, Game.fromLayout(cardDb, layout).state, 1);
    expect(saved.players[2].commanderDamage).toEqual({ "0:lyra-dawnbringer": 14, "1:lyra-dawnbringer": 3 });
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written.players[2].commanderDamage).toEqual(dealt);
    expect(normalLayout(buildLayout(parsed(written), cardDb))).toEqual(normalLayout(saved));
    // Thalia is C's alone: named by its owner in the file, it is written by its card.
    const one = buildLayout(parsed(commanders({}, {})), cardDb);
    one.players[0].commanderDamage = { "2:thalia-heretic-cathar": 6 };
    const again = layoutOf(cardDb, Game.fromLayout(cardDb, one).state, 1);
    expect(again.players[0].commanderDamage).toEqual({ "thalia-heretic-cathar": 6 });
    const players = scenarioOfLayout(cardDb, again, "saved", "").players as Record<string, unknown>[];
    expect(players[0].commanderDamage).toEqual({ [THALIA]: 6 });
  });

  it("704.6c, run: 10 from A's Lyra and 19 from B's; A's hits (15, no loss), then B's (24): C loses in turn 2", () => {
    const attack = (turn: number, player: string) => ({
      turn,
      step: "declare-attackers",
      player,
      attack: { [`${player}:${LYRA}`]: "C" },
    });
    const r = runScenario(
      parsed(
        commanders(
          { commanderDamage: { [`A:${LYRA}`]: 10, [`B:${LYRA}`]: 19 } },
          {
            actions: [attack(1, "A"), attack(2, "B")],
            stopAt: { turn: 2, step: "main2" },
            expect: { lost: ["C"], life: { C: 30 } },
          },
        ),
      ),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game?.state.players[2].commanderDamage).toEqual({
      "0:lyra-dawnbringer": 15,
      "1:lyra-dawnbringer": 24,
    });
  });
});

describe('castThisGame: a file\'s spells cast earlier that "another spell named … this game" looks back for', () => {
  it("a malformed value is named at its path", () => {
    expect(errorsOf(file("free-for-all", { A: { castThisGame: APPROACH } }))).toEqual([
      { path: "players[0].castThisGame", message: 'expected a list, got "Approach of the Second Sun"' },
    ]);
    expect(
      errorsOf(
        file("free-for-all", {
          B: { castThisGame: ["Aproach of the Second Sun", `${APPROACH} x0`] },
          C: { castThisGame: ["Lightning Bolt"] },
        }),
      ),
    ).toEqual([
      {
        path: "players[1].castThisGame[0]",
        message: `unknown card "Aproach of the Second Sun" (did you mean "${APPROACH}"?)`,
      },
      {
        path: "players[1].castThisGame[1]",
        message: `"${APPROACH} x0": the number of copies must be at least 1`,
      },
      {
        path: "players[2].castThisGame[0]",
        message: `Lightning Bolt doesn't say "if you've cast another spell named Lightning Bolt this game": the spells cast earlier that a position keeps are those of cards that do (${APPROACH})`,
      },
    ]);
  });

  it("800.4a: none for a player who has left", () => {
    expect(errorsOf(file("free-for-all", { B: { left: true, castThisGame: [APPROACH] } }))).toEqual([
      {
        path: "players[1].castThisGame",
        message: "B has left the game: no spell of theirs will ask what they cast before (800.4a)",
      },
    ]);
  });

  it("the engine's layout: each error at its path", () => {
    const layout = (c: object): TableLayout => ({
      variant: "free-for-all",
      seed: 1,
      players: [{ name: "A", ...c }, { name: "B" }, { name: "C" }],
      autoPass: false,
    });
    expect(loadError(layout({ castThisGame: "approach-of-the-second-sun" }))).toBe(
      'players[0].castThisGame: must be a list of card ids, got "approach-of-the-second-sun"',
    );
    expect(loadError(layout({ castThisGame: ["approach"] }))).toBe(
      'players[0].castThisGame[0]: unknown card id "approach"',
    );
    expect(loadError(layout({ castThisGame: ["shock"] }))).toBe(
      `players[0].castThisGame[0]: Shock doesn't say "if you've cast another spell named Shock this game": the spells cast earlier that a position keeps are those of cards that do (${APPROACH})`,
    );
    expect(
      loadError({
        ...layout({}),
        start: 1,
        players: [
          { name: "A", left: true, castThisGame: ["approach-of-the-second-sun"] },
          { name: "B" },
          { name: "C" },
        ],
      }),
    ).toBe(
      "players[0].castThisGame: A has left the game: no spell of theirs will ask what they cast before (800.4a)",
    );
    const s = Game.fromLayout(cardDb, layout({ castThisGame: ["approach-of-the-second-sun"] })).state;
    expect(s.spellsCast.map((c) => [c.turn, c.player, c.card])).toEqual([
      [0, 0, "approach-of-the-second-sun"],
    ]);
  });

  const approach = (castThisGame?: string[]) =>
    file(
      "free-for-all",
      {
        A: {
          hand: [APPROACH],
          battlefield: ["Plains x7"],
          library: ["Wastes x10"],
          ...(castThisGame === undefined ? {} : { castThisGame }),
        },
      },
      {
        laterTurn: true,
        actions: [{ turn: 1, step: "main1", player: "A", cast: APPROACH }],
        stopAt: { turn: 1, step: "main2" },
      },
    );

  it("carried to the layout and back: saved, written and read again, the same", () => {
    const layout = buildLayout(parsed(approach([APPROACH])), cardDb);
    expect(layout.players[0].castThisGame).toEqual(["approach-of-the-second-sun"]);
    const saved = layoutOf(cardDb, Game.fromLayout(cardDb, layout).state, 1);
    expect(saved.players[0].castThisGame).toEqual(["approach-of-the-second-sun"]);
    expect(saved.players[1].castThisGame).toBeUndefined();
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written.players[0].castThisGame).toEqual([APPROACH]);
    const again = parseScenario(written, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(saved));
  });

  it("104.2b, run: with an Approach cast earlier, A's wins the game; without, it goes seventh from the top and A gains 7", () => {
    const { stopAt: _, ...toTheEnd } = approach([APPROACH]); // the game's end: A wins at once (104.2a)
    const win = runScenario(parsed({ ...toTheEnd, expect: { won: ["A"] } }), cardDb);
    expect(win.passed, explain(win)).toBe(true);
    const first = runScenario(
      parsed({ ...approach(), expect: { gameOver: false, life: { A: 27 }, handCount: { A: 1 } } }),
      cardDb,
    );
    expect(first.passed, explain(first)).toBe(true);
    const s = first.game!.state;
    expect(s.players[0].library.map((id) => s.objects[id].card).indexOf("approach-of-the-second-sun")).toBe(
      6,
    );
  });
});
