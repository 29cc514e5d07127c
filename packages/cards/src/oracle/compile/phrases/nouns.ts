/**
 * Nouns: object filters ("nonland permanent", "creatures without flying", "Forests you control") and target
 * specs (115: "target creature an opponent controls", "up to one other target creature", "any target").
 */
import {
  type CardType,
  COLOR_WORDS,
  type Color,
  type ObjectFilter,
  pluralSubtype,
  type TargetSpec,
} from "@roundtable/engine";
import { keywordList } from "./keywords.ts";
import { refuse } from "./refusal.ts";
import { SUBTYPES } from "./subtypes.ts";
import { numberOf } from "./text.ts";

const TYPE_WORDS: Record<string, CardType> = {
  artifact: "Artifact",
  creature: "Creature",
  enchantment: "Enchantment",
  land: "Land",
  planeswalker: "Planeswalker",
  battle: "Battle",
  instant: "Instant",
  sorcery: "Sorcery",
};

/** A card type word, singular or plural ("creature", "creatures", "sorceries"), or undefined. */
function typeWord(word: string, plural: boolean): CardType | undefined {
  if (!plural) return TYPE_WORDS[word];
  if (word === "sorceries") return "Sorcery";
  return word.endsWith("s") ? TYPE_WORDS[word.slice(0, -1)] : undefined;
}

/** The subtypes by their plurals as the generator writes them ("Walls", "Elves", "Kithkin"); made when first needed. */
let pluralSubtypes: ReadonlyMap<string, string> | undefined;

/** A subtype, singular or plural as the generator writes it ("Wall"/"Walls", "Elf"/"Elves"), or undefined. */
function subtypeWord(word: string, plural: boolean): string | undefined {
  if (!plural) return SUBTYPES.has(word) ? word : undefined;
  pluralSubtypes ??= new Map([...SUBTYPES].map((t) => [pluralSubtype(t), t]));
  return pluralSubtypes.get(word);
}

/** The colours by their words (105.1): "white" is W. */
const COLOR_OF: Readonly<Record<string, Color>> = Object.fromEntries(
  Object.entries(COLOR_WORDS).map(([c, w]) => [w, c as Color]),
);
const COLOR = `(?:${Object.values(COLOR_WORDS).join("|")})`;

/** Items of "a, b, or c" / "a or b" / "as and/or bs". */
function listItems(phrase: string, plural: boolean): string[] {
  const conj = plural ? "and/or" : "or";
  return phrase.split(new RegExp(`, ${conj} |, | ${conj} `));
}

/** The qualifiers after the noun, in the generator's order (filters.ts `qualify`). */
const QUALIFIERS: readonly [RegExp, (m: RegExpMatchArray, plural: boolean) => ObjectFilter][] = [
  [
    / with ([a-z ,]+?)(?= without| you| an opponent| your opponents|$)/,
    (m) => ({ with: keywordList(m[1], "and") }),
  ],
  [
    / without ([a-z ,]+?)(?= you| an opponent| your opponents|$)/,
    (m) => ({ without: keywordList(m[1], "or") }),
  ],
  [/ you control(?= you|$)/, () => ({ controller: "you" })],
  [
    / an opponent controls(?= you|$)/,
    (_m, plural) => (plural ? refuse("an opponent controls") : { controller: "opponent" }),
  ],
  [
    / your opponents control(?= you|$)/,
    (_m, plural) => (plural ? { controller: "opponent" } : refuse("your opponents control")),
  ],
  [/ you own$/, () => ({ owner: "you" })],
  [/ you don't own$/, () => ({ owner: "notYou" })],
];

/**
 * An object filter from a noun phrase: prefixes ("nontoken", "nonlegendary", "nonbasic", "noncreature", "nonland",
 * "non-Wall", "nonartifact", "nonblack", colours: "white"), the card types or subtypes ("artifact or enchantment", "Forests") or both ("Cleric creature"),
 * "permanent(s)", and the qualifiers (keywords, controller, owner).
 */
export function filterOf(phrase: string, plural: boolean): ObjectFilter {
  let rest = phrase;
  let tail: ObjectFilter = {};
  for (const [re, make] of QUALIFIERS) {
    const m = rest.match(re);
    if (m?.index === undefined) continue;
    tail = { ...tail, ...make(m, plural) };
    rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length);
  }
  const f: ObjectFilter = {};
  for (;;) {
    // The colours ("white", "black or green"); the "non-" list, its items separated by commas ("nonartifact,
    // nonblack"), as filters.ts writes them.
    const colors = rest.match(new RegExp(`^(${COLOR}(?:(?:,? or |, )${COLOR})*) `));
    if (colors) {
      f.colors = listItems(colors[1], false).map((w) => COLOR_OF[w]);
      rest = rest.slice(colors[0].length);
      continue;
    }
    const m = rest.match(
      new RegExp(
        `^(nontoken|nonlegendary|nonbasic|noncreature|nonland|non-([A-Z][a-z]+)|non(${COLOR})|non([a-z]+)),? `,
      ),
    );
    if (!m) break;
    const notType = m[4] !== undefined ? typeWord(m[4], false) : undefined;
    if (m[2] !== undefined) {
      if (!SUBTYPES.has(m[2])) refuse(m[0].trim(), "not a subtype");
      f.notSubtypes = [...(f.notSubtypes ?? []), m[2]];
    } else if (m[3] !== undefined) f.notColors = [...(f.notColors ?? []), COLOR_OF[m[3]]];
    else if (m[4] !== undefined && notType === undefined) refuse(m[0].trim(), "not a card type or colour");
    else if (notType !== undefined) f.notTypes = [...(f.notTypes ?? []), notType];
    else if (m[1] === "nontoken") f.nontoken = true;
    else if (m[1] === "nonlegendary") f.nonlegendary = true;
    else if (m[1] === "nonbasic") f.nonbasic = true;
    else if (m[1] === "noncreature") f.noncreature = true;
    else f.nonland = true;
    rest = rest.slice(m[0].length);
  }
  // "Cleric creature", "Goblin or Elf creatures": subtypes before their card type (205.3), as the generator writes them.
  const typed = rest.match(/^([A-Z][\w'-]*(?:(?:,? or |, )[A-Z][\w'-]*)*) ([a-z].*)$/);
  const named = typed ? listItems(typed[1], false) : [];
  if (typed && named.every((t) => SUBTYPES.has(t))) {
    f.subtypes = named;
    rest = typed[2];
  }
  if (rest !== (plural ? "permanents" : "permanent")) {
    const items = listItems(rest, plural);
    const types = items.map((w) => typeWord(w, plural));
    const subtypes = items.map((w) => subtypeWord(w, plural));
    if (types.every((t) => t !== undefined)) f.types = types as CardType[];
    else if (subtypes.every((t) => t !== undefined)) f.subtypes = subtypes as string[];
    else refuse(rest, "not a card type or subtype");
  }
  return { ...f, ...tail };
}

