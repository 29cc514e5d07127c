/**
 * The shape of a family's table of static-ability texts (604): for each kind it phrases, a function from
 * the ability to its sentence. Together the tables make one `Record` over every kind (table.ts).
 */
import type { CardDef, Effect, StaticEffect } from "../../types.ts";
import type { AbilityText } from "../phrasing/context.ts";

export type StaticKind = StaticEffect["s"];
export type StaticOf<K extends StaticKind> = StaticEffect & { s: K };
/**
 * The sentences of effects a static ability's text contains (103.6b: "If you do, at the beginning of the
 * first upkeep, …"), uncapitalised: handed down by the top layer (abilities.ts), which words effects.
 * `triggeringObject`: how they call the object their trigger event is about ("that spell"; "it" otherwise).
 */
export type EffectsText = (effects: readonly Effect[], triggeringObject?: string) => string;
/**
 * `quote`: how an ability the static ability quotes reads (613.1f: "… have "Whenever this creature attacks,
 * …""): the generator of abilities' texts, handed down by the top layer (abilities.ts) as effects are.
 */
export type StaticText<K extends StaticKind> = (
  def: CardDef,
  s: StaticOf<K>,
  effects: EffectsText,
  quote: AbilityText,
) => string;

/** The text of every static-ability kind, or (`Partial`) of one family's kinds. */
export type StaticTexts = { [K in StaticKind]: StaticText<K> };
