/** The lands cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { lands as core } from "./core.ts";

export const lands: CardDef[] = [...core];
