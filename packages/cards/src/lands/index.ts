/** The lands cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { artifactLands } from "./artifactLands.ts";
import { checklands, fastlands, slowlands } from "./conditional.ts";
import { lands as core } from "./core.ts";
import { cyclingDuals, gainlands, guildgates, taplands } from "./taplands.ts";
import { trilands, triomes } from "./trilands.ts";
import { utilityLands } from "./utility.ts";

export const lands: CardDef[] = [
  ...core,
  ...guildgates,
  ...taplands,
  ...gainlands,
  ...cyclingDuals,
  ...trilands,
  ...triomes,
  ...checklands,
  ...fastlands,
  ...slowlands,
  ...utilityLands,
  ...artifactLands,
];
