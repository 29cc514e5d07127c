/**
 * A game object's fields at their default are absent, never stored (state.ts `WritableObject`, issue 22):
 * the setters of objectFields.ts delete a field set to its default, so an object has one JSON form.
 */
import { describe, expect, it } from "vitest";
import {
  addCounters,
  baseControllerOf,
  countersOf,
  setBaseController,
  setCounters,
  setDamage,
  setFlag,
  type WritableObject,
} from "../src/index.ts";

const card = (): WritableObject => ({
  id: 1,
  card: "grizzly-bears",
  owner: 0,
  controller: 0,
  zone: "battlefield",
  timestamp: 1,
});

describe("objectFields: a default is absent", () => {
  it("a flag is true or absent", () => {
    const o = card();
    setFlag(o, "tapped", true);
    expect(o.tapped).toBe(true);
    setFlag(o, "tapped", false);
    expect("tapped" in o).toBe(false);
  });

  it("no damage is no field (120.3)", () => {
    const o = card();
    setDamage(o, 3);
    expect(o.damage).toBe(3);
    setDamage(o, 0);
    expect("damage" in o).toBe(false);
  });

  it("counters: a kind with none left goes, and the record with the last kind (122)", () => {
    const o = card();
    expect(countersOf(o, "+1/+1")).toBe(0);
    addCounters(o, "+1/+1", 2);
    addCounters(o, "charge", 1);
    expect(o.counters).toEqual({ "+1/+1": 2, charge: 1 });
    addCounters(o, "+1/+1", -2);
    expect(o.counters).toEqual({ charge: 1 });
    addCounters(o, "charge", -5); // never fewer than none
    expect("counters" in o).toBe(false);
    setCounters(o, "loyalty", 0); // nothing to remove: still no record
    expect("counters" in o).toBe(false);
    setCounters(o, "loyalty", 4);
    expect(countersOf(o, "loyalty")).toBe(4);
  });

  it("the base controller is absent when it is the owner (110.2)", () => {
    const o = card();
    expect(baseControllerOf(o)).toBe(0);
    setBaseController(o, 1);
    expect(o.baseController).toBe(1);
    setBaseController(o, 0);
    expect("baseController" in o).toBe(false);
    expect(JSON.stringify(o)).toBe(JSON.stringify(card()));
  });
});
