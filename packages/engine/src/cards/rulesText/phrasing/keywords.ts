/**
 * Keyword abilities (702) as Oracle writes them: the order of a keyword line, keywords named in a sentence,
 * and the reminder texts Oracle keeps.
 */
import { keywordValue, type NumberedKeyword } from "../../keywordInstances.ts";
import type { Keyword } from "../../types.ts";
import { andList, capitalize, numberWord, orList } from "./words.ts";

/** The order in which Oracle lists keyword abilities on a keyword line (`keywordLines`). */
const KEYWORD_ORDER: readonly Keyword[] = [
  "flash",
  "defender",
  "flying",
  "first strike",
  "double strike",
  "vigilance",
  "menace",
  "reach",
  // Oracle: "Flying, intimidate, trample" (Withengar Unbound).
  "fear",
  "intimidate",
  "shadow",
  "horsemanship",
  "skulk",
  "deathtouch",
  "trample",
  "lifelink",
  "haste",
  "plainswalk",
  "islandwalk",
  "swampwalk",
  "mountainwalk",
  "forestwalk",
  "wither",
  "hexproof",
  "indestructible",
];

/**
 * Keywords Oracle prints on a line of their own after the others, with their reminder text: myriad
 * (702.116a), melee (702.121a), infect (702.90b–c; "Flying\nInfect (…)", Plague Stinger) and persist (702.79a).
 */
export const OWN_LINE_KEYWORDS: Partial<Record<Keyword, string>> = {
  infect:
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
  myriad:
    "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)",
  melee:
    "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.)",
  persist:
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  // Oracle: "Flying, trample\nShroud (…)" (Simic Sky Swallower), "Defender, flying\nShroud (…)" (Wall of Denial).
  shroud: "Shroud (This creature can't be the target of spells or abilities.)",
  undying:
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
  // 702.125a, as Oracle's reminder text words it.
  undaunted: "Undaunted (This spell costs {1} less to cast for each opponent.)",
  prowess: "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
  exalted:
    "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)",
  flanking:
    "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
  "battle cry":
    "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)",
  // 702.26a, as Oracle's reminder text words it ("Flying\nPhasing (…)", Breezekeeper).
  phasing:
    "Phasing (This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.)",
};

/** The reminder texts of the numbered keywords that trigger in combat (702.45a, 702.23a, 702.130a, 702.68a). */
const COMBAT_NUMBERED: Partial<Record<NumberedKeyword, (n: number) => string>> = {
  bushido: (n) => `Whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn.`,
  rampage: (n) =>
    `Whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.`,
  afflict: (n) => `Whenever this creature becomes blocked, defending player loses ${n} life.`,
  frenzy: (n) => `Whenever this creature attacks and isn't blocked, it gets +${n}/+0 until end of turn.`,
};

/** "a poison counter", "three poison counters". */
export function poisonCounters(n: number): string {
  return n === 1 ? "a poison counter" : `${numberWord(n)} poison counters`;
}

/**
 * A keyword's own line, if Oracle gives it one: those above, toxic N (702.164c) with its reminder text
 * ("Deathtouch\nToxic 1 (Players dealt combat damage by this creature also get a poison counter.)") and
 * poisonous N with the reminder text of 702.70a ("Poisonous 2 (Whenever this creature deals combat damage to a
 * player, that player gets two poison counters.)").
 */
export function ownLine(k: Keyword): string | undefined {
  const toxic = keywordValue(k, "toxic");
  if (toxic !== undefined)
    return `Toxic ${toxic} (Players dealt combat damage by this creature also get ${poisonCounters(toxic)}.)`;
  const poisonous = keywordValue(k, "poisonous");
  if (poisonous !== undefined)
    return `Poisonous ${poisonous} (${poisonousReminder("this creature", poisonous)})`;
  for (const [name, reminder] of Object.entries(COMBAT_NUMBERED) as [
    NumberedKeyword,
    (n: number) => string,
  ][]) {
    const n = keywordValue(k, name);
    if (n !== undefined) return `${capitalize(name)} ${n} (${reminder(n)})`;
  }
  return OWN_LINE_KEYWORDS[k];
}

/**
 * The reminder of a numbered keyword that triggers (poisonous N, 702.70a; bushido, rampage, afflict, frenzy N)
 * with `who` for "this creature" ("a Sliver": "(Whenever a Sliver attacks and isn't blocked, …)", Frenzy
 * Sliver); undefined for other keywords.
 */
