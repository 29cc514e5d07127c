/**
 * What a card's static abilities do in the layers (613), read from its definition: the continuous effects each
 * generates, and the triggered abilities they grant in quotes ("… has "Whenever this creature …"", 613.1f).
 *
 * A granted ability is the ability of the object that has it (113.7, 603.3a), but its text is the granting
 * card's: a trigger of it names that card and the ability's number there, GRANTED_INDEX and up, after the
 * card's printed abilities and the abilities its keywords stand for (cards/keywords.ts `abilityAt`). Card
 * definitions don't change, so the numbers don't either.
 */
import type { Ability, Affected, CardDef, Modification, StaticEffect } from "./types.ts";

/** A triggered ability, as a grant quotes it. */
export type TriggeredAbility = Ability & { kind: "triggered" };

/** One quoted triggered ability a card's static ability grants, and what the continuous effect affects. */
export interface Grant {
  ability: TriggeredAbility;
  affects: Affected;
}

/** The continuous effect a static ability generates in the layers, if any. */
export function layeredStatic(e: StaticEffect): { affects: Affected; mods: Modification[] } | null {
  switch (e.s) {
    case "continuous":
      return { affects: e.affects, mods: e.mods };
    case "control":
      return { affects: e.affects, mods: [{ m: "control" }] };
    case "modify": {
      const mods: Modification[] = [];
      if (e.keywords && e.keywords.length > 0) mods.push({ m: "keywords", keywords: e.keywords });
      if (e.power !== undefined || e.toughness !== undefined)
        mods.push({ m: "modifyPT", power: e.power ?? 0, toughness: e.toughness ?? 0 });
      return { affects: e.affects, mods };
    }
    default:
      return null;
  }
}

/**
 * The continuous effects a static ability generates in the layers: its own, or each of those of an "As long as
 * …" (611.3a).
 */
export function layeredParts(e: StaticEffect): { affects: Affected; mods: Modification[] }[] {
  if (e.s === "asLongAs") return e.effects;
  const st = layeredStatic(e);
  return st === null ? [] : [st];
}

/** The number of a card's first granted ability: far above any card's own abilities. */
export const GRANTED_INDEX = 1000;

const known = new WeakMap<CardDef, readonly Grant[]>();

/** The quoted triggered abilities a card's static abilities grant, in the order its text gives them. */
export function grantsOf(def: CardDef): readonly Grant[] {
  let grants = known.get(def);
  if (grants === undefined) {
    const found: Grant[] = [];
    for (const a of def.abilities ?? [])
      if (a.kind === "static")
        for (const { affects, mods } of layeredParts(a.effect))
          for (const m of mods)
            if (m.m === "ability" && m.ability.kind === "triggered")
              found.push({ ability: m.ability, affects });
    grants = found;
    known.set(def, grants);
  }
  return grants;
}

/** The grant of the ability numbered `i` (GRANTED_INDEX and up) of the card, if any. */
export function grantAt(def: CardDef, i: number): Grant | undefined {
  return grantsOf(def)[i - GRANTED_INDEX];
}

/** The granted ability numbered `i` (GRANTED_INDEX and up) of the card, if any. */
export function grantedAt(def: CardDef, i: number): TriggeredAbility | undefined {
  return grantAt(def, i)?.ability;
}
