/**
 * Printed characteristics (109.3, 208): what a card's definition says, computed once per card and
 * shared. The layer system (layers.ts) starts from these.
 */

import { allAbilities } from "../../cards/keywords.ts";
import type { Ability, CardDb, CardType, Color, Keyword, Supertype } from "../../cards/types.ts";
import type { ObjId } from "../../state.ts";
import { cardsWhere, PerDb } from "./cardSets.ts";
import { colorsOfCost } from "./manaCost.ts";

export interface Characteristics {
  name: string;
  types: CardType[];
  supertypes: Supertype[];
  subtypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  /** Current loyalty of a planeswalker on the battlefield (its loyalty counters, 306.5b). */
  loyalty: number | null;
  keywords: Keyword[];
  /** 702.16: the colours it has protection from. */
  protections: Color[];
  /**
   * 702.16n: for a colour of `protections` that only effects saying "This effect doesn't remove …" (the
   * protection's `spares`) give, the Auras every one of them spares: `"auras"` if all do ("… Auras.", Spectra
   * Ward), else the id of the one object whose own effects ("… this Aura.", the Ward cycle) they all are. Those
   * stay attached though of that colour (702.16c, 704.5m). Absent when there is no such colour (nearly always).
   */
  protectionSpares?: Partial<Record<Color, ObjId | "auras">>;
  /** Its abilities: the card's, then those effects grant it in quotes (613.1f, engine/characteristics/grantedTriggers.ts). */
  abilities: Ability[];
}

const baseByDb = new PerDb<string, Characteristics>();

/** The printed characteristics of a card (never mutate the result). */
export function printed(db: CardDb, card: string): Characteristics {
  const cache = baseByDb.for(db);
  let ch = cache.get(card);
  if (ch === undefined) {
    const def = db.get(card);
    if (def === undefined) throw new Error(`internal: unknown card id "${card}"`);
    ch = Object.freeze({
      name: def.name,
      types: def.types,
      supertypes: def.supertypes ?? [],
      subtypes: def.subtypes ?? [],
      colors: def.colors ?? colorsOfCost(def.cost),
      power: def.power ?? null,
      toughness: def.toughness ?? null,
      loyalty: null,
      keywords: def.keywords ?? [],
      protections: [],
      // 702.124j: with those its keywords stand for ("partner with [name]"'s trigger), numbered after them.
      abilities: allAbilities(def),
    });
    cache.set(card, ch);
  }
  return ch;
}

/** Card ids whose definitions affect other objects' characteristics or control (statics, CDAs). */
export function cardsInLayers(db: CardDb): Set<string> {
  return cardsWhere(
    db,
    "inLayers",
    (def) => def.cda !== undefined || (def.abilities ?? []).some((a) => a.kind === "static"),
  );
}

/**
 * Card ids with "If a card would be put into an opponent's graveyard from anywhere, exile it instead." (Leyline
 * of the Void; replacement/graveyardExile.ts): the permanents that see the cards of a simultaneous event go.
 */
export function graveyardExilerCards(db: CardDb): Set<string> {
  const statics = cardsInLayers(db);
  return cardsWhere(
    db,
    "opponentsCardsExiled",
    (def, id) =>
      statics.has(id) &&
      (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "opponentsCardsExiled"),
  );
}

/** 305.6: the intrinsic mana ability of each basic land type. */
export const BASIC_LAND_MANA: Readonly<Record<string, Ability>> = Object.freeze({
  Plains: { kind: "mana", cost: { tap: true }, produce: ["W"] },
  Island: { kind: "mana", cost: { tap: true }, produce: ["U"] },
  Swamp: { kind: "mana", cost: { tap: true }, produce: ["B"] },
  Mountain: { kind: "mana", cost: { tap: true }, produce: ["R"] },
  Forest: { kind: "mana", cost: { tap: true }, produce: ["G"] },
});
