/**
 * Saving a position (layoutOf.ts): a turn's beginning is written out and loads again as it was; what a
 * layout cannot hold makes saving refuse, naming it.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { opponents, turnOrderFrom } from "../src/engine/players/players.ts";
import { writable } from "../src/forkState.ts";
import { Game, type LayoutPlayer, layoutOf, layoutProblems, tableView } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { submitOk, table } from "./helpers.ts";

/** Genesis Chamber's token's definition id (cards/tokens.ts: its name and characteristics). */
const MYR = [...cardDb.values()].find((d) => d.token === true && d.name === "Myr Token")!.id;

const PLAYERS: LayoutPlayer[] = [
  {
    name: "A",
    life: 13,
    poison: 2,
    hand: ["forest"],
    graveyard: ["shock"],
    battlefield: [
      { card: "grizzly-bears", counters: { "+1/+1": 2 }, damage: 1, key: "bears" },
      { card: MYR, token: true, sick: true },
    ],
  },
  {
    name: "B",
    hand: ["mountain", "mountain", "mountain", "mountain", "mountain", "mountain"],
    battlefield: [
      { card: "pacifism", attachedTo: "bears" },
      { card: "mountain", tapped: true },
    ],
  },
];

/** A, B, C and D in a Free-for-All, every priority asked. */
const fourPlayers = (): Game =>
  table(
    ["A", "B", "C", "D"].map((name) => ({ name })),
    { autoPass: false },
  );

/**
 * The position, without object ids (a loaded layout numbers them afresh): what everyone sees of each player
 * (tableView: life, poison, whether they left, their result and reason, zone sizes — 800.4i's last known
 * for one who left — and public zones), their hands and libraries, the permanents by owner, whose turn and
 * step it is and who is asked.
 */
function positionOf(game: Game): unknown {
  const s = game.state;
  const cards = (ids: readonly number[]) => ids.map((id) => s.objects[id].card);
  return {
    players: tableView(cardDb, s).players.map((p, seat) => ({
      ...p,
      graveyard: p.graveyard.map((c) => c.card),
      exile: p.exile.map((c) => c.card),
      command: p.command.map((c) => c.card),
      ante: p.ante.map((c) => c.card),
      hand: cards(s.players[seat].hand),
      library: cards(s.players[seat].library),
      battlefield: s.battlefield
        .map((id) => s.objects[id])
        .filter((o) => o.owner === seat)
        .map((o) => ({ card: o.card, controller: o.controller, tapped: o.tapped === true })),
    })),
    turn: { active: s.turn.active, step: s.turn.step },
    pending: game.decisions().map((d) => ({ kind: d.kind, player: d.player })),
  };
}

/** Every problem's text, for `toContain` on a part of one. */
const problems = (game: Game): string => layoutProblems(cardDb, game.state).join("\n");

