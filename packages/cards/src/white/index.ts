/** The white cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { white as core } from "./core.ts";

export const white: CardDef[] = [...core];
