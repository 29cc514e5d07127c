/**
 * Conditions as "if" clauses: intervening "if" clauses of triggered abilities (603.4), "Activate only if
 * …" (602.5b), state triggers (603.8) and "If …, … Otherwise, …" effects; and as the "As long as …" of a
 * static ability (611.3a).
 */
import type { CardDef, Condition, PlayerRef } from "../../types.ts";
import { filterNoun } from "./filters.ts";
import { isSelfNamed, selfName } from "./selfName.ts";
import { numberWord, withArticle } from "./words.ts";

type ConditionOf<K extends Condition["if"]> = Condition & { if: K };

const CONDITION_TEXT: { [K in Condition["if"]]: (def: CardDef, c: ConditionOf<K>) => string } = {
  selfUntapped: (def) => `if ${selfName(def)} is untapped`,
  noCreaturesOnBattlefield: () => "if no creatures are on the battlefield",
  youControl: (_def, c) => {
    const f = { ...c.filter, controller: undefined };
    const who = c.filter.controller === "team" ? "your team controls" : "you control"; // 102.4
    if ((c.atLeast ?? 1) > 1) return `if ${who} ${numberWord(c.atLeast!)} or more ${filterNoun(f, true)}`;
    return `if ${who} ${c.another ? `another ${filterNoun(f, false)}` : withArticle(filterNoun(f, false))}`;
  },
  lifeAtLeast: (_def, c) => `if you have ${c.n} or more life`,
  castFromHand: () => "if this spell was cast from your hand",
  castAnotherNamedThisGame: (def) => `if you've cast another spell named ${def.name} this game`,
  anOpponentLifeAtMost: (_def, c) => `if an opponent has ${c.n} or less life`,
  anOpponentControlsMoreLands: () => "if an opponent controls more lands than you",
  // Oracle: "if this permanent is an enchantment" (Lurking Jackals), whatever it is now.
  selfIsType: (def, c) =>
    `if ${isSelfNamed(def) ? def.name : "this permanent"} is ${withArticle(c.type.toLowerCase())}`,
  noLifeLostThisTurn: () => "if you didn't lose life this turn",
  handEmpty: () => "if you have no cards in hand",
  selfCounters: (def, c) =>
    `if ${selfName(def)} has ${numberWord(c.atLeast)} or more ${c.counter} counters on it`,
  // 702.79a persist: the permanent as it last existed (603.10a).
  hadNoCounters: (_def, c) => `if it had no ${c.counter} counters on it`,
  // 725
  youAreMonarch: () => "if you're the monarch",
  anOpponentIsMonarch: () => "if an opponent is the monarch",
  // 309.7
  completedDungeon: () => "if you've completed a dungeon",
  // Corrupted (an ability word, 207.2c: see `conditionWord`); 810.10a.
  anOpponentPoisonAtLeast: (_def, c) => `if an opponent has ${numberWord(c.n)} or more poison counters`,
  // 122.1f, 810.10d (Corrupted Resolve: "if its controller is poisoned").
  poisoned: (_def, c) => `if ${poisonedPlayer(c.who)}`,
  // 702.33d–e: a spell's own text says "this spell"; a permanent's, "it".
  kicked: (def) =>
    def.types.includes("Instant") || def.types.includes("Sorcery")
      ? "if this spell was kicked"
      : "if it was kicked",
  notKicked: (def) =>
    def.types.includes("Instant") || def.types.includes("Sorcery")
      ? "if this spell wasn't kicked"
      : "if it wasn't kicked",
  all: (def, c) => `if ${c.of.map((x) => conditionBody(def, x)).join(" and ")}`,
  // 903.3d; lieutenant (an ability word, 207.2c: see `conditionWord`).
  youControlCommander: () => "if you control your commander",
};

/** "you're poisoned", "its controller is poisoned" (608.2h: the controller of target N). */
function poisonedPlayer(who: PlayerRef): string {
  if (who === "you") return "you're poisoned";
  if (typeof who === "object" && "controllerOf" in who) return "its controller is poisoned";
  return "that player is poisoned";
}

/**
 * 207.2c: the ability word Oracle prints before an ability with the condition — "Corrupted — " before
 * "if an opponent has three or more poison counters" (Vivisection Evangelist), "Lieutenant — " before "if you
 * control your commander" or "As long as you control your commander" (Thunderfoot Baloth) — or "". An
 * ability's word is written by abilityWords.ts, which asks this.
 */
export function conditionWord(c: Condition | undefined): string {
  if (c?.if === "youControlCommander") return "Lieutenant — ";
  return c?.if === "anOpponentPoisonAtLeast" && c.n === 3 ? "Corrupted — " : "";
}

/** Reminder text Oracle prints after an ability with the condition (Luminarch Ascension). */
const CONDITION_REMINDERS: Partial<Record<Condition["if"], string>> = {
  noLifeLostThisTurn: "Damage causes loss of life.",
};

/** The condition's reminder text with a leading space (" (Damage causes loss of life.)"), or "". */
export function conditionReminder(c: Condition | undefined): string {
  const text = c === undefined ? undefined : CONDITION_REMINDERS[c.if];
  return text === undefined ? "" : ` (${text})`;
}

/** The condition as an "if" clause: "if you control a Forest". */
export function conditionText(def: CardDef, c: Condition): string {
  return (CONDITION_TEXT[c.if] as (def: CardDef, c: Condition) => string)(def, c);
}

/** The condition without its "if": "Activate only if …", "When …" (603.8). */
export function conditionBody(def: CardDef, c: Condition): string {
  return conditionText(def, c).replace(/^if /, "");
}

/**
 * 611.3a: the opening of a static ability's "As long as …", after its ability word (207.2c): "Lieutenant — As
 * long as you control your commander, ".
 */
export function asLongAsOpening(def: CardDef, c: Condition): string {
  return `${conditionWord(c)}As long as ${conditionBody(def, c)}, `;
}
