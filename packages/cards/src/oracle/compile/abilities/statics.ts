/**
 * Static abilities (604): the fixed sentences of the DSL's static kinds, read by asking the generator how it writes
 * each for this card ("This creature can't block.", "Enchanted creature can't attack or block."), and the ones with
 * numbers and keywords: "Enchanted creature gets +1/+2 and has flying.", "Equipped creature gets +2/+0.",
 * "Creatures you control get +1/+1.", "All Sliver creatures have poisonous 1. (…)", "This creature enters with
 * three +1/+1 counters on it.", "If this creature was kicked, it enters with two +1/+1 counters on it."
 */
import {
  type Ability,
  type CardDef,
  COLOR_WORDS,
  type Color,
  type Modification,
  rulesTextOfAbility,
  type StaticEffect,
} from "@roundtable/engine";
import { keywordList } from "../phrases/keywords.ts";
import { filterOf } from "../phrases/nouns.ts";
import { refuse } from "../phrases/refusal.ts";
import { selfNameOf } from "../phrases/scope.ts";
import { SUBTYPES } from "../phrases/subtypes.ts";
import { numberOf } from "../phrases/text.ts";

/** The static kinds whose sentence has nothing to fill in. */
const FIXED: readonly StaticEffect[] = [
  { s: "cantBlock", affects: "self" },
  // 509.1b: "This creature can't be blocked." (any creature is a blocker it can't have)
  { s: "cantBeBlockedBy", affects: "self", filter: {} },
  { s: "attacksEachCombat", affects: "self" },
  { s: "entersTappedSelf" },
  { s: "cantAttackOrBlock", affects: "enchanted" },
  { s: "control", affects: "enchanted" },
  { s: "cantLose" },
  { s: "opponentsCantWin" },
  { s: "noLoseForLife" },
  { s: "lifeCantChange" },
  { s: "drawFromEmptyWins" },
  { s: "cantBeCountered" },
  { s: "entersUnderOpponentsControl" },
  { s: "chosenNameCantActivate" },
  { s: "asEntersChoose", choose: "opponent" },
  { s: "asEntersChoose", choose: "color" },
  { s: "asEntersChoose", choose: "cardName" },
];

const stat = (effect: StaticEffect): Ability => ({ kind: "static", effect });

/** "gets +N/+M", "has [keywords]", "gets +N/+M and has [keywords]" (singular or plural verbs). */
function modsOf(predicate: string): {
  power?: number;
  toughness?: number;
  keywords?: ReturnType<typeof keywordList>;
} {
  const m = predicate.match(/^(?:(?:gets|get) ([+-]\d+)\/([+-]\d+))?(?:(?: and )?(?:has|have) (.+))?$/);
  if (!m || (m[1] === undefined && m[3] === undefined))
    return refuse(predicate, "not a change the compiler knows");
  return {
    ...(m[1] !== undefined ? { power: Number(m[1]), toughness: Number(m[2]) } : {}),
    ...(m[3] !== undefined ? { keywords: keywordList(m[3], "and") } : {}),
  };
}

function layered(p: ReturnType<typeof modsOf>): Modification[] {
  return [
    ...(p.power !== undefined
      ? [{ m: "modifyPT" as const, power: p.power, toughness: p.toughness ?? 0 }]
      : []),
    ...(p.keywords ? [{ m: "keywords" as const, keywords: p.keywords }] : []),
  ];
}

/**
 * A spell's own static ability written before its text, which functions as it is cast or on the stack: 702.61a
 * "Split second (…)" (its reminder checked by the round trip), 118.9 "If you control a commander, you may cast this
 * spell without paying its mana cost." (903.3d), "You may pay 1 life and exile a blue card from your hand rather than
 * pay this spell's mana cost." (Force of Will). Undefined for any other line.
 */
export function spellStaticOf(text: string): Ability | undefined {
  const line = text.replace(/ \([^()]*\)$/, "");
  if (line === "Split second") return stat({ s: "splitSecond" });
  if (line === "If you control a commander, you may cast this spell without paying its mana cost.")
    return stat({ s: "alternativeCost", cost: { free: "ifYouControlACommander" } });
  const pitch = line.match(
    /^You may pay (\d+) life and exile an? (\w+) card from your hand rather than pay this spell's mana cost\.$/,
  );
  const color = pitch ? Object.entries(COLOR_WORDS).find(([, w]) => w === pitch[2])?.[0] : undefined;
  if (pitch && color !== undefined)
    return stat({ s: "alternativeCost", cost: { payLife: Number(pitch[1]), exileFromHand: color as Color } });
  return undefined;
}

