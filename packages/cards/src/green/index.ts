/** The green cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { green as core } from "./core.ts";
import { creatures } from "./creatures.ts";
import { multiplayerCombat } from "./multiplayerCombat.ts";
import { ramp } from "./ramp.ts";
import { removal } from "./removal.ts";
import { spells } from "./spells.ts";
import { tutors } from "./tutors.ts";

export const green: CardDef[] = [
  ...core,
  ...ramp,
  ...removal,
  ...spells,
  ...creatures,
  ...tutors,
  ...multiplayerCombat,
];
