/**
 * Kicker and multikicker (702.33): as a spell is cast, whether its caster pays its kicker cost (702.33a), or how
 * many times its multikicker cost (702.33c) — asked only when they could pay it with the spell's cost (601.2b,
 * 601.2f). Whether and how many times a spell or the permanent it became was kicked (702.33d–e) is read with
 * objectFields.ts's `wasKicked` and `timesKicked`.
 */
import type { CardDef } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { askNumber, askWhetherToPay } from "../ask/ask.ts";
import { concreteCost } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { manaSources } from "../mana/mana.ts";
import { canPayCost } from "./payment.ts";

/** A multikicker cost offered at most this many times: more than any table's mana would pay. */
const MOST_KICKS = 99;

/**
 * 601.2b: how many times the caster pays the spell's kicker cost (0 or 1) or its multikicker cost (0 or more),
 * of `cost` (its mana cost or the alternative cost chosen, with its life) and a commander's tax. Not asked
 * when they couldn't pay it even once with the spell's cost.
 */
export function askKicks(
  g: Ctx,
  p: PlayerId,
  def: CardDef,
  cost: { mana: string | undefined; life: number },
  tax: number,
): number {
  const kicker = def.kicker ?? def.multikicker;
  if (kicker === undefined) return 0;
  const sources = manaSources(g, p);
  const payable = (k: number) =>
    canPayCost(g, p, concreteCost(`${cost.mana ?? ""}${kicker.repeat(k)}`, 0, tax), sources, cost.life);
  if (!payable(1)) return 0;
  if (def.multikicker === undefined)
    return askWhetherToPay(g, p, `${def.name}: pay its kicker cost, ${kicker}, as you cast it? (702.33a)`)
      ? 1
      : 0;
  let most = 1;
  while (most < MOST_KICKS && payable(most + 1)) most++;
  const prompt = `${def.name}: how many times do you pay its multikicker cost, ${kicker}, as you cast it? (702.33c)`;
  return askNumber(g, p, prompt, 0, most, "multikicker");
}

/** The spell's total mana cost with its kicker cost paid `kicks` times (601.2f). */
export function kickedCost(def: CardDef, mana: string | undefined, kicks: number): string | undefined {
  const kicker = def.kicker ?? def.multikicker;
  return kicks === 0 || kicker === undefined ? mana : `${mana ?? ""}${kicker.repeat(kicks)}`;
}
