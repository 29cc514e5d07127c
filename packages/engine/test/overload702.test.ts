/**
 * 702.96 overload: an alternative cost (118.9) whose spell has no targets and whose "target" reads "each"
 * (702.96a–c); "each" within its controller's range of influence (801.10).
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  freeForAllLayout,
  lands,
  openChoice,
  resolveStack,
  submitEvents,
  table,
  takeAction,
} from "./helpers.ts";

type Game = ReturnType<typeof table>;
const cardsIn = (game: Game, zone: readonly number[]) => zone.map((id) => game.state.objects[id].card);
const onBattlefield = (game: Game, seat: number) =>
  game.state.battlefield
    .filter((id) => game.state.objects[id].controller === seat)
    .map((id) => game.state.objects[id].card)
    .filter((c) => c !== "island" && c !== "mountain");
/** A with Cyclonic Rift, `islands` Islands and Grizzly Bears; B with a hexproof Plated Crusher and Icy Manipulator. */
function riftGame(islands: number) {
  const game = table(
    [
      {
        name: "A",
        hand: ["cyclonic-rift"],
        battlefield: [...lands("island", islands), { card: "grizzly-bears" }],
      },
      {
        name: "B",
        battlefield: [{ card: "island" }, { card: "plated-crusher" }, { card: "icy-manipulator" }],
      },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  return game;
}

describe("702.96 overload", () => {
  it("601.2b, 702.96a: with mana for both, the caster announces the way; the overload cost is its mana", () => {
    const game = riftGame(7);
    takeAction(game, "cast", "Cyclonic Rift");
    const d = openChoice(game, "castingWay");
    expect(d.options.map((o) => o.label)).toEqual([
      "for its mana cost, {1}{U}",
      "for its overload cost, {6}{U}",
    ]);
  });

  it("702.96b: overloaded, no target is chosen; each nonland permanent A doesn't control returns — hexproof too", () => {
    const game = riftGame(7);
    takeAction(game, "cast", "Cyclonic Rift");
    const d = game.pending()!;
    const events = submitEvents(game, { choices: [d.kind === "choose" ? 1 : -1] });
    const cast = events.find((e): e is GameEvent & { type: "cast" } => e.type === "cast");
    expect(cast).toMatchObject({ card: "Cyclonic Rift", targets: [], way: "overload" });
    expect(game.state.objects[game.state.stack[0]].stack?.overloaded).toBe(true);
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped).length).toBe(7);
    resolveStack(game);
    expect(cardsIn(game, game.state.players[1].hand).sort()).toEqual(["icy-manipulator", "plated-crusher"]);
    expect(onBattlefield(game, 0)).toEqual(["grizzly-bears"]); // A's own stay
    expect(onBattlefield(game, 1)).toEqual([]);
    expect(game.state.battlefield.length).toBe(9); // the lands stay
  });

  it("702.96a: cast for its mana cost it targets one, and the cast event names no way", () => {
    const game = riftGame(7);
    takeAction(game, "cast", "Cyclonic Rift");
    chooseLabels(game, "for its mana cost");
    const events = submitEvents(game, {
      choices: [openChoice(game, "targets").options.findIndex((o) => o.label.startsWith("Icy"))],
    });
    const cast = events.find((e): e is GameEvent & { type: "cast" } => e.type === "cast");
    expect(cast?.way).toBeUndefined();
    resolveStack(game);
    expect(cardsIn(game, game.state.players[1].hand)).toEqual(["icy-manipulator"]);
  });

  it("702.96b: with no legal target it may still be cast, but only overloaded — and not without the mana for that", () => {
    const mortars = (mountains: number) => {
      const game = table(
        [
          { name: "A", hand: ["mizzium-mortars"], battlefield: lands("mountain", mountains) },
          { name: "B", battlefield: [{ card: "plated-crusher" }] },
        ],
        { autoPass: false },
      );
      advanceTo(game, 1, "main1");
      return game;
    };
    expect(actionNames(mortars(2).pending()!)).not.toContain("cast Mizzium Mortars");
    const game = mortars(6);
    takeAction(game, "cast", "Mizzium Mortars"); // no way to announce, no target to choose
    expect(game.state.objects[game.state.stack[0]].stack?.overloaded).toBe(true);
    resolveStack(game);
    expect(
      game.state.objects[
        game.state.battlefield.find((id) => game.state.objects[id].card === "plated-crusher")!
      ].damage,
    ).toBe(4);
  });

  it("801.10: with a limited range of influence, 'each' reaches only the players within it", () => {
    const game = freeForAllLayout(
      [
        {
          name: "A",
          hand: ["vandalblast"],
          battlefield: [...lands("mountain", 5), { card: "icy-manipulator" }],
        },
        { name: "B", battlefield: [{ card: "icy-manipulator" }] },
        { name: "C", battlefield: [{ card: "icy-manipulator" }] },
        { name: "D", battlefield: [{ card: "icy-manipulator" }] },
      ],
      undefined,
      1,
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Vandalblast");
    chooseLabels(game, "for its overload cost");
    resolveStack(game);
    const survivors = game.state.battlefield
      .filter((id) => game.state.objects[id].card === "icy-manipulator")
      .map((id) => game.state.objects[id].controller);
    expect(survivors).toEqual([0, 2]); // A's own, and C's, out of A's range
  });
});
