/**
 * Characteristics of an object (109.3), computed from its card definition plus the continuous effects
 * that apply to it, never by mutating the card (613). This issue applies: static abilities of permanents
 * (layer 6 keywords, layer 7c P/T modifications), effects from resolved spells (Giant Growth), and
 * counters (7c). The full layer system with dependencies comes with the rules-depth issue.
 */
import type { Ability, CardDb, CardType, Color, Keyword, StaticEffect, Supertype } from "../cards/types.ts";
import type { GameObject, GameState } from "../state.ts";
import { colorsOfCost } from "./mana.ts";

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
  abilities: Ability[];
}

const NO_ABILITIES: Ability[] = [];

export function characteristics(db: CardDb, s: GameState, o: GameObject): Characteristics {
  const def = db.get(o.card);
  if (def === undefined) throw new Error(`internal: unknown card id "${o.card}"`);
  const ch: Characteristics = {
    name: def.name,
    types: def.types,
    supertypes: def.supertypes ?? [],
    subtypes: def.subtypes ?? [],
    colors: def.colors ?? colorsOfCost(def.cost),
    power: def.power ?? null,
    toughness: def.toughness ?? null,
    loyalty: null,
    keywords: def.keywords ?? [],
    abilities: def.abilities ?? NO_ABILITIES,
  };
  if (o.zone !== "battlefield") return ch;
  let keywordsCopied = false;
  const addKeywords = (ks: readonly string[]): void => {
    if (ks.length === 0) return;
    if (!keywordsCopied) {
      ch.keywords = [...ch.keywords];
      keywordsCopied = true;
    }
    for (const k of ks) if (!ch.keywords.includes(k as Keyword)) ch.keywords.push(k as Keyword);
  };
  let dp = 0;
  let dt = 0;
  // Static abilities of permanents that affect this one (611.3), in timestamp order of their sources.
  for (const id of s.battlefield) {
    const src = s.objects[id];
    const sdef = db.get(src.card);
    if (sdef?.abilities === undefined) continue;
    for (const a of sdef.abilities) {
      if (a.kind !== "static" || !affects(a.effect, src, o)) continue;
      if (a.effect.s === "modify") {
        dp += a.effect.power ?? 0;
        dt += a.effect.toughness ?? 0;
        addKeywords(a.effect.keywords ?? []);
      }
    }
  }
  // Effects from resolved spells and abilities (611.2), locked to their objects.
  for (const e of s.effects) {
    if (!e.objects.includes(o.id)) continue;
    dp += e.power;
    dt += e.toughness;
    addKeywords(e.keywords);
  }
  const plus = o.counters["+1/+1"] ?? 0;
  const minus = o.counters["-1/-1"] ?? 0;
  if (ch.power !== null) ch.power += dp + plus - minus;
  if (ch.toughness !== null) ch.toughness += dt + plus - minus;
  if (ch.types.includes("Planeswalker")) ch.loyalty = o.counters.loyalty ?? 0;
  return ch;
}

function affects(e: StaticEffect, src: GameObject, o: GameObject): boolean {
  if (!("affects" in e)) return false;
  return e.affects === "self" ? src.id === o.id : src.attachedTo === o.id;
}

/** Whether a static ability on the battlefield says `o` can't attack or block (Pacifism) or can't block. */
export function hasRestriction(db: CardDb, s: GameState, o: GameObject, what: "attack" | "block"): boolean {
  for (const id of s.battlefield) {
    const src = s.objects[id];
    const abilities = db.get(src.card)?.abilities;
    if (abilities === undefined) continue;
    for (const a of abilities) {
      if (a.kind !== "static") continue;
      const e = a.effect;
      if (e.s === "cantAttackOrBlock" && src.attachedTo === o.id) return true;
      if (what === "block" && e.s === "cantBlock" && src.id === o.id) return true;
    }
  }
  return false;
}

/** Whether a permanent controlled by p has the static ability `which` (Platinum Angel). */
export function controlsStatic(
  db: CardDb,
  s: GameState,
  p: number,
  which: "cantLose" | "opponentsCantWin",
): boolean {
  for (const id of s.battlefield) {
    const src = s.objects[id];
    if (src.controller !== p) continue;
    const abilities = db.get(src.card)?.abilities;
    if (abilities?.some((a) => a.kind === "static" && a.effect.s === which)) return true;
  }
  return false;
}