export function numberedReminder(k: Keyword, who: string): string | undefined {
  const poisonous = keywordValue(k, "poisonous");
  if (poisonous !== undefined) return poisonousReminder(who, poisonous);
  for (const [name, reminder] of Object.entries(COMBAT_NUMBERED) as [
    NumberedKeyword,
    (n: number) => string,
  ][]) {
    const n = keywordValue(k, name);
    if (n !== undefined) return reminder(n).replace("this creature", who);
  }
  return undefined;
}

/** 702.70a: what poisonous N does, with `who` dealing the damage ("this creature", "a Sliver", "it"). */
export function poisonousReminder(who: string, n: number): string {
  return `Whenever ${who} deals combat damage to a player, that player gets ${poisonCounters(n)}.`;
}

/**
 * Keywords' reminder texts as Oracle prints them: on a lone keyword (702.80a wither; 702.36b fear, 702.13b
 * intimidate, 702.28b shadow, 702.31b horsemanship, 702.118b skulk), on shroud's own line (702.18a), after a grant
 * (`grantReminder`), and on the cards that keep every keyword's reminder (`CardDef.keywordReminders`: 702.19b
 * lifelink, 702.2b deathtouch; 702.19b trample, of a token such a card creates).
 */
const REMINDERS: Partial<Record<Keyword, string>> = {
  wither: "This deals damage to creatures in the form of -1/-1 counters.",
  fear: "This creature can't be blocked except by artifact creatures and/or black creatures.",
  intimidate:
    "This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.",
  shadow: "This creature can block or be blocked by only creatures with shadow.",
  horsemanship: "This creature can't be blocked except by creatures with horsemanship.",
  skulk: "This creature can't be blocked by creatures with greater power.",
  shroud: "This creature can't be the target of spells or abilities.",
  lifelink: "Damage dealt by this creature also causes you to gain that much life.",
  trample: "This creature can deal excess combat damage to the player or planeswalker it's attacking.",
  deathtouch: "Any amount of damage this deals to a creature is enough to destroy it.",
};

/** The keywords whose reminder Oracle keeps on a lone keyword line. */
const LONE_REMINDED: readonly Keyword[] = ["wither", "fear", "intimidate", "shadow", "horsemanship", "skulk"];

/**
 * The keywords whose reminder Oracle keeps beside other keywords too, a semicolon parting them from the others
 * before it: "Haste; horsemanship (…)" (Lu Bu, Master-at-Arms).
 */
const ALWAYS_REMINDED: readonly Keyword[] = ["horsemanship"];

/** The keywords whose reminder Oracle prints after a sentence granting them (Fear, Lightning Greaves). */
const GRANT_REMINDED: readonly Keyword[] = [
  "fear",
  "intimidate",
  "shadow",
  "horsemanship",
  "skulk",
  "shroud",
];

/**
 * The reminders Oracle prints after a sentence granting keywords, for one permanent ("Enchanted creature has
 * fear. (It can't be blocked …)", Fear) or several ("(Each of those creatures can't be blocked …)", Hideous
 * Visage); "" when none of them has one (haste: "Equipped creature has haste and shroud. (It can't be the
 * target of spells or abilities.)", Lightning Greaves).
 */
export function grantReminder(keywords: readonly Keyword[], plural: boolean): string {
  return remindersOf(
    keywords.filter((k) => GRANT_REMINDED.includes(k)),
    plural,
  );
}

/**
 * The reminders of a created token's keywords, on a card that keeps every keyword's reminder
 * (`CardDef.keywordReminders`): "Create a 7/7 green Elemental creature token with trample. (It can deal excess
 * combat damage to the player or planeswalker it's attacking.)" (Voice of the Woods); "" when none has one.
 */
export function tokenKeywordReminder(keywords: readonly Keyword[], plural: boolean): string {
  return remindersOf(keywords, plural);
}

/** The reminders of those of the keywords that have one, each " (…)", about "It" or "Each of those creatures". */
function remindersOf(keywords: readonly Keyword[], plural: boolean): string {
  const who = plural ? "Each of those creatures" : "It";
  return keywords
    .filter((k) => REMINDERS[k] !== undefined)
    .map((k) => ` (${REMINDERS[k]!.replace(/^This creature/, who)})`)
    .join("");
}

