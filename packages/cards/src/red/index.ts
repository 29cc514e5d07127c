/** The red cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { red as core } from "./core.ts";

export const red: CardDef[] = [...core];
