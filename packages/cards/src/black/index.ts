/** The black cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { black as core } from "./core.ts";
import { blackRemoval } from "./removal.ts";

export const black: CardDef[] = [...core, ...blackRemoval];
