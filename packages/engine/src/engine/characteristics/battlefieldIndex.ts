/**
 * Who and what is on the battlefield, kept up to date as permanents enter and leave rather than looked for
 * at every question: the permanents of each controller and of each card, the permanents a control effect
 * applies to, and those that may have counters or marked damage. A big table's rules look at one player's
 * permanents, or at the few whose cards can concern them, not at every permanent (Grand Melee at 200
 * players has thousands).
 *
 * Not game state: cached per state (the state stays plain data) and built from it on first use. Entering
 * and leaving update it; a change of controller, or an edit of the state from outside the engine
 * (`Game.edited`), drops it. The fuzz tests compare it with a fresh build after every decision
 * (`staleBattlefieldIndex`).
 *
 * Battlefield order is id order: a permanent always enters at the end of the battlefield with a new id
 * (400.7), so lists kept in entering order are in battlefield order, and merged lists are sorted by id.
 */

import { flatMapOf } from "../../arrays.ts";
import { baseControllerOf } from "../../objectFields.ts";
import type { GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import { BesideState } from "../context/besideState.ts";
import { rangeOf } from "../players/players.ts";

export interface BattlefieldIndex {
  /** The permanents of each controller, in battlefield order. */
  byController: Map<PlayerId, ObjId[]>;
  /** The permanents of each card, in battlefield order (a card absent from the battlefield has no entry). */
  byCard: Map<string, ObjId[]>;
  /** Permanents not under their base controller: a control effect applies to them (613.1b). */
  notBase: Set<ObjId>;
  /**
   * Permanents that may have counters or marked damage: every one that has some, and maybe some that no
   * longer do (state-based actions and the cleanup step look at these).
   */
  marked: Set<ObjId>;
  /** Counts the changes to the battlefield and its marks, for the passes of state-based actions (sba.ts). */
  marks: number;
  /** Answers by set of cards asked about: whether any is on the battlefield, and which permanents are theirs. */
  any: Map<ReadonlySet<string>, boolean>;
  withCards: Map<ReadonlySet<string>, ObjId[]>;
}

const indexes = new BesideState<BattlefieldIndex>();

export function battlefieldIndex(s: GameState): BattlefieldIndex {
  let ix = indexes.get(s);
  if (ix === undefined) {
    ix = build(s);
    indexes.set(s, ix);
  }
  return ix;
}

function build(s: GameState): BattlefieldIndex {
  const ix: BattlefieldIndex = {
    byController: new Map(),
    byCard: new Map(),
    notBase: new Set(),
    marked: new Set(),
    marks: 0,
    any: new Map(),
    withCards: new Map(),
  };
  for (const id of s.battlefield) {
    const o = s.objects[id];
    (ix.byController.get(o.controller) ?? ix.byController.set(o.controller, []).get(o.controller)!).push(id);
    (ix.byCard.get(o.card) ?? ix.byCard.set(o.card, []).get(o.card)!).push(id);
    mark(ix, o);
  }
  return ix;
}

/** Lists are replaced, never changed: a rule may be going through one as a permanent enters or leaves. */
function push<K>(map: Map<K, ObjId[]>, key: K, id: ObjId): void {
  const list = map.get(key);
  map.set(key, list === undefined ? [id] : [...list, id]);
}

function hasMarks(o: GameObject): boolean {
  return o.damage !== undefined || o.deathtouched === true || o.counters !== undefined;
}

function mark(ix: BattlefieldIndex, o: GameObject): void {
  if (o.controller !== baseControllerOf(o)) ix.notBase.add(o.id);
  if (hasMarks(o)) ix.marked.add(o.id);
}

function remove<K>(map: Map<K, ObjId[]>, key: K, id: ObjId): boolean {
  const list = map.get(key)?.filter((x) => x !== id);
  if (list === undefined) return false;
  if (list.length > 0) {
    map.set(key, list);
    return false;
  }
  map.delete(key);
  return true;
}

/** `o` was put at the end of the battlefield. */
export function indexEnters(s: GameState, o: GameObject): void {
  const ix = indexes.get(s);
  if (ix === undefined) return;
  ix.marks++;
  const newCard = !ix.byCard.has(o.card);
  push(ix.byController, o.controller, o.id);
  push(ix.byCard, o.card, o.id);
  mark(ix, o);
  // The answers by set of cards follow it (it comes last in battlefield order), rather than being asked
  // again: at a big table, each is a pass over hundreds of permanents.
  for (const [cards, list] of ix.withCards) {
    if (!cards.has(o.card)) continue;
    if (list.length > 0 && list[list.length - 1] > o.id)
      ix.withCards.delete(cards); // not last: ask again
    else ix.withCards.set(cards, [...list, o.id]);
  }
  if (newCard) for (const [cards, found] of ix.any) if (!found && cards.has(o.card)) ix.any.set(cards, true);
}

/** `o` left the battlefield (its last values: the controller it had). */
export function indexLeaves(s: GameState, o: GameObject): void {
  const ix = indexes.get(s);
  if (ix === undefined) return;
  ix.marks++;
  remove(ix.byController, o.controller, o.id);
  const lastOfCard = remove(ix.byCard, o.card, o.id);
  ix.notBase.delete(o.id);
  ix.marked.delete(o.id);
  const stays = (id: ObjId) => id !== o.id;
  for (const [cards, list] of ix.withCards)
    if (cards.has(o.card)) ix.withCards.set(cards, list.filter(stays));
  // Whether any of a set is still there is asked again only for the sets that had this card.
  if (lastOfCard) for (const [cards, found] of ix.any) if (found && cards.has(o.card)) ix.any.delete(cards);
}

/** Counters were put on or removed from `o`, or damage marked on it. */
export function indexMarked(s: GameState, o: GameObject): void {
  const ix = indexes.get(s);
  if (ix === undefined || o.zone !== "battlefield") return;
  ix.marked.add(o.id);
  ix.marks++;
}

/** `o`'s damage was removed: it leaves the marked permanents if it has no counters either. */
export function unmarkIfClear(s: GameState, o: GameObject): void {
  if (!hasMarks(o)) indexes.get(s)?.marked.delete(o.id);
}

/** A permanent changed controller, or the state was edited from outside: built afresh when next asked. */
export function forgetBattlefieldIndex(s: GameState): void {
  indexes.delete(s);
}

/** Whether any of `cards` is on the battlefield. */
export function anyOnBattlefield(s: GameState, cards: ReadonlySet<string>): boolean {
  const ix = battlefieldIndex(s);
  let found = ix.any.get(cards);
  if (found === undefined) {
    found = false;
    if (cards.size < ix.byCard.size) {
      for (const c of cards) if (ix.byCard.has(c)) found = true;
    } else for (const c of ix.byCard.keys()) if (cards.has(c)) found = true;
    ix.any.set(cards, found);
  }
  return found;
}

/** The permanents whose cards are among `cards`, in battlefield order (shared: never mutate the result). */
export function permanentsWith(s: GameState, cards: ReadonlySet<string>): readonly ObjId[] {
  const ix = battlefieldIndex(s);
  let list = ix.withCards.get(cards);
  if (list === undefined) {
    list = [];
    if (cards.size < ix.byCard.size) {
      for (const c of cards) list.push(...(ix.byCard.get(c) ?? []));
    } else for (const [c, ids] of ix.byCard) if (cards.has(c)) list.push(...ids);
    list.sort((a, b) => a - b);
    ix.withCards.set(cards, list);
  }
  return list;
}

/** The permanents `p` controls, in battlefield order (shared: never mutate the result). */
export function permanentsOf(s: GameState, p: PlayerId): readonly ObjId[] {
  return battlefieldIndex(s).byController.get(p) ?? [];
}

/**
 * The permanents controlled by players within p's range of influence, in battlefield order: all of them
 * when the range is unlimited (801.4, 801.10–801.11: the others can't be targeted, affected or counted).
 */
export function permanentsNear(s: GameState, p: PlayerId): readonly ObjId[] {
  const range = rangeOf(s, p);
  if (range === null) return s.battlefield;
  if (range.length === 1) return permanentsOf(s, range[0]);
  return flatMapOf(range, (q) => permanentsOf(s, q)).sort((a, b) => a - b);
}

/** For invariant checks: how the cached index differs from the battlefield. Empty when nothing is cached. */
export function staleBattlefieldIndex(s: GameState): string[] {
  const ix = indexes.get(s);
  if (ix === undefined) return [];
  const out: string[] = [];
  for (let i = 1; i < s.battlefield.length; i++)
    if (s.battlefield[i] <= s.battlefield[i - 1]) out.push("the battlefield is not in id order");
  const fresh = build(s);
  const same = <K>(a: Map<K, ObjId[]>, b: Map<K, ObjId[]>) =>
    a.size === b.size && [...a].every(([k, ids]) => b.get(k)?.join() === ids.join());
  if (!same(ix.byController, fresh.byController)) out.push("battlefield index: permanents by controller");
  if (!same(ix.byCard, fresh.byCard)) out.push("battlefield index: permanents by card");
  if ([...fresh.notBase].join() !== [...ix.notBase].sort((a, b) => a - b).join())
    out.push("battlefield index: permanents under a control effect");
  for (const id of fresh.marked) if (!ix.marked.has(id)) out.push(`battlefield index: ${id} has marks`);
  for (const id of ix.marked)
    if (s.objects[id]?.zone !== "battlefield") out.push(`battlefield index: ${id} left`);
  const copy = { ...s }; // a state object with no index yet
  for (const [cards, list] of ix.withCards)
    if (list.join() !== permanentsWith(copy, cards).join())
      out.push("battlefield index: permanents by set of cards");
  for (const [cards, any] of ix.any)
    if (any !== anyOnBattlefield(copy, cards))
      out.push("battlefield index: whether cards are on the battlefield");
  return out;
}
