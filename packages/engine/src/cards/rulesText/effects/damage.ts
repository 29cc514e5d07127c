/** Damage (120) and its prevention (615) and redirection (614.9). */
import type { Amount } from "../../types.ts";
import { amountDigits, amountPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, objectClause } from "../phrasing/clause.ts";
import { sourceSubject } from "../phrasing/context.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { damageRecipient, targetRef } from "../phrasing/references.ts";
import type { EffectOf, EffectTexts } from "./family.ts";

/** 701.14a, as Oracle prints it after a fight. */
const FIGHT_REMINDER = "(Each deals damage equal to its power to the other.)";

/**
 * "deals 3 damage to …", "deals damage to … equal to …", "deals X damage to …, where X is … minus 4"; an
 * object's power first, as the one-sided fight writes it: "deals damage equal to the sacrificed creature's
 * power to any target" (608.2h, Fling).
 */
function damageText(a: Amount, tail: string): string {
  if (typeof a === "number" || a === "X") return `deals ${a} damage ${tail}`;
  if (typeof a === "object" && "minus" in a) return `deals X damage ${tail}, where X is ${amountPhrase(a)}`;
  if (typeof a === "object" && "sacrificed" in a) return `deals damage equal to ${amountPhrase(a)} ${tail}`;
  return `deals damage ${tail} equal to ${amountPhrase(a)}`;
}

/** A fixed amount to one recipient: two of these read as one sentence ("… 1 damage to … and 1 damage to …"). */
export function plainDamage(e: EffectOf<"damage">): boolean {
  return typeof e.amount === "number" && !e.divided && !e.evenly;
}

export const damageTexts = {
  damage: (ctx, e) => {
    let tail: string;
    // 601.2d: damage divided among the targets as the spell is cast, or evenly as it resolves.
    if (e.evenly) tail = `divided evenly, rounded down, among ${damageRecipient(ctx, e.to)}`;
    else if (e.divided) tail = `divided as you choose among ${damageRecipient(ctx, e.to)}`;
    else tail = `to ${damageRecipient(ctx, e.to)}`;
    const text = damageText(e.amount, tail);
    return objectClause(sourceSubject(ctx), text, text);
  },
  damageEach: (ctx, e) => {
    const recips: string[] = [];
    if (e.creatures) recips.push(`each ${filterNoun(e.creatures, false)}`);
    if (e.players) recips.push(e.players === "each" ? "each player" : "each opponent");
    const text = `deals ${amountDigits(e.amount)} damage to ${recips.join(" and ")}`;
    return objectClause(sourceSubject(ctx), text, text);
  },
  // 615: a prevention shield until end of turn.
  preventDamage: (ctx, e) => {
    const to = e.to === undefined ? "" : ` to ${damageRecipient(ctx, e.to)}`;
    const what = e.combatOnly ? "combat damage" : "damage";
    const amount = e.amount === "all" ? `all ${what}` : `the next ${amountDigits(e.amount)} ${what}`;
    const by = e.by === "creatures" ? " by creatures" : "";
    return imperativeClause(`prevent ${amount} that would be dealt${to}${by} this turn`);
  },
  // 614.9: the next N damage to target 0 is dealt to target 1 instead.
  redirectDamage: (ctx, e) => {
    const from = targetRef(ctx, 0);
    const to = targetRef(ctx, 1);
    return imperativeClause(
      `the next ${amountDigits(e.amount)} damage that would be dealt to ${from} this turn is dealt to ${to} instead`,
    );
  },
  // 701.14: "Target creature you control fights target creature you don't control." / one-sided: "…
  // deals damage equal to its power to target creature or planeswalker you don't control."
  fight: (ctx, e) => {
    const first = targetRef(ctx, 0);
    const other = targetRef(ctx, 1);
    return e.oneSided
      ? objectClause(
          first,
          `deals damage equal to its power to ${other}`,
          `deal damage equal to its power to ${other}`,
        )
      : // Oracle keeps fight's reminder text, as it does the exchange's (control.ts).
        objectClause(first, `fights ${other}. ${FIGHT_REMINDER}`, `fight ${other}. ${FIGHT_REMINDER}`);
  },
} satisfies Partial<EffectTexts>;
