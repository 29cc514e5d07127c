/**
 * The shape of an effect family's text table: for each effect kind it phrases, a function from the
 * effect to its clause. The families' tables together make one `Record` over every kind (table.ts), so
 * the compiler proves that each kind of effect has text.
 */
import type { Effect } from "../../types.ts";
import type { Clause } from "../phrasing/clause.ts";
import type { TextCtx } from "../phrasing/context.ts";

export type EffectKind = Effect["e"];
export type EffectOf<K extends EffectKind> = Effect & { e: K };

/**
 * The texts of effects inside an effect ("you may …", "unless …", "If …, …"), handed down by the
 * sentence writer so that no family imports the table it belongs to.
 */
export interface Nested {
  clause(ctx: TextCtx, e: Effect): Clause;
  /** The effects as sentences; `capitalizeFirst` false when they continue a sentence. */
  sentences(ctx: TextCtx, effects: readonly Effect[], capitalizeFirst?: boolean): string;
}

export type EffectText<K extends EffectKind> = (ctx: TextCtx, e: EffectOf<K>, nested: Nested) => Clause;

/** The text of every effect kind, or (`Partial`) of one family's kinds. */
export type EffectTexts = { [K in EffectKind]: EffectText<K> };
