/** The white cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { anthems } from "./anthems.ts";
import { auras } from "./auras.ts";
import { combat } from "./combat.ts";
import { white as core } from "./core.ts";
import { creatures } from "./creatures.ts";
import { whiteInitiative } from "./initiative.ts";
import { lifegain } from "./lifegain.ts";
import { whiteMonarch } from "./monarch.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { phasing } from "./phasing.ts";
import { poison } from "./poison.ts";
import { removal } from "./removal.ts";
import { tokens } from "./tokens.ts";
import { voting } from "./voting.ts";
import { wipes } from "./wipes.ts";

export const white: CardDef[] = [
  ...core,
  ...removal,
  ...wipes,
  ...lifegain,
  ...tokens,
  ...anthems,
  ...combat,
  ...creatures,
  ...auras,
  ...voting,
  ...whiteMonarch,
  ...whiteInitiative,
  ...multiplayerCombat,
  ...poison,
  ...phasing,
];
