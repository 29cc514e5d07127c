/**
 * 207.2c: an ability word, printed in italics with an em dash before an ability or a spell's text ("Landfall —
 * Whenever a land you control enters, …"), ties together cards with similar functionality; it has no rules
 * meaning. This is the one place that leads an ability or a spell with its word:
 *
 * - the word the card's data gives the ability (`abilityWord`), where nothing else tells it: other cards have
 *   the same trigger condition or cost without one ("Whenever a land you control enters, you gain 1 life.",
 *   Courser of Kruphix; "Activate only if you have no cards in hand." without hellbent, Academy at Tolaria West);
 * - otherwise the word its effects always come with: tempting offer, join forces, parley (their effects'
 *   text is effects/multiplayerOffers.ts), will of the council, council's dilemma (effects/vote.ts);
 * - otherwise the word its condition always comes with: lieutenant, corrupted (conditions.ts, which leads a
 *   static ability's "As long as …" with it too).
 */
import type { Condition, Effect } from "../types.ts";
import { councilWord } from "./effects/vote.ts";
import { conditionWord } from "./phrasing/conditions.ts";

/** What an ability word may lead: a triggered or activated ability, or a spell. */
export interface WordLed {
  abilityWord?: string;
  effects: readonly Effect[];
  condition?: Condition;
}

/** The ability words of the multiplayer effects that are the whole of an ability or a spell (207.2c). */
const EFFECT_WORDS: Partial<Record<Effect["e"], string>> = {
  temptingOffer: "Tempting offer — ",
  joinForces: "Join forces — ",
  parley: "Parley — ",
};

/** "Landfall — ", "Parley — ", "Will of the council — ", "Lieutenant — ", or "" for text with no ability word. */
export function abilityWordLead(a: WordLed): string {
  if (a.abilityWord !== undefined) return `${a.abilityWord} — `;
  const effectWord = a.effects.length === 1 ? EFFECT_WORDS[a.effects[0].e] : undefined;
  return `${effectWord ?? councilWord(a.effects)}${conditionWord(a.condition)}`;
}
