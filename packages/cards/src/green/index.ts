/** The green cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { green as core } from "./core.ts";

export const green: CardDef[] = [...core];
