/**
 * Opening hands and mulligans (103.5): the London mulligan. In turn order from the starting player,
 * each player who hasn't kept decides; then everyone who chose to mulligan shuffles their hand into
 * their library and draws a new hand of their starting hand size (seven; 902.5a: a vanguard's modifier), at the same time; this repeats until all have kept.
 * Then each player puts one card on the bottom per mulligan taken — in a multiplayer game the first
 * mulligan is free (103.5c). Then the players may put cards from their opening hands onto the battlefield
 * (103.6, openingHand.ts), and the game begins with the starting player's first turn. The Paris
 * mulligan of the older formats is an option (parisMulligan), and so is the 2011 Commander mulligan
 * (commanderMulligan).
 */

import { shuffle } from "../../prng.ts";
import type { GameState, ObjId, PlayerId, Task } from "../../state.ts";
import { drawCard } from "../actions/draw.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, askMulligan, makeTask, optionsByName, schedule } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame, turnOrderFrom } from "../players/players.ts";
import { handSize } from "../players/vanguards.ts";
import { askMulliganAction, exileHandAndDraw } from "./mulliganActions.ts";
import { afterMulligans } from "./openingHand.ts";

/**
 * The starting sequence under way (a task of its own until the first turn begins): the starting player,
 * who has kept (by seat), the London mulligan's phase — declaring, or putting cards on the bottom once
 * everyone has kept — and who has put them there. The declarations of the round under way are the task's
 * answers (ask.ts), one per player asked, in turn order.
 */
export interface MulliganTask extends Task {
  start: PlayerId;
  kept: boolean[];
  phase: "decide" | "bottom";
  bottomDone: boolean[];
  /** The 2011 Commander mulligan: the cards each player exiled by mulliganing (103.4d), by seat. */
  exiled?: ObjId[][];
  /**
   * The declarations of the round under way made before a player used a card "any time they could
   * mulligan" (103.5b, mulliganActions.ts), in turn order; the task's answers are those made since.
   */
  declared?: { player: PlayerId; keep: boolean }[];
}

/** The starting sequence's task, while the game is in it (status "starting"). */
export function mulliganTaskOf(s: GameState): MulliganTask | undefined {
  return s.work.find((t) => t.t === "mulligan") as MulliganTask | undefined;
}

/**
 * 103.5: the mulligans begin (or, from a layout, go on), the starting player first: who has kept and who has
 * put their cards on the bottom, by seat (none, as the game starts).
 */
export function scheduleMulligans(
  g: Ctx,
  start: PlayerId,
  kept: boolean[] = g.s.players.map(() => false),
  bottomDone: boolean[] = g.s.players.map(() => false),
): void {
  // The London mulligan's cards go on the bottom once every player still in the game has kept.
  const phase = g.s.players.every((p, seat) => p.left || kept[seat]) ? "bottom" : "decide";
  schedule(g, makeTask("mulligan", { start, kept, phase, bottomDone }));
}

/** The mulligans that count (103.5c: in a multiplayer game the first one doesn't), after `more` more. */
function counted(g: Ctx, p: PlayerId, more = 0): number {
  return Math.max(0, g.s.players[p].mulligans + more - (g.s.config.freeFirstMulligan ? 1 : 0));
}

/** The London mulligan: how many cards p puts on the bottom once everyone has kept (103.5, 103.5c). */
export function cardsToBottom(g: Ctx, p: PlayerId): number {
  return Math.min(counted(g, p), handSize(g, p));
}

/** London: a player who would have to bottom their whole hand, or has none, keeps it without being asked. */
function keepsUnasked(g: Ctx, p: PlayerId): boolean {
  return cardsToBottom(g, p) >= handSize(g, p) || g.s.players[p].hand.length === 0;
}

/**
 * The London mulligan's declaring round (103.5): the players still deciding, in turn order from the
 * starting player (805.3a: the starting team's first), and of them those asked — whose answers the task
 * collects, in this order.
 */
