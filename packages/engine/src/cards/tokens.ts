/**
 * Token definitions (111.4). A card's effect says what its tokens are like (a TokenSpec); the card
 * database holds a definition for each, with an id derived from the spec, so that token objects refer
 * to their characteristics by id like any other object.
 */
import type { GameObject } from "../state.ts";
import type { CardDef, Effect, TokenSpec } from "./types.ts";

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

/** The id of a token's definition: "token-" and the kebab-case name ("token-myr-token"). */
export function tokenId(spec: TokenSpec): string {
  return `token-${kebab(tokenName(spec))}`;
}

function tokenDef(spec: TokenSpec): CardDef {
  const def: CardDef = {
    id: tokenId(spec),
    token: true,
    name: tokenName(spec),
    types: spec.types,
    colors: spec.colors,
  };
  if (spec.subtypes) def.subtypes = spec.subtypes;
  if (spec.power !== undefined) def.power = spec.power;
  if (spec.toughness !== undefined) def.toughness = spec.toughness;
  if (spec.keywords) def.keywords = spec.keywords;
  if (spec.abilities) def.abilities = spec.abilities; // 111.10a: a Treasure's mana ability
  return def;
}

function effectsOf(def: CardDef): Effect[] {
  const out: Effect[] = [...(def.spell?.effects ?? [])];
  for (const m of def.spell?.modes?.modes ?? []) out.push(...m.effects);
  for (const a of def.abilities ?? []) {
    if (a.kind === "activated" || a.kind === "triggered") out.push(...a.effects);
    if (a.kind === "triggered") for (const m of a.modes?.modes ?? []) out.push(...m.effects); // 700.2b
  }
  return out;
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

/** The id of an emblem's definition (114): "emblem-" and the kebab-case name. */
export function emblemId(name: string): string {
  return `emblem-${kebab(name)}`;
}

/** The token and emblem definitions the cards' effects need, one per distinct token or emblem. */
export function tokenDefsOf(cards: readonly CardDef[]): CardDef[] {
  const out = new Map<string, CardDef>();
  for (const c of cards)
    for (const e of effectsOf(c)) {
      if (e.e === "emblem") {
        out.set(emblemId(e.name), {
          id: emblemId(e.name),
          token: true,
          name: e.name,
          types: [],
          abilities: e.abilities,
        });
        continue;
      }
      if (e.e !== "createToken") continue;
      const id = tokenId(e.token);
      const def = tokenDef(e.token);
      const prev = out.get(id);
      if (prev !== undefined && JSON.stringify(prev) !== JSON.stringify(def))
        throw new Error(`token "${def.name}" (${c.name}) is defined differently by another card`);
      out.set(id, def);
    }
  return [...out.values()];
}
