/**
 * 103.6: once the mulligans are over, before the first turn, the players take the actions cards allow them
 * to take from their opening hands — the starting player first, then each other player in turn order. The
 * one such action the engine knows is 103.6a's: a card that says "If this card is in your opening hand, you
 * may begin the game with it on the battlefield." (the Leylines; static `beginOnBattlefield`) is put onto
 * the battlefield. Each player is asked once, with a choice of any or all of their cards that may (purpose
 * `openingHand`, none chosen by default); those chosen enter in the order chosen (613.7d: each gets its
 * timestamp as it enters). Players who have left the game (800.4a) are passed over. The step happens once for
 * the whole table, before the first turn begins (103.8) — before 103.7's starting plane and before Grand
 * Melee's turn markers are handed out (807.4b: turnBegins.ts firstTurn).
 */

import { flatMapOf } from "../../arrays.ts";
import type { GameState, PlayerId, Task } from "../../state.ts";
import { enter, entering } from "../actions/enter.ts";
import { askChoose, makeTask, optionsByName, schedule } from "../ask/ask.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import type { Ctx } from "../context/ctx.ts";
import { byTeam, inGame, teamSeats, turnOrderFrom } from "../players/players.ts";
import { firstTurn } from "../turn/turnBegins.ts";

/** The opening hands' step under way: the starting player, and who has been asked (by seat). */
export interface OpeningHandTask extends Task {
  start: PlayerId;
  done: boolean[];
}

/** The step's task, while the game is in it (status "starting", after the mulligans). */
export function openingHandTaskOf(s: GameState): OpeningHandTask | undefined {
  return s.work.find((t) => t.t === "openingHand") as OpeningHandTask | undefined;
}

/** 103.6a: the cards of `g`'s pool that may begin the game on the battlefield. */
function beginners(g: Ctx): Set<string> {
  return cardsWhere(g.db, "beginOnBattlefield", (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "beginOnBattlefield"),
  );
}

/** The cards in p's opening hand that p may put onto the battlefield (103.6a). */
function eligible(g: Ctx, p: PlayerId): number[] {
  const cards = beginners(g);
  return g.s.players[p].hand.filter((id) => cards.has(g.s.objects[id].card));
}

/**
 * Who acts, in order: the starting player, then each other player in turn order (103.6); with shared team
 * turns, team by team — the starting team, then each other team in turn order (805.3b, 103.6c). Within a
 * team the rule lets the team pick its order; the engine asks its players from its primary player (805.2),
 * in seat order. Each player chooses only among the cards in their own hand and teammates may consult, so the
 * team can put onto the battlefield any cards it could have in any order; the order only decides which of
 * its permanents has the later timestamp (613.7d).
 */
export function openingOrder(s: GameState, start: PlayerId): PlayerId[] {
  const order = turnOrderFrom(s, start);
  if (s.config.sharedTurns !== true) return order;
  return flatMapOf(byTeam(s, order), (team) => teamSeats(s, team[0]).filter((q) => inGame(s, q)));
}

/**
 * The mulligans are over (103.5): the opening hands' step (103.6) if any player still in the game holds a card
 * it concerns, then the first turn (103.8). Without such a card nothing is asked and nothing is scheduled.
 */
export function afterMulligans(g: Ctx, start: PlayerId): void {
  if (openingOrder(g.s, start).some((p) => eligible(g, p).length > 0)) {
    schedule(g, makeTask("openingHand", { start, done: g.s.players.map(() => false) }));
    return;
  }
  beginFirstTurn(g, start);
}

/** 103.8: the starting player (or, if they have left, the next player in turn order) takes the first turn. */
function beginFirstTurn(g: Ctx, start: PlayerId): void {
  const s = g.s;
  s.status = "playing";
  firstTurn(g, inGame(s, start) ? start : turnOrderFrom(s, start)[0]);
}

/** The step's handler: the next player with such cards chooses, and they enter; then the first turn. */
export function openingHandTask(g: Ctx, task: Task): "done" | "again" {
  const t = task as OpeningHandTask;
  const p = openingOrder(g.s, t.start).find((q) => !t.done[q] && eligible(g, q).length > 0);
  if (p === undefined) {
    beginFirstTurn(g, t.start);
    return "done";
  }
  const cards = eligible(g, p);
  const prompt = "Choose the cards of your opening hand to begin the game with on the battlefield (103.6a)";
  const chosen = askChoose(g, p, "openingHand", prompt, optionsByName(g, cards), 0, cards.length);
  // Every question first (ask.ts): the choices made as they enter (614.12a), then they enter.
  const entries = entering(
    g,
    chosen.map((i) => ({ id: cards[i], controller: p })),
  );
  t.done[p] = true;
  for (const e of entries) enter(g, e);
  return "again";
}
