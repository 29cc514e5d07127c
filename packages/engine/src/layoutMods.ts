/**
 * What a layout's lasting effect (setup.ts `LayoutEffect`: a continuous effect of a resolved spell or ability
 * that outlasts its turn, 611.2a–b) may say: its durations, the modifications it may hold — each checked, as
 * a layout comes from JSON — in the order they are written (613.1's layers), and which of them can apply in
 * any order within their layer (613.7). layoutOf writes them (layoutOfDurations.ts), a loaded layout makes them
 * again (engine/game/effectsSetup.ts), and the scenario format names them (scenario/src/effects.ts).
 */
import { isNumberedKeyword, NUMBERED_NAMES } from "./cards/keywordInstances.ts";
import { COLOR_WORDS } from "./cards/rulesText/phrasing/words.ts";
import type { CardType, Duration, Keyword, Modification, Supertype } from "./cards/types.ts";
import { layerOf } from "./engine/characteristics/layers.ts";
import { showValue } from "./show.ts";

export { COLOR_WORDS };

/** Every duration but "until end of turn", which a layout, beginning a turn, never holds (514.2). */
export type LayoutDuration = Exclude<Duration, "endOfTurn">;

export const LAYOUT_DURATIONS: readonly LayoutDuration[] = [
  "untilYourNextTurn",
  "endOfYourNextTurn",
  "whileSourceOnBattlefield",
  "whileYouControlSource",
  "indefinitely",
];

/**
 * 601.3: how long a layout's permission to play exiled cards (`LayoutPlayer.mayPlay`) may last — any lasting
 * duration but "for as long as" a source (611.2b: none of the pool's permissions has a source that lasts).
 */
export const MAY_PLAY_DURATIONS = [
  "untilYourNextTurn",
  "endOfYourNextTurn",
  "indefinitely",
] as const satisfies readonly LayoutDuration[];

export type MayPlayDuration = (typeof MAY_PLAY_DURATIONS)[number];

/** The "for as long as" durations (611.2b), which end with their source: they need it. */
export const SOURCE_DURATIONS: readonly LayoutDuration[] = [
  "whileSourceOnBattlefield",
  "whileYouControlSource",
];

/** The kinds of modification a layout's effect holds, in the order they are written. */
export const MOD_KINDS = [
  "control",
  "types",
  "colors",
  "keywords",
  "loseAllAbilities",
  "loseKeywords",
  "protection",
  "setPT",
  "modifyPT",
  "switchPT",
  "cantActivate",
  "goaded",
] as const satisfies readonly Modification["m"][];

export type ModKind = (typeof MOD_KINDS)[number];

const keys = <T extends string>(o: Record<T, true>): T[] => Object.keys(o) as T[];

/**
 * Every keyword ability an effect may give (types.ts `Keyword`) but those written with a number (see `isKeyword`).
 * Not persist (702.79a) nor undying (702.93a): they trigger from a card's printed keywords only
 * (engine/triggers/persist.ts), so a layout's effect giving them would do nothing; nor undaunted (702.125a),
 * a spell's cost reduction read from the card's printed keywords (engine/spells/costChanges.ts), nor assist
 * (702.132a), a spell's payment read from them too (engine/spells/assist.ts).
 */
export const KEYWORDS: readonly Keyword[] = keys<
  Exclude<Keyword, "persist" | "undying" | "undaunted" | "assist">
>({
  flying: true,
  reach: true,
  "first strike": true,
  "double strike": true,
  trample: true,
  vigilance: true,
  haste: true,
  deathtouch: true,
  lifelink: true,
  defender: true,
  menace: true,
  hexproof: true,
  indestructible: true,
  flash: true,
  plainswalk: true,
  islandwalk: true,
  swampwalk: true,
  mountainwalk: true,
  forestwalk: true,
  wither: true,
  myriad: true,
  melee: true,
  fear: true,
  intimidate: true,
  shadow: true,
  horsemanship: true,
  skulk: true,
  shroud: true,
  prowess: true,
  exalted: true,
  flanking: true,
  "battle cry": true,
  infect: true,
  phasing: true,
});

/** The keywords written with a number, as a list of what is allowed names them. */
export const NUMBERED_KEYWORDS: readonly string[] = NUMBERED_NAMES.map((k) => `${k} N`);

/** Whether `k` names a keyword ability an effect may give: one of KEYWORDS, or "[name] N" (toxic 2, bushido 1). */
export function isKeyword(k: unknown): k is Keyword {
  return typeof k === "string" && ((KEYWORDS as readonly string[]).includes(k) || isNumberedKeyword(k));
}

/** The card types (205.2a) a permanent can become. */
export const CARD_TYPES: readonly CardType[] = keys<CardType>({
  Land: true,
  Creature: true,
  Artifact: true,
  Enchantment: true,
  Planeswalker: true,
  Instant: true,
  Sorcery: true,
  Battle: true,
  Dungeon: true,
  Scheme: true,
  Plane: true,
  Phenomenon: true,
  Vanguard: true,
});

export const SUPERTYPES: readonly Supertype[] = keys<Supertype>({
  Basic: true,
  Legendary: true,
  World: true,
  Snow: true,
  Ongoing: true,
});

/** The modifications ordered as they are written (MOD_KINDS). */
export function sortMods(mods: readonly Modification[]): Modification[] {
  return [...mods].sort((a, b) => MOD_KINDS.indexOf(a.m as ModKind) - MOD_KINDS.indexOf(b.m as ModKind));
}