const same = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the filter is its types alone (no qualifier the special target kinds could not carry). */
function onlyTypes(f: ObjectFilter): boolean {
  return Object.keys(f).every((k) => k === "types");
}

/** The target spec for a noun ("creature", "player or planeswalker", "instant or sorcery spell"). */
export function targetOfNoun(noun: string, plural: boolean): TargetSpec {
  const s = plural ? "s" : "";
  const fixed: Record<string, TargetSpec["kind"]> = {
    [`player${s}`]: "player",
    [`opponent${s}`]: "opponent",
    [plural ? "players and/or planeswalkers" : "player or planeswalker"]: "playerOrPlaneswalker",
    [plural ? "spells and/or permanents" : "spell or permanent"]: "spellOrPermanent",
    [`spell${s}`]: "spell",
  };
  if (fixed[noun] !== undefined) return { kind: fixed[noun] };
  const spell = noun.match(plural ? /^(.+) spells$/ : /^(.+) spell$/);
  if (spell) {
    const types = spell[1]
      .split(" or ")
      .map((w) => typeWord(w, false) ?? refuse(spell[1], "not a spell type"));
    return { kind: "spell", filter: { types } };
  }
  const f = filterOf(noun, plural);
  const { types, ...rest } = f;
  const filter = (x: ObjectFilter) => (Object.keys(x).length > 0 ? { filter: x } : {});
  if (same(types, ["Creature"])) return { kind: "creature", ...filter(rest) };
  if (same(types, ["Enchantment"]) && onlyTypes(f)) return { kind: "enchantment" };
  if (same(types, ["Artifact", "Enchantment"]) && onlyTypes(f)) return { kind: "artifactOrEnchantment" };
  if (same(types, ["Creature", "Planeswalker"])) return { kind: "creatureOrPlaneswalker", ...filter(rest) };
  return { kind: "permanent", ...filter(f) };
}

/**
 * A target phrase (115): "any target", "target creature", "another target nonland permanent", "up to one target
 * creature", "one or two targets", "up to three target creatures"; undefined if the phrase names no target.
 */
export function targetOf(phrase: string): TargetSpec | undefined {
  if (phrase === "any target") return { kind: "any" };
  if (phrase === "up to one target") return { kind: "any", min: 0 };
  const one = phrase.match(/^(up to one other |up to one |another )?target (.+)$/);
  if (one) {
    const spec = targetOfNoun(one[2], false);
    const lead = one[1] ?? "";
    if (lead === "") return spec;
    if (spec.kind === "any") return undefined;
    return lead === "another "
      ? { ...spec, other: true }
      : { ...spec, min: 0, ...(lead.includes("other") ? { other: true } : {}) };
  }
  // 107.1c: "any number" may be zero.
  if (phrase === "any number of targets") return { kind: "any", min: 0, max: null };
  const range = phrase.match(/^((?:\w+, )*\w+,? or \w+) (targets|target .+)$/);
  if (range) {
    const ns = range[1].split(/,? or |, /).map(numberOf);
    if (ns.some((n) => n === undefined)) return undefined;
    const spec =
      range[2] === "targets"
        ? { kind: "any" as const }
        : targetOfNoun(range[2].slice("target ".length), true);
    return { ...spec, min: ns[0], max: ns[ns.length - 1] };
  }
  const many = phrase.match(/^(up to )?(\w+) (other )?(targets|target .+)$/);
  if (!many) return undefined;
  const n = numberOf(many[2]);
  if (n === undefined || n < 2) return undefined;
  const spec =
    many[4] === "targets" ? { kind: "any" as const } : targetOfNoun(many[4].slice("target ".length), true);
  return { ...spec, min: many[1] ? 0 : n, max: n, ...(many[3] ? { other: true } : {}) };
}
