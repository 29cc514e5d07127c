/**
 * Mana value in object filters (202.3: "target permanent with mana value 4 or greater", Despark; "Destroy all
 * creatures with mana value 3 or less", Austere Command), "Choose one or more —" (700.2, Farewell), and an
 * additional cost of X life (107.3a, 119.4, 601.2b: Toxic Deluge).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { objectManaValue } from "../src/engine/characteristics/objectManaValue.ts";
import type { Game } from "../src/index.ts";
import { advanceTo, chooseLabels, lands, openChoice, submitOk, table, takeAction } from "./helpers.ts";

const names = (g: Game, ids: readonly number[]): string[] => ids.map((id) => g.state.objects[id].card).sort();
const battlefieldOf = (g: Game, seat: number): string[] =>
  names(
    g,
    g.state.battlefield.filter((id) => g.state.objects[id].controller === seat),
  );

describe("202.3: mana value in object filters", () => {
  it("202.3e: an {X} counts the X chosen while the spell is on the stack, 0 on the battlefield", () => {
    const g = table(
      [
        { name: "A", hand: ["killing-wave"], battlefield: lands("swamp", 3) },
        { name: "B", battlefield: [{ card: "feral-hydra", counters: { "+1/+1": 5 } }] },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Killing Wave");
    submitOk(g, { value: 2 });
    const wave = g.state.objects[g.state.stack[0]];
    expect(wave.card).toBe("killing-wave");
    expect(objectManaValue(cardDb, wave)).toBe(3); // {X}{B}, X=2
    const hydra =
      g.state.objects[g.state.battlefield.find((id) => g.state.objects[id].card === "feral-hydra")!];
    expect(objectManaValue(cardDb, hydra)).toBe(1); // {X}{G} off the stack
  });

  it("202.3: Despark may target only a permanent with mana value 4 or greater — a 5/5 Feral Hydra has 1", () => {
    const g = table(
      [
        { name: "A", hand: ["despark"], battlefield: [...lands("plains", 1), ...lands("swamp", 1)] },
        {
          name: "B",
          battlefield: [
            { card: "serra-angel" },
            { card: "grizzly-bears" },
            { card: "feral-hydra", counters: { "+1/+1": 5 } },
            { card: "juggernaut" },
          ],
        },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Despark");
    expect(openChoice(g, "targets").options.map((o) => o.label)).toEqual([
      "Serra Angel (B)",
      "Juggernaut (B)",
    ]);
  });

  it("202.3: an \"all\" effect reads each creature's mana value — Austere Command's fourth mode takes Juggernaut (4), its first Memnite (0)", () => {
    const g = table(
      [
        {
          name: "A",
          hand: ["austere-command"],
          battlefield: [...lands("plains", 6), { card: "grizzly-bears" }],
        },
        { name: "B", battlefield: [{ card: "juggernaut" }, { card: "serra-angel" }, { card: "memnite" }] },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Austere Command");
    chooseLabels(g, "Mode 1:", "Mode 4:");
    advanceTo(g, 1, "main2");
    expect(battlefieldOf(g, 0)).toEqual(["grizzly-bears", ...Array(6).fill("plains")]);
    expect(battlefieldOf(g, 1)).toEqual([]);
    expect(names(g, g.state.players[1].graveyard)).toEqual(["juggernaut", "memnite", "serra-angel"]);
  });
});

describe('700.2: "Choose one or more —"', () => {
  it("601.2b: the caster chooses from one mode to every mode; with all four, Farewell exiles everything but the lands", () => {
    const g = table(
      [
        {
          name: "A",
          hand: ["farewell"],
          battlefield: [...lands("plains", 6), { card: "grizzly-bears" }],
          graveyard: ["shock"],
        },
        {
          name: "B",
          battlefield: [{ card: "sol-ring" }, { card: "pacifism" }],
          graveyard: ["lightning-bolt"],
        },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Farewell");
    expect(openChoice(g, "modes")).toMatchObject({ min: 1, max: 4 });
    chooseLabels(g, "Mode 1:", "Mode 2:", "Mode 3:", "Mode 4:");
    advanceTo(g, 1, "main2");
    expect(battlefieldOf(g, 0)).toEqual(Array(6).fill("plains"));
    expect(battlefieldOf(g, 1)).toEqual([]);
    expect(names(g, g.state.players[0].exile)).toEqual(["grizzly-bears", "shock"]);
    expect(names(g, g.state.players[1].exile)).toEqual(["lightning-bolt", "pacifism", "sol-ring"]);
    expect(names(g, g.state.players[0].graveyard)).toEqual(["farewell"]); // 608.2n: after the exiling
  });
});

describe('119.4, 107.3a: "As an additional cost to cast this spell, pay X life."', () => {
  it("601.2b: X is announced up to the caster's life total and paid as it is cast; 202.3e: the spell's mana value stays 3", () => {
    const g = table(
      [
        { name: "A", life: 7, hand: ["toxic-deluge"], battlefield: lands("swamp", 3) },
        { name: "B", battlefield: [{ card: "serra-angel" }, { card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Toxic Deluge");
    expect(g.pending()).toMatchObject({ kind: "number", purpose: "x", min: 0, max: 7 });
    submitOk(g, { value: 2 });
    const deluge = g.state.objects[g.state.stack[0]];
    expect(g.state.players[0].life).toBe(5); // paid with the mana, before it resolves
    expect(deluge.stack?.x).toBe(2);
    expect(objectManaValue(cardDb, deluge)).toBe(3);
    advanceTo(g, 1, "main2");
    expect(battlefieldOf(g, 1)).toEqual(["serra-angel"]);
  });

  it("119.8: a player whose life total can't change may announce only X=0", () => {
    const g = table(
      [
        {
          name: "A",
          hand: ["toxic-deluge"],
          battlefield: [...lands("swamp", 3), { card: "platinum-emperion" }],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Toxic Deluge");
    expect(g.pending()).toMatchObject({ kind: "number", purpose: "x", min: 0, max: 0 });
  });
});
