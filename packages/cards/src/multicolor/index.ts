/** The multicolor cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { multicolor as core } from "./core.ts";
import { goldCreatures, goldMore, goldSpells } from "./creatures.ts";
import { multicolorMonarch } from "./monarch.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { partners } from "./partners.ts";
import { playFromExile } from "./playFromExile.ts";
import { poison } from "./poison.ts";
import { removal } from "./removal.ts";

export const multicolor: CardDef[] = [
  ...core,
  ...removal,
  ...goldCreatures,
  ...goldSpells,
  ...goldMore,
  ...partners,
  ...multicolorMonarch,
  ...multiplayerCombat,
  ...poison,
  ...playFromExile,
];
