/**
 * 903.9b's preview (replacement/commandZoneInstead.ts) tries an effect on a copy of the game and drops it.
 * The copy (`scratchState`) shares the game's objects until it changes them; unlike a fork, the game keeps
 * its objects as its own, so a reference one of its rules holds across the preview stays the object the
 * game changes afterwards.
 */
import { describe, expect, it } from "vitest";
import { forkState, scratchState, writable } from "../src/forkState.ts";
import { hashState } from "../src/hash.ts";
import { idOf, table } from "./helpers.ts";

function game() {
  const g = table([
    { name: "A", library: ["forest", "forest"], battlefield: [{ card: "forest" }] },
    { name: "B", library: ["forest", "forest"] },
  ]);
  return g;
}

describe("903.9b preview copies (scratchState)", () => {
  it("the copy hashes as the game; what it changes is its own", () => {
    const g = game();
    const s = g.state;
    const id = idOf(g, 0, "forest");
    const held = s.objects[id];
    const copy = scratchState(s);
    expect(hashState(copy)).toBe(hashState(s));
    writable(copy, id).tapped = true;
    copy.players[0].life = 7;
    expect(s.objects[id].tapped).toBeUndefined();
    expect(s.players[0].life).toBe(20);
    expect(copy.objects[id]).not.toBe(held);
    // The game still owns its objects: changing one changes it in place, and a held reference sees it.
    writable(s, id).tapped = true;
    expect(s.objects[id]).toBe(held);
    expect(held.tapped).toBe(true);
  });

  it("a fork, by contrast, leaves the game's objects shared: its next change is made on a copy", () => {
    const g = game();
    const s = g.state;
    const id = idOf(g, 0, "forest");
    const held = s.objects[id];
    forkState(s);
    writable(s, id).tapped = true;
    expect(s.objects[id]).not.toBe(held);
    expect(held.tapped).toBeUndefined();
  });
});
