/** Cards with Phyrexian mana symbols in their costs (107.4f, 202.2d, 202.3g). */
import type { CardDef } from "@roundtable/engine";

export const phyrexianCards: CardDef[] = [];
