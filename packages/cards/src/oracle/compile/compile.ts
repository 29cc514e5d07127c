/**
 * The Oracle-text compiler (docs/cards.md): an Oracle table entry in, a card definition or a refusal out. Each line
 * of the text is one ability or keyword line (113.2) and is read by the first template family that knows its
 * shape; a phrase no family understands refuses the card, naming the sentence and the phrase. A definition read
 * from every line is still accepted only if its generated rules text equals the Oracle text exactly
 * (`acceptDefinition`): whatever the readers got wrong shows up there, and the card is refused, never guessed.
 */
import {
  type Ability,
  type CardDef,
  type Keyword,
  rulesTextOfAbility,
  type TargetSpec,
} from "@roundtable/engine";
import type { OracleCard } from "../table.ts";
import { activatedOf } from "./abilities/activated.ts";
import { additionalCostOf } from "./abilities/additionalCost.ts";
import { baseDefinition, onlyFace } from "./abilities/characteristics.ts";
import { enchantOf } from "./abilities/enchant.ts";
import { flashbackOf, keywordAbilityOf, kickerOf, spectacleOf } from "./abilities/keywordAbilities.ts";
import { spellOf } from "./abilities/spell.ts";
import { spellStaticOf, staticsOf } from "./abilities/statics.ts";
import { triggeredOf } from "./abilities/triggered.ts";
import { acceptDefinition } from "./accept.ts";
import { abilityWordOf } from "./phrases/abilityWords.ts";
import { keywordLine } from "./phrases/keywords.ts";
import { costReminders, withoutReminders } from "./phrases/mana.ts";
import { NotUnderstood, type Refusal, refuse } from "./phrases/refusal.ts";

export type Compiled = { ok: true; def: CardDef } | { ok: false; refusal: Refusal };

/** Runs a line's reader; a refusal without a sentence gets the line. */
function onLine<T>(line: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof NotUnderstood && e.sentence === undefined)
      throw new NotUnderstood(e.phrase, e.reason, line);
    throw e;
  }
}

/**
 * 207.2c–d: the activated or triggered ability after an ability or flavor word. The word is the ability's `abilityWord`, unless
 * the generator writes it from the ability's effects or condition already (will of the council, lieutenant).
 */
function wordedAbility(def: CardDef, word: string, rest: string): Ability {
  const a = activatedOf(def, rest) ?? triggeredOf(def, rest);
  if (a?.kind !== "activated" && a?.kind !== "triggered")
    return refuse(
      rest,
      "an ability or flavor word before an ability that is neither activated nor triggered (207.2c–d)",
    );
  return rulesTextOfAbility(def, a).startsWith(`${word} — `) ? a : { ...a, abilityWord: word };
}

/** A permanent's ability line: activated or mana, triggered, or static, after an ability word or not. */
function abilityLine(def: CardDef, line: string): Ability[] {
  const worded = abilityWordOf(line);
  if (worded) return [wordedAbility(def, worded.word, worded.rest)];
  // 305.6: a basic land type's mana ability is printed as reminder text.
  const reminder = line.match(/^\((.+)\)$/);
  const ability =
    activatedOf(def, reminder ? reminder[1] : line) ?? (reminder ? undefined : triggeredOf(def, line));
  if (ability) return [ability];
  return staticsOf(def, line) ?? refuse(line, "no template matches the line");
}

/** 702.33b–c: the engine's kicker is one cost, paid once or, for multikicker, any number of times. */
function withKicker(def: CardDef, kicker: Pick<CardDef, "kicker" | "multikicker">, line: string): CardDef {
  if (def.kicker !== undefined || def.multikicker !== undefined)
    refuse(line, "two kicker costs (702.33b–c): the engine's kicker is one cost");
  return { ...def, ...kicker };
}

/**
 * 601.2b, 702.34a: an additional cost or a flashback cost. Cast from the graveyard, the engine sacrifices for the
 * flashback cost in place of the additional cost (`castingCost`): a card whose two costs both sacrifice is refused.
 * (A second line of either is not written by the generator: the round trip refuses it.)
 */
