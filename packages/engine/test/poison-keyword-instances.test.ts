/**
 * Keywords of which every instance counts: toxic N (702.164b: the total toxic value adds up the N of all of
 * a creature's toxic abilities) and poisonous N (702.70a–b: each instance triggers separately) — printed or
 * granted, by a card (Virulent Sliver, Snake Cult Initiation) or by a saved position's lasting effect
 * (layoutMods.ts), while other keywords stay one instance. The scenarios 702.70a/b (702-keywords) and
 * 810.10 Snake Cult Initiation (810-two-headed-giant) show the cards' text.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { nearLosing } from "../src/engine/players/playerChecks.ts";
import {
  Game,
  type GameEvent,
  type LayoutEffect,
  type LayoutPermanent,
  type TableLayout,
} from "../src/index.ts";
import { passUntil } from "./drive.ts";
import { idOf, passAnswer, setupError, submitEvents, submitOk } from "./helpers.ts";

/** A lasting effect of A's (seat 0) giving `keywords` (611.2a). */
const gives = (...keywords: string[]): LayoutEffect =>
  ({ controller: 0, duration: "indefinitely", mods: [{ m: "keywords", keywords }] }) as LayoutEffect;

/** Free-for-all: A (turn 1) with `attackers`, B, C. */
function ffa(attackers: LayoutPermanent[], more: Partial<TableLayout> = {}): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players: [{ name: "A", battlefield: attackers }, { name: "B" }, { name: "C" }],
    start: 0,
    autoPass: true,
    ...more,
  });
}

/** A attacks B with its creature `card`, unblocked, to the second main phase; the events on the way. */
function attackB(game: Game, card: string): GameEvent[] {
  const d = passUntil(game, (x) => x.kind === "attackers", "A's attack");
  expect(d.player).toBe(0);
  const events = submitEvents(game, {
    attacks: [{ attacker: idOf(game, 0, card), defender: { player: 1 } }],
  });
  for (let p = game.pending(); p !== null && game.state.turn.step !== "main2"; p = game.pending())
    events.push(...submitEvents(game, passAnswer(p)));
  return events;
}

const keywordsOf = (game: Game, card: string) =>
  characteristics(cardDb, game.state, game.state.objects[idOf(game, 0, card)]).keywords;

describe("702.164b: the total toxic value adds every instance of toxic", () => {
  it("702.164b: Bilious Skulldweller (toxic 1) granted toxic 1 again has two instances: its combat damage gives B 2 poison counters", () => {
    const game = ffa([{ card: "bilious-skulldweller", effects: [gives("toxic 1")] }]);
    expect(keywordsOf(game, "bilious-skulldweller")).toEqual(["deathtouch", "toxic 1", "toxic 1"]);
    attackB(game, "bilious-skulldweller");
    expect(game.state.players[1]).toMatchObject({ life: 19, poison: 2 });
  });

  it("702.164b: toxic 1 printed, toxic 2 and toxic 1 granted by two effects: a total of 4", () => {
    const game = ffa([{ card: "bilious-skulldweller", effects: [gives("toxic 2"), gives("toxic 1")] }]);
    attackB(game, "bilious-skulldweller");
    expect(game.state.players[1]).toMatchObject({ life: 19, poison: 4 });
  });

  it("613.1f: other keywords stay one instance — deathtouch and flying granted twice are listed once", () => {
    const game = ffa([
      { card: "bilious-skulldweller", effects: [gives("deathtouch", "flying"), gives("flying")] },
    ]);
    expect(keywordsOf(game, "bilious-skulldweller")).toEqual(["deathtouch", "toxic 1", "flying"]);
  });

  it("613.1f: losing toxic 1 loses every instance of it", () => {
    const lose = {
      controller: 0,
      duration: "indefinitely",
      mods: [{ m: "loseKeywords", keywords: ["toxic 1"] }],
    };
    const game = ffa([{ card: "bilious-skulldweller", effects: [gives("toxic 1"), lose as LayoutEffect] }]);
    attackB(game, "bilious-skulldweller");
    expect(game.state.players[1]).toMatchObject({ life: 19, poison: 0 });
  });
});

