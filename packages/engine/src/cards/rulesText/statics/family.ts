/**
 * The shape of a family's table of static-ability texts (604): for each kind it phrases, a function from
 * the ability to its sentence. Together the tables make one `Record` over every kind (table.ts).
 */
import type { CardDef, StaticEffect } from "../../types.ts";

export type StaticKind = StaticEffect["s"];
export type StaticOf<K extends StaticKind> = StaticEffect & { s: K };
export type StaticText<K extends StaticKind> = (def: CardDef, s: StaticOf<K>) => string;

/** The text of every static-ability kind, or (`Partial`) of one family's kinds. */
export type StaticTexts = { [K in StaticKind]: StaticText<K> };
