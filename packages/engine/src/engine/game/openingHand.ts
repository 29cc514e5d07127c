/**
 * 103.6: once the mulligans are over, before the first turn, the players take the actions cards allow them
 * to take from their opening hands — the starting player first, then each other player in turn order. The
 * engine knows two such actions:
 * - 103.6a: a card that says "If this card is in your opening hand, you may begin the game with it on the
 *   battlefield." (the Leylines; static `beginOnBattlefield`) is put onto the battlefield;
 * - 103.6b: a card that says "You may reveal this card from your opening hand. If you do, …" (the
 *   Chancellors; static `revealFromOpeningHand`) is revealed: it stays in the hand, revealed to every player
 *   until the first turn begins (the table view's `revealed`), and what the card says it does ("at the
 *   beginning of the first upkeep, …"; "when each opponent casts their first spell of the game, …") becomes
 *   a delayed triggered ability of its owner (603.7).
 * Each player is asked once for each action they may take, with a choice of any or all of their cards that
 * allow it (purposes `openingHand` and `openingReveal`, none chosen by default) — so each card is revealed
 * this way only once (103.6b); the cards chosen to begin on the battlefield enter in the order chosen
 * (613.7d: each gets its timestamp as it enters). Players who have left the game (800.4a) are passed over.
 * The step happens once for the whole table, before the first turn begins (103.8) — before 103.7's starting
 * plane and before Grand Melee's turn markers are handed out (807.4b: turnBegins.ts firstTurn).
 */

import { flatMapOf } from "../../arrays.ts";
import type { StaticEffect } from "../../cards/types.ts";
import type { GameState, ObjId, PlayerId, Task } from "../../state.ts";
import { enter, entering } from "../actions/enter.ts";
import { askChoose, makeTask, optionsByName, schedule } from "../ask/ask.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { addDelayedTrigger } from "../effects/linked.ts";
import { byTeam, inGame, opponents, teamSeats, turnOrderFrom } from "../players/players.ts";
import { firstTurn } from "../turn/turnBegins.ts";

/**
 * The opening hands' step under way: the starting player, who has been asked (by seat), and the cards
 * revealed from opening hands so far (103.6b: they stay revealed until the first turn begins).
 */
export interface OpeningHandTask extends Task {
  start: PlayerId;
  done: boolean[];
  revealed?: ObjId[];
}

/** The step's task, while the game is in it (status "starting", after the mulligans). */
export function openingHandTaskOf(s: GameState): OpeningHandTask | undefined {
  return s.work.find((t) => t.t === "openingHand") as OpeningHandTask | undefined;
}

/** The opening-hand actions the engine knows (103.6a, 103.6b), by the static ability that allows each. */
type OpeningAction = "beginOnBattlefield" | "revealFromOpeningHand";

/** The cards of `g`'s pool with a static ability allowing `action`. */
function cardsAllowing(g: Ctx, action: OpeningAction): Set<string> {
  return cardsWhere(g.db, action, (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === action),
  );
}

/** The cards in p's opening hand with which p may take `action`. */
function eligible(g: Ctx, p: PlayerId, action: OpeningAction): ObjId[] {
  const cards = cardsAllowing(g, action);
  return g.s.players[p].hand.filter((id) => cards.has(g.s.objects[id].card));
}

/** Whether p has any action to take from their opening hand (103.6). */
function hasActions(g: Ctx, p: PlayerId): boolean {
  return (
    eligible(g, p, "beginOnBattlefield").length > 0 || eligible(g, p, "revealFromOpeningHand").length > 0
  );
}

/**
 * The cards revealed from opening hands (103.6b) that are still revealed: from the time they are revealed
 * until the first turn begins (when the step's task is done), those still in their owner's hand.
 */
export function revealedFromOpeningHands(s: GameState): ObjId[] {
  const revealed = openingHandTaskOf(s)?.revealed ?? [];
  return revealed.filter((id) => s.objects[id]?.zone === "hand");
}

/**
 * 103.6b: p reveals `id` from their opening hand (701.20a: to every player); what the card says it does
 * then is a delayed triggered ability of p's, with the card as its source (603.7g). "When each opponent
 * casts their first spell of the game" (Chancellor of the Annex) is one for each opponent p has as the card
 * is revealed, each awaiting that opponent's first spell: every opponent, since no ranges of influence are
 * determined before the first turn (801.2c); whether that spell is within p's range is seen as it is cast
 * (801.7, effects/linked.ts).
 */
function reveal(g: Ctx, t: OpeningHandTask, p: PlayerId, id: ObjId): void {
  const o = g.s.objects[id];
  t.revealed = [...(t.revealed ?? []), id];
  emit(g, { type: "reveal", player: p, cards: [{ object: id, card: nameOf(g, o) }] });
  for (const a of defOf(g, o).abilities ?? []) {
    if (a.kind !== "static" || a.effect.s !== "revealFromOpeningHand") continue;
    const e: StaticEffect & { s: "revealFromOpeningHand" } = a.effect;
    const delayed = { controller: p, source: id, card: o.card, effects: e.effects, objects: [] };
    if (e.at === "firstUpkeep") addDelayedTrigger(g, { ...delayed, at: "firstUpkeep" });
    else for (const q of opponents(g.s, p)) addDelayedTrigger(g, { ...delayed, at: "firstSpell", player: q });
  }
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
  if (openingOrder(g.s, start).some((p) => hasActions(g, p))) {
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

/**
 * The step's handler: the next player with such cards chooses those to begin the game on the battlefield
 * (103.6a), then those to reveal (103.6b); the first enter, then the others are revealed. Then the first turn.
 */
export function openingHandTask(g: Ctx, task: Task): "done" | "again" {
  const t = task as OpeningHandTask;
  const p = openingOrder(g.s, t.start).find((q) => !t.done[q] && hasActions(g, q));
  if (p === undefined) {
    beginFirstTurn(g, t.start);
    return "done";
  }
  const chosen = askCards(g, p, "beginOnBattlefield");
  const revealing = askCards(g, p, "revealFromOpeningHand");
  // Every question first (ask.ts): the choices made as they enter (614.12a), then they enter.
  const entries = entering(
    g,
    chosen.map((id) => ({ id, controller: p })),
  );
  t.done[p] = true;
  for (const e of entries) enter(g, e);
  for (const id of revealing) reveal(g, t, p, id);
  return "again";
}

/** Each opening-hand action's question: its purpose and prompt. */
const QUESTIONS: Record<OpeningAction, { purpose: "openingHand" | "openingReveal"; prompt: string }> = {
  beginOnBattlefield: {
    purpose: "openingHand",
    prompt: "Choose the cards of your opening hand to begin the game with on the battlefield (103.6a)",
  },
  revealFromOpeningHand: {
    purpose: "openingReveal",
    prompt: "Choose the cards of your opening hand to reveal (103.6b)",
  },
};

/** The cards of p's opening hand p takes `action` with, in the order chosen (any or all; not asked if none may). */
function askCards(g: Ctx, p: PlayerId, action: OpeningAction): ObjId[] {
  const cards = eligible(g, p, action);
  if (cards.length === 0) return [];
  const { purpose, prompt } = QUESTIONS[action];
  return askChoose(g, p, purpose, prompt, optionsByName(g, cards), 0, cards.length).map((i) => cards[i]);
}
