/**
 * The heuristic bot and X with assist (702.132a, Gang Up): the engine offers an X as large as the caster and any one
 * other player could pay together; the bot, helped only by its own side, announces the largest X that side can pay.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type LayoutPlayer } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { advanceTo, lands, twoHeadedGiant } from "../../engine/test/helpers.ts";
import { heuristicBot } from "../src/index.ts";

const RNG: [number, number, number, number] = [1, 2, 3, 4];

function decide(g: Game) {
  const d = g.pending()!;
  return { d, a: heuristicBot.decide({ game: g, player: d.player, decision: d, rng: RNG }) };
}

/** Lets the bot cast from main phase 1: its priority answer, then its X. */
function castAndAnnounceX(g: Game) {
  advanceTo(g, 1, "main1");
  const cast = decide(g);
  expect(cast.d.kind === "priority" && "choice" in cast.a && cast.d.actions[cast.a.choice]).toMatchObject({
    type: "cast",
    name: "Gang Up",
  });
  expect(g.submit(cast.d.player, cast.d.id, cast.a).ok).toBe(true);
  return decide(g);
}

describe("the heuristic bot and X with assist (702.132a)", () => {
  it("107.3a, 702.132a: in a Free-for-All the bot announces the X it can pay itself, not the one an opponent's mana allows", () => {
    const players: LayoutPlayer[] = [
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 3), library: ["lightning-bolt"] },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
    ];
    const g = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      autoPass: false,
      players,
    });
    const x = castAndAnnounceX(g);
    expect(x.d).toMatchObject({ kind: "number", purpose: "x", max: 7 }); // two of A's, five of B's
    expect(x.a).toEqual({ value: 2 });
  });

  it("107.3a, 702.132a: in Two-Headed Giant its teammate's mana counts: X = its own and the teammate's", () => {
    const g = twoHeadedGiant(
      [
        { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 2) },
        { name: "B", battlefield: lands("mountain", 3) },
        {
          name: "C",
          battlefield: [...lands("mountain", 6), { card: "craw-wurm" }, { card: "grizzly-bears" }],
        },
        { name: "D" },
      ],
      cardDb,
    );
    const x = castAndAnnounceX(g);
    expect(x.d).toMatchObject({ kind: "number", purpose: "x", max: 7 }); // one of A's, six of C's
    expect(x.a).toEqual({ value: 4 });
  });
});
