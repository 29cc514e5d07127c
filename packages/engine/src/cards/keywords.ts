/**
 * Keyword abilities that stand for abilities written out in the rules, not in a card's ability list.
 * Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before it this
 * turn. If the spell has any targets, you may choose new targets for any of the copies." A card's
 * abilities are numbered printed ones first, then these, so a triggered ability on the stack names
 * either kind by its index.
 */
import { DEPLOY_ABILITY, DEPLOY_INDEX } from "../engine/characteristics/deploy.ts";
import { OWN_LINE_KEYWORDS, ownLine } from "./rulesText/phrasing/keywords.ts";
import type { Ability, CardDef, Keyword } from "./types.ts";

export const STORM: Ability = {
  kind: "triggered",
  when: { on: "cast" },
  effects: [{ e: "copySpell", times: "spellsCastBeforeThisTurn", newTargets: true }],
};

/**
 * Myriad (702.116a) and melee (702.121a): triggered abilities of whatever creature has the keyword — printed
 * or gained (Adriana, Captain of the Guard) — so they trigger from its characteristics
 * (triggers/attackTriggers.ts) and are numbered like deploy's, below zero.
 */
export const MYRIAD_INDEX = -2;
export const MELEE_INDEX = -3;

function keywordTrigger(k: Keyword): Ability {
  return {
    kind: "triggered",
    when: { on: "attacks" },
    effects: [{ e: k === "myriad" ? "myriad" : "melee" }],
    text: OWN_LINE_KEYWORDS[k],
  };
}

const MYRIAD_ABILITY = keywordTrigger("myriad");
const MELEE_ABILITY = keywordTrigger("melee");

/**
 * Persist (702.79a): "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
 * counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it." — an
 * intervening "if" (603.4) about the permanent as it last existed (603.10a), and a return of the card it
 * became in the graveyard (400.7: "it", the trigger's object), which enters a new object with the counter put
 * on it as it enters (614.1c, 122.6). Triggered from the card's printed keywords (triggers/persist.ts).
 */
export const PERSIST_INDEX = -4;

const PERSIST_ABILITY: Ability = {
  kind: "triggered",
  when: { on: "dies" },
  condition: { if: "hadNoCounters", counter: "-1/-1" },
  effects: [{ e: "returnFromGraveyard", what: "triggeringObject", to: "battlefield", withCounter: "-1/-1" }],
  text: OWN_LINE_KEYWORDS.persist,
};

/**
 * Poisonous N (702.70a): "Whenever this creature deals combat damage to a player, that player gets N poison
 * counters." — a triggered ability of whatever creature has the keyword, printed or gained (Virulent Sliver),
 * triggered from its characteristics (triggers/poisonous.ts). Its index says N: POISONOUS_INDEX - N.
 */
const POISONOUS_INDEX = -10;

/** The index of poisonous N's triggered ability. */
export function poisonousIndex(n: number): number {
  return POISONOUS_INDEX - n;
}

function poisonousAbility(n: number): Ability {
  return {
    kind: "triggered",
    when: { on: "dealsDamage", to: "player", combat: true },
    effects: [{ e: "poison", who: "triggering", amount: n }],
    text: ownLine(`poisonous ${n}`),
  };
}

/** The abilities a card's keywords stand for, after its printed abilities. */
export function keywordAbilities(def: CardDef): Ability[] {
  return def.spell?.storm ? [STORM] : [];
}

/**
 * The card's ability with index i: printed abilities first, then those its keywords stand for; the
 * index DEPLOY_INDEX is the deploy ability every creature has under the deploy option (804.2), and the
 * indexes below zero the triggered abilities of keywords (myriad, melee, persist, poisonous N).
 */
export function abilityAt(def: CardDef, i: number): Ability | undefined {
  if (i === DEPLOY_INDEX) return DEPLOY_ABILITY;
  if (i === MYRIAD_INDEX) return MYRIAD_ABILITY;
  if (i === MELEE_INDEX) return MELEE_ABILITY;
  if (i === PERSIST_INDEX) return PERSIST_ABILITY;
  if (i < POISONOUS_INDEX) return poisonousAbility(POISONOUS_INDEX - i);
  const printed = def.abilities ?? [];
  return i < printed.length ? printed[i] : keywordAbilities(def)[i - printed.length];
}

/** Every ability of the card with its index (printed, then keyword abilities). */
export function allAbilities(def: CardDef): Ability[] {
  const extra = keywordAbilities(def);
  return extra.length === 0 ? (def.abilities ?? []) : [...(def.abilities ?? []), ...extra];
}
