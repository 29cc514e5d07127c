/** The blue cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { bounce } from "./bounce.ts";
import { control } from "./control.ts";
import { blue as core } from "./core.ts";
import { counters } from "./counters.ts";
import { creatures } from "./creatures.ts";
import { drawSpells } from "./draw.ts";
import { engines } from "./engines.ts";
import { blueInitiative } from "./initiative.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { phasing } from "./phasing.ts";
import { poison } from "./poison.ts";
import { rogues } from "./rogues.ts";
import { voting } from "./voting.ts";

export const blue: CardDef[] = [
  ...core,
  ...counters,
  ...drawSpells,
  ...bounce,
  ...creatures,
  ...control,
  ...engines,
  ...rogues,
  ...voting,
  ...blueInitiative,
  ...multiplayerCombat,
  ...poison,
  ...phasing,
];
