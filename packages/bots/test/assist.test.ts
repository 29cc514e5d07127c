/**
 * The heuristic bot and assist (702.132a): as the caster it asks a player of its own side; as the helper it pays
 * all it can for its own side and nothing for an opponent; it doesn't choose a spell it can cast only with an
 * opponent's help (the cast would be abandoned, again and again).
 */
import { Game, type LayoutPlayer } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { assistDb as db } from "../../engine/test/assistCards.ts";
import { advanceTo, lands, openChoice, takeAction, twoHeadedGiant } from "../../engine/test/helpers.ts";
import { heuristicBot } from "../src/index.ts";

const RNG: [number, number, number, number] = [1, 2, 3, 4];

function game(variant: string, players: LayoutPlayer[]): Game {
  if (variant === "two-headed-giant") return twoHeadedGiant(players, db);
  return Game.fromLayout(db, { variant, seed: 1, start: 0, autoPass: false, players });
}

function decide(g: Game) {
  const d = g.pending()!;
  return { d, a: heuristicBot.decide({ game: g, player: d.player, decision: d, rng: RNG }) };
}

describe("the heuristic bot and assist (702.132a)", () => {
  it("702.132a: in Two-Headed Giant the bot casts the spell its teammate helps pay, asks the teammate, who pays all it can", () => {
    const g = game("two-headed-giant", [
      { name: "A", hand: ["test-binox"], battlefield: lands("forest", 2) },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C", battlefield: lands("mountain", 5) },
      { name: "D" },
    ]);
    advanceTo(g, 1, "main1");
    const cast = decide(g);
    expect(cast.d.kind === "priority" && "choice" in cast.a && cast.d.actions[cast.a.choice]).toMatchObject({
      type: "cast",
      name: "Test Binox",
    });
    expect(g.submit(0, cast.d.id, cast.a).ok).toBe(true);
    const who = openChoice(g, "assist", 0);
    const pick = heuristicBot.decide({ game: g, player: 0, decision: who, rng: RNG });
    expect("choices" in pick && pick.choices.map((i) => who.options[i].label)).toEqual(["B"]);
    expect(g.submit(0, who.id, pick).ok).toBe(true);
    const pays = decide(g);
    expect(pays.d).toMatchObject({ kind: "number", purpose: "assist", player: 1, caster: 0 });
    expect(pays.a).toEqual({ value: 5 });
  });

  it("702.132a: an opponent's spell gets nothing from the bot; a spell only an opponent could help pay isn't cast", () => {
    const g = game("free-for-all", [
      { name: "A", hand: ["test-binox"], battlefield: lands("forest", 2), library: ["lightning-bolt"] },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C" },
    ]);
    advanceTo(g, 1, "main1");
    const d = g.pending()!;
    expect(d.kind === "priority" && d.actions.some((a) => a.type === "cast")).toBe(true); // legal, with B's help
    const a = heuristicBot.decide({ game: g, player: 0, decision: d, rng: RNG });
    expect(d.kind === "priority" && "choice" in a && d.actions[a.choice].type).not.toBe("cast");
    // Cast by hand, B asked: the bot as B pays nothing.
    takeAction(g, "cast", "Test Binox");
    const who = openChoice(g, "assist", 0);
    expect(g.submit(0, who.id, { choices: [1] }).ok).toBe(true);
    expect(decide(g)).toMatchObject({ d: { kind: "number", player: 1 }, a: { value: 0 } });
  });
});
