/**
 * Keywords that print their cost (702): ward (702.21a), cycling (702.29a), equip (702.6a) and unearth (702.84a),
 * which stand for triggered or activated abilities, and kicker (702.33a) and flashback (702.34a), which the
 * definition holds as its `kicker` and `flashback` costs; their reminder text is checked by the round trip.
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { manaCostOf, SYMBOLS } from "../phrases/mana.ts";
import { refuse } from "../phrases/refusal.ts";
import { lifePaidOf, MANA } from "./costs.ts";

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
  if (equip)
    return {
      kind: "activated",
      cost: { mana: equip },
      sorcery: true,
      targets: [{ kind: "creature", filter: { controller: "you" } }],
      effects: [{ e: "attachSelf" }],
    };
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

/**
 * 702.33a: the cost of a kicker line ("Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)"),
 * or undefined if the line is not one. The engine's kicker is one mana cost, paid once: two kicker costs (702.33b)
 * and multikicker (702.33c) are refused, as is a cost that is not mana ("Kicker—Sacrifice a creature.").
 */
export function kickerOf(line: string): string | undefined {
  const kicker = keywordCost(line, "Kicker", "(?: \\(|$)");
  if (kicker) return kicker;
  const multi = line.match(new RegExp(`^Multikicker ${SYMBOLS}`));
  if (multi) refuse(multi[0], "multikicker (702.33c): the engine's kicker is paid once");
  const two = line.match(new RegExp(`^Kicker ${SYMBOLS} and/or ${SYMBOLS}`));
  if (two) refuse(two[0], "two kicker costs (702.33b): the engine's kicker is one cost");
  const other = line.match(/^Kicker\b[^(]*/);
  if (other) refuse(other[0].trim(), "a kicker cost other than one mana cost");
  return undefined;
}

/**
 * 702.34a: the cost of a flashback line, mana ("Flashback {2}{U} (You may cast this card from your graveyard for its
 * flashback cost. Then exile it.)") or mana and life after an em dash ("Flashback—{1}{U}, Pay 3 life. (…)"), or
 * undefined if the line is not one. The engine pays those two; any other part of a flashback cost ("Tap three
 * untapped white creatures you control", "Discard X cards", "Sacrifice a creature") is refused, naming it.
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
  for (const part of dashed[1].split(", ")) {
    const life = lifePaidOf(part);
    if (MANA.test(part) && flashback.mana === undefined && flashback.payLife === undefined)
      flashback.mana = manaCostOf(part);
    else if (life !== undefined && flashback.payLife === undefined) flashback.payLife = life;
    else refuse(part, "a flashback cost other than mana and life (702.34a: the engine pays only those)");
  }
  return flashback;
}
