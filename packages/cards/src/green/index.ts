/** The green cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { green as core } from "./core.ts";
import { creatures } from "./creatures.ts";
import { greenInitiative } from "./initiative.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { poison } from "./poison.ts";
import { poisonous } from "./poisonous.ts";
import { ramp } from "./ramp.ts";
import { removal } from "./removal.ts";
import { spells } from "./spells.ts";
import { tutors } from "./tutors.ts";
import { voting } from "./voting.ts";

export const green: CardDef[] = [
  ...core,
  ...ramp,
  ...removal,
  ...spells,
  ...creatures,
  ...tutors,
  ...voting,
  ...greenInitiative,
  ...multiplayerCombat,
  ...poison,
  ...poisonous,
];
