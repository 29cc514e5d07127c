import type { Zone } from "@roundtable/engine";
import { parseRef, resolveRef } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";

const players = ["A", "B"];
const c = (id: number, name: string, seat: number, zone: Zone) => ({ id, name, seat, zone });
// Reference order: seat A's battlefield, hand, ...; then seat B's.
const candidates = [
  c(1, "Grizzly Bears", 0, "battlefield"),
  c(2, "Mountain", 0, "battlefield"),
  c(3, "Grizzly Bears", 0, "hand"),
  c(4, "Lightning Bolt", 0, "hand"),
  c(5, "Grizzly Bears", 1, "battlefield"),
  c(6, "Circle of Protection: Red", 1, "battlefield"),
];

describe("parseRef", () => {
  it("reads prefixes only when they name a player", () => {
    expect(parseRef("B:Grizzly Bears#2", players)).toEqual({ seat: 1, name: "Grizzly Bears", index: 2 });
    expect(parseRef("Circle of Protection: Red", players)).toEqual({
      seat: null,
      name: "Circle of Protection: Red",
      index: null,
    });
    expect(parseRef("B:Circle of Protection: Red", players)).toEqual({
      seat: 1,
      name: "Circle of Protection: Red",
      index: null,
    });
  });
});

describe("resolveRef", () => {
  const ok = (text: string) => {
    const r = resolveRef(text, candidates, players);
    if (!r.ok) throw new Error(r.message);
    return r.id;
  };
  const err = (text: string) => {
    const r = resolveRef(text, candidates, players);
    if (r.ok) throw new Error(`resolved to ${r.id}`);
    return r.message;
  };

  it("resolves a unique name", () => {
    expect(ok("Lightning Bolt")).toBe(4);
    expect(ok("Circle of Protection: Red")).toBe(6);
  });

  it("resolves by controller/owner prefix", () => {
    expect(ok("B:Grizzly Bears")).toBe(5);
    expect(err("B:Lightning Bolt")).toBe(`B has no object named "Lightning Bolt"; there is one in A's hand`);
  });

  it("counts in seating order, then zone order", () => {
    expect(ok("Grizzly Bears#1")).toBe(1);
    expect(ok("Grizzly Bears#2")).toBe(3);
    expect(ok("Grizzly Bears#3")).toBe(5);
    expect(ok("A:Grizzly Bears#2")).toBe(3);
    expect(err("Grizzly Bears#4")).toBe(`"Grizzly Bears#4": there are only 3 "Grizzly Bears"`);
  });

  it("explains ambiguity, naming each object by a reference that picks it: a player's only one by prefix, else by number", () => {
    expect(err("Grizzly Bears")).toBe(
      `"Grizzly Bears" is ambiguous: 3 objects: "Grizzly Bears#1" (A's battlefield), ` +
        `"Grizzly Bears#2" (A's hand), "B:Grizzly Bears" (B's battlefield)`,
    );
    expect(err("A:Grizzly Bears")).toBe(
      `"A:Grizzly Bears" is ambiguous: 2 objects: "A:Grizzly Bears#1" (A's battlefield), ` +
        `"A:Grizzly Bears#2" (A's hand)`,
    );
    for (const text of ["Grizzly Bears#2", "B:Grizzly Bears", "A:Grizzly Bears#1", "A:Grizzly Bears#2"])
      expect(ok(text)).toBeGreaterThan(0);
    expect(err("Shivan Dragon")).toBe('no object named "Shivan Dragon"');
  });
});
