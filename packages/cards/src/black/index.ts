/** The black cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { blackAristocrats } from "./aristocrats.ts";
import { black as core } from "./core.ts";
import { blackCreatures, blackDeathCreatures } from "./creatures.ts";
import { blackDiscard } from "./discard.ts";
import { blackDraw } from "./draw.ts";
import { blackGraveyard } from "./graveyard.ts";
import { blackMonarch } from "./monarch.ts";
import { blackStaples } from "./more.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { persist } from "./persist.ts";
import { poison } from "./poison.ts";
import { blackRemoval } from "./removal.ts";
import { voting } from "./voting.ts";

export const black: CardDef[] = [
  ...core,
  ...blackRemoval,
  ...blackAristocrats,
  ...blackDraw,
  ...blackCreatures,
  ...blackDeathCreatures,
  ...blackGraveyard,
  ...blackDiscard,
  ...blackStaples,
  ...voting,
  ...blackMonarch,
  ...multiplayerCombat,
  ...poison,
  ...persist,
];
