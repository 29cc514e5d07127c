/**
 * Token and emblem definitions (111.4, 114). A card's effect says what its tokens are like (a TokenSpec) or
 * what its emblem is (a name and abilities); the card database holds a definition for each, with an id
 * derived from the spec, so that token and emblem objects refer to their characteristics by id like any
 * other object.
 *
 * 111.4, 111.10: a token's characteristics are those its effect gives it, so two effects may make tokens of
 * one name that differ (a 1/1 white Soldier, a 2/2 red Soldier); 114.3: an emblem's are the abilities its
 * effect gives it, so two emblems of one name may differ too. A definition's id names the whole definition:
 * its kind ("token-" or "emblem-"), the kebab-case name, and the first 8 hex digits of the hash (hash.ts) of
 * the definition's canonical JSON — its characteristics with every object's keys sorted (lists keep their
 * order): "token-soldier-token-a93f8b6f". The same spec gives the same id on every run, in any pool; specs
 * of one name but other characteristics give other ids (two of one name whose digits matched would be
 * refused by tokenDefsOf, never merged).
 */
import { hashState } from "../hash.ts";
import type { GameObject } from "../state.ts";
import { innerEffects } from "./innerEffects.ts";
import type { Ability, CardDb, CardDef, Effect, TokenSpec } from "./types.ts";