/** A keyword with its reminder text, on a line of its own ("Lifelink (Damage dealt by …)"). */
function remindedLine(k: Keyword): string {
  return REMINDERS[k] === undefined ? capitalize(k) : `${capitalize(k)} (${REMINDERS[k]})`;
}

/** 702.40a, as Oracle prints it in storm's reminder text. */
const STORM_REMINDER =
  "When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.";

/** 702.84a, as Oracle prints it inside unearth's reminder text. */
export const UNEARTH_REMINDER =
  "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield.";

/** Keywords in the order of a keyword line ("Flying, first strike, lifelink"). */
function sortKeywords(ks: readonly Keyword[]): Keyword[] {
  return [...ks].sort((a, b) => KEYWORD_ORDER.indexOf(a) - KEYWORD_ORDER.indexOf(b));
}

/**
 * Keywords named in a sentence ("has lifelink and trample", "gains flying and haste", "without flying or
 * reach"), in the definition's order: there Oracle keeps each card's printed order, which follows no one
 * order (Loxodon Warhammer "has trample and lifelink", Behemoth Sledge "has lifelink and trample", Swiftfoot
 * Boots "has hexproof and haste"). Only a keyword line is put in order (`keywordLines`).
 */
export function keywordList(ks: readonly Keyword[], conj: "and" | "or" = "and"): string {
  return conj === "and" ? andList(ks) : orList(ks);
}

/**
 * A card's keyword lines: "Flash" on a line of its own, then the others on one line; `everyReminder`: the card
 * keeps every keyword's reminder text (`CardDef.keywordReminders`).
 */
export function keywordLines(keywords: readonly Keyword[], everyReminder = false): string[] {
  // A card that keeps every keyword's reminder prints each on a line of its own, in its printed order
  // ("Skulk (…)\nLifelink (…)", Vampire Cutthroat).
  if (everyReminder) return keywords.map((k) => ownLine(k) ?? remindedLine(k));
  const own = keywords.filter((k) => ownLine(k) !== undefined);
  const sorted = sortKeywords(keywords.filter((k) => ownLine(k) === undefined));
  const lines: string[] = [];
  // Oracle gives flash a line of its own ("Flash\nDeathtouch", "Flash\nFlying").
  if (sorted[0] === "flash") {
    lines.push("Flash");
    sorted.shift();
  }
  const kept = sorted.filter((k) => ALWAYS_REMINDED.includes(k));
  if (sorted.length > 1 && kept.length > 0) {
    const others = sorted.filter((k) => !kept.includes(k)).join(", ");
    lines.push(capitalize([others, ...kept.map((k) => `${k} (${REMINDERS[k]})`)].join("; ")));
  } else if (sorted.length > 0) lines.push(capitalize(sorted.join(", ")));
  // Oracle keeps the reminder text of a lone keyword that has one (702.80a wither).
  if (sorted.length === 1 && LONE_REMINDED.includes(sorted[0]))
    lines[lines.length - 1] += ` (${REMINDERS[sorted[0]]})`;
  for (const k of own) lines.push(ownLine(k)!);
  return lines;
}

/** 702.40a: Oracle prints storm, with its reminder text, after the spell's text. */
export const STORM_LINE = `Storm (${STORM_REMINDER})`;

/** 702.29a: "Cycling [cost] ([cost], Discard this card: Draw a card.)" */
export function cyclingLine(cost: string | undefined): string {
  return `Cycling ${cost} (${cost}, Discard this card: Draw a card.)`;
}

/** 702.84a: "Unearth [cost]" with its reminder text. */
export function unearthLine(cost: string | undefined): string {
  return `Unearth ${cost} (${cost}: ${UNEARTH_REMINDER} Unearth only as a sorcery.)`;
}

/** 702.21a: "Ward [cost]" with its reminder text; `self` is "this creature" or "this permanent". */
/** 702.24a: "Cumulative upkeep {1}" and its reminder text, as Oracle prints it (Mystic Remora). */
export function cumulativeUpkeepLine(cost: string): string {
  return `Cumulative upkeep ${cost} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)`;
}

export function wardLine(self: string, cost: string): string {
  return `Ward ${cost} (Whenever ${self} becomes the target of a spell or ability an opponent controls, counter it unless that player pays ${cost}.)`;
}
