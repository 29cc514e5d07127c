/** The heuristic bot's sacrifices (701.21a): an edict or a cost takes its least valuable permanents. */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { advanceTo, chooseLabels, takeAction } from "../../engine/test/helpers.ts";
import { heuristicBot } from "../src/index.ts";

describe("the heuristic bot sacrifices", () => {
  it("701.21a: to Diabolic Edict, its cheapest and smallest creature, not Serra Angel", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 1,
      autoPass: true,
      players: [
        {
          name: "A",
          battlefield: [{ card: "serra-angel" }, { card: "llanowar-elves" }, { card: "grizzly-bears" }],
        },
        { name: "B", hand: ["diabolic-edict"], battlefield: [{ card: "swamp" }, { card: "swamp" }] },
      ],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Diabolic Edict");
    chooseLabels(game, "A");
    let d: Decision | null = game.pending();
    while (d !== null && !(d.kind === "choose" && d.purpose === "sacrifice")) {
      expect(game.submit(d.player, d.id, { choice: 0 }).ok).toBe(true); // both pass: it resolves
      d = game.pending();
    }
    if (d === null || d.kind !== "choose") throw new Error("no sacrifice decision");
    const a = heuristicBot.decide({ game, player: d.player, decision: d, rng: [1, 2, 3, 4] });
    if (!("choices" in a)) throw new Error("not a choice");
    expect(a.choices.map((k) => d.options[k].label)).toEqual(["Llanowar Elves (A)"]);
  });
});

describe("the heuristic bot taps for a cost", () => {
  it("701.26a, 601.2h: its least valuable creatures but its mana source, which must pay the mana (Shared Discovery)", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      autoPass: true,
      players: [
        {
          name: "A",
          hand: ["shared-discovery"],
          battlefield: [
            { card: "grizzly-bears" },
            { card: "grizzly-bears" },
            { card: "grizzly-bears" },
            { card: "grizzly-bears" },
            { card: "birds-of-paradise" },
          ],
        },
        { name: "B" },
      ],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Shared Discovery");
    const d = game.pending();
    if (d === null || d.kind !== "choose" || d.purpose !== "tap") throw new Error("no tap decision");
    const a = heuristicBot.decide({ game, player: d.player, decision: d, rng: [1, 2, 3, 4] });
    if (!("choices" in a)) throw new Error("not a choice");
    expect(a.choices.map((k) => d.options[k].label)).not.toContain("Birds of Paradise (A)");
    expect(game.submit(d.player, d.id, a).ok).toBe(true);
    expect(game.state.players[0].graveyard.map((id) => game.state.objects[id].card)).toEqual([
      "shared-discovery",
    ]);
  });
});
