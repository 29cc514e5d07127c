/**
 * 103.6b, 103.6c: a card that allows a player to reveal it from their opening hand (Chancellor of the Dross:
 * "If you do, at the beginning of the first upkeep, each opponent loses 3 life, then you gain life equal to the
 * life lost this way.") is revealed once the mulligans are over; it stays revealed to every player until the
 * first turn begins, and what it does then is a delayed triggered ability (engine/game/openingHand.ts).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type GameEvent, type VariantOptions } from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { advanceTo, atOpeningHands, perms, submitOk, takeAction } from "./helpers.ts";

const DROSS = "chancellor-of-the-dross";
const ANNEX = "chancellor-of-the-annex";
const ELVES = "llanowar-elves";
const FOREST = "forest";
const VOID = "leyline-of-the-void";
const LIBRARY = Array.from({ length: 10 }, () => "swamp");

/** A game at its opening hands: seat i holds hands[i]. */
function opening(variant: string, hands: string[][], start: number, options: VariantOptions = {}): Game {
  return atOpeningHands(variant, hands, start, { options, library: LIBRARY });
}

function answer(game: Game, d: Decision, a: Parameters<Game["submit"]>[2]): GameEvent[] {
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
  return r.events;
}

/** Everyone keeps (103.5); the pending decision after that. */
function keepAll(game: Game): Decision | null {
  for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) answer(game, d, { keep: true });
  return game.pending();
}

/** Answers every opening-hand question with every card offered (none for `decline`); who was asked, in order. */
function revealAll(game: Game, decline: number[] = []): number[] {
  const asked: number[] = [];
  for (let d = keepAll(game); d?.kind === "choose" && d.purpose.startsWith("opening"); d = game.pending()) {
    asked.push(d.player);
    answer(game, d, { choices: decline.includes(d.player) ? [] : d.options.map((_, i) => i) });
  }
  return asked;
}

/** The names of the cards `viewer` sees revealed in seat's hand (the table view's `revealed`). */
function revealedTo(game: Game, viewer: number | null, seat: number): string[] {
  return (game.view(viewer).players[seat].revealed ?? []).map((c) => c.name);
}

