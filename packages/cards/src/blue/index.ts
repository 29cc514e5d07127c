/** The blue cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { blue as core } from "./core.ts";

export const blue: CardDef[] = [...core];