describe("saving a position (layoutOf)", () => {
  it("a layout's rng takes over the random numbers as the position begins: the same rng, the same game after it; a malformed one named", () => {
    const layout = (rng?: unknown) =>
      ({
        variant: "duel",
        seed: 1,
        players: [{ name: "A", library: ["forest", "island", "swamp", "mountain"] }, { name: "B" }],
        ...(rng === undefined ? {} : { rng }),
      }) as Parameters<typeof Game.fromLayout>[1];
    const words: [number, number, number, number] = [1, 2, 3, 4294967295];
    expect(Game.fromLayout(cardDb, layout(words)).state.rng).toEqual(words);
    expect(Game.fromLayout(cardDb, layout()).state.rng).not.toEqual(words);
    for (const bad of [[1, 2, 3], [1, 2, 3, -1], [1, 2, 3, 2 ** 32], "x"])
      expect(() => Game.fromLayout(cardDb, layout(bad))).toThrow(
        /^rng: must be four whole numbers from 0 to 4294967295/,
      );
  });

  it("a turn's beginning is written out as it is: life, poison, zones, permanents, tokens (111), the seed", () => {
    const game = table(PLAYERS, { autoPass: false });
    expect(game.pending()?.kind).toBe("priority");
    const layout = layoutOf(cardDb, game.state, 5);
    expect(layout).toMatchObject({ variant: "duel", seed: 5, start: 0, autoPass: false });
    expect(layout.players[0]).toMatchObject({ life: 13, poison: 2, hand: ["forest"], graveyard: ["shock"] });
    const key = layout.players[0].battlefield?.[0].key;
    expect(typeof key).toBe("string");
    expect(layout.players[0].battlefield).toEqual([
      { card: "grizzly-bears", tapped: false, sick: false, counters: { "+1/+1": 2 }, damage: 1, key },
      { card: MYR, token: true, tapped: false, sick: true },
    ]);
    expect(layout.players[1].battlefield).toEqual([
      { card: "pacifism", tapped: false, sick: false, attachedTo: key },
      { card: "mountain", tapped: true, sick: false },
    ]);
    const back = Game.fromLayout(cardDb, layout);
    const myr = back.state.battlefield.map((id) => back.state.objects[id]).find((o) => o.card === MYR);
    expect(myr?.token).toBe(true);
  });

  it("111: a layout's token must be a token's definition", () => {
    const players = [{ name: "A", battlefield: [{ card: "forest", token: true }] }, { name: "B" }];
    expect(() => table(players)).toThrow('players[0].battlefield[0].token: "forest" is a card');
  });

  it("503.1a: an upkeep trigger still on the stack as it was put there is saved (loaded, the turn puts it there again); once it resolved, saving is refused, naming it", () => {
    const players = [
      { name: "A", battlefield: [{ card: "black-vise", chosen: 1 }] },
      { name: "B", hand: PLAYERS[1].hand },
    ];
    const game = table(players, { autoPass: false, start: 1 });
    expect(game.state.stack.map((id) => game.state.objects[id].card)).toEqual(["black-vise"]);
    expect(problems(game)).toBe("");
    const loaded = Game.fromLayout(cardDb, layoutOf(cardDb, game.state));
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].card)).toEqual(["black-vise"]);
    expect(loaded.pending()?.player).toBe(1);
    submitOk(game, { choice: 0 });
    submitOk(game, { choice: 0 }); // both pass: the trigger resolves, B has priority in the upkeep again
    expect(game.state.turn.step).toBe("upkeep");
    expect(problems(game)).toContain(
      "abilities triggered at the beginning of this upkeep (503.1a) and would trigger again: Black Vise",
    );
  });

  it("726.2, 503.1a: the initiative's upkeep trigger on the stack is saved as the turn's beginning (loaded, it triggers again); once it resolved (the venture made), saving is refused, naming it", () => {
    const layout = {
      variant: "duel",
      seed: 1,
      autoPass: false,
      initiative: 0,
      players: [{ name: "A" }, { name: "B" }],
    };
    const game = Game.fromLayout(cardDb, layout);
    const stack = (g: Game) => g.state.stack.map((id) => g.state.objects[id].card);
    expect(stack(game)).toEqual(["designation-the-initiative"]);
    expect(problems(game)).toBe("");
    const loaded = Game.fromLayout(cardDb, layoutOf(cardDb, game.state));
    expect(stack(loaded)).toEqual(["designation-the-initiative"]);
    while (game.state.stack.length > 0 || game.pending()?.kind !== "priority") {
      const d = game.pending()!;
      submitOk(game, d.kind === "choose" ? { choices: [0] } : { choice: 0 });
    }
    expect(game.state.turn.step).toBe("upkeep");
    expect(problems(game)).toContain(
      "abilities triggered at the beginning of this upkeep (503.1a) and would trigger again: The Initiative",
    );
  });

  it("500: a turn under way (past the upkeep's first priority) is refused", () => {
    const game = table(PLAYERS, { autoPass: false });
    priorityFor(game, 0, 1, "main1");
    expect(problems(game)).toContain("the turn is under way (main1)");
  });

  it("502.3: a permanent of the active player tapped in the upkeep (it didn't untap) is saved as skipping the untap step: loaded, it is still tapped, and untaps in its controller's next one", () => {
    const game = table(PLAYERS, { autoPass: false });
    const bears = game.state.battlefield.find((id) => game.state.objects[id].card === "grizzly-bears")!;
    writable(game.state, bears).tapped = true;
    game.edited();
    expect(problems(game)).toBe("");
    const layout = layoutOf(cardDb, game.state);
    expect(layout.players[0].battlefield?.find((p) => p.card === "grizzly-bears")).toMatchObject({
      tapped: true,
      skipsUntap: true,
    });
    const loaded = Game.fromLayout(cardDb, layout);
    const tapped = (g: Game) =>
      g.state.battlefield.some(
        (id) => g.state.objects[id].card === "grizzly-bears" && g.state.objects[id].tapped,
      );
    expect(tapped(loaded)).toBe(true);
    priorityFor(loaded, 0, 3, "upkeep"); // A's next turn
    expect(tapped(loaded)).toBe(false);
  });

  it("502.3: \"doesn't untap during its controller's next untap step\" is saved for a player whose untap step is to come, and refused for the active player's (after this turn's)", () => {
    const game = table(PLAYERS, { autoPass: false });
    const ids = (card: string) => game.state.battlefield.filter((id) => game.state.objects[id].card === card);
    const [mine] = ids("grizzly-bears");
    const theirs = game.state.battlefield.find((id) => game.state.objects[id].controller === 1)!;
    writable(game.state, theirs).skipNextUntap = true;
    game.edited();
    expect(problems(game)).toBe("");
    const seat1 = layoutOf(cardDb, game.state).players[1].battlefield ?? [];
    expect(seat1.filter((p) => p.skipsUntap)).toHaveLength(1);
    writable(game.state, mine).skipNextUntap = true;
    game.edited();
    expect(problems(game)).toContain(
      "doesn't untap during its controller's next untap step, after this turn's",
    );
  });

  it("800.4: a position after a player left a 4-player Free-for-All saves, loads and is the same position", () => {
    const game = fourPlayers();
    priorityFor(game, 0, 1, "main1");
    expect(game.concede(2).ok).toBe(true);
    priorityFor(game, 1, 2, "upkeep");
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const layout = layoutOf(cardDb, game.state);
    expect(layout.players[2]).toEqual({
      name: "C",
      life: 20,
      poison: 0,
      left: { reason: "conceded (104.3a)", lastKnown: { hand: 0, library: 40, graveyard: 0 } }, // 800.4i
      ante: [],
    });
    const back = Game.fromLayout(cardDb, JSON.parse(JSON.stringify(layout)));
    expect(positionOf(back)).toEqual(positionOf(game));
    expect(layoutOf(cardDb, back.state)).toEqual(layout);
  });

  it("800.4k, 102.2: a loaded player who left is skipped in turn order and is no opponent", () => {
    const game = fourPlayers();
    priorityFor(game, 0, 1, "main1");
    expect(game.concede(2).ok).toBe(true);
    priorityFor(game, 1, 2, "upkeep");
    const back = Game.fromLayout(cardDb, layoutOf(cardDb, game.state));
    expect(opponents(back.state, 1)).toEqual([3, 0]);
    expect(turnOrderFrom(back.state, 0)).toEqual([0, 1, 3]);
    priorityFor(back, 3, 2, "upkeep"); // B's turn, then D's: C's doesn't begin
    expect(back.state.turn.active).toBe(3);
  });

  it("800.4j: a turn whose active player has left is refused", () => {
    const game = fourPlayers();
    expect(game.concede(0).ok).toBe(true);
    expect(problems(game)).toContain("A, the active player, has left the game during their turn (800.4j)");
  });

  it("801.2c: a turn that keeps the ranges of influence it began with, a player having left since, is refused", () => {
    const players = ["A", "B", "C", "D"].map((name) => ({ name }));
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      players,
      options: { range: 1 },
      autoPass: false,
    });
    expect(game.concede(2).ok).toBe(true);
    expect(problems(game)).toContain("keeps the ranges of influence it began with (801.2c)");
    priorityFor(game, 1, 2, "upkeep");
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
  });

  it("807.4: Grand Melee's turn markers are refused", () => {
    const players = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}` }));
    const game = table(players, { variant: "grand-melee", autoPass: false });
    expect(problems(game)).toContain("Grand Melee's turn markers");
  });

  it("103.8a: a duel's later turn, saved, keeps its draw (the layout's laterTurn)", () => {
    const game = table(PLAYERS, { autoPass: false });
    priorityFor(game, 1, 2, "upkeep");
    const layout = layoutOf(cardDb, game.state);
    expect(layout.laterTurn).toBe(true);
    const back = Game.fromLayout(cardDb, layout);
    priorityFor(game, 1, 2, "main1");
    priorityFor(back, 1, 1, "main1");
    expect(back.state.players[1].hand.length).toBe(game.state.players[1].hand.length);
    expect(back.state.players[1].hand.length).toBe(7);
  });
});
