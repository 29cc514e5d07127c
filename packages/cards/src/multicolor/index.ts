/** The multicolor cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { multicolor as core } from "./core.ts";
import { goldCreatures, goldMore, goldSpells } from "./creatures.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { removal } from "./removal.ts";

export const multicolor: CardDef[] = [
  ...core,
  ...removal,
  ...goldCreatures,
  ...goldSpells,
  ...goldMore,
  ...multiplayerCombat,
];
