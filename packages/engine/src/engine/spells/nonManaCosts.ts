/**
 * Costs that are not mana, life or the object's own: permanents to sacrifice (701.21a, 118.3: "Sacrifice a
 * creature", "Sacrifice another creature", an additional cost "sacrifice a Goblin", Dread Return's flashback
 * cost), untapped permanents to tap (701.26a: "Tap an untapped creature you control", Battle Screech's flashback
 * cost), cards to discard (an additional cost "discard a card") and a card of a colour to exile from the hand (Force
 * of Will's alternative cost, 118.9). Whether they can be paid is checked before a
 * spell or ability is offered (castable.ts); what pays them is chosen with the rest of the choices, before
 * anything changes (601.2h, 602.2b: cast.ts and activate.ts ask everything first), then paid.
 */

import { COLOR_WORDS } from "../../cards/rulesText/phrasing/words.ts";
import type { Color, PermanentsCost } from "../../cards/types.ts";
import type { ChoiceOption } from "../../decisions.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { moveObject, tapPermanent } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { matchesFilter, refOption } from "../targets/targets.ts";

/** The parts of a cost this module pays: an ability's `Cost` has the first two, a spell's cost all of them. */
export interface NonManaCost {
  sacrifice?: PermanentsCost;
  tapUntapped?: PermanentsCost;
  discard?: number;
  /** "exile a blue card from your hand" (Force of Will, 118.9): a card of this colour, not the spell itself. */
  exileFromHand?: Color;
}

/** Whether a cost has parts this module pays (most have none: nothing is looked at for them). */
export function hasNonMana(cost: NonManaCost): boolean {
  return (
    cost.sacrifice !== undefined ||
    cost.tapUntapped !== undefined ||
    (cost.discard ?? 0) > 0 ||
    cost.exileFromHand !== undefined
  );
}

/**
 * What a cost's payer chose to pay it with: the permanents to sacrifice and to tap, the cards to discard and the
 * card to exile from their hand.
 */
export interface ChosenCosts {
  sacrifice: ObjId[];
  tap: ObjId[];
  discard: ObjId[];
  exile: ObjId[];
}

/**
 * The permanents p could sacrifice or tap for `cost` (their own, 701.21a; untapped ones to tap), not `self` if
 * it says "another" — nor, to tap, when the cost taps `self` already ({T}: `selfTapped`).
 */
function candidates(
  g: Ctx,
  p: PlayerId,
  cost: PermanentsCost,
  self: ObjId | null,
  tap: boolean,
  selfTapped: boolean,
): ObjId[] {
  const out: ObjId[] = [];
  for (const id of permanentsOf(g.s, p)) {
    if (id === self && (cost.other === true || (tap && selfTapped))) continue;
    const o = g.s.objects[id];
    if (tap && o.tapped === true) continue;
    if (matchesFilter(g, o, cost.filter, p)) out.push(id);
  }
  return out;
}

/** The cards p could discard for a cost: those in their hand but `self` (a spell being cast from it). */
function discardable(g: Ctx, p: PlayerId, self: ObjId | null): ObjId[] {
  return g.s.players[p].hand.filter((id) => id !== self);
}

/** The cards of colour `color` p could exile from their hand for a cost (not `self`, the spell being cast). */
function exilable(g: Ctx, p: PlayerId, color: Color, self: ObjId | null): ObjId[] {
  return discardable(g, p, self).filter((id) =>
    characteristics(g.db, g.s, g.s.objects[id]).colors.includes(color),
  );
}

/**
 * Whether p could pay these costs now: enough permanents to sacrifice and to tap, enough other cards in hand.
 * `self`: the spell or the ability's source; `selfTapped`: the ability's cost has {T}.
 */
export function canPayNonMana(
  g: Ctx,
  p: PlayerId,
  cost: NonManaCost,
  self: ObjId | null,
  selfTapped = false,
): boolean {
  const { sacrifice, tapUntapped, discard = 0, exileFromHand } = cost;
  if (
    sacrifice !== undefined &&
    candidates(g, p, sacrifice, self, false, selfTapped).length < (sacrifice.n ?? 1)
  )
    return false;
  if (
    tapUntapped !== undefined &&
    candidates(g, p, tapUntapped, self, true, selfTapped).length < (tapUntapped.n ?? 1)
  )
    return false;
  if (exileFromHand !== undefined && exilable(g, p, exileFromHand, self).length === 0) return false;
  return discard === 0 || discardable(g, p, self).length >= discard;
}

/** How many sets of mana sources `canPayWithMana` tries before it takes the cost as payable. */
const MAX_SETS = 64;

/**
 * Whether p could pay these costs and the mana too (601.2g–h): a permanent tapped for the cost can't also tap for
 * mana (a Birds of Paradise tapped for Shared Discovery's cost makes no mana for it). `sources`: the objects p's
 * mana could come from; `manaWithout(ids)`: whether the mana can be paid without those. Permanents that make no
 * mana are taken for the cost first; only when too few are such are the sets of mana sources that could make up
 * the rest tried — up to MAX_SETS of them: beyond, the check says yes, and a cast whose mana then can't be paid is
 * abandoned (601.2). A sacrificed permanent may tap for mana first (mana abilities come before the payment,
 * 601.2g), so sacrifices take nothing from the mana.
 */
