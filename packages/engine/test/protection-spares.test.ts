/**
 * 702.16n: "This effect doesn't remove [this Aura]" (the Ward cycle) and "… Auras" (Spectra Ward), as the layers
 * (613) note it in the characteristics: `protectionSpares` names, for a colour that only sparing effects give
 * protection from, the Auras they all spare — one Aura's id, or "auras" — plain data. A colour another effect
 * also gives is not noted, and an object without such protection has no `protectionSpares` at all. The
 * scenario files scenarios/702-keywords/702.16n-*.json show the state-based action (702.16c, 704.5m) that
 * reads it.
 */

import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { staleCharacteristics } from "../src/engine/characteristics/layers.ts";
import type { Game } from "../src/index.ts";
import { advanceTo, idOf, table } from "./helpers.ts";

const ch = (game: Game, id: number) => characteristics(game.db, game.state, game.state.objects[id]);

/** The ids of the permanents attached to `id`, in battlefield order. */
const attached = (game: Game, id: number) =>
  game.state.battlefield.filter((a) => game.state.objects[a].attachedTo === id);

describe("702.16n: protection that doesn't remove its own Aura, in the characteristics", () => {
  it("702.16n: Blue Ward's protection from blue is noted with Blue Ward's id; other creatures get no field", () => {
    const game = table(
      [
        {
          name: "A",
          battlefield: [
            { card: "grizzly-bears", key: "warded" },
            { card: "blue-ward", attachedTo: "warded" },
            { card: "runeclaw-bear" },
          ],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    const bears = idOf(game, 0, "grizzly-bears");
    const ward = idOf(game, 0, "blue-ward");
    const warded = ch(game, bears);
    expect(warded.protections).toEqual(["U"]);
    expect(warded.protectionSpares).toEqual({ U: ward });
    expect(JSON.parse(JSON.stringify(warded))).toEqual(warded); // plain data, the Aura named by id
    const plain = ch(game, idOf(game, 0, "runeclaw-bear"));
    expect(plain.protections).toEqual([]);
    expect("protectionSpares" in plain).toBe(false);
    expect("protectionSpares" in ch(game, ward)).toBe(false);
  });

  it("702.16n: two Wards of one colour spare neither; Wards of two colours each spare only themselves", () => {
    const game = table(
      [
        {
          name: "A",
          battlefield: [
            { card: "grizzly-bears", key: "two-blue" },
            { card: "blue-ward", attachedTo: "two-blue" },
            { card: "blue-ward", attachedTo: "two-blue" },
            { card: "runeclaw-bear", key: "blue-and-red" },
            { card: "red-ward", attachedTo: "blue-and-red" },
            { card: "blue-ward", attachedTo: "blue-and-red" },
          ],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    const bears = idOf(game, 0, "grizzly-bears");
    expect(attached(game, bears)).toHaveLength(2); // both white: neither falls off (702.16c)
    expect(ch(game, bears).protections).toEqual(["U"]);
    expect(ch(game, bears).protectionSpares).toBeUndefined(); // each Ward's protection removes the other, were it blue
    const bear = idOf(game, 0, "runeclaw-bear");
    const [red, blue] = attached(game, bear);
    expect(game.state.objects[red].card).toBe("red-ward");
    expect(ch(game, bear).protections).toEqual(["R", "U"]);
    expect(ch(game, bear).protectionSpares).toEqual({ R: red, U: blue });
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });

  it("702.16n: Spectra Ward's protection from each color spares every Aura; with a Ward, that Ward's colour spares only it", () => {
    const game = table(
      [
        {
          name: "A",
          battlefield: [
            { card: "grizzly-bears", key: "spectra" },
            { card: "spectra-ward", attachedTo: "spectra" },
            { card: "runeclaw-bear", key: "both" },
            { card: "spectra-ward", attachedTo: "both" },
            { card: "red-ward", attachedTo: "both" },
          ],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    const bears = idOf(game, 0, "grizzly-bears");
    expect(ch(game, bears).protections).toEqual(["W", "U", "B", "R", "G"]);
    const all = { W: "auras", U: "auras", B: "auras", R: "auras", G: "auras" };
    expect(ch(game, bears).protectionSpares).toEqual(all);
    const bear = idOf(game, 0, "runeclaw-bear");
    const [, red] = attached(game, bear);
    expect(game.state.objects[red].card).toBe("red-ward");
    expect(ch(game, bear).protectionSpares).toEqual({ ...all, R: red }); // 702.16n's last sentence
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });
});
