/**
 * 118.9, 601.2b: alternative costs — "If you control a commander, you may cast this spell without paying its mana
 * cost." (903.3d: any commander on the battlefield its caster controls).
 */

import { describe, expect, it } from "vitest";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  commanderGame,
  lands,
  openChoice,
  resolveStack,
  submitEvents,
  THALIA,
  table,
  takeAction,
} from "./helpers.ts";

const tapped = (game: ReturnType<typeof table>) =>
  game.state.battlefield.filter((id) => game.state.objects[id].tapped).length;
const cards = (game: ReturnType<typeof table>, zone: readonly number[]) =>
  zone.map((id) => game.state.objects[id].card);

describe("118.9, 903.3d: cast without paying its mana cost while you control a commander", () => {
  it("903.3d: the commander on the battlefield makes the spell castable with no mana; nothing is asked of the cost", () => {
    const game = commanderGame(
      {
        hand: ["deadly-rollick"],
        battlefield: [{ card: THALIA }],
      },
      { battlefield: [{ card: "grizzly-bears" }] },
    );
    const d = advanceTo(game, 1, "main1");
    expect(actionNames(d)).toContain("cast Deadly Rollick");
    takeAction(game, "cast", "Deadly Rollick");
    openChoice(game, "targets"); // the only payable way: no question about the cost
    chooseLabels(game, "Grizzly Bears");
    resolveStack(game);
    expect(cards(game, game.state.players[1].exile)).toEqual(["grizzly-bears"]);
  });

  it("903.3d: with the commander in the command zone the player controls no commander: not castable without mana", () => {
    const game = commanderGame(
      { hand: ["deadly-rollick"], command: [THALIA] },
      { battlefield: [{ card: "grizzly-bears" }] },
    );
    expect(actionNames(advanceTo(game, 1, "main1"))).not.toContain("cast Deadly Rollick");
  });

  it("903.3d: 'a commander' is anyone's — B's commander under A's control lets A cast it free", () => {
    const game = commanderGame(
      { hand: ["deadly-rollick"], command: [THALIA] },
      { command: [], battlefield: [{ card: THALIA, controller: 0 }, { card: "grizzly-bears" }] },
    );
    expect(actionNames(advanceTo(game, 1, "main1"))).toContain("cast Deadly Rollick");
  });

  it("601.2b, 118.9a: with mana too the caster announces the way; the free way is offered first and taps nothing", () => {
    const game = commanderGame({
      hand: ["flawless-maneuver"],
      battlefield: [{ card: THALIA }, ...lands("plains", 3)],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Flawless Maneuver");
    const d = openChoice(game, "castingWay");
    expect(d.options.map((o) => o.label)).toEqual([
      "without paying its mana cost",
      "for its mana cost, {2}{W}",
    ]);
    const events = submitEvents(game, { choices: [0] }); // "without paying its mana cost"
    expect(events.find((e) => e.type === "cast")).toMatchObject({ card: "Flawless Maneuver", way: "free" });
    expect(tapped(game)).toBe(0);
    resolveStack(game);
    expect(cards(game, game.state.players[0].graveyard)).toEqual(["flawless-maneuver"]);
  });

  it("601.2b: the caster may still pay the mana cost instead", () => {
    const game = commanderGame({
      hand: ["flawless-maneuver"],
      battlefield: [{ card: THALIA }, ...lands("plains", 3)],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Flawless Maneuver");
    chooseLabels(game, "for its mana cost");
    expect(tapped(game)).toBe(3);
  });
});

describe("118.9: Force of Will — pay 1 life and exile a blue card from your hand rather than pay its mana cost", () => {
  /** A casts Lightning Bolt at B, then (holding priority) has Force of Will to cast; `islands` Islands. */
  function boltOnTheStack(hand: string[], islands: number) {
    const game = table(
      [
        {
          name: "A",
          hand: ["lightning-bolt", ...hand],
          battlefield: [{ card: "mountain" }, ...lands("island", islands)],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "B");
    return game;
  }

  it("601.2b, 118.9: with mana for both the caster chooses; the alternative cost costs 1 life and the blue card, no mana", () => {
    const game = boltOnTheStack(["force-of-will", "brainstorm"], 5);
    takeAction(game, "cast", "Force of Will");
    const d = openChoice(game, "castingWay");
    expect(d.options.map((o) => o.label)).toEqual([
      "for its mana cost, {3}{U}{U}",
      "pay 1 life and exile a blue card from your hand rather than its mana cost",
    ]);
    chooseLabels(game, "pay 1 life");
    // Its target; the only other blue card, Brainstorm, is exiled unasked.
    const events = submitEvents(game, { choices: [0] });
    expect(events.find((e) => e.type === "cast")).toMatchObject({
      card: "Force of Will",
      way: "alternative",
    });
    expect(game.state.players[0].life).toBe(19);
    expect(cards(game, game.state.players[0].exile)).toEqual(["brainstorm"]);
    expect(tapped(game)).toBe(1); // the Mountain, for the Bolt
    resolveStack(game);
    expect(game.state.players[1].life).toBe(20); // the Bolt was countered
  });

  it("118.9: Force of Will itself is no blue card to exile for its cost: with no other, and no mana, it can't be cast", () => {
    const game = boltOnTheStack(["force-of-will", "grizzly-bears"], 0);
    expect(actionNames(game.pending()!)).not.toContain("cast Force of Will");
  });
});
