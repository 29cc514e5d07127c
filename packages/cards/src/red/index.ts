/** The red cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { breakers } from "./breakers.ts";
import { burn } from "./burn.ts";
import { red as core } from "./core.ts";
import { creatures } from "./creatures.ts";
import { goblins } from "./goblins.ts";
import { spells } from "./spells.ts";
import { sweepers } from "./sweepers.ts";

export const red: CardDef[] = [
  ...core,
  ...burn,
  ...sweepers,
  ...breakers,
  ...creatures,
  ...spells,
  ...goblins,
];
