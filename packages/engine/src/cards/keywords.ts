/**
 * Keyword abilities that stand for abilities written out in the rules, not in a card's ability list.
 * Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before it this
 * turn. If the spell has any targets, you may choose new targets for any of the copies." Partner with
 * [name] (702.124j): "When this permanent enters, target player may search their library for a card named
 * [name], …" (cards/partner.ts). A card's abilities are numbered printed ones first, then these, so a
 * triggered ability on the stack names either kind by its index.
 */
import { DEPLOY_ABILITY, DEPLOY_INDEX } from "../engine/characteristics/deploy.ts";
import { GRANTED_INDEX, grantedAt } from "./grants.ts";
import { isNumberedKeyword, keywordValue } from "./keywordInstances.ts";
import { partnerWithTrigger } from "./partner.ts";
import { ownLine } from "./rulesText/phrasing/keywords.ts";
import type { Ability, CardDef, Effect, Keyword, TriggerWhen } from "./types.ts";

export const STORM: Ability = {
  kind: "triggered",
  when: { on: "cast" },
  effects: [{ e: "copySpell", times: "spellsCastBeforeThisTurn", newTargets: true }],
};

/**
 * The triggered abilities of keywords (702) that trigger from the rules of their keyword in engine/triggers,
 * not from a card's ability list — of whatever permanent has the keyword, printed or gained (its
 * characteristics, 613), once per instance (the layers keep each: cards/keywordInstances.ts); persist and
 * undying from the card's printed keyword (triggers/persist.ts). They are numbered below zero, below deploy's
 * (DEPLOY_INDEX, -1), by one encoding (`keywordIndex`):
 *
 * - a keyword without a number is -2 minus its place in UNNUMBERED (-2 … -99);
 * - "[name] N" is -(100·N + its place in NUMBERED): the last two digits name the keyword, the hundreds N.
 *
 * Both lists only grow at their ends: a trigger waiting or on the stack names its ability by this index.
 */
const UNNUMBERED = [
  "myriad",
  "melee",
  "persist",
  "undying",
  "prowess",
  "exalted",
  "flanking",
  "battle cry",
] as const;
const NUMBERED = ["poisonous", "bushido", "rampage", "afflict", "frenzy"] as const;

/** The name of a keyword whose triggered ability is numbered below zero ("bushido" of "bushido 2"). */
export type TriggeredName = (typeof UNNUMBERED)[number] | (typeof NUMBERED)[number];

/** A keyword whose triggered ability is numbered below zero. */
export type TriggeredKeyword = (typeof UNNUMBERED)[number] | `${(typeof NUMBERED)[number]} ${number}`;

/** Whether keyword `k` is an instance of keyword `name` ("bushido 1" and "bushido 2" are both bushido). */
export function isInstanceOf(k: Keyword, name: TriggeredName): k is TriggeredKeyword {
  return k === name || (k.startsWith(`${name} `) && isNumberedKeyword(k));
}

/** The index of keyword `k`'s triggered ability. */
export function keywordIndex(k: TriggeredKeyword): number {
  const at = UNNUMBERED.indexOf(k as (typeof UNNUMBERED)[number]);
  if (at >= 0) return DEPLOY_INDEX - 1 - at;
  for (const [place, name] of NUMBERED.entries()) {
    const n = keywordValue(k, name);
    if (n !== undefined) return -(100 * n + place);
  }
  throw new Error(`internal: "${k}" has no keyword trigger`);
}

/** The keyword whose triggered ability has index i (below deploy's), if any. */
function keywordAt(i: number): TriggeredKeyword | undefined {
  const j = DEPLOY_INDEX - 1 - i;
  if (j >= 0 && j < UNNUMBERED.length) return UNNUMBERED[j];
  const name = -i >= 100 ? NUMBERED[-i % 100] : undefined;
  return name === undefined ? undefined : `${name} ${Math.floor(-i / 100)}`;
}

const untilEndOfTurn = (what: "self" | "triggeringObject", power: number, toughness: number): Effect => ({
  e: "pump",
  what,
  power,
  toughness,
  duration: "endOfTurn",
});

/**
 * Keyword `k`'s triggered ability, as its rule in 702 words it, with its reminder text. The trigger's object
 * ("that creature", "the blocking creature", "it" of persist) and player ("defending player", "that player")
 * are those the code triggering it remembers.
 */
