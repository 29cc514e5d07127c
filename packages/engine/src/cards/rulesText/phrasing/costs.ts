/** Costs (118) as an activated ability writes them before its colon (602.1a); loyalty costs (606.4). */
import type { CardDef, Cost } from "../../types.ts";
import { selfName } from "./selfName.ts";
import { MINUS, numberWord } from "./words.ts";

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
  // 119.4
  if (cost.payLife === "half") parts.push("Pay half your life, rounded up");
  else if (cost.payLife !== undefined) parts.push(`Pay ${cost.payLife} life`);
  if (cost.sacrificeSelf) parts.push(`Sacrifice ${selfName(def)}`);
  if (cost.discardSelf) parts.push("Discard this card");
  if (cost.removeCounters) {
    const { counter, n } = cost.removeCounters;
    parts.push(
      `Remove ${n === 1 ? "a" : numberWord(n)} ${counter} counter${n === 1 ? "" : "s"} from ${selfName(def)}`,
    );
  }
  return parts.join(", ");
}