/** The static abilities of a line (two for Platinum Angel's), or undefined if the line is none the compiler reads. */
export function staticsOf(def: CardDef, text: string): Ability[] | undefined {
  // A grant's reminder text (702.70a poisonous: "(Whenever a Sliver deals combat damage …)"), which the round trip
  // checks against the generator's.
  const line = text.replace(/ \([^()]*\)$/, "");
  if (line === "You can't lose the game and your opponents can't win the game.")
    return [stat({ s: "cantLose" }), stat({ s: "opponentsCantWin" })];
  for (const effect of FIXED) if (rulesTextOfAbility(def, stat(effect)) === line) return [stat(effect)];
  const loses = line.match(/^Enchanted creature loses (.+)\.$/);
  if (loses)
    return [
      stat({
        s: "continuous",
        affects: "enchanted",
        mods: [{ m: "loseKeywords", keywords: keywordList(loses[1], "and") }],
      }),
    ];
  const enchanted = line.match(/^Enchanted creature (.+)\.$/);
  if (enchanted) return [stat({ s: "modify", affects: "enchanted", ...modsOf(enchanted[1]) })];
  const equipped = line.match(/^Equipped creature (.+)\.$/);
  if (equipped) return [stat({ s: "continuous", affects: "equipped", mods: layered(modsOf(equipped[1])) })];
  // "Creatures you control get +1/+1.", "Other nontoken creatures you control have vigilance." (611.3a)
  const lower = line[0].toLowerCase() + line.slice(1);
  const group = lower.match(
    /^(other )?((?:[a-z]+ )*creatures (?:you|your opponents) control) ((?:get|have) .+)\.$/,
  );
  if (group) {
    const each = filterOf(group[2], true);
    return [
      stat({
        s: "continuous",
        affects: { each, ...(group[1] ? { other: true } : {}) },
        mods: layered(modsOf(group[3])),
      }),
    ];
  }
  // Every creature of a kind, whoever controls it: "All Sliver creatures have poisonous 1." (Virulent Sliver).
  const all = lower.match(/^all ((?:[A-Za-z]+ )*creatures) ((?:get|have) .+)\.$/);
  if (all) {
    const kind = all[1].match(/^([A-Z][a-z]+) creatures$/);
    const each =
      kind && SUBTYPES.has(kind[1])
        ? { types: ["Creature" as const], subtypes: [kind[1]] }
        : filterOf(all[1], true);
    return [stat({ s: "continuous", affects: { each }, mods: layered(modsOf(all[2])) })];
  }
  const self = rulesTextOfAbility(def, stat({ s: "entersTappedSelf" })).slice(0, -" enters tapped.".length);
  const blockedBy = line.match(/^(.+) can't be blocked by (.+)\.$/);
  if (blockedBy?.[1] === self)
    return [stat({ s: "cantBeBlockedBy", affects: "self", filter: filterOf(blockedBy[2], true) })];
  const entering = enteringWithCounters(def, self, line);
  if (entering) return [entering];
  return undefined;
}

/**
 * 614.1c: "This creature enters with three +1/+1 counters on it.", "… with a +1/+1 counter on it for each time it
 * was kicked." (702.33c–e: Gnarlid Pack), "If this creature was kicked, it enters with two +1/+1 counters on it."
 * (702.33e: Aether Figment). Undefined if the line is not about this card entering; refuses a kicked permanent
 * that enters with more than counters (Kavu Titan's "… on it and with trample").
 */
function enteringWithCounters(def: CardDef, self: string, line: string): Ability | undefined {
  const kicked = line.match(/^If (.+) was kicked, it enters with (.+)\.$/);
  const plain = line.match(/^(.+?) enters with (.+)\.$/);
  const what = kicked?.[1] === selfNameOf(def) ? kicked[2] : plain?.[1] === self ? plain[2] : undefined;
  if (what === undefined) return undefined;
  const m = what.match(/^(\w+) (.+?) counters? on it( for each time it was kicked)?$/);
  if (!m) return kicked ? refuse(what, "entering with more than counters (614.1c)") : undefined;
  const count = m[1] === "X" ? "X" : (numberOf(m[1]) ?? refuse(m[1], "not a number"));
  const n = m[3] === undefined ? count : count === "X" ? refuse(m[1], "not a number") : { perKick: count };
  return stat({ s: "entersWithCounters", counter: m[2], n, ...(kicked ? { ifKicked: true as const } : {}) });
}
