/**
 * The effect table's families (effectTable.ts): every kind of effect a card can have, each carried out by the
 * rule it belongs to. Loaded once, by the run loop, before any spell or ability resolves.
 */

import { anteEffects } from "./anteEffects.ts";
import { attackRequirementEffects } from "./attackRequirements.ts";
import { balanceEffects } from "./balance.ts";
import { branchEffects } from "./branch.ts";
import { copyEffects } from "./copy.ts";
import { oneShotEffects } from "./effects.ts";
import { registerEffects } from "./effectTable.ts";
import { gameResultEffects } from "./gameResults.ts";
import { libraryEffects } from "./library.ts";
import { lifeEffects } from "./life.ts";
import { linkedEffects } from "./linked.ts";
import { payLifeOrSacrificeEffects } from "./payLifeOrSacrifice.ts";
import { pileEffects } from "./piles.ts";
import { revealEffects } from "./reveal.ts";
import { searchEffects } from "./search.ts";
import { turnEffects } from "./turn.ts";
import { unearthEffects } from "./unearth.ts";
import { unlessEffects } from "./unless.ts";

export const EFFECT_FAMILIES = [
  oneShotEffects,
  anteEffects,
  attackRequirementEffects,
  balanceEffects,
  branchEffects,
  copyEffects,
  gameResultEffects,
  libraryEffects,
  lifeEffects,
  linkedEffects,
  payLifeOrSacrificeEffects,
  pileEffects,
  revealEffects,
  searchEffects,
  turnEffects,
  unearthEffects,
  unlessEffects,
];

for (const family of EFFECT_FAMILIES) registerEffects(family);