function withCost(def: CardDef, cost: Pick<CardDef, "additionalCost" | "flashback">, line: string): CardDef {
  const next = { ...def, ...cost };
  if (next.additionalCost?.sacrifice !== undefined && next.flashback?.sacrifice !== undefined)
    refuse(
      line,
      "an additional cost and a flashback cost that both sacrifice (601.2b, 702.34a): the engine's cast from the graveyard pays one",
    );
  return next;
}

function build(card: OracleCard): CardDef {
  let base = baseDefinition(card);
  // 107.4f: the reminders of Phyrexian symbols, which the generator writes from the costs.
  const reminders = costReminders(base.cost);
  const lines = (onlyFace(card).text ?? "")
    .split("\n")
    .filter((l) => l.length > 0 && !reminders.includes(l))
    .map(withoutReminders);
  const isSpell = base.types.includes("Instant") || base.types.includes("Sorcery");
  const keywords: Keyword[] = [];
  const abilities: Ability[] = [];
  const spellLines: string[] = [];
  let enchant: TargetSpec | undefined;
  for (const line of lines)
    onLine(line, () => {
      const enchantLine = enchantOf(base, line);
      const kicker = kickerOf(line);
      const flashback = flashbackOf(line);
      const spectacle = spectacleOf(line); // 702.137a
      const additionalCost = additionalCostOf(line);
      const kws = keywordLine(base, line);
      const keywordAbility = keywordAbilityOf(line);
      const spellStatic = isSpell ? spellStaticOf(line) : undefined; // 702.61a, 118.9
      if (enchantLine) {
        enchant = enchantLine.enchant;
        // The text of later lines may name it ("You control enchanted permanent.").
        base = { ...base, ...enchantLine };
      } else if (kicker) base = withKicker(base, kicker, line);
      else if (additionalCost) base = withCost(base, { additionalCost }, line);
      // 702.34a: only an instant or sorcery spell is cast from the graveyard for its flashback cost.
      else if (flashback && isSpell) base = withCost(base, { flashback }, line);
      else if (flashback)
        refuse(line, "flashback on a permanent card (702.34a: only instants and sorceries)");
      else if (spectacle) base = { ...base, spectacle };
      else if (kws) {
        keywords.push(...kws.keywords);
        if (kws.keywordReminders) base = { ...base, keywordReminders: true };
      } else if (keywordAbility) abilities.push(keywordAbility);
      else if (spellStatic) abilities.push(spellStatic);
      else if (isSpell && line !== "This spell can't be countered.") spellLines.push(line);
      else abilities.push(...abilityLine(base, line));
    });
  const spell = isSpell ? onLine(spellLines.join("\n"), () => spellOf(base, spellLines)) : undefined;
  const { enchant: _, ...characteristics } = base;
  return {
    ...characteristics,
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(enchant ? { enchant } : {}),
    ...(abilities.length > 0 ? { abilities } : {}),
    ...(spell ? { spell } : {}),
  };
}

/** Compiles one Oracle table entry: its definition, or a refusal naming the sentence and phrase not understood. */
export function compileOracle(card: OracleCard): Compiled {
  let def: CardDef;
  try {
    def = build(card);
  } catch (e) {
    if (!(e instanceof NotUnderstood)) throw e;
    return {
      ok: false,
      refusal: { card: card.name, sentence: e.sentence ?? e.phrase, phrase: e.phrase, reason: e.reason },
    };
  }
  const accepted = acceptDefinition(def, card);
  if (!accepted.ok) {
    // 111.10: a predefined token's reminder text as the card prints it — none (Prosper, Tome-Bound), or calling the
    // token "this artifact" (Smothering Tithe): wording only, tried when the usual reminder doesn't match.
    for (const wording of TOKEN_REMINDERS) {
      const worded = { ...def, ...wording };
      if (acceptDefinition(worded, card).ok) return { ok: true, def: worded };
    }
    const line = accepted.line ?? "";
    return { ok: false, refusal: { card: card.name, sentence: line, phrase: line, reason: accepted.reason } };
  }
  return { ok: true, def };
}

/** The other wordings of a predefined token's reminder text (types.ts `tokenReminder`, `tokenReminderArtifact`). */
const TOKEN_REMINDERS: readonly Pick<CardDef, "tokenReminder" | "tokenReminderArtifact">[] = [
  { tokenReminder: false },
  { tokenReminderArtifact: true },
];
