/**
 * Saving a position that depends on what happened in earlier turns, each refused before: the combat damage
 * dealt by a commander that two players share (903.10a: counted per commander, by its owner — a file names
 * it `"B:Lyra Dawnbringer"`), and the spells a player cast that "you've cast another spell named … this
 * game" looks back for (Approach of the Second Sun: `castThisGame`). Each is saved in a live game, loaded and
 * run: every seat sees the live game's view, and the game goes on the same in both.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutProblems } from "@roundtable/engine";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive, driver, savedAndRun, settle } from "./drive.ts";

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));
const LYRA = "lyra-dawnbringer"; // 5/5 flying, first strike, lifelink

type FilePlayer = Record<string, unknown> & { name: string };
const playersOf = (file: Record<string, unknown>) => file.players as FilePlayer[];

/**
 * Passes (no attackers, no blockers) until the declare-attackers step of the turn `k` turns after the one `g`
 * is in (a loaded game numbers its turns from the saved one); there its active player attacks `defender` with
 * each creature that can, and the combat is played out to the second main phase.
 */
function attackIn(g: Game, k: number, defender: number): void {
  const { answer, pass } = driver(g);
  const turn = g.state.turn.number + k;
  for (;;) {
    const d = g.pending()!;
    if (d.kind === "attackers" && g.state.turn.number === turn) {
      answer(() => ({
        attacks: d.candidates.map((c) => ({ attacker: c.attacker, defender: { player: defender } })),
      }));
      break;
    }
    if (d.kind === "attackers") answer(() => ({ attacks: [] }));
    else if (d.kind === "blockers") answer(() => ({ blocks: [] }));
    else pass();
  }
  while (g.state.turn.step !== "main2") {
    const d = g.pending()!;
    if (d.kind === "blockers") answer(() => ({ blocks: [] }));
    else if (d.kind !== "priority") throw new Error(`${d.kind}: ${d.prompt}`);
    else pass();
  }
}

/** C's commander damage, by the state's keys (owner's seat and card, 903.10a). */
const dealtToC = (g: Game) => g.state.players[2].commanderDamage;

describe("903.10a: saving the commander damage of a commander two players share", () => {
  it("704.6c: A's and B's Lyra Dawnbringer have each hit C: saved as `A:Lyra Dawnbringer` and `B:Lyra Dawnbringer`, and C loses to 21 from A's alone, in both games", () => {
    const lyra = { commander: LYRA, battlefield: [{ card: LYRA }] };
    const { game, until } = drive({
      variant: "commander",
      seed: 4,
      players: [
        { name: "A", ...lyra },
        { name: "B", ...lyra },
        // The layout's own form, by owner: 11 from each — 22 by the card's name, 11 by each commander.
        { name: "C", commanderDamage: { [`0:${LYRA}`]: 11, [`1:${LYRA}`]: 11 } },
      ],
    });
    attackIn(game, 0, 2); // A's Lyra: 16
    attackIn(game, 1, 2); // B's Lyra: 16
    until(3, "upkeep"); // C's turn
    expect(dealtToC(game)).toEqual({ [`0:${LYRA}`]: 16, [`1:${LYRA}`]: 16 });
    // Refused before: "commander damage dealt by lyra-dawnbringer, the commander of two players".
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file)[2].commanderDamage).toEqual({
      "A:Lyra Dawnbringer": 16,
      "B:Lyra Dawnbringer": 16,
    });
    for (const g of [game, loaded]) {
      expect(dealtToC(g)).toEqual({ [`0:${LYRA}`]: 16, [`1:${LYRA}`]: 16 });
      expect(g.state.players[2].left).toBeFalsy(); // 32 from two commanders of one name: no loss
      attackIn(g, 1, 2); // A's turn: A's Lyra again, 21 from it (704.6c)
      expect(dealtToC(g)).toEqual({ [`0:${LYRA}`]: 21, [`1:${LYRA}`]: 16 });
      expect(g.state.players[2].left).toBe(true);
      expect(g.state.players[2].reason).toMatch(/704\.6c/);
      expect(g.state.players[2].life).toBe(40 - 3 * 5); // three hits of 5
    }
    expect(loaded.state.players.map((p) => p.life)).toEqual(game.state.players.map((p) => p.life));
  });
});

describe("Approach of the Second Sun: saving the spells cast earlier that it looks back for (castThisGame)", () => {
  const APPROACH = "Approach of the Second Sun";

  it("601.2i, 104.2b: A cast Approach in turn 1 (7th from the top, 7 life); saved in turn 3 after drawing to it, the second cast wins in both games", () => {
    const { game, act, until } = drive({
      variant: "duel",
      seed: 2,
      players: [
        {
          name: "A",
          hand: ["approach-of-the-second-sun", "tidings", "divination"],
          library: Array(20).fill("wastes"),
          battlefield: [...lands("plains", 7), ...lands("island", 10)],
        },
        { name: "B" },
      ],
    });
    until(1, "main1");
    act("cast", APPROACH);
    settle(game);
    const library = (g: Game) => g.state.players[0].library.map((id) => g.state.objects[id].card);
    expect(library(game).indexOf("approach-of-the-second-sun")).toBe(6); // seventh from the top
    expect(game.state.players[0].life).toBe(27);
    until(3, "upkeep");
    // Refused before: `a spell cast earlier that "another spell named … this game" looks back for`.
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    until(3, "main1"); // A draws the first of seven
    for (const spell of ["Tidings", "Divination"]) {
      act("cast", spell);
      settle(game);
    }
    const hand = (g: Game) => g.state.players[0].hand.map((id) => g.state.objects[id].card);
    expect(hand(game)).toContain("approach-of-the-second-sun");
    const { file, loaded } = savedAndRun(game); // the turn's beginning, and the two draw spells as actions
    expect(playersOf(file)[0].castThisGame).toEqual([APPROACH]);
    expect(file.actions).toHaveLength(2);
    for (const g of [game, loaded]) {
      driver(g).act("cast", APPROACH);
      settle(g);
      expect(g.state.status).toBe("over");
      expect(g.state.winners).toEqual([0]);
    }
    // Without the field, the loaded game's Approach is the first: it goes back into the library.
    const { castThisGame: _, ...first } = playersOf(file)[0];
    const parsed = parseScenario({ ...file, players: [first, playersOf(file)[1]] }, cardDb);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const again = runScenario(parsed.scenario, cardDb).game!;
    driver(again).act("cast", APPROACH);
    settle(again);
    expect(again.state.status).toBe("playing");
    expect(library(again).indexOf("approach-of-the-second-sun")).toBe(6);
  });
});
