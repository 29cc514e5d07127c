/**
 * 207.2c: an ability word before an ability, followed by an em dash ("Landfall — Whenever a land you control enters,
 * …"). Only the words 207.2c lists are read (a flavor word, 207.2d, is no ability word); their spelling at the start
 * of a line is Oracle's, capitalized.
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

/** The ability word opening a line and the text after its dash, or undefined if the line opens with none. */
export function abilityWordOf(line: string): { word: string; rest: string } | undefined {
  const m = line.match(/^([^—]+?) — (.+)$/);
  if (!m || !ABILITY_WORDS.has(m[1].toLowerCase())) return undefined;
  return { word: m[1], rest: m[2] };
}