export function declaring(g: Ctx, t: MulliganTask): { undecided: PlayerId[]; asked: PlayerId[] } {
  const undecided = turnOrderFrom(g.s, t.start).filter((p) => !t.kept[p]);
  const before = (p: PlayerId) => (t.declared ?? []).some((x) => x.player === p);
  return { undecided, asked: undecided.filter((p) => !keepsUnasked(g, p) && !before(p)) };
}

/** The London mulligan (103.5): p chooses the cards to put on the bottom of their library, one per mulligan counted. */
function askBottom(g: Ctx, p: PlayerId): ObjId[] {
  const n = cardsToBottom(g, p);
  const hand = g.s.players[p].hand;
  const prompt = `Put ${n} card${n === 1 ? "" : "s"} on the bottom of your library`;
  return askChoose(g, p, "bottom", prompt, optionsByName(g, hand), n, n).map((i) => hand[i]);
}

function putOnBottom(g: Ctx, ids: readonly ObjId[]): void {
  for (const id of ids) moveObject(g, id, "library", { position: "bottom" });
}

/**
 * 103.5b: p uses a card any time they could mulligan (Serum Powder) as they would declare. Under the London
 * mulligan a player who has taken mulligans has put their cards on the bottom before they declare again
 * (103.5): the engine waits with that until everyone has kept, so p does it now, first — the cards
 * to put there chosen with the card to use. Returns whether p used one (then p declares after).
 */
function mulliganAction(g: Ctx, t: MulliganTask, p: PlayerId): boolean {
  if (askMulliganAction(g, p) === null) return false;
  const bottom = t.bottomDone[p] || cardsToBottom(g, p) === 0 ? [] : askBottom(g, p);
  if (bottom.length > 0) {
    putOnBottom(g, bottom);
    t.bottomDone[p] = true;
  }
  exileHandAndDraw(g, p);
  return true;
}

/** 103.5: p takes a mulligan — shuffles their hand into their library (400.7: new objects) and draws `n`. */
function takeMulligan(g: Ctx, p: PlayerId, n: number): void {
  const pl = g.s.players[p];
  pl.mulligans++;
  emit(g, { type: "mulligan", player: p, count: pl.mulligans });
  for (const id of [...pl.hand]) moveObject(g, id, "library");
  shuffle(g.s.rng, pl.library);
  for (let k = 0; k < n; k++) drawCard(g, p);
}

/**
 * The Paris mulligan (the `mulligan` option "paris"): the players decide one after another from the
 * starting player; a player who takes a mulligan shuffles their hand into their library and draws one card
 * fewer (the first mulligan of a multiplayer game draws the full seven again when the variant gives a free
 * first mulligan, 103.5c), and decides again, until they keep or their hand would be empty.
 */
function parisMulligan(g: Ctx, t: MulliganTask): "done" | "again" {
  const s = g.s;
  const order = turnOrderFrom(s, t.start);
  const p = order.find((q) => !t.kept[q]);
  if (p === undefined) {
    afterMulligans(g, t.start); // 103.6, 103.8
    return "done";
  }
  const pl = s.players[p];
  const next = handSize(g, p) - counted(g, p, 1);
  // 103.5b: a player who could mulligan may first use a card that allows it (Serum Powder), then declares.
  const could = next > 0 && pl.hand.length > 0;
  if (could && askMulliganAction(g, p) !== null) {
    exileHandAndDraw(g, p);
    return "again";
  }
  if (!could || askMulligan(g, p, pl.hand.length, pl.mulligans)) {
    t.kept[p] = true;
    emit(g, { type: "keep", player: p, handSize: pl.hand.length });
    return "again";
  }
  takeMulligan(g, p, next);
  return "again";
}

/**
 * The 2011 Commander mulligan (the `mulligan` option "commander"; 2011 CR 103.4 and 103.4d): the players
 * still deciding declare in turn order from the starting player; then those who mulligan do so together.
 * Instead of shuffling their hand away, each exiles any number of cards from it (chosen with the
 * declarations, before anything happens) and draws that many minus one — as many the first time in a
 * multiplayer game (2011 103.4b, today's 103.5c). Once everyone has kept, each shuffles the cards they
 * exiled this way into their library, and the game begins.
 */
