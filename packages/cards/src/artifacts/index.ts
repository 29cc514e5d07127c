/** The artifacts cards of the pool: one file a theme, gathered here. */
import type { CardDef } from "@roundtable/engine";
import { artifacts as core } from "./core.ts";
import { goad } from "./goad.ts";
import { rocks } from "./rocks.ts";
import { signets } from "./signets.ts";
import { spellbombs } from "./spellbombs.ts";
import { tableArtifacts } from "./table.ts";
import { handSizeArtifacts, utility } from "./utility.ts";
import { voting } from "./voting.ts";

export const artifacts: CardDef[] = [
  ...core,
  ...rocks,
  ...signets,
  ...spellbombs,
  ...utility,
  ...handSizeArtifacts,
  ...tableArtifacts,
  ...voting,
  ...goad,
];