/** Kebab-case, apostrophes dropped: "Myr Token" → "myr-token". */
function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * 111.4: the name of a token whose effect names no name: its subtypes plus the word "Token" ("a 1/1
 * colorless Myr artifact creature token" is a "Myr Token").
 */
function tokenName(spec: TokenSpec): string {
  return [...(spec.subtypes ?? []), "Token"].join(" ");
}

/** A value with every object's keys in sorted order (absent ones left out), for a JSON text of its own. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return Object.fromEntries(keys.map((k) => [k, canonical(o[k])]));
}

/** A token's characteristics as its effect gives them (111.4, 111.10): its definition but the id. */
function tokenCharacteristics(spec: TokenSpec): Omit<CardDef, "id"> {
  const chars: Omit<CardDef, "id"> = {
    token: true,
    name: tokenName(spec),
    types: spec.types,
    colors: spec.colors,
  };
  if (spec.subtypes) chars.subtypes = spec.subtypes;
  if (spec.power !== undefined) chars.power = spec.power;
  if (spec.toughness !== undefined) chars.toughness = spec.toughness;
  if (spec.keywords) chars.keywords = spec.keywords;
  if (spec.abilities) chars.abilities = spec.abilities; // 111.10a: a Treasure's mana ability
  return chars;
}

/** 114.2: what an emblem effect gives its emblem: its name, and the abilities that are all it has (114.3). */
export interface EmblemSpec {
  name: string;
  abilities: Ability[];
}

/** 114.3: an emblem's characteristics, its definition but the id: no types, no color, its abilities alone. */
function emblemCharacteristics(spec: EmblemSpec): Omit<CardDef, "id"> {
  // 114.5: an emblem is no card; its definition is marked as a token's is (isCard).
  return { token: true, name: spec.name, types: [], abilities: spec.abilities };
}

/** Each spec's id, worked out once: an effect's spec is part of its card's definition, never changed. */
const ids = new WeakMap<TokenSpec | EmblemSpec, string>();

/** The id of a token's or emblem's definition: its kind, the kebab-case name and 8 hex digits of its hash. */
function definitionId<S extends TokenSpec | EmblemSpec>(
  kind: "token" | "emblem",
  spec: S,
  characteristics: (spec: S) => Omit<CardDef, "id">,
): string {
  let id = ids.get(spec);
  if (id === undefined) {
    const chars = characteristics(spec);
    id = `${kind}-${kebab(chars.name)}-${hashState(canonical(chars)).slice(0, 8)}`;
    ids.set(spec, id);
  }
  return id;
}

/** The id of a token's definition: "token-", the kebab-case name and 8 hex digits ("token-myr-token-742b2bb2"). */
export function tokenId(spec: TokenSpec): string {
  return definitionId("token", spec, tokenCharacteristics);
}

/** The id of an emblem's definition (114): "emblem-", the kebab-case name and 8 hex digits. */
export function emblemId(spec: EmblemSpec): string {
  return definitionId("emblem", spec, emblemCharacteristics);
}

/** Whether `def` is an emblem's definition (114), as tokenDefsOf makes them. */
export function isEmblemDef(def: CardDef): boolean {
  return def.token === true && def.id === emblemId({ name: def.name, abilities: def.abilities ?? [] });
}

function tokenDef(spec: TokenSpec): CardDef {
  return { id: tokenId(spec), ...tokenCharacteristics(spec) };
}

function emblemDef(spec: EmblemSpec): CardDef {
  return { id: emblemId(spec), ...emblemCharacteristics(spec) };
}

/**
 * The ids of the definitions a layout's card id stands for: itself if the pool has it; else, for an id of
 * the earlier form — the kind and the kebab-case name alone ("token-myr-token", "emblem-dovin-baans-emblem"),
 * as saved layouts named tokens and emblems before ids told those of one name apart — the token or emblem
 * definitions of that name (none for any other id).
 */
export function idsStoodFor(db: CardDb, id: string): string[] {
  if (db.has(id)) return [id];
  const out: string[] = [];
  for (const def of db.values()) {
    const kind = def.token === true ? /^(token|emblem)-/.exec(def.id)?.[1] : undefined;
    if (kind !== undefined && `${kind}-${kebab(def.name)}` === id) out.push(def.id);
  }
  return out;
}

function effectsOf(def: CardDef): Effect[] {
  const out: Effect[] = [...(def.spell?.effects ?? [])];
  for (const m of def.spell?.modes?.modes ?? []) out.push(...m.effects);
  for (const a of def.abilities ?? []) {
    if (a.kind === "activated" || a.kind === "triggered") out.push(...a.effects);
    if (a.kind === "triggered") for (const m of a.modes?.modes ?? []) out.push(...m.effects); // 700.2b
  }
  return out.flatMap(withInner);
}

/** An effect and the effects inside it ("you may create …": Creakwood Liege), all the way down. */
function withInner(e: Effect): Effect[] {
  return [e, ...innerEffects(e).flatMap(withInner)];
}

/**
 * Whether a game object is a card (108.1), for the count of cards a game keeps: not a token (111) or a copy
 * of a spell (707.10), not an ability on the stack (113.1), not an emblem (114.5: "neither a card nor a
 * permanent"; its definition is marked as a token's is), not a dungeon (309.2: brought in from outside).
 * `def` is its definition (the object's `card`), if known.
 */
export function isCard(o: GameObject, def: CardDef | undefined): boolean {
  if (o.token || def?.token === true || o.ventureRoom !== undefined) return false;
  // On the stack, a spell's stack info says so; an object without any (a malformed state) counts.
  return o.zone !== "stack" || o.stack == null || o.stack.kind === "spell";
}

/**
 * The token and emblem definitions the cards' effects need, one per distinct token or emblem: tokens of one
 * name with other characteristics have a definition each (111.4), as do emblems of one name with other
 * abilities (114.3), in the order the cards first make them.
 */
export function tokenDefsOf(cards: readonly CardDef[]): CardDef[] {
  const out = new Map<string, CardDef>();
  for (const c of cards)
    for (const e of effectsOf(c)) {
      const def = e.e === "emblem" ? emblemDef(e) : e.e === "createToken" ? tokenDef(e.token) : undefined;
      if (def === undefined) continue;
      const prev = out.get(def.id);
      if (prev !== undefined && JSON.stringify(canonical(prev)) !== JSON.stringify(canonical(def)))
        throw new Error(
          `${e.e === "emblem" ? "emblem" : "token"} "${def.name}" (${c.name}): its id ${def.id} is another definition's (a hash collision)`,
        );
      out.set(def.id, def);
    }
  return [...out.values()];
}