function commanderMulligan(g: Ctx, t: MulliganTask): "done" | "again" {
  const s = g.s;
  const order = turnOrderFrom(s, t.start);
  const undecided = order.filter((p) => !t.kept[p]);
  if (undecided.length === 0) {
    for (const p of order) {
      const back = (t.exiled?.[p] ?? []).filter((id) => s.objects[id]?.zone === "exile");
      for (const id of back) moveObject(g, id, "library");
      if (back.length > 0) shuffle(s.rng, s.players[p].library);
    }
    afterMulligans(g, t.start); // 103.6, 103.8
    return "done";
  }
  const keeps = undecided.map((p) => {
    const pl = s.players[p];
    return pl.hand.length === 0 || askMulligan(g, p, pl.hand.length, pl.mulligans);
  });
  const exiles = undecided.map((p, i) => {
    if (keeps[i]) return [];
    const hand = s.players[p].hand;
    const options = optionsByName(g, hand);
    const prompt =
      "Mulligan: exile any number of cards from your hand; you draw that many minus one (2011 103.4d)";
    return askChoose(g, p, "mulligan", prompt, options, 0, hand.length).map((k) => hand[k]);
  });
  const exiled = t.exiled ?? s.players.map((): ObjId[] => []);
  undecided.forEach((p, i) => {
    const pl = s.players[p];
    if (keeps[i]) {
      t.kept[p] = true;
      emit(g, { type: "keep", player: p, handSize: pl.hand.length });
      return;
    }
    pl.mulligans++;
    emit(g, { type: "mulligan", player: p, count: pl.mulligans });
    const free = s.config.freeFirstMulligan && pl.mulligans === 1;
    for (const id of exiles[i]) {
      const o = moveObject(g, id, "exile");
      if (o !== null) exiled[p] = [...exiled[p], o.id];
    }
    for (let k = 0; k < exiles[i].length - (free ? 0 : 1); k++) drawCard(g, p);
  });
  t.exiled = exiled;
  return "again";
}

export function mulliganTask(g: Ctx, task: Task): "done" | "again" {
  const t = task as MulliganTask;
  const s = g.s;
  if (s.config.mulligan === "paris") return parisMulligan(g, t);
  if (s.config.mulligan === "commander") return commanderMulligan(g, t);
  const order = turnOrderFrom(s, t.start);
  if (t.phase === "decide") {
    const { undecided } = declaring(g, t);
    if (undecided.length === 0) {
      t.phase = "bottom";
      return "again";
    }
    // Everyone still deciding answers in turn order; then the mulligans happen together. A player who uses
    // a card as they would declare (103.5b) does so at once: the declarations made before it are kept, and
    // the round goes on from that player.
    const keeps = new Map((t.declared ?? []).map((x) => [x.player, x.keep]));
    for (const p of undecided) {
      if (keeps.has(p)) continue;
      if (keepsUnasked(g, p)) {
        keeps.set(p, true);
        continue;
      }
      const asked = () => undecided.filter((q) => keeps.has(q) && !keepsUnasked(g, q));
      const before = asked().map((q) => ({ player: q, keep: keeps.get(q)! }));
      if (mulliganAction(g, t, p)) {
        t.declared = before;
        return "again";
      }
      keeps.set(p, askMulligan(g, p, handSize(g, p) - cardsToBottom(g, p), s.players[p].mulligans));
    }
    delete t.declared;
    undecided.forEach((p) => {
      if (keeps.get(p)) {
        t.kept[p] = true;
        emit(g, { type: "keep", player: p, handSize: handSize(g, p) - cardsToBottom(g, p) });
        return;
      }
      t.bottomDone[p] = false; // 103.5: a new hand, whose cards go on the bottom once everyone has kept
      takeMulligan(g, p, handSize(g, p));
    });
    return "again";
  }
  const p = order.find((q) => !t.bottomDone[q] && cardsToBottom(g, q) > 0 && inGame(s, q));
  if (p !== undefined) {
    putOnBottom(g, askBottom(g, p));
    t.bottomDone[p] = true;
    return "again";
  }
  afterMulligans(g, t.start); // 103.6, 103.8
  return "done";
}
