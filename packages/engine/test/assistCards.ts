/** Test cards with assist (702.132), for the engine's and the bots' tests. */
import { cardDb } from "@roundtable/cards";
import type { CardDb, CardDef } from "../src/index.ts";

/** "Assist\nTrample", {5}{G} 7/5 (a Charging Binox for the tests). */
export const BINOX: CardDef = {
  id: "test-binox",
  name: "Test Binox",
  cost: "{5}{G}",
  types: ["Creature"],
  subtypes: ["Beast"],
  power: 7,
  toughness: 5,
  keywords: ["assist", "trample"],
};

/** "Assist\nTest Bolt deals 3 damage to any target.", {3}{R}. */
export const BOLT: CardDef = {
  id: "test-assisted-bolt",
  name: "Test Bolt",
  cost: "{3}{R}",
  types: ["Instant"],
  keywords: ["assist"],
  spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", to: { target: 0 }, amount: 3 }] },
};

/** The pool with the two test cards. */
export const assistDb: CardDb = new Map([...cardDb, ...[BINOX, BOLT].map((d) => [d.id, d] as const)]);
