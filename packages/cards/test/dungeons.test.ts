/** 309: the dungeon cards — typed nontraditional cards whose generated text is their Oracle text. */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, dungeons } from "../src/index.ts";

describe("dungeons (309)", () => {
  it.each(dungeons.map((d) => [d.name, d]))("%s: generated rules text equals its Oracle text", (_, d) => {
    expect(rulesText(d)).toBe(d.oracle);
  });

  it("are in the card database but never in the pool random decks deal from (309.2)", () => {
    for (const d of dungeons) {
      expect(cardDb.get(d.id)).toBe(d);
      expect(allCards.some((c) => c.id === d.id)).toBe(false);
      expect(d.types).toEqual(["Dungeon"]);
    }
  });

  it("have one room ability per room, and every arrow leads down to a later room ending at the bottommost (309.4)", () => {
    for (const d of dungeons) {
      const rooms = d.rooms ?? [];
      expect(rooms.length).toBeGreaterThan(1);
      expect(d.abilities?.length).toBe(rooms.length);
      for (const a of d.abilities ?? [])
        expect(a.kind === "triggered" && a.when.on === "roomEntered").toBe(true);
      rooms.forEach((r, i) => {
        for (const j of r.next) expect(j).toBeGreaterThan(i);
        expect(r.next.length === 0).toBe(i === rooms.length - 1);
      });
    }
  });

  it("Undercity is the dungeon type 205.3p names, entered only by venturing into Undercity (701.49d)", () => {
    const u = dungeons.find((d) => d.name === "Undercity");
    expect(u?.subtypes).toEqual(["Undercity"]);
    expect(u?.ventureOnly).toBe("Undercity");
  });
});
