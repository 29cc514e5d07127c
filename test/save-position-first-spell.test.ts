/**
 * 603.7, 103.6b: saving a position with delayed triggered abilities waiting for an opponent's first spell of
 * the game (Chancellor of the Annex revealed from its owner's opening hand: `firstSpellTriggers`), refused
 * before. Saved in a live game, loaded and run: the opponent's first spell is countered unless they pay {1},
 * in both games; the loading checks name what is wrong.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutProblems, type TableLayout } from "@roundtable/engine";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive, driver, savedAndRun, settle } from "./drive.ts";

const ANNEX = "chancellor-of-the-annex";
const ELVES = "llanowar-elves";
const LIBRARY = Array(10).fill("swamp");

type FilePlayer = Record<string, unknown> & { name: string };
const playersOf = (file: Record<string, unknown>) => file.players as FilePlayer[];

/** A free-for-all from its mulligans: everyone keeps, A reveals Chancellor of the Annex (103.6b). */
function revealed() {
  const d = drive({
    variant: "free-for-all",
    seed: 3,
    players: [
      { name: "A", hand: [ANNEX], library: LIBRARY },
      { name: "B", hand: ["forest", "forest", ELVES, ELVES], library: LIBRARY },
      { name: "C", hand: ["forest", ELVES], library: LIBRARY },
    ],
    mulligans: {},
  });
  while (d.game.pending()?.kind === "mulligan") d.answer(() => ({ keep: true }));
  d.answer(() => ({ choices: [0] })); // A reveals the Chancellor
  return d;
}

/** In its first main phase, the active player plays a Forest and casts Llanowar Elves; the stack resolves. */
function forestAndElves(g: Game): void {
  const { act, until, answer } = driver(g);
  until(g.state.turn.number, "main1");
  act("play", "Forest");
  act("cast", "Llanowar Elves");
  if (g.pending()?.kind === "choose") answer(() => ({ choices: [0] })); // the mana to pay with
  settle(g);
}

const cards = (g: Game, ids: readonly number[]) => ids.map((id) => g.state.objects[id].card);

describe("603.7, 103.6b: saving Chancellor of the Annex's delayed triggered abilities (firstSpellTriggers)", () => {
  it("saved at B's upkeep, one waiting for B's first spell and one for C's: B's first spell is countered in both games, B's second isn't", () => {
    const { game, until } = revealed();
    until(2, "upkeep"); // B's turn: nobody has cast a spell
    expect(game.state.delayed.map((d) => d.player)).toEqual([1, 2]);
    // Refused before: "delayed triggered abilities (603.7) of Chancellor of the Annex".
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file)[0].firstSpellTriggers).toEqual([
      { card: "Chancellor of the Annex", player: "B" },
      { card: "Chancellor of the Annex", player: "C" },
    ]);
    for (const g of [game, loaded]) {
      forestAndElves(g); // B taps its only land for the Elves: it can't pay {1} (118.12a)
      expect(cards(g, g.state.players[1].graveyard)).toEqual([ELVES]);
      expect(g.state.delayed.map((d) => d.player)).toEqual([2]);
      driver(g).until(g.state.turn.number + 3, "upkeep"); // B's next turn (a loaded game numbers its own)
      forestAndElves(g); // B's second spell: nothing triggers (603.7b)
      expect(cards(g, g.state.battlefield).filter((c) => c === ELVES)).toHaveLength(1);
    }
    // Without the field, B's first spell resolves in the loaded game.
    const { firstSpellTriggers: _, ...a } = playersOf(file)[0];
    const parsed = parseScenario({ ...file, players: [a, ...playersOf(file).slice(1)] }, cardDb);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const again = runScenario(parsed.scenario, cardDb).game!;
    forestAndElves(again);
    expect(cards(again, again.state.players[1].graveyard)).toEqual([]);
  });

  it("the saved file asks the loaded game's B to pay {1} for its first spell, given the mana, as the live game does", () => {
    const { game, until } = revealed();
    until(2, "main1");
    driver(game).act("play", "Forest");
    until(5, "upkeep"); // B's second turn, B with a Forest in play and no spell cast
    const { loaded } = savedAndRun(game);
    for (const g of [game, loaded]) {
      const { act, until: to, answer } = driver(g);
      to(g.state.turn.number, "main1");
      act("play", "Forest");
      act("cast", "Llanowar Elves");
      if (g.pending()?.kind === "choose") answer(() => ({ choices: [0] }));
      // Passes to the Chancellor's ability: B is asked to pay {1} (118.12a) and pays with the other Forest.
      for (let d = g.pending()!; !(d.kind === "choose" && d.purpose === "pay"); d = g.pending()!)
        driver(g).pass();
      expect(g.pending()!.player).toBe(1);
      driver(g).choose("yes");
      if (g.pending()?.kind === "choose") answer(() => ({ choices: [0] }));
      settle(g);
      expect(cards(g, g.state.battlefield)).toContain(ELVES);
    }
  });
});

describe("603.7, 103.6b: a layout's firstSpellTriggers, checked as it loads", () => {
  const layout = (a: Record<string, unknown>, rest: Partial<TableLayout> = {}): TableLayout => ({
    variant: "free-for-all",
    seed: 1,
    players: [{ name: "A", ...a }, { name: "B" }, { name: "C", left: true }],
    ...rest,
  });
  const loadError = (l: TableLayout): string => {
    try {
      driver(drive(l).game);
    } catch (e) {
      return (e as Error).message;
    }
    return "loaded";
  };
  const first = (card: string, player: number) => ({ firstSpellTriggers: [{ card, player }] });

  it("names a card that creates no such ability, a seat that isn't an opponent or has left, a player who has cast a spell, a position in the mulligans", () => {
    expect(loadError(layout(first(ANNEX, 1)))).toBe("loaded");
    expect(loadError(layout(first("chancellor-of-the-dross", 1)))).toBe(
      'players[0].firstSpellTriggers[0].card: Chancellor of the Dross creates no delayed triggered ability "when each opponent casts their first spell of the game" (103.6b: Chancellor of the Annex, revealed from an opening hand)',
    );
    expect(loadError(layout(first(ANNEX, 0)))).toBe(
      "players[0].firstSpellTriggers[0].player: A is not an opponent of A",
    );
    expect(loadError(layout(first(ANNEX, 2)))).toBe(
      "players[0].firstSpellTriggers[0].player: C has left the game: they cast no more spells (800.4a)",
    );
    const cast = layout(first(ANNEX, 1));
    cast.players[1].castThisGame = ["approach-of-the-second-sun"];
    expect(loadError(cast)).toBe(
      "players[0].firstSpellTriggers[0].player: B has cast spells this game (castThisGame): their first spell is behind them (603.7b)",
    );
    expect(loadError(layout(first(ANNEX, 1), { mulligans: {} }))).toBe(
      "players[0].firstSpellTriggers: the position is in the mulligans: cards are revealed from opening hands once they are over (103.6b)",
    );
  });
});
