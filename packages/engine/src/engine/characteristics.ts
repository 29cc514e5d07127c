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

/** Card ids whose definitions have static abilities, per card database (computed once). */
const staticCardsByDb = new WeakMap<CardDb, Set<string>>();

export function cardsWithStatics(db: CardDb): Set<string> {
  let set = staticCardsByDb.get(db);
  if (set === undefined) {
    set = new Set();
    for (const [id, def] of db) if (def.abilities?.some((a) => a.kind === "static")) set.add(id);
    staticCardsByDb.set(db, set);
  }
  return set;
}

const baseByDb = new WeakMap<CardDb, Map<string, Characteristics>>();

/** The printed characteristics of a card, computed once per card and shared (never mutate the result). */
function base(db: CardDb, card: string): Characteristics {
  let cache = baseByDb.get(db);
  if (cache === undefined) {
    cache = new Map();
    baseByDb.set(db, cache);
  }
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
      abilities: def.abilities ?? NO_ABILITIES,
    });
    cache.set(card, ch);
  }
  return ch;
}

function withKeywords(
  current: Keyword[] | null,
  printed: readonly Keyword[],
  add: readonly string[],
): Keyword[] | null {
  if (add.length === 0) return current;
  const out = current ?? [...printed];
  for (const k of add) if (!out.includes(k as Keyword)) out.push(k as Keyword);
  return out;
}

const sourceCache = new WeakMap<GameState, { db: CardDb; ts: number; len: number; list: GameObject[] }>();

/**
 * The permanents whose definitions have static abilities. Cached per state: every change of what is on
 * the battlefield either creates an object (a new timestamp) or shortens the battlefield list, so the
 * pair (nextTimestamp, battlefield length) tells when to recompute.
 */
export function staticSources(db: CardDb, s: GameState): GameObject[] {
  const c = sourceCache.get(s);
  if (c !== undefined && c.db === db && c.ts === s.nextTimestamp && c.len === s.battlefield.length)
    return c.list;
  const statics = cardsWithStatics(db);
  const list: GameObject[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (statics.has(o.card)) list.push(o);
  }
  sourceCache.set(s, { db, ts: s.nextTimestamp, len: s.battlefield.length, list });
  return list;
}

/**
 * The characteristics of an object (the result may be shared: never mutate it). `sources` is
 * `staticSources(db, s)`, which callers that look at many objects compute once.
 */
export function characteristics(
  db: CardDb,
  s: GameState,
  o: GameObject,
  sources: readonly GameObject[] = staticSources(db, s),
): Characteristics {
  const b = base(db, o.card);
  if (o.zone !== "battlefield") return b;
  let keywords: Keyword[] | null = null;
  let dp = 0;
  let dt = 0;
  // Static abilities of permanents that affect this one (611.3).
  for (const src of sources) {
    for (const a of db.get(src.card)!.abilities!) {
      if (a.kind !== "static" || a.effect.s !== "modify" || !affects(a.effect, src, o)) continue;
      dp += a.effect.power ?? 0;
      dt += a.effect.toughness ?? 0;
      keywords = withKeywords(keywords, b.keywords, a.effect.keywords ?? []);
    }
  }
  // Effects from resolved spells and abilities (611.2), locked to their objects.
  for (const e of s.effects) {
    if (!e.objects.includes(o.id)) continue;
    dp += e.power;
    dt += e.toughness;
    keywords = withKeywords(keywords, b.keywords, e.keywords);
  }
  const plus = o.counters["+1/+1"] ?? 0;
  const minus = o.counters["-1/-1"] ?? 0;
  const walker = b.types.includes("Planeswalker");
  if (dp === 0 && dt === 0 && keywords === null && plus === 0 && minus === 0 && !walker) return b;
  return {
    ...b,
    power: b.power === null ? null : b.power + dp + plus - minus,
    toughness: b.toughness === null ? null : b.toughness + dt + plus - minus,
    loyalty: walker ? (o.counters.loyalty ?? 0) : null,
    keywords: keywords ?? b.keywords,
  };
}

function affects(e: StaticEffect, src: GameObject, o: GameObject): boolean {
  if (!("affects" in e)) return false;
  return e.affects === "self" ? src.id === o.id : src.attachedTo === o.id;
}

/** Whether a static ability on the battlefield says `o` can't attack or block (Pacifism) or can't block. */
export function hasRestriction(db: CardDb, s: GameState, o: GameObject, what: "attack" | "block"): boolean {
  const statics = cardsWithStatics(db);
  for (const id of s.battlefield) {
    const src = s.objects[id];
    if (!statics.has(src.card)) continue;
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
  const statics = cardsWithStatics(db);
  for (const id of s.battlefield) {
    const src = s.objects[id];
    if (src.controller !== p || !statics.has(src.card)) continue;
    const abilities = db.get(src.card)?.abilities;
    if (abilities?.some((a) => a.kind === "static" && a.effect.s === which)) return true;
  }
  return false;
}
