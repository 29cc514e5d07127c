/** The multicolor cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { multicolor as core } from "./core.ts";

export const multicolor: CardDef[] = [...core];
