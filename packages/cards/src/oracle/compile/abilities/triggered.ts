/**
 * Triggered abilities (603): "When [this] enters, …", "When [this] dies, …", "Whenever [this] attacks, …", "At the
 * beginning of your upkeep, …", with an intervening "if" clause (603.4). The trigger conditions are read by asking
 * the generator how it writes each one for this card, so the two cannot disagree.
 */
import {
  type Ability,
  type CardDef,
  type Condition,
  type ObjectFilter,
  rulesTextOfAbility,
  type TriggerWhen,
} from "@roundtable/engine";
import { effectsOf } from "../effects/sentences.ts";
import { abilityWordOf } from "../phrases/abilityWords.ts";
import { conditionsFor } from "../phrases/conditions.ts";
import { filterOf } from "../phrases/nouns.ts";
import { NotUnderstood } from "../phrases/refusal.ts";
import { makeScope, type Scope } from "../phrases/scope.ts";
import { sentencesOf } from "../phrases/text.ts";

const STEPS = ["upkeep", "draw", "end"] as const;
const WHOSE = ["yours", "each", "chosen", "opponents"] as const;

/** The trigger events the compiler reads (the others need more than a sentence: linked abilities, chosen players). */
const TRIGGERS: readonly TriggerWhen[] = [
  { on: "entersBattlefield" },
  { on: "dies" },
  { on: "attacks" },
  { on: "leavesBattlefield" },
  { on: "equippedDies" }, // 603.10a: Skullclamp
  ...(["opponent", "player", "any"] as const).flatMap((to) =>
    [true, false].map((combat) => ({ on: "dealsDamage" as const, to, ...(combat ? { combat } : {}) })),
  ),
  ...STEPS.flatMap((step) =>
    WHOSE.filter((w) => w !== "chosen").map((whose) => ({ on: "beginningOfStep" as const, step, whose })),
  ),
  { on: "playerCasts", who: "any" },
  { on: "playerCasts", who: "opponent" },
  { on: "playerCasts", who: "you" },
  { on: "cycles", who: "any" },
  { on: "cycles", who: "you" },
  { on: "playsFromExile" }, // 601.3: Prosper, Tome-Bound
];

/** Who casts the spell, as the generator's `playerCasts` condition names them. */
const CASTER: Readonly<Record<string, "you" | "any" | "opponent">> = {
  "you cast": "you",
  "a player casts": "any",
  "an opponent casts": "opponent",
};

/**
 * The kind of spell cast: "enchantment", "instant or sorcery", "red", "noncreature", read as a permanent's noun (the
 * generator writes a spell's colours, "noncreature" and card types in that order, as it writes a permanent's); the
 * trigger's lead, asked of the generator, checks the reading.
 */
function spellFilterOf(words: string): ObjectFilter {
  try {
    return filterOf(words, false);
  } catch (e) {
    // A colour or "noncreature" alone: the noun without a card type.
    if (e instanceof NotUnderstood) return filterOf(`${words} permanent`, false);
    throw e;
  }
}

/**
 * Trigger events with a part read from the text: a kind of permanent ("Whenever another creature leaves …",
 * "Whenever a land you control enters, …"), a kind of spell ("Whenever you cast a noncreature spell, …"), a kind of
 * counter ("When you remove the last intervention counter from …").
 */
const FILTERED: readonly [RegExp, (m: RegExpMatchArray) => TriggerWhen][] = [
  // "Whenever a land you control enters, …" (landfall), "Whenever another creature you control enters, …"
  [
    /^Whenever (?:another|an?) (.+?) enters, /,
    (m) => ({ on: "anotherEnters", filter: filterOf(m[1], false) }),
  ],
  [
    /^Whenever another (.+?) leaves the battlefield, /,
    (m) => ({ on: "anotherLeaves", filter: filterOf(m[1], false) }),
  ],
  [/^Whenever an? (.+?) becomes tapped, /, (m) => ({ on: "becomesTapped", filter: filterOf(m[1], false) })],
  [
    /^Whenever (you cast|a player casts|an opponent casts) an? (.+?) spell, /,
    (m) => ({ on: "playerCasts", who: CASTER[m[1]], spell: spellFilterOf(m[2]) }),
  ],
  [
    /^When you remove the last ([a-z+\-/0-9]+) counter from /,
    (m) => ({ on: "lastCounterRemoved", counter: m[1] }),
  ],
];