function keywordAbility(k: TriggeredKeyword): Ability {
  const own = (when: TriggerWhen, effects: Effect[]): Extract<Ability, { kind: "triggered" }> => ({
    kind: "triggered",
    when,
    effects,
    text: ownLine(k)!,
  });
  const numbered = NUMBERED.find((name) => keywordValue(k, name) !== undefined);
  const n = numbered === undefined ? 0 : keywordValue(k, numbered)!;
  const name = numbered ?? (k as (typeof UNNUMBERED)[number]);
  switch (name) {
    case "myriad": // 702.116a
      return own({ on: "attacks" }, [{ e: "myriad" }]);
    case "melee": // 702.121a
      return own({ on: "attacks" }, [{ e: "melee" }]);
    case "persist":
    case "undying": {
      // 702.79a, 702.93a: an intervening "if" (603.4) about the permanent as it last existed (603.10a), and a
      // return of the card it became in the graveyard (400.7: "it", the trigger's object), a new object with
      // the counter put on it as it enters (614.1c, 122.6).
      const counter = name === "persist" ? "-1/-1" : "+1/+1";
      const back: Effect = {
        e: "returnFromGraveyard",
        what: "triggeringObject",
        to: "battlefield",
        withCounter: counter,
      };
      return { ...own({ on: "dies" }, [back]), condition: { if: "hadNoCounters", counter } };
    }
    case "prowess": // 702.108a
      return own({ on: "playerCasts", who: "you", spell: { noncreature: true } }, [
        untilEndOfTurn("self", 1, 1),
      ]);
    case "exalted": // 702.83a: "that creature" is the trigger's object
      return own({ on: "keyword", keyword: k }, [untilEndOfTurn("triggeringObject", 1, 1)]);
    case "flanking": // 702.25a: "the blocking creature" is the trigger's object
      return own({ on: "keyword", keyword: k }, [untilEndOfTurn("triggeringObject", -1, -1)]);
    case "battle cry": // 702.91a
      return own({ on: "attacks" }, [{ e: "battleCry" }]);
    case "poisonous": // 702.70a: "that player" is the triggering player
      return own({ on: "dealsDamage", to: "player", combat: true }, [
        { e: "poison", who: "triggering", amount: n },
      ]);
    case "bushido": // 702.45a
      return own({ on: "keyword", keyword: k }, [untilEndOfTurn("self", n, n)]);
    case "rampage": // 702.23a–b
      return own({ on: "keyword", keyword: k }, [{ e: "rampage", n }]);
    case "afflict": // 702.130a: the defending player (508.5) is the triggering player
      return own({ on: "keyword", keyword: k }, [{ e: "loseLife", who: "triggering", amount: n }]);
    case "frenzy": // 702.68a
      return own({ on: "keyword", keyword: k }, [untilEndOfTurn("self", n, 0)]);
  }
}

/** The abilities of the keywords without a number, made once. */
const UNNUMBERED_ABILITIES = new Map<TriggeredKeyword, Ability>(
  UNNUMBERED.map((k) => [k, keywordAbility(k)]),
);

/**
 * The abilities a card's keywords stand for, after its printed abilities: storm's (702.40a), and the triggered
 * ability "partner with [name]" represents (702.124j).
 */
export function keywordAbilities(def: CardDef): readonly Ability[] {
  if (def.spell?.storm) return [STORM];
  const partnerWith = partnerWithTrigger(def);
  return partnerWith === undefined ? NO_ABILITIES : [partnerWith];
}

/** Most cards' keywords stand for no ability: one empty list for them all. */
const NO_ABILITIES: readonly Ability[] = Object.freeze([]);

/**
 * The card's ability with index i: printed abilities first, then those its keywords stand for; the
 * index DEPLOY_INDEX is the deploy ability every creature has under the deploy option (804.2), and the
 * indexes below it the triggered abilities of keywords (`keywordIndex`).
 */
export function abilityAt(def: CardDef, i: number): Ability | undefined {
  if (i === DEPLOY_INDEX) return DEPLOY_ABILITY;
  if (i >= GRANTED_INDEX) return grantedAt(def, i); // 613.1f: a quoted ability its static abilities grant
  if (i < 0) {
    const k = keywordAt(i);
    return k === undefined ? undefined : (UNNUMBERED_ABILITIES.get(k) ?? keywordAbility(k));
  }
  const printed = def.abilities ?? [];
  return i < printed.length ? printed[i] : keywordAbilities(def)[i - printed.length];
}

/** Every ability of the card with its index (printed, then keyword abilities). */
export function allAbilities(def: CardDef): Ability[] {
  const extra = keywordAbilities(def);
  return extra.length === 0 ? (def.abilities ?? []) : [...(def.abilities ?? []), ...extra];
}
