import type { Color, ManaType } from "../../cards/types.ts";
import type { ManaPool } from "../../state.ts";
/** Mana costs (202) and mana symbols (107.4): parsing a cost, its mana value (202.3) and colours (202.2). */
export const MANA_TYPES: readonly ManaType[] = ["W", "U", "B", "R", "G", "C"];

export const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];

export interface ManaCost {
  generic: number;
  /** Coloured and specific-colourless ({C}) symbols. */
  symbols: Record<ManaType, number>;
  /** Number of {X} symbols (107.3). */
  x: number;
}

const costCache = new Map<string, ManaCost>();

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function parseCost(text: string | undefined): ManaCost {
  const key = text ?? "";
  const hit = costCache.get(key);
  if (hit) return hit;
  const c: ManaCost = { generic: 0, symbols: emptyPool(), x: 0 };
  for (const m of key.matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1];
    if (/^\d+$/.test(sym)) c.generic += Number(sym);
    else if (sym === "X") c.x++;
    else if ((MANA_TYPES as string[]).includes(sym)) c.symbols[sym as ManaType]++;
    else throw new Error(`unsupported mana symbol {${sym}} in "${key}"`);
  }
  costCache.set(key, c);
  return c;
}

/** 202.3: mana value; X is 0 except on the stack. */
export function manaValue(text: string | undefined): number {
  const c = parseCost(text);
  return c.generic + MANA_TYPES.reduce((n, t) => n + c.symbols[t], 0);
}

/** 202.2: colours from the mana cost. */
export function colorsOfCost(text: string | undefined): Color[] {
  const c = parseCost(text);
  return COLORS.filter((col) => c.symbols[col] > 0);
}

/** A cost with X fixed and extra generic added (shared, as parseCost's are: never mutate it). */
export function concreteCost(text: string | undefined, x: number, extraGeneric = 0): ManaCost {
  const c = parseCost(text);
  if (c.x === 0 && extraGeneric === 0) return c;
  return { generic: c.generic + c.x * x + extraGeneric, symbols: { ...c.symbols }, x: 0 };
}