export function canPayWithMana(
  g: Ctx,
  p: PlayerId,
  cost: NonManaCost,
  self: ObjId | null,
  selfTapped: boolean,
  sources: ReadonlySet<ObjId>,
  manaWithout: (ids: readonly ObjId[]) => boolean,
): boolean {
  if (!canPayNonMana(g, p, cost, self, selfTapped)) return false;
  if (cost.tapUntapped === undefined) return manaWithout([]);
  const can = candidates(g, p, cost.tapUntapped, self, true, selfTapped);
  const makers = can.filter((id) => sources.has(id));
  const short = (cost.tapUntapped.n ?? 1) - (can.length - makers.length);
  if (short <= 0) return manaWithout([]);
  let tried = 0;
  const some = (from: number, set: ObjId[]): boolean => {
    if (set.length === short) return ++tried > MAX_SETS || manaWithout(set);
    for (let i = from; i <= makers.length - (short - set.length); i++)
      if (some(i + 1, [...set, makers[i]])) return true;
    return false;
  };
  return some(0, []);
}

/**
 * 601.2h, 602.2b: p chooses what pays these costs — asked only when there is a choice (as many candidates as
 * needed are all taken); null if they can't be paid (nothing is asked then).
 */
export function chooseNonMana(
  g: Ctx,
  p: PlayerId,
  what: string,
  cost: NonManaCost,
  self: ObjId | null,
  selfTapped = false,
): ChosenCosts | null {
  const chosen: ChosenCosts = { sacrifice: [], tap: [], discard: [], exile: [] };
  if (!hasNonMana(cost)) return chosen; // most costs: nothing to choose
  const permanents = (c: PermanentsCost, tap: boolean): ObjId[] | null => {
    const n = c.n ?? 1;
    const can = candidates(g, p, c, self, tap, selfTapped);
    if (can.length < n) return null;
    const verb = tap ? "tap" : "sacrifice";
    const prompt = `${what}: choose ${n === 1 ? "the permanent" : `${n} permanents`} to ${verb} as its cost`;
    return pick(g, p, tap ? "tap" : "sacrifice", prompt, can, n, (ids) =>
      ids.map((id) => refOption(g, { object: id })),
    );
  };
  if (cost.sacrifice !== undefined) {
    const ids = permanents(cost.sacrifice, false);
    if (ids === null) return null;
    chosen.sacrifice = ids;
  }
  if (cost.tapUntapped !== undefined) {
    const ids = permanents(cost.tapUntapped, true);
    if (ids === null) return null;
    chosen.tap = ids;
  }
  const discard = cost.discard ?? 0;
  if (discard > 0) {
    const can = discardable(g, p, self);
    if (can.length < discard) return null;
    const prompt = `${what}: choose ${discard === 1 ? "the card" : `${discard} cards`} to discard as its cost`;
    chosen.discard = pick(g, p, "discard", prompt, can, discard, (ids) => optionsByName(g, ids));
  }
  if (cost.exileFromHand !== undefined) {
    const can = exilable(g, p, cost.exileFromHand, self);
    if (can.length === 0) return null;
    const prompt = `${what}: choose the ${COLOR_WORDS[cost.exileFromHand]} card to exile from your hand as its cost`;
    chosen.exile = pick(g, p, "exile", prompt, can, 1, (ids) => optionsByName(g, ids));
  }
  return chosen;
}

function pick(
  g: Ctx,
  p: PlayerId,
  purpose: "sacrifice" | "tap" | "discard" | "exile",
  prompt: string,
  ids: ObjId[],
  n: number,
  optionsOf: (ids: ObjId[]) => ChoiceOption[],
): ObjId[] {
  if (ids.length === n) return ids;
  return askChoose(g, p, purpose, prompt, optionsOf(ids), n, n).map((k) => ids[k]);
}

/**
 * Pays them: the permanents are tapped (701.26a) and sacrificed (701.21a), then the cards discarded (701.9a) and
 * the card exiled from the hand.
 * Returns the first sacrificed permanent's power and toughness as it last existed (608.2h), for the stack
 * object's information; undefined if none was.
 */
export function payNonManaChosen(
  g: Ctx,
  p: PlayerId,
  chosen: ChosenCosts,
): { power: number; toughness: number } | undefined {
  for (const id of chosen.tap) {
    const o = g.s.objects[id];
    if (o?.zone === "battlefield" && o.tapped !== true) tapPermanent(g, o);
  }
  let first: { power: number; toughness: number } | undefined;
  for (const id of chosen.sacrifice) {
    const o = g.s.objects[id];
    if (o?.zone !== "battlefield") continue;
    const ch = characteristics(g.db, g.s, o);
    first ??= { power: ch.power ?? 0, toughness: ch.toughness ?? 0 };
    moveObject(g, id, "graveyard");
  }
  for (const id of chosen.discard) {
    if (g.s.objects[id]?.zone !== "hand") continue;
    const moved = moveObject(g, id, "graveyard");
    if (moved !== null) emit(g, { type: "discard", player: p, object: moved.id, card: nameOf(g, moved) });
  }
  for (const id of chosen.exile) if (g.s.objects[id]?.zone === "hand") moveObject(g, id, "exile");
  return first;
}
