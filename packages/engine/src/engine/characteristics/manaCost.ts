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
  /**
   * The hybrid and Phyrexian symbols (107.4e–f), each paid one of its ways: absent when there are none.
   * Before it is paid, the player announces how (601.2b: mana/costForms.ts).
   */
  choices?: readonly SymbolChoice[];
}

/**
 * A hybrid or Phyrexian symbol: paid with one mana of any of `types` — or, if `generic` > 0, with that much
 * mana of any type ({2/B}) — or, if `life`, with 2 life ({B/P}, {G/U/P}).
 */
export interface SymbolChoice {
  types: readonly ManaType[];
  generic: number;
  life: boolean;
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
  const choices: SymbolChoice[] = [];
  for (const m of key.matchAll(/\{([^}]+)\}/g)) {
    const sym = readSymbol(m[1]);
    if (sym === null) throw new Error(`unsupported mana symbol {${m[1]}} in "${key}"`);
    if (typeof sym === "number") c.generic += sym;
    else if (sym === "X") c.x++;
    else if (typeof sym === "string") c.symbols[sym]++;
    else choices.push(sym);
  }
  if (choices.length > 0) c.choices = choices;
  costCache.set(key, c);
  return c;
}

/**
 * Whether `{sym}` is a mana symbol a cost may hold (107.4): {N}, {X}, {W}{U}{B}{R}{G}{C}, or a hybrid or
 * Phyrexian symbol (107.4e–f): what `parseCost` reads; not {S}, {T}, {Q} or {E}.
 */
export function isManaSymbol(sym: string): boolean {
  return readSymbol(sym) !== null;
}

/** What the symbol inside `{…}` is in a cost: generic mana, X, a mana type, a choice (107.4e–f); null: none. */
function readSymbol(sym: string): number | "X" | ManaType | SymbolChoice | null {
  if (/^\d+$/.test(sym)) return Number(sym);
  if (sym === "X" || isManaType(sym)) return sym;
  return symbolChoice(sym);
}

function isManaType(sym: string): sym is ManaType {
  return (MANA_TYPES as readonly string[]).includes(sym);
}

/**
 * 107.4e: a hybrid symbol — two colours ({W/U}), a colour and {C} ({C/W}), or a colour and 2 ({2/B});
 * 107.4f: a Phyrexian symbol ({B/P}) or a hybrid Phyrexian one ({G/U/P}). Null for anything else.
 */
function symbolChoice(sym: string): SymbolChoice | null {
  const parts = sym.split("/");
  const life = parts.length > 1 && parts[parts.length - 1] === "P";
  const halves = life ? parts.slice(0, -1) : parts;
  if (halves.length < 1 || halves.length > 2 || (!life && halves.length !== 2)) return null;
  if (!life && halves[0] === "2" && isColor(halves[1])) return { types: [halves[1]], generic: 2, life };
  if (!halves.every(isManaType) || halves[0] === halves[1]) return null;
  // {C} is a half only beside a colour, and never Phyrexian.
  if (halves.includes("C") && (life || !halves.some(isColor))) return null;
  return { types: halves, generic: 0, life };
}

function isColor(sym: string): sym is Color {
  return (COLORS as readonly string[]).includes(sym);
}

/**
 * 202.3: mana value; X is 0 except on the stack. 202.3f: a hybrid symbol counts its largest component ({2/W}:
 * 2); 202.3g: a Phyrexian symbol counts 1.
 */
export function manaValue(text: string | undefined): number {
  const c = parseCost(text);
  let n = c.generic + MANA_TYPES.reduce((k, t) => k + c.symbols[t], 0);
  for (const choice of c.choices ?? []) n += Math.max(1, choice.generic);
  return n;
}

/** 202.2: colours from the mana cost; 202.2d: a hybrid or Phyrexian symbol is each of its colours. */
export function colorsOfCost(text: string | undefined): Color[] {
  const c = parseCost(text);
  return COLORS.filter((col) => c.symbols[col] > 0 || (c.choices ?? []).some((h) => h.types.includes(col)));
}

/**
 * A cost with X fixed and extra generic added (shared, as parseCost's are: never mutate it). A negative
 * `extraGeneric` is a cost reduction (702.125a undaunted): it takes generic mana away, never below {0} (601.2f).
 */
export function concreteCost(text: string | undefined, x: number, extraGeneric = 0): ManaCost {
  const c = parseCost(text);
  if (c.x === 0 && extraGeneric === 0) return c;
  const generic = Math.max(0, c.generic + c.x * x + extraGeneric);
  const fixed: ManaCost = { generic, symbols: { ...c.symbols }, x: 0 };
  if (c.choices !== undefined) fixed.choices = c.choices;
  return fixed;
}