/** The trigger events that fit the line: the fixed ones, and the filtered ones with the filter the line names. */
function candidates(line: string): TriggerWhen[] {
  const filtered = FILTERED.flatMap(([re, make]) => {
    const m = line.match(re);
    if (!m) return [];
    try {
      return [make(m)];
    } catch (e) {
      if (e instanceof NotUnderstood) return [];
      throw e;
    }
  });
  return [...TRIGGERS, ...filtered];
}

/**
 * The generator's text for a trigger (and condition) on this card, up to the effect: "When this creature enters, ".
 * Without the ability word a condition comes with ("Lieutenant — "), which is read before the ability (compile.ts).
 */
function lead(def: CardDef, when: TriggerWhen, condition?: Condition): string {
  const text = rulesTextOfAbility(def, {
    kind: "triggered",
    when,
    ...(condition ? { condition } : {}),
    effects: [{ e: "drawGame" }],
  });
  return (abilityWordOf(text)?.rest ?? text).slice(0, -"the game is a draw.".length);
}

/** Whether "that player" in the effects may be the player of the event ("that player discards a card"). */
function hasTriggeringPlayer(w: TriggerWhen): boolean {
  return (
    (w.on === "dealsDamage" && w.to !== "any") ||
    w.on === "playerCasts" ||
    (w.on === "beginningOfStep" && w.whose !== "yours")
  );
}

/**
 * The effects after the trigger condition. A refusal of their first sentence names the sentence as the card has it,
 * trigger condition and all.
 */
function effectsAfterTrigger(scope: Scope, line: string, rest: string) {
  const text = rest[0].toUpperCase() + rest.slice(1);
  try {
    return effectsOf(scope, text);
  } catch (e) {
    if (e instanceof NotUnderstood && e.sentence === sentencesOf(text)[0])
      throw new NotUnderstood(e.phrase, e.reason, sentencesOf(line)[0]);
    throw e;
  }
}

/** The triggered ability of a line, or undefined if no trigger condition the compiler reads opens it. */
export function triggeredOf(def: CardDef, line: string): Ability | undefined {
  let best: { when: TriggerWhen; lead: string } | undefined;
  for (const when of candidates(line)) {
    const l = lead(def, when);
    if (line.startsWith(l) && (best === undefined || l.length > best.lead.length)) best = { when, lead: l };
  }
  if (best === undefined) return undefined;
  const { when } = best;
  let rest = line.slice(best.lead.length);
  let condition: Condition | undefined;
  // An intervening "if" clause that names the source after a trigger event that doesn't ("At the beginning of
  // the end step, if this creature wasn't kicked, sacrifice it.", Skizzik): the effects call it "it".
  let namesSource = false;
  // 603.4: "if" right after the trigger condition is an intervening "if" clause. It is read here, before the effects,
  // whose "If …, …" branches (sentences.ts) know the same conditions: a branch never stands for one.
  if (rest.startsWith("if "))
    for (const c of conditionsFor(rest)) {
      const l = lead(def, when, c);
      if (line.startsWith(l)) {
        condition = c;
        rest = line.slice(l.length);
        namesSource =
          /^if (this \w+|that \w+) /.test(l.slice(best.lead.length)) || l.includes(`if ${def.name} `);
        break;
      }
    }
  // "When this creature enters, it deals …": the source is "it" except in an "At the beginning" trigger.
  const scope = makeScope(def, {
    selfIt: when.on !== "beginningOfStep" || namesSource,
    triggering: hasTriggeringPlayer(when),
    triggeringObject: when.on === "playerCasts",
    drawStep: when.on === "beginningOfStep" && when.step === "draw",
    kicks: true,
  });
  const effects = effectsAfterTrigger(scope, line, rest);
  return {
    kind: "triggered",
    when,
    ...(condition ? { condition } : {}),
    ...(scope.targets.length > 0 ? { targets: scope.targets } : {}),
    effects,
  };
}
