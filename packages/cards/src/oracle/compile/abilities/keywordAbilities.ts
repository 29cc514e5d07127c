/**
 * Keywords that print their cost (702): ward (702.21a), cycling (702.29a), equip (702.6a) and unearth (702.84a),
 * which stand for triggered or activated abilities, and kicker (702.33a), multikicker (702.33c), flashback
 * (702.34a) and spectacle (702.137a), which the definition holds as its `kicker`, `multikicker`, `flashback` and
 * `spectacle` costs; their reminder text is checked by the round trip.
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { equipAbility } from "../../../define.ts";
import { manaCostOf, SYMBOLS } from "../phrases/mana.ts";
import { refuse } from "../phrases/refusal.ts";
import { lifePaidOf, MANA } from "./costs.ts";
import { sacrificeOf, tapUntappedOf } from "./permanentsCosts.ts";

/** The cost after a keyword ("Cycling {2/U} (…)", "Equip {1}"), or undefined if the line is not that keyword's. */
function keywordCost(line: string, keyword: string, after: string): string | undefined {
  const m = line.match(new RegExp(`^${keyword} (${SYMBOLS})${after}`));
  return m ? manaCostOf(m[1]) : undefined;
}

/** The ability a keyword line with a cost stands for, or undefined. */
export function keywordAbilityOf(line: string): Ability | undefined {
  const ward = keywordCost(line, "Ward", " \\(");
  if (ward)
    return {
      kind: "triggered",
      when: { on: "becomesTarget", by: "opponent", ward },
      effects: [
        {
          e: "unlessPays",
          who: "triggering",
          mana: ward,
          effects: [{ e: "counter", what: "triggeringObject" }],
        },
      ],
    };
  const cycling = keywordCost(line, "Cycling", " \\(");
  if (cycling)
    return {
      kind: "activated",
      cost: { mana: cycling, discardSelf: true },
      cycling: true,
      effects: [{ e: "draw", who: "you", amount: 1 }],
    };
  const equip = keywordCost(line, "Equip", "$");
  if (equip) return equipAbility(equip);
  const unearth = keywordCost(line, "Unearth", " \\(");
  if (unearth)
    return {
      kind: "activated",
      cost: { mana: unearth },
      unearth: true,
      sorcery: true,
      effects: [{ e: "unearth" }],
    };
  return undefined;
}

/** 702.137a: the cost of a spectacle line ("Spectacle {R} (You may cast this spell for its spectacle cost …)"). */
export function spectacleOf(line: string): string | undefined {
  return keywordCost(line, "Spectacle", " \\(");
}

/**
 * 702.33a, 702.33c: the cost of a kicker line ("Kicker {1}{U} (You may pay an additional {1}{U} as you cast this
 * spell.)") or a multikicker line ("Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you
 * cast this spell.)"), or undefined if the line is neither. The engine's kicker is one mana cost: two kicker costs
 * (702.33b) are refused, as is a cost that is not mana ("Kicker—Sacrifice a creature.").
 */
export function kickerOf(line: string): Pick<CardDef, "kicker" | "multikicker"> | undefined {
  const kicker = keywordCost(line, "Kicker", "(?: \\(|$)");
  if (kicker) return { kicker };
  const multikicker = keywordCost(line, "Multikicker", "(?: \\(|$)");
  if (multikicker) return { multikicker };
  const two = line.match(new RegExp(`^Kicker ${SYMBOLS} and/or ${SYMBOLS}`));
  if (two) refuse(two[0], "two kicker costs (702.33b): the engine's kicker is one cost");
  const other = line.match(/^(Multikicker|Kicker)\b[^(]*/);
  if (other) refuse(other[0].trim(), `a ${other[1].toLowerCase()} cost other than one mana cost`);
  return undefined;
}

/**
 * 702.34a: the cost of a flashback line, mana ("Flashback {2}{U} (You may cast this card from your graveyard for its
 * flashback cost. Then exile it.)") or, after an em dash, mana, life and permanents to sacrifice or tap
 * ("Flashback—{1}{U}, Pay 3 life. (…)", "Flashback—Sacrifice three creatures. (…)", "Flashback—Tap three untapped
 * white creatures you control. (…)"), or undefined if the line is not one. The engine pays those; any other part
 * of a flashback cost ("Discard X cards", "Exile a creature card from your graveyard") is refused, naming it.
 */
export function flashbackOf(line: string): NonNullable<CardDef["flashback"]> | undefined {
  const mana = keywordCost(line, "Flashback", "(?: \\(|$)");
  if (mana) return { mana };
  const dashed = line.match(/^Flashback\u2014([^(]+)\.(?: \(|$)/);
  if (!dashed) {
    const other = line.match(/^Flashback\b[^(]*/);
    return other ? refuse(other[0].trim(), "a flashback cost the compiler does not read") : undefined;
  }
  const flashback: NonNullable<CardDef["flashback"]> = {};
  // The generator writes the parts in this order: mana, life, the sacrifice, the tap; the round trip checks it.
  for (const part of dashed[1].split(", ")) {
    const life = lifePaidOf(part);
    const sacrifice = sacrificeOf(part);
    const tap = tapUntappedOf(part);
    if (MANA.test(part) && Object.keys(flashback).length === 0) flashback.mana = manaCostOf(part);
    else if (life !== undefined && flashback.payLife === undefined) flashback.payLife = life;
    else if (sacrifice !== undefined && flashback.sacrifice === undefined) flashback.sacrifice = sacrifice;
    else if (tap !== undefined && flashback.tapUntapped === undefined) flashback.tapUntapped = tap;
    else
      refuse(
        part,
        "a flashback cost other than mana, life and permanents to sacrifice or tap (702.34a: the engine pays only those)",
      );
  }
  return flashback;
}
