/** Small helpers for writing card definitions. */
import type {
  Ability,
  CardDef,
  Cost,
  Effect,
  Keyword,
  ManaType,
  Modification,
  TargetSpec,
  TokenSpec,
} from "@roundtable/engine";

/** The card id for a name: kebab-case, apostrophes dropped ("Man-o'-War" → "man-o-war"). */
export function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A card definition with its id derived from its name. */
export function card(def: Omit<CardDef, "id">): CardDef {
  return { id: idOf(def.name), ...def };
}

/** A creature with no abilities other than keywords. */
export function creature(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  keywords: Keyword[],
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(keywords.length > 0 ? { keywords } : {}),
    oracle,
  });
}

/** A creature whose text is these abilities (and keywords). */
export function creatureWith(
  name: string,
  cost: string,
  subtypes: string[],
  [power, toughness]: [number, number],
  abilities: Ability[],
  oracle: string,
  keywords?: Keyword[],
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(keywords !== undefined ? { keywords } : {}),
    abilities,
    oracle,
  });
}

/** "[cost]: [effects]" — an activated ability (602.1). */
/**
 * A 1/1 Sliver whose static ability gives every Sliver creature `mod` (a keyword, a P/T change): "All Sliver
 * creatures have flying." (Winged Sliver), "… have frenzy 1. (…)" (Frenzy Sliver).
 */
export function sliverLord(name: string, cost: string, mod: Modification, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes: ["Sliver"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Sliver"] } },
          mods: [mod],
        },
      },
    ],
    oracle,
  });
}

export function activated(cost: Cost, effects: Effect[], targets?: TargetSpec[]): Ability {
  return { kind: "activated", cost, ...(targets !== undefined ? { targets } : {}), effects };
}

/** A creature token of one colour, named after its subtypes (111.4). */
export function creatureToken(
  subtypes: string[],
  color: TokenSpec["colors"][number],
  pt: number,
  keywords?: Keyword[],
): TokenSpec {
  return {
    types: ["Creature"],
    subtypes,
    colors: [color],
    power: pt,
    toughness: pt,
    ...(keywords ? { keywords } : {}),
  };
}

/** The five colours of mana, for "Add one mana of any color." (106.1b) */
export const ANY_COLOR: ManaType[] = ["W", "U", "B", "R", "G"];

/** The reminder text Oracle prints after every flashback cost (702.34a). */
export const FLASHBACK_REMINDER =
  "(You may cast this card from your graveyard for its flashback cost. Then exile it.)";

/**
 * 701.38: a vote among words — `council` "will" (the most votes; `tie` wins a tie) or "dilemma" (each vote
 * counts) — and `outcomes`, each choice's effects in the order of `choices`.
 */
export function vote(
  council: "will" | "dilemma",
  choices: [string, Effect[]][],
  tie?: string,
): Effect & { e: "vote" } {
  const words = choices.map(([word]) => word);
  return {
    e: "vote",
    council,
    choices: words,
    outcomes: choices.map(([, effects]) => effects),
    ...(tie !== undefined ? { tie: words.indexOf(tie) } : {}),
  };
}

/** "When this creature enters, starting with you, each player votes for …" (a vote as an ETB trigger). */
export function votesAsEnters(effect: Effect): Ability {
  return { kind: "triggered", when: { on: "entersBattlefield" }, effects: [effect] };
}

/** 702.6a: "Equip [cost]" — "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." */
export function equipAbility(cost: string): Ability {
  return {
    kind: "activated",
    cost: { mana: cost },
    sorcery: true,
    targets: [{ kind: "creature", filter: { controller: "you" } }],
    effects: [{ e: "attachSelf" }],
  };
}

/** "{T}: Add {C}." (106.1b): the mana ability of Wastes, the colorless utility lands and mana rocks (one object, shared). */
export const TAP_FOR_C: Ability = { kind: "mana", cost: { tap: true }, produce: ["C"] };
