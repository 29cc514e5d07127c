/** The red cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { breakers } from "./breakers.ts";
import { burn } from "./burn.ts";
import { red as core } from "./core.ts";
import { creatures } from "./creatures.ts";
import { dragons } from "./dragons.ts";
import { goblins } from "./goblins.ts";
import { impulseDraw } from "./impulse.ts";
import { legends } from "./legends.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { punishers } from "./punishers.ts";
import { spells } from "./spells.ts";
import { spellslingers } from "./spellslingers.ts";
import { sweepers } from "./sweepers.ts";
import { tricks } from "./tricks.ts";

export const red: CardDef[] = [
  ...core,
  ...burn,
  ...sweepers,
  ...breakers,
  ...creatures,
  ...dragons,
  ...spells,
  ...goblins,
  ...tricks,
  ...spellslingers,
  ...punishers,
  ...legends,
  ...multiplayerCombat,
  ...impulseDraw,
];
