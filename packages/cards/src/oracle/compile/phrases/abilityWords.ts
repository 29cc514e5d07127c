/**
 * 207.2c: an ability word before an ability, followed by an em dash ("Landfall — Whenever a land you control enters,
 * …"), the words 207.2c lists, spelled as Oracle does at the start of a line, capitalized; and 207.2d: a flavor word,
 * tailored to its one ability and listed nowhere ("Pact Boon — Whenever you play a card from exile, …", Prosper,
 * Tome-Bound) — read as one when its words are capitalized, as Oracle prints them. Neither has a rules meaning.
 */

/** 207.2c's list of ability words. */
const ABILITY_WORDS: ReadonlySet<string> = new Set([
  "adamant",
  "addendum",
  "alliance",
  "battalion",
  "bloodrush",
  "celebration",
  "channel",
  "chroma",
  "cohort",
  "constellation",
  "converge",
  "council's dilemma",
  "coven",
  "delirium",
  "descend 4",
  "descend 8",
  "disappear",
  "domain",
  "eerie",
  "eminence",
  "enrage",
  "fateful hour",
  "fathomless descent",
  "ferocious",
  "flurry",
  "formidable",
  "grandeur",
  "hellbent",
  "heroic",
  "imprint",
  "infusion",
  "inspired",
  "join forces",
  "kinship",
  "landfall",
  "lieutenant",
  "magecraft",
  "metalcraft",
  "morbid",
  "opus",
  "pack tactics",
  "paradox",
  "parley",
  "radiance",
  "raid",
  "rally",
  "renew",
  "repartee",
  "revolt",
  "secret council",
  "spell mastery",
  "strive",
  "survival",
  "sweep",
  "tempting offer",
  "threshold",
  "undergrowth",
  "valiant",
  "vivid",
  "void",
  "will of the council",
]);

/** 207.2d: a flavor word as Oracle prints one — one to four capitalized words ("Mystic Arcanum", "Pact Boon"). */
const FLAVOR_WORD = /^[A-Z][a-z']*(?: [A-Z][a-z']*){0,3}$/;

/** The ability or flavor word opening a line and the text after its dash, or undefined if the line opens with none. */
export function abilityWordOf(line: string): { word: string; rest: string } | undefined {
  const m = line.match(/^([^—]+?) — (.+)$/);
  if (!m || !(ABILITY_WORDS.has(m[1].toLowerCase()) || FLAVOR_WORD.test(m[1]))) return undefined;
  return { word: m[1], rest: m[2] };
}
