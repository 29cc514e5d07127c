/**
 * A card's rules text, assembled line by line in Oracle's order: the reminder of the mana cost's Phyrexian
 * symbols (107.4f), the ante line (407.3), "This spell can't be countered." (113.6g), "Enchant …" (303.4),
 * keywords (702), the characteristic-defining ability (604.3), the abilities, persist (702.79a), and a
 * spell's text.
 */
import { partnerLine } from "../partner.ts";
import type { Ability, CardDef, Cda, Effect, Keyword, TargetSpec } from "../types.ts";
import { abilityText } from "./abilities.ts";
import { abilityWordLead } from "./abilityWords.ts";
import { dungeonLines } from "./dungeon.ts";
import { choiceOfModes, type ModeWriter, modeTexts, opponentModeText } from "./modes.ts";
import { makeCtx } from "./phrasing/context.ts";
import { additionalCostLine, flashbackCostText } from "./phrasing/costs.ts";
import { filterNoun, graveyardCardsNoun } from "./phrasing/filters.ts";
import { keywordLines, STORM_LINE } from "./phrasing/keywords.ts";
import { phyrexianReminder, phyrexianSymbols } from "./phrasing/phyrexian.ts";
import { targetNoun } from "./phrasing/targets.ts";
import { withArticle } from "./phrasing/words.ts";
import { effectsText } from "./sentences.ts";
import { triggerModes } from "./triggered.ts";

type Spell = NonNullable<CardDef["spell"]>;

export function rulesText(def: CardDef): string {
  if (def.text !== undefined) return def.text;
  if (def.rooms !== undefined) return dungeonLines(def).join("\n"); // 309.4
  const lines: string[] = [];
  // 107.4f: Oracle opens with the reminder of each Phyrexian symbol of the mana cost (Dismember).
  const reminded = new Set(phyrexianSymbols(def.cost));
  lines.push(...[...reminded].map(phyrexianReminder));
  // 904.11: Oracle opens an ongoing scheme with its reminder text.
  if (def.types.includes("Scheme") && def.supertypes?.includes("Ongoing"))
    lines.push("(An ongoing scheme remains face up until it's abandoned.)");
  // 407.3: the ante cards' first line.
  if (def.ante)
    lines.push(`Remove ${def.name} from your deck before playing if you're not playing for ante.`);
  // 113.6g: Oracle opens with "This spell can't be countered." (Supreme Verdict, Carnage Tyrant).
  const all = def.abilities ?? [];
  // 103.6b: the Chancellors print their opening-hand ability first, before their keywords.
  const first = (a: Ability) => isCantBeCountered(a) || isOpeningReveal(a);
  lines.push(...all.filter(first).map((a) => abilityText(def, a)));
  // 702.5a: "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)"
  // on a card that keeps its keywords' reminder texts (Fear).
  if (def.enchant)
    lines.push(
      `Enchant ${targetNoun(def.enchant, false)}${def.keywordReminders === true ? enchantReminder(def.enchant) : ""}`,
    );
  if (typeof def.partner === "object") lines.push(partnerLine(def.partner)); // Battlebond prints it first
  // 702.66a, with the reminder text Oracle keeps (Treasure Cruise).
  if (def.delve)
    lines.push("Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)");
  // 702.33a, with the reminder text Oracle keeps.
  if (def.kicker !== undefined)
    lines.push(`Kicker ${def.kicker} (You may pay an additional ${def.kicker} as you cast this spell.)`);
  if (def.additionalCost !== undefined) lines.push(additionalCostLine(def.additionalCost));
  // 702.33c, likewise.
  if (def.multikicker !== undefined)
    lines.push(
      `Multikicker ${def.multikicker} (You may pay an additional ${def.multikicker} any number of times as you cast this spell.)`,
    );
  // 702.79a, 702.93a: Oracle prints persist and undying after the card's other abilities (Kitchen Finks,
  // Geralf's Messenger).
  const keywords = def.keywords ?? [];
  if (keywords.includes("assist")) lines.push(assistLine(def.cost)); // Battlebond prints it before the others
  lines.push(
    ...keywordLines(
      keywords.filter((k) => !LAST_KEYWORDS.includes(k) && k !== "assist"),
      def.keywordReminders === true,
    ),
  );
  // 702.137a: Oracle prints spectacle first, with its reminder text (Light Up the Stage).
  if (def.spectacle !== undefined)
    lines.push(
      `Spectacle ${def.spectacle} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)`,
    );
  if (def.cda) lines.push(cdaText(def, def.cda));
  // An instant's or sorcery's cycling line follows its spell text (Akroma's Vengeance).
  const last = (a: Ability) => def.spell !== undefined && a.kind === "activated" && a.cycling === true;
  lines.push(
    ...abilityLines(
      def,
      all.filter((a) => !first(a) && !last(a)),
      reminded,
    ),
  );
  lines.push(...keywordLines(keywords.filter((k) => LAST_KEYWORDS.includes(k))));
  if (def.spell) lines.push(...spellLines(def, def.spell));
  if (def.overload !== undefined) lines.push(overloadLine(def.overload));
  if (def.flashback !== undefined) lines.push(flashbackLine(def.flashback));
  lines.push(...abilityLines(def, all.filter(last), reminded));
  if (def.partner === "partner") lines.push(partnerLine(def.partner)); // the last line (Tymna the Weaver)
  return lines.filter((l) => l.length > 0).join("\n");
}

