/** The artifacts cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { artifacts as core } from "./core.ts";

export const artifacts: CardDef[] = [...core];
