/** Cards with hybrid mana symbols in their costs (107.4e, 202.2d, 202.3f). */
import type { CardDef } from "@roundtable/engine";

export const hybridCards: CardDef[] = [];