/**
 * 702.34a, with the reminder text Oracle keeps: "Flashback {2}{U} (…)"; a cost with more than mana after an em
 * dash, its parts as a cost is written ("Flashback—{1}{U}, Pay 3 life. (…)").
 */
function flashbackLine(f: NonNullable<CardDef["flashback"]>): string {
  const reminder = "(You may cast this card from your graveyard for its flashback cost. Then exile it.)";
  if (f.payLife === undefined && f.sacrifice === undefined && f.tapUntapped === undefined)
    return `Flashback ${f.mana ?? "{0}"} ${reminder}`;
  return `Flashback—${flashbackCostText(f)}. ${reminder}`;
}

/** 702.96a, with the reminder text Oracle keeps, after the spell's text (Cyclonic Rift). */
function overloadLine(cost: string): string {
  return `Overload ${cost} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")`;
}

/** 702.132a, with the reminder text Oracle keeps: the generic mana of the card's mana cost. */
function assistLine(cost: string | undefined): string {
  // 107.3: with X in the cost, the helper may pay X's generic mana too; the caster still chooses X (702.132a).
  if (cost?.includes("{X}"))
    return "Assist (Another player can pay up to {X} of this spell's cost. You choose the value of X.)";
  const generic = cost?.match(/\{(\d+)\}/)?.[1] ?? "0";
  return `Assist (Another player can pay up to {${generic}} of this spell's cost.)`;
}

function isCantBeCountered(a: Ability): boolean {
  return a.kind === "static" && a.effect.s === "cantBeCountered";
}

function isOpeningReveal(a: Ability): boolean {
  return a.kind === "static" && a.effect.s === "revealFromOpeningHand";
}

/** `reminded`: the Phyrexian symbols whose reminder the card's text has already given (107.4f). */
function abilityLines(def: CardDef, abilities: readonly Ability[], reminded: Set<string>): string[] {
  const lines: string[] = [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    const next = abilities[i + 1];
    // Platinum Angel: the two halves of 104.3/104.2 read as one Oracle sentence.
    if (
      a.kind === "static" &&
      a.text === undefined &&
      a.effect.s === "cantLose" &&
      next?.kind === "static" &&
      next.text === undefined &&
      next.effect.s === "opponentsCantWin"
    ) {
      lines.push("You can't lose the game and your opponents can't win the game.");
      i++;
      continue;
    }
    lines.push(withPhyrexianReminders(abilityText(def, a), a, reminded));
  }
  return lines;
}

/**
 * 107.4f: an ability whose cost has a Phyrexian symbol the card's text hasn't reminded yet (its mana cost has
 * none) ends with that symbol's reminder (Immolating Souleater).
 */
function withPhyrexianReminders(text: string, a: Ability, reminded: Set<string>): string {
  if (a.kind !== "activated" && a.kind !== "mana") return text;
  const fresh = phyrexianSymbols(a.cost.mana).filter((sym) => !reminded.has(sym));
  for (const sym of fresh) reminded.add(sym);
  return [text, ...fresh.map(phyrexianReminder)].join(" ");
}

function spellLines(def: CardDef, sp: Spell): string[] {
  const lines: string[] = [];
  if (sp.castOnly) lines.push(castOnlyText(sp.castOnly));
  // 700.2e: "An opponent chooses one —".
  if (sp.modes)
    lines.push(
      choiceOfModes(
        sp.modes.chooser === "opponent" ? "An opponent chooses" : "Choose",
        sp.modes,
        "",
        spellModes(def, sp),
      ),
    );
  // 207.2c: "Will of the council — Starting with you, …" (phrasing/abilityWords.ts).
  if (sp.effects.length > 0)
    lines.push(`${abilityWordLead(sp)}${effectsText(spellCtx(def, sp.targets ?? []), sp.effects)}`);
  if (sp.extraCostPerTarget !== undefined)
    lines.push(`This spell costs {${sp.extraCostPerTarget}} more to cast for each target beyond the first.`);
  if (sp.storm) lines.push(STORM_LINE);
  return lines;
}