describe("layoutMods: a layout's lasting effect may give toxic N and poisonous N", () => {
  it("702.164a: Grizzly Bears given toxic 2 by a layout's effect gives B two poison counters; the layout keeps it", () => {
    const game = ffa([{ card: "grizzly-bears", effects: [gives("toxic 2")] }]);
    expect(keywordsOf(game, "grizzly-bears")).toEqual(["toxic 2"]);
    attackB(game, "grizzly-bears");
    expect(game.state.players[1]).toMatchObject({ life: 18, poison: 2 });
  });

  it("toxic and poisonous need a whole number from 1: other values are refused by name", () => {
    for (const bad of ["toxic 0", "toxic", "toxic x", "poisonous -1", "venom 1"])
      expect(setupError(ffaLayout([{ card: "grizzly-bears", effects: [gives(bad)] }]))).toContain(
        `${JSON.stringify(bad)} is not one of keywords (flying,`,
      );
  });
});

describe("702.70: poisonous", () => {
  it("702.70a: Grizzly Bears given poisonous 2 by a layout's effect: the trigger gives B two poison counters, besides the 2 damage", () => {
    const game = ffa([{ card: "grizzly-bears", effects: [gives("poisonous 2")] }]);
    const events = attackB(game, "grizzly-bears");
    expect(game.state.players[1]).toMatchObject({ life: 18, poison: 2 });
    expect(events.filter((e) => e.type === "trigger").map((e) => e.type === "trigger" && e.text)).toEqual([
      "Poisonous 2 (Whenever this creature deals combat damage to a player, that player gets two poison counters.)",
    ]);
  });

  it("702.70b: poisonous 1 twice (a layout's effect and Virulent Sliver's) triggers twice: B gets two counters", () => {
    const game = ffa([{ card: "virulent-sliver", effects: [gives("poisonous 1")] }]);
    expect(keywordsOf(game, "virulent-sliver")).toEqual(["poisonous 1", "poisonous 1"]);
    const events = attackB(game, "virulent-sliver");
    expect(events.filter((e) => e.type === "trigger")).toHaveLength(2);
    expect(game.state.players[1]).toMatchObject({ life: 19, poison: 2 });
  });

  it("702.70a: only combat damage to a player triggers it — blocked, the Bears' damage to the blocker gives no counter", () => {
    const blocked = ffa([], {
      players: [
        { name: "A", battlefield: [{ card: "grizzly-bears", effects: [gives("poisonous 2")] }] },
        { name: "B", battlefield: [{ card: "hill-giant" }] },
        { name: "C" },
      ],
    });
    const d = passUntil(blocked, (x) => x.kind === "attackers", "A's attack");
    submitOk(blocked, {
      attacks: [{ attacker: idOf(blocked, 0, "grizzly-bears"), defender: { player: 1 } }],
    });
    const b = passUntil(blocked, (x) => x.kind === "blockers", "B's blocks");
    expect([d.player, b.player]).toEqual([0, 1]);
    const bears = idOf(blocked, 0, "grizzly-bears");
    submitOk(blocked, { blocks: [{ blocker: idOf(blocked, 1, "hill-giant"), attacker: bears }] });
    for (let p = blocked.pending(); p !== null && blocked.state.turn.step !== "main2"; p = blocked.pending())
      submitEvents(blocked, passAnswer(p));
    expect(blocked.state.players[1]).toMatchObject({ life: 20, poison: 0 });
  });

  it("702.70a, 704.5c: B at 9 poison counters loses to Virulent Sliver's trigger", () => {
    const game = ffa([], {
      players: [
        { name: "A", battlefield: [{ card: "virulent-sliver" }] },
        { name: "B", poison: 9 },
        { name: "C" },
      ],
    });
    attackB(game, "virulent-sliver");
    expect(game.state.players[1]).toMatchObject({ poison: 10, result: "lost" });
  });
});

describe("704.6b, 810.10a: the checks of a player's totals read the team's poison counters", () => {
  it("704.6b: in Two-Headed Giant B2, given none, is near losing with the team's fifteen counters (given on B1)", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "two-headed-giant",
      seed: 1,
      players: ["A1", "A2", "B1", "B2"].map((name) => ({ name })),
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      start: 0,
    });
    expect([2, 3].map((p) => nearLosing(game.state, p))).toEqual([false, false]);
    game.state.players[2].poison = 15;
    game.state.players[3].poison = 15;
    expect([2, 3].map((p) => nearLosing(game.state, p))).toEqual([true, true]);
    game.state.players[3].poison = 14;
    game.state.players[2].poison = 14;
    expect(nearLosing(game.state, 3)).toBe(false);
  });
});

function ffaLayout(attackers: LayoutPermanent[]): TableLayout {
  return {
    variant: "free-for-all",
    seed: 1,
    players: [{ name: "A", battlefield: attackers }, { name: "B" }, { name: "C" }],
    start: 0,
    autoPass: true,
  };
}
