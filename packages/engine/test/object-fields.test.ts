/**
 * A game object's fields at their default are never stored (state.ts `WritableObject`, issue 22): in a
 * hand, a library, a graveyard the setters of objectFields.ts delete a field set to its default; on the
 * battlefield and the stack an object has every field, one at its default undefined (the full shape), so
 * that all of them have one hidden class and their JSON one key order. Either way the JSON is one form.
 */
import { describe, expect, it } from "vitest";
import {
  addCounters,
  baseControllerOf,
  clearField,
  countersOf,
  fullObject,
  type GameState,
  hashState,
  setBaseController,
  setCounters,
  setDamage,
  setFlag,
  shapeObjects,
  type WritableObject,
  type Zone,
} from "../src/index.ts";

const small = (zone: Zone): WritableObject => ({
  id: 1,
  card: "grizzly-bears",
  owner: 0,
  controller: 0,
  zone,
  timestamp: 1,
});
/** An object as the engine makes it in `zone`: the full shape on the battlefield and the stack. */
const card = (zone: Zone = "hand"): WritableObject =>
  zone === "battlefield" || zone === "stack" ? fullObject(small(zone)) : small(zone);

/** Whether `o` holds `field` at its default: absent in the small shape, undefined in the full one. */
function atDefault(o: WritableObject, field: string): boolean {
  const full = o.zone === "battlefield" || o.zone === "stack";
  return full ? field in o && (o as unknown as Record<string, unknown>)[field] === undefined : !(field in o);
}

describe("objectFields: the full shape (battlefield and stack)", () => {
  it("has every field, in WritableObject's order, and the JSON of the small one", () => {
    const o = card("battlefield");
    expect(Object.keys(o)).toHaveLength(32);
    expect(Object.keys(o).slice(0, 6)).toEqual([
      "id",
      "card",
      "owner",
      "controller",
      "baseController",
      "zone",
    ]);
    expect(JSON.stringify(o)).toBe(JSON.stringify(small("battlefield")));
  });

  it("equal objects reached in another order give the same JSON and hash", () => {
    const a = card("battlefield");
    setFlag(a, "tapped", true);
    setFlag(a, "sick", true);
    const b = card("battlefield");
    setFlag(b, "sick", true);
    setDamage(b, 2);
    setFlag(b, "tapped", true);
    setDamage(b, 0);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(hashState(b)).toBe(hashState(a));
  });

  it("clearField: undefined on the battlefield, deleted in a hand", () => {
    const onField = card("battlefield");
    setFlag(onField, "tapped", true);
    clearField(onField, "tapped");
    expect("tapped" in onField && onField.tapped === undefined).toBe(true);
    const inHand = card("hand");
    setFlag(inHand, "tapped", true);
    clearField(inHand, "tapped");
    expect("tapped" in inHand).toBe(false);
  });

  it("shapeObjects gives a state read from JSON the full shape on the battlefield, the stack and phased out (702.26b) only", () => {
    const tapped = card("battlefield");
    setFlag(tapped, "tapped", true);
    // As the engine's JSON has them: read back, each has only the fields that are set.
    const s = JSON.parse(
      JSON.stringify({
        objects: {
          1: tapped,
          2: { ...small("hand"), id: 2 },
          3: { ...small("stack"), id: 3 },
          4: { ...small("phasedOut"), id: 4 },
        },
      }),
    ) as GameState;
    expect(Object.keys(s.objects[1])).toHaveLength(7);
    const json = JSON.stringify(s);
    shapeObjects(s);
    expect(Object.keys(s.objects[1])).toHaveLength(32);
    expect(s.objects[1].tapped).toBe(true);
    expect(Object.keys(s.objects[2])).toHaveLength(6);
    expect(Object.keys(s.objects[3])).toHaveLength(32);
    expect(Object.keys(s.objects[4])).toHaveLength(32);
    expect(JSON.stringify(s)).toBe(json);
  });
});

for (const zone of ["hand", "battlefield"] as const)
  describe(`objectFields: a default is not stored (${zone})`, () => {
    it("a flag is true or absent", () => {
      const o = card(zone);
      setFlag(o, "tapped", true);
      expect(o.tapped).toBe(true);
      setFlag(o, "tapped", false);
      expect(atDefault(o, "tapped")).toBe(true);
    });

    it("no damage is no field (120.3)", () => {
      const o = card(zone);
      setDamage(o, 3);
      expect(o.damage).toBe(3);
      setDamage(o, 0);
      expect(atDefault(o, "damage")).toBe(true);
    });

    it("counters: a kind with none left goes, and the record with the last kind (122)", () => {
      const o = card(zone);
      expect(countersOf(o, "+1/+1")).toBe(0);
      addCounters(o, "+1/+1", 2);
      addCounters(o, "charge", 1);
      expect(o.counters).toEqual({ "+1/+1": 2, charge: 1 });
      addCounters(o, "+1/+1", -2);
      expect(o.counters).toEqual({ charge: 1 });
      addCounters(o, "charge", -5); // never fewer than none
      expect(atDefault(o, "counters")).toBe(true);
      setCounters(o, "loyalty", 0); // nothing to remove: still no record
      expect(atDefault(o, "counters")).toBe(true);
      setCounters(o, "loyalty", 4);
      expect(countersOf(o, "loyalty")).toBe(4);
    });

    it("the base controller is absent when it is the owner (110.2)", () => {
      const o = card(zone);
      expect(baseControllerOf(o)).toBe(0);
      setBaseController(o, 1);
      expect(o.baseController).toBe(1);
      setBaseController(o, 0);
      expect(atDefault(o, "baseController")).toBe(true);
      expect(JSON.stringify(o)).toBe(JSON.stringify(card(zone)));
    });
  });
