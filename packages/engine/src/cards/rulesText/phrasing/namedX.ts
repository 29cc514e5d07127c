/**
 * An amount the text calls X and defines after its sentence (107.3: X is a number the text defines): one that
 * several effects share, "you gain X life and draw X cards, where X is the number of spite counters on this
 * Aura" (Curse of Vengeance), or one the card words so (a count's `asX`: Krenko, Mob Boss).
 */
import type { Amount, Effect } from "../../types.ts";
import { amountPhrase } from "./amounts.ts";
import type { TextCtx } from "./context.ts";

export interface NamedX {
  /** The effects with "X" for the amount. */
  effects: Effect[];
  /** Whether effect i uses X. */
  uses: (i: number) => boolean;
  /** ", where X is …", to end the sentence of the last effect using X. */
  where: string;
}

function amountOf(e: Effect): Amount | undefined {
  return "amount" in e && e.amount !== "all" ? e.amount : undefined;
}

/**
 * What X is, or undefined where the amount reads only as "that much": an amount the trigger remembered reads as
 * what it counted ("the number of spite counters on this Aura").
 */
function xPhrase(ctx: TextCtx, a: Amount): string | undefined {
  if (typeof a !== "object" || !("triggered" in a)) return amountPhrase(a);
  if (a.times !== undefined || ctx.rememberedCounter === undefined) return undefined;
  return `the number of ${ctx.rememberedCounter} counters on ${ctx.name}`;
}

/** The amount of `effects` the text names X, if one is (and the text has no X of its own). */
export function namedX(ctx: TextCtx, effects: readonly Effect[]): NamedX | undefined {
  const amounts = effects.map(amountOf);
  if (amounts.includes("X")) return undefined;
  const key = (a: Amount | undefined) => (typeof a === "object" ? JSON.stringify(a) : undefined);
  const keys = amounts.map(key);
  const shared = (i: number) => keys.filter((k) => k === keys[i]).length > 1;
  const i = amounts.findIndex(
    (a, i) =>
      typeof a === "object" &&
      (("count" in a && a.asX === true) || (shared(i) && xPhrase(ctx, a) !== undefined)),
  );
  if (i < 0) return undefined;
  const uses = (j: number) => keys[j] === keys[i];
  return {
    effects: effects.map((e, j) => (uses(j) ? ({ ...e, amount: "X" } as Effect) : e)),
    uses,
    where: `, where X is ${xPhrase(ctx, amounts[i]!)}`,
  };
}
