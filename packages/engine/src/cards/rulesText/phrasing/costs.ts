/** Costs (118) as an activated ability writes them before its colon (602.1a); loyalty costs (606.4). */
import type { AdditionalCost, AlternativeCost, CardDef, Cost, PermanentsCost } from "../../types.ts";
import { filterNoun } from "./filters.ts";
import { selfName } from "./selfName.ts";
import { andList, COLOR_WORDS, capitalize, MINUS, numberWord, withArticle } from "./words.ts";

/** 701.21a: "sacrifice a creature", "sacrifice another creature", "sacrifice three creatures". */
export function sacrificeText(c: PermanentsCost): string {
  const n = c.n ?? 1;
  if (n !== 1) return `sacrifice ${numberWord(n)}${c.other ? " other" : ""} ${filterNoun(c.filter, true)}`;
  const noun = filterNoun(c.filter, false);
  return `sacrifice ${c.other ? `another ${noun}` : withArticle(noun)}`;
}

/** 701.26a: "tap an untapped creature you control", "tap three untapped white creatures you control". */
export function tapUntappedText(c: PermanentsCost): string {
  const n = c.n ?? 1;
  const other = c.other ? " other" : "";
  if (n !== 1) return `tap ${numberWord(n)}${other} untapped ${filterNoun(c.filter, true)} you control`;
  const noun = `untapped ${filterNoun(c.filter, false)}`;
  return `tap ${c.other ? `another ${noun}` : withArticle(noun)} you control`;
}

/** 601.2b: "As an additional cost to cast this spell, sacrifice a creature." / "… discard a card." */
export function additionalCostLine(c: AdditionalCost): string {
  const parts = [
    ...(c.sacrifice !== undefined ? [sacrificeText(c.sacrifice)] : []),
    ...(c.tapUntapped !== undefined ? [tapUntappedText(c.tapUntapped)] : []),
    ...(c.discard !== undefined
      ? [`discard ${c.discard === 1 ? "a card" : `${numberWord(c.discard)} cards`}`]
      : []),
    ...(c.payLifeX ? ["pay X life"] : []), // Toxic Deluge
  ];
  return `As an additional cost to cast this spell, ${andList(parts)}.`;
}

/**
 * A flashback cost of more than mana (702.34a): "{1}{U}, Pay 3 life", "Sacrifice three creatures", "Tap three
 * untapped white creatures you control".
 */
export function flashbackCostText(f: NonNullable<CardDef["flashback"]>): string {
  return [
    ...(f.mana !== undefined ? [f.mana] : []),
    ...(f.payLife !== undefined ? [`Pay ${f.payLife} life`] : []),
    ...(f.sacrifice !== undefined ? [capitalize(sacrificeText(f.sacrifice))] : []),
    ...(f.tapUntapped !== undefined ? [capitalize(tapUntappedText(f.tapUntapped))] : []),
  ].join(", ");
}

export function costText(def: CardDef, cost: Cost): string {
  if (cost.loyalty !== undefined) {
    if (cost.loyalty === "-X") return `${MINUS}X`;
    if (cost.loyalty > 0) return `+${cost.loyalty}`;
    if (cost.loyalty < 0) return `${MINUS}${-cost.loyalty}`;
    return "0";
  }
  const parts: string[] = [];
  if (cost.mana) parts.push(cost.mana);
  if (cost.tap) parts.push("{T}");
  if (cost.tapUntapped) parts.push(capitalize(tapUntappedText(cost.tapUntapped))); // Springleaf Drum
  // 119.4
  if (cost.payLife === "half") parts.push("Pay half your life, rounded up");
  else if (cost.payLife === "commanderColors")
    parts.push("Pay life equal to the number of colors in your commanders' color identity"); // 903.4
  else if (cost.payLife !== undefined) parts.push(`Pay ${cost.payLife} life`);
  if (cost.sacrificeSelf) parts.push(`Sacrifice ${selfName(def)}`);
  if (cost.sacrifice) parts.push(capitalize(sacrificeText(cost.sacrifice)));
  if (cost.discardSelf) parts.push("Discard this card");
  if (cost.removeCounters) {
    const { counter, n } = cost.removeCounters;
    parts.push(
      `Remove ${n === 1 ? "a" : numberWord(n)} ${counter} counter${n === 1 ? "" : "s"} from ${selfName(def)}`,
    );
  }
  return parts.join(", ");
}

/**
 * 118.9: an alternative cost as the card prints it — "If you control a commander, you may cast this spell without
 * paying its mana cost." (903.3d), "You may pay 1 life and exile a blue card from your hand rather than pay this
 * spell's mana cost."
 */
export function alternativeCostText(c: AlternativeCost): string {
  if ("free" in c) return "If you control a commander, you may cast this spell without paying its mana cost.";
  const card = withArticle(`${COLOR_WORDS[c.exileFromHand]} card`);
  return `You may pay ${c.payLife} life and exile ${card} from your hand rather than pay this spell's mana cost.`;
}