/**
 * Whether two effects' modifications come out the same whichever applies first (613.7): those that only
 * add (a P/T change, keywords, protection, types "in addition to") or only switch; and whatever isn't in a
 * layer. Setting a characteristic, taking one away or changing control depends on the order.
 */
export function orderFree(a: Modification, b: Modification): boolean {
  const adds = (m: Modification): boolean =>
    m.m === "modifyPT" ||
    m.m === "keywords" ||
    m.m === "protection" ||
    m.m === "switchPT" ||
    (m.m === "types" && m.replace !== true);
  return layerOf(a) !== layerOf(b) || layerOf(a) === 0 || (adds(a) && adds(b)); // 0: not a layer (613.11)
}

/** A problem of one modification of a layout's effect: at `field` of it (none: the whole), what is wrong. */
export interface ModProblem {
  field?: string;
  message: string;
}

const isInt = (x: unknown): boolean => Number.isInteger(x);

/** A problem of a list that must hold only `allowed` values (and at least one, unless `empty`). */
function listProblem(
  v: unknown,
  allowed: readonly string[] | null,
  what: string,
  empty = false,
): string | null {
  if (!Array.isArray(v) || (!empty && v.length === 0))
    return `must be a list of ${what}${empty ? "" : ", at least one"}, got ${showValue(v)}`;
  const bad = v.find((x) => typeof x !== "string" || x === "" || (allowed !== null && !allowed.includes(x)));
  if (bad === undefined) return null;
  return allowed === null
    ? `must be a list of ${what}, got ${showValue(bad)}`
    : `${showValue(bad)} is not one of ${what} (${allowed.join(", ")})`;
}

/** A problem of a list of keywords (at least one): each one the engine knows (`isKeyword`). */
function keywordsProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length === 0) return listProblem(v, null, "keywords");
  const bad = v.find((k) => !isKeyword(k));
  if (bad === undefined) return null;
  return `${showValue(bad)} is not one of keywords (${[...KEYWORDS, ...NUMBERED_KEYWORDS].join(", ")})`;
}

/** The fields each modification kind has besides `m`, and what each must be. */
const FIELDS: Record<ModKind, Record<string, (v: unknown) => string | null>> = {
  control: {},
  types: {
    types: (v) => listProblem(v, CARD_TYPES, "card types", true),
    subtypes: (v) => listProblem(v, null, "subtypes", true),
    supertypes: (v) => listProblem(v, SUPERTYPES, "supertypes", true),
    replace: (v) => (typeof v === "boolean" ? null : `must be true or false, got ${showValue(v)}`),
  },
  colors: { colors: (v) => listProblem(v, Object.keys(COLOR_WORDS), "colors", true) },
  keywords: { keywords: keywordsProblem },
  loseAllAbilities: {},
  loseKeywords: { keywords: keywordsProblem },
  protection: { from: (v) => listProblem(v, Object.keys(COLOR_WORDS), "colors") },
  setPT: {
    power: (v) => (isInt(v) ? null : `must be a whole number, got ${showValue(v)}`),
    toughness: (v) => (isInt(v) ? null : `must be a whole number, got ${showValue(v)}`),
  },
  modifyPT: {
    power: (v) => (isInt(v) ? null : `must be a whole number, got ${showValue(v)}`),
    toughness: (v) => (isInt(v) ? null : `must be a whole number, got ${showValue(v)}`),
  },
  switchPT: {},
  cantActivate: {},
  goaded: {},
};

/** Fields a kind must have (the others of FIELDS may be left out). */
const REQUIRED: Partial<Record<ModKind, string[]>> = {
  colors: ["colors"],
  keywords: ["keywords"],
  loseKeywords: ["keywords"],
  protection: ["from"],
  setPT: ["power", "toughness"],
  modifyPT: ["power", "toughness"],
};

/**
 * What is wrong with one modification of a layout's effect, or null. A layout holds the plain ones: not a P/T
 * change counted per object (Coat of Arms), protection that spares Auras (702.16n), nor control given to a
 * player other than the effect's controller (an exchange, 701.12b, or a deploy, 804.2: `controlledBy`).
 */
export function modProblem(m: unknown): ModProblem | null {
  if (typeof m !== "object" || m === null || Array.isArray(m))
    return { message: `must be a modification {m, …}, got ${showValue(m)}` };
  const fields = m as Record<string, unknown>;
  const kind = fields.m;
  if (typeof kind !== "string" || !(MOD_KINDS as readonly string[]).includes(kind))
    return { field: "m", message: `must be one of ${MOD_KINDS.join(", ")}, got ${showValue(kind)}` };
  const allowed = FIELDS[kind as ModKind];
  for (const [k, v] of Object.entries(fields)) {
    if (k === "m") continue;
    const check = allowed[k];
    if (check === undefined)
      return { field: k, message: `a ${kind} modification of a layout's effect has no field "${k}"` };
    const problem = check(v);
    if (problem !== null) return { field: k, message: problem };
  }
  for (const k of REQUIRED[kind as ModKind] ?? [])
    if (fields[k] === undefined) return { field: k, message: "required" };
  if (kind === "types" && ["types", "subtypes", "supertypes"].every((k) => !(fields[k] as unknown[])?.length))
    return { message: "a types modification names at least one type, subtype or supertype" };
  return null;
}
