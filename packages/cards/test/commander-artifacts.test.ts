/**
 * Commander staple artifacts (commanderArtifacts.ts): a Commander list naming them reads without a problem — each
 * resolves to the pool's card, whose text is its Oracle text, generated from its data — and the Oracle compiler
 * reads Skullclamp's and Everflowing Chalice's texts to the same data.
 */

import { compileOracle, oracleEntryOf } from "@roundtable/cards/oracle";
import { describe, expect, it } from "vitest";
import { commanderArtifactCards } from "../src/commanderArtifacts.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const ARTIFACTS = ["Everflowing Chalice", "Chromatic Lantern", "Skullclamp"];

describe("903: Commander staple artifacts in an imported list", () => {
  itReadsInACommanderList(ARTIFACTS, commanderArtifactCards);
});

describe("the Oracle compiler reads Skullclamp and Everflowing Chalice", () => {
  it('603.10a, 605.3a: their Oracle texts — "Whenever equipped creature dies", "Add {C} for each charge counter on this artifact" — compile to their definitions', () => {
    for (const name of ["Skullclamp", "Everflowing Chalice"]) {
      const def = commanderArtifactCards.find((c) => c.name === name)!;
      const r = compileOracle(oracleEntryOf(def));
      const { oracle: _text, ...data } = def; // the compiled card's text is the table's
      expect(r.ok ? r.def : r.refusal, name).toEqual(data);
    }
  });
});