describe("103.6b: revealing a card from the opening hand", () => {
  it("103.6b: the player is asked which cards to reveal; each card once, and the first turn begins after", () => {
    const game = opening("duel", [[DROSS, DROSS, "swamp"], ["forest"]], 0);
    const d = keepAll(game);
    expect(d).toMatchObject({
      kind: "choose",
      purpose: "openingReveal",
      player: 0,
      min: 0,
      max: 2,
      prompt: "Choose the cards of your opening hand to reveal (103.6b)",
      options: [{ label: "Chancellor of the Dross" }, { label: "Chancellor of the Dross" }],
    });
    const events = answer(game, d!, { choices: [0, 1] });
    expect(events.filter((e) => e.type === "reveal")).toHaveLength(2);
    // Nobody else has such a card: the first turn begins, and nobody is asked again about these.
    expect(game.state.status).toBe("playing");
    expect(game.state.turn).toMatchObject({ number: 1, active: 0 });
    // One delayed triggered ability per card revealed, triggered as the first upkeep begins (603.7).
    expect(game.state.turn.step).toBe("upkeep");
    expect(game.state.delayed).toEqual([]);
    expect(game.state.stack.length + game.state.triggers.length).toBe(2);
    expect(game.state.players[0].hand).toHaveLength(3); // revealed cards stay in the hand
  });

  it("103.6b: the card remains revealed — every player and spectator sees it — until the first turn begins", () => {
    // P1 holds a Leyline, so the step goes on after P0 reveals: the revealed card is shown meanwhile.
    const game = opening("duel", [[DROSS, "swamp"], [VOID]], 0);
    const d = keepAll(game)!;
    expect(revealedTo(game, 1, 0)).toEqual([]);
    answer(game, d, { choices: [0] });
    expect(game.pending()).toMatchObject({ purpose: "openingHand", player: 1 });
    for (const viewer of [0, 1, null])
      expect(revealedTo(game, viewer, 0)).toEqual(["Chancellor of the Dross"]);
    // The hand's other card stays hidden from the opponent (principle 4).
    expect(game.view(1).players[0].hand).toBeNull();
    answer(game, game.pending()!, { choices: [0] });
    expect(game.state.turn.number).toBe(1);
    for (const viewer of [0, 1, null]) expect(revealedTo(game, viewer, 0)).toEqual([]);
    expect(game.view(0).players[0].hand?.map((c) => c.name)).toContain("Chancellor of the Dross");
  });

  it("103.6b: a player may reveal none; nothing happens at the first upkeep", () => {
    const game = opening("duel", [[DROSS], ["forest"]], 0);
    expect(revealAll(game, [0])).toEqual([0]);
    expect(game.state.delayed).toEqual([]);
    advanceTo(game, 1, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it("103.6c: with shared team turns the starting team's players first, then each other team's in turn order", () => {
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const hands = [[DROSS], [VOID, DROSS], [DROSS], [VOID]];
    // Seat 3's team starts (its primary player, seat 2, first); the Leyline's question and the reveal's of a
    // player come together, one player after another.
    const game = opening("two-headed-giant", hands, 3, teams);
    expect(revealAll(game)).toEqual([2, 3, 0, 1, 1]);
  });
});

describe("Chancellor of the Dross", () => {
  it("at the beginning of the first upkeep each opponent loses 3 life, then its owner gains the life lost", () => {
    const game = opening("free-for-all", [["swamp"], [DROSS], ["swamp"]], 0);
    revealAll(game);
    expect(game.state.turn.step).toBe("upkeep");
    expect(game.state.delayed).toEqual([]);
    expect(game.state.stack).toHaveLength(1); // the delayed triggered ability (603.7), controlled by P1
    expect(game.state.objects[game.state.stack[0]].controller).toBe(1);
    advanceTo(game, 1, "main1");
    // Two opponents lost 3 each; the Chancellor's owner, not the active player, gained 6.
    expect(game.state.players.map((p) => p.life)).toEqual([17, 26, 17]);
    // It triggers once: the next upkeep does nothing.
    advanceTo(game, 2, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([17, 26, 17]);
  });

  it("in Two-Headed Giant each opponent is a player of the other team: the team's shared life loses 6 (810.9)", () => {
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const game = opening("two-headed-giant", [[DROSS], [], [], []], 2, teams);
    revealAll(game);
    advanceTo(game, 1, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([36, 36, 24, 24]);
  });

  it("800.4a: its controller leaves before the first upkeep: it ceases to exist; the others' still trigger", () => {
    // P2 holds a Leyline, so the step goes on after P0 and P1 reveal; P0 concedes meanwhile.
    const game = opening("free-for-all", [[DROSS], [DROSS], [VOID], []], 0);
    for (let d = keepAll(game); d?.player !== 2; d = game.pending()) answer(game, d!, { choices: [0] });
    expect(game.state.delayed.map((d) => d.controller)).toEqual([0, 1]);
    expect(game.concede(0).ok).toBe(true);
    expect(game.state.delayed.map((d) => d.controller)).toEqual([1]);
    answer(game, game.pending()!, { choices: [] });
    advanceTo(game, 1, "main1");
    // Only P1's triggered: P2 and P3 lost 3 each, P1 gained 6.
    expect(game.state.players.map((p) => p.life)).toEqual([20, 26, 17, 17]);
  });
});

/** Whether a decision asks its player to pay an "unless … pays" cost (118.12a). */
const isPay = (d: Decision) => d.kind === "choose" && d.purpose === "pay";

/**
 * Seat p's first main phase of turn `turn`: p plays a Forest if `land` (the battlefield is empty during the
 * mulligans, 103.5: the opponents' mana comes from lands played), then casts `spell`.
 */
function cast(game: Game, p: number, turn: number, spell: string, land = true): void {
  priorityFor(game, p, turn, "main1");
  if (land) takeAction(game, "play", "Forest");
  takeAction(game, "cast", spell);
  const d = game.pending();
  if (d?.kind === "choose" && d.purpose === "mana") submitOk(game, { choices: [0] });
}

/** Seat p plays a Forest in their first main phase of turn `turn`. */
function playForest(game: Game, p: number, turn: number): void {
  priorityFor(game, p, turn, "main1");
  takeAction(game, "play", "Forest");
}

/** Passes until the stack is empty; the pay questions met on the way (who), answered yes or no in turn. */
function resolveAll(game: Game, pays: boolean[] = []): number[] {
  const asked: number[] = [];
  for (;;) {
    const d = passUntil(game, (x, g) => isPay(x) || g.state.stack.length === 0, "the stack resolving");
    if (!isPay(d)) return asked;
    asked.push(d.player);
    submitOk(game, { choices: [optionIndex(d, pays.shift() ? "yes" : "no")] });
    const how = game.pending();
    if (how?.kind === "choose" && how.purpose === "mana") submitOk(game, { choices: [0] });
  }
}

/** The cards on seat p's battlefield and in their graveyard. */
function zonesOf(game: Game, p: number): { battlefield: string[]; graveyard: string[] } {
  const s = game.state;
  return {
    battlefield: s.battlefield.filter((id) => s.objects[id].controller === p).map((id) => s.objects[id].card),
    graveyard: s.players[p].graveyard.map((id) => s.objects[id].card),
  };
}

describe("Chancellor of the Annex: when each opponent casts their first spell of the game (103.6b, 603.7)", () => {
  it("603.7b: one delayed triggered ability for each opponent, triggering once, on that opponent's first spell", () => {
    const game = opening("free-for-all", [[ANNEX], [FOREST, FOREST, ELVES, ELVES], [FOREST, ELVES]], 0);
    revealAll(game);
    expect(game.state.delayed).toMatchObject([
      { controller: 0, card: ANNEX, at: "firstSpell", player: 1 },
      { controller: 0, card: ANNEX, at: "firstSpell", player: 2 },
    ]);
    // Nothing happens at the first upkeep: the abilities wait for the opponents' spells.
    advanceTo(game, 1, "main1");
    expect(game.state.stack).toEqual([]);
    cast(game, 1, 2, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(2); // the Elves and the delayed triggered ability, controlled by P0
    expect(game.state.objects[game.state.stack[1]].controller).toBe(0);
    // P1 can't pay {1} after casting the Elves (118.3): not asked, and the Elves is countered.
    expect(resolveAll(game)).toEqual([]);
    expect(zonesOf(game, 1).graveyard).toEqual([ELVES]);
    expect(game.state.delayed).toMatchObject([{ player: 2 }]);
    // P2's first spell: P2's own delayed triggered ability.
    cast(game, 2, 3, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(2);
    resolveAll(game);
    expect(zonesOf(game, 2).graveyard).toEqual([ELVES]);
    expect(game.state.delayed).toEqual([]);
    // P1's second spell triggers nothing: the ability triggered once (603.7b).
    cast(game, 1, 5, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(1);
    resolveAll(game);
    expect(zonesOf(game, 1).battlefield).toContain(ELVES);
  });

  it("118.12a: the caster ('that player') chooses; paying {1} lets the spell resolve, declining counters it", () => {
    for (const pays of [true, false]) {
      const game = opening("duel", [[ANNEX], [FOREST, FOREST, ELVES]], 0);
      revealAll(game);
      playForest(game, 1, 2);
      cast(game, 1, 4, "Llanowar Elves");
      expect(resolveAll(game, [pays])).toEqual([1]);
      expect(zonesOf(game, 1).graveyard).toEqual(pays ? [] : [ELVES]);
      expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped)).toHaveLength(pays ? 2 : 1);
    }
  });

  it("603.7g: two revealed, each creates its own: the opponent's first spell triggers both, {1} asked for each", () => {
    const game = opening(
      "duel",
      [
        [ANNEX, ANNEX],
        [FOREST, FOREST, FOREST, ELVES],
      ],
      0,
    );
    revealAll(game);
    expect(game.state.delayed).toHaveLength(2);
    playForest(game, 1, 2);
    playForest(game, 1, 4);
    cast(game, 1, 6, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(3);
    expect(resolveAll(game, [true, true])).toEqual([1, 1]);
    expect(zonesOf(game, 1).battlefield).toContain(ELVES);
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped)).toHaveLength(3);
  });

  it("801.2c, 801.7: every opponent gets one (no ranges before the first turn); it triggers only within range", () => {
    const hands = [[FOREST, ELVES], [FOREST, ELVES], [ANNEX], [], []];
    const game = opening("free-for-all", hands, 0, { range: 1 });
    revealAll(game);
    expect(game.state.delayed.map((d) => d.player)).toEqual([3, 4, 0, 1]); // in turn order from P2's left
    // P0 is two seats from P2: P0's first spell doesn't trigger P2's ability (801.7), and uses it up.
    cast(game, 0, 1, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(1);
    resolveAll(game);
    expect(zonesOf(game, 0).battlefield).toContain(ELVES);
    expect(game.state.delayed.map((d) => d.player)).toEqual([3, 4, 1]);
    // P1 is within P2's range: countered, P1 having no mana left to pay {1}.
    cast(game, 1, 2, "Llanowar Elves");
    expect(game.state.stack).toHaveLength(2);
    resolveAll(game);
    expect(zonesOf(game, 1).graveyard).toEqual([ELVES]);
  });

  it("in Two-Headed Giant each player of the other team is an opponent; the teammate gets none", () => {
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const game = opening("two-headed-giant", [[ANNEX], [], [], []], 0, teams);
    revealAll(game);
    expect(game.state.delayed.map((d) => d.player)).toEqual([2, 3]);
  });

  it("800.4a: one awaiting a player who has left never triggers; the others still wait for their players", () => {
    const game = opening("free-for-all", [[ANNEX], [FOREST, ELVES], [FOREST, ELVES], []], 0);
    revealAll(game);
    advanceTo(game, 1, "main1");
    expect(game.concede(1).ok).toBe(true);
    // The one awaiting P1's first spell is gone from the state; P2's and P3's still wait.
    expect(game.state.delayed.map((d) => d.player)).toEqual([2, 3]);
    cast(game, 2, 2, "Llanowar Elves"); // P1 has left: P2 takes the second turn
    expect(game.state.stack).toHaveLength(2);
    resolveAll(game);
    expect(zonesOf(game, 2).graveyard).toEqual([ELVES]);
  });

  it("800.4a: once its controller has left the game, it doesn't trigger", () => {
    const game = opening("free-for-all", [[ANNEX], [FOREST, ELVES], []], 0);
    revealAll(game);
    advanceTo(game, 1, "main1");
    expect(game.state.delayed).toHaveLength(2);
    expect(game.concede(0).ok).toBe(true);
    expect(game.state.delayed).toEqual([]); // they ceased to exist with their controller (800.4a)
    cast(game, 1, 2, "Llanowar Elves");
    resolveAll(game);
    expect(zonesOf(game, 1).battlefield).toContain(ELVES);
  });
});

describe("Chancellor of the Annex on the battlefield", () => {
  it("603.2: whenever an opponent casts a spell — every one — it's countered unless that player pays {1}", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      autoPass: false,
      players: [
        { name: "P0", hand: [ELVES], battlefield: perms(ANNEX, FOREST), library: LIBRARY },
        { name: "P1", hand: [ELVES, ELVES], battlefield: perms(FOREST, FOREST), library: LIBRARY },
      ],
    });
    cast(game, 0, 1, "Llanowar Elves", false);
    expect(resolveAll(game)).toEqual([]); // its controller's spell triggers nothing
    cast(game, 1, 2, "Llanowar Elves", false);
    expect(resolveAll(game, [true])).toEqual([1]);
    cast(game, 1, 4, "Llanowar Elves", false);
    expect(resolveAll(game, [false])).toEqual([1]);
    expect(zonesOf(game, 1)).toMatchObject({ graveyard: [ELVES] });
    expect(zonesOf(game, 1).battlefield.filter((c) => c === ELVES)).toHaveLength(1);
  });
});