/** 700.2: how a modal spell's modes are written: each with its own targets; 700.2e: naming who acts. */
function spellModes(def: CardDef, sp: Spell): ModeWriter {
  return {
    ctxFor: (targets: readonly TargetSpec[]) => makeCtx(def, targets, abilityText),
    ...(sp.modes?.chooser === "opponent" ? { write: opponentModeText } : {}),
  };
}

function spellCtx(def: CardDef, targets: readonly TargetSpec[]) {
  return makeCtx(def, targets, abilityText, { spell: true });
}

/** 601.3: "Cast this spell only during an opponent's turn, before attackers are declared." */
function castOnlyText(only: NonNullable<Spell["castOnly"]>): string {
  const parts: string[] = [];
  if (only.turn === "opponents") parts.push("during an opponent's turn");
  if (only.before === "attackers") parts.push("before attackers are declared");
  return `Cast this spell only ${parts.join(", ")}.`;
}

/** The keywords Oracle prints after the other abilities (702.79a persist, 702.93a undying). */
const LAST_KEYWORDS: readonly Keyword[] = ["persist", "undying"];

/** 702.5a's reminder text after "Enchant creature" ("Target a creature as you cast this. …"). */
function enchantReminder(spec: TargetSpec): string {
  const noun = targetNoun(spec, false);
  return ` (Target ${withArticle(noun)} as you cast this. This card enters attached to that ${noun}.)`;
}

/**
 * 604.3: "As long as Gaea's Liege isn't attacking, its power and toughness are each equal to …",
 * "Tarmogoyf's power is equal to …": Oracle keeps the card's name in a characteristic-defining ability, which
 * functions in every zone, not only on the battlefield where "this creature" would say it.
 */
function cdaText(def: CardDef, cda: Cda): string {
  const count = (who: string) =>
    `the number of ${filterNoun({ ...cda.count, controller: undefined }, true)} ${who}`;
  if (cda.whileAttacking === "defendingPlayer")
    return `As long as ${def.name} isn't attacking, its power and toughness are each equal to ${count("you control")}. As long as ${def.name} is attacking, its power and toughness are each equal to ${count("defending player controls")}.`;
  // "the number of creature cards in all graveyards", "the number of card types among cards in all graveyards".
  const n =
    cda.count.zone !== "graveyard"
      ? count("you control")
      : cda.cardTypes === true
        ? `the number of card types among ${graveyardCardsNoun(cda.count, true)}`
        : `the number of ${graveyardCardsNoun(cda.count, true)}`;
  if (cda.toughnessPlus !== undefined)
    return `${def.name}'s power is equal to ${n} and its toughness is equal to that number plus ${cda.toughnessPlus}.`;
  return `${def.name}'s power and toughness are each equal to ${n}.`;
}

/** The text of effects standing alone (a delayed triggered ability's, 603.7), for events and prompts. */
export function rulesTextOfEffects(name: string, effects: readonly Effect[]): string {
  return effectsText(makeCtx({ id: "", name, types: [] }, [], abilityText), effects);
}

const spellModesCache = new WeakMap<CardDef, string[]>();
const abilityModesCache = new WeakMap<Ability, string[]>();

/**
 * 700.2: the text of each mode of the card's modal spell (`of` "spell") or of its modal triggered ability
 * `of` (700.2b), in the card's order, as its "• " line in the card's rules text reads without the bullet;
 * [] for what has no modes. Worked out once per definition (the mode questions and every view ask again).
 */
export function rulesTextOfModes(def: CardDef, of: "spell" | Ability): readonly string[] {
  if (of === "spell") {
    let texts = spellModesCache.get(def);
    if (texts === undefined) {
      texts = def.spell?.modes ? modeTexts(def.spell.modes, spellModes(def, def.spell)) : [];
      spellModesCache.set(def, texts);
    }
    return texts;
  }
  let texts = abilityModesCache.get(of);
  if (texts === undefined) {
    texts =
      of.kind === "triggered" && of.modes ? modeTexts(of.modes, triggerModes(def, of, abilityText)) : [];
    abilityModesCache.set(of, texts);
  }
  return texts;
}

const abilityTextCache = new WeakMap<Ability, string>();

/** The text of one ability of a card, as it appears in the card's rules text (cached per ability). */
export function rulesTextOfAbility(def: CardDef, a: Ability): string {
  let text = abilityTextCache.get(a);
  if (text === undefined) {
    text = abilityText(def, a);
    abilityTextCache.set(a, text);
  }
  return text;
}
