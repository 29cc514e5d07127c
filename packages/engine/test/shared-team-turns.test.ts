/**
 * Shared team turns (805) and Two-Headed Giant (810) as seen through the decision protocol: who is asked
 * what, in which order — team priority (805.5b), team mulligans (103.5d), one combined attack and one
 * combined block (805.10b, 805.10d), the configuration checks (805.1, 810.1, 810.11).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { ConfigError, Game, type LayoutPlayer, variantConfig } from "../src/index.ts";
import { advanceTo, chooseLabels, expectRefused, idOf, submitOk, takeAction } from "./helpers.ts";

/** A1, A2 (team A) against B1, B2 (team B), A1's team starting. */
function giant(players: Partial<LayoutPlayer>[], variant = "two-headed-giant"): Game {
  const names = ["A1", "A2", "B1", "B2"];
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players: names.map((name, i) => ({ name, ...players[i] })),
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
      ...(variant === "team-vs-team" ? { sharedTurns: true } : {}),
    },
    start: 0,
    autoPass: false,
  });
}

/** The seats asked the next `n` decisions, each answered by passing priority. */
function passOrder(game: Game, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const d = game.pending()!;
    out.push(d.player);
    submitOk(game, { choice: 0 });
  }
  return out;
}

describe("805 shared team turns", () => {
  it("805.5b: after A2 acts, A1 is asked before the other team; the stack resolves when both teams passed", () => {
    const bolt = { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] };
    const game = giant([bolt, bolt, {}, {}]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt"); // A1, targeting…
    const target = game.pending()!;
    expect(target.player).toBe(0);
    chooseLabels(game, "B1");
    expect(passOrder(game, 1)).toEqual([0]); // 117.3c: A1 again
    // A2 responds while the team has priority (805.5a).
    expect(game.pending()!.player).toBe(1);
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "B2");
    // 805.5b: A2, then A1 (the team passes only when no member acts), then team B.
    expect(passOrder(game, 4)).toEqual([1, 0, 2, 3]);
    expect(game.state.players.map((p) => p.life)).toEqual([30, 30, 27, 27]); // team B's shared total
    // After a resolution the active team receives priority, its primary player first.
    expect(passOrder(game, 4)).toEqual([0, 1, 2, 3]);
    expect(game.state.players.map((p) => p.life)).toEqual([30, 30, 24, 24]);
  });

  it("805.10b: the active team declares one combined attack, asked of its primary player (805.2)", () => {
    const game = giant([
      { battlefield: [{ card: "grizzly-bears" }] },
      { battlefield: [{ card: "hill-giant" }] },
      { battlefield: [{ card: "grizzly-bears" }] },
      { battlefield: [{ card: "hill-giant" }] },
    ]);
    const d = advanceTo(game, 1, "declare-attackers");
    expect(d.kind).toBe("attackers");
    expect(d.player).toBe(0);
    const bears = idOf(game, 0, "grizzly-bears");
    const giantA = idOf(game, 1, "hill-giant");
    if (d.kind !== "attackers") throw new Error();
    expect(d.candidates.map((c) => c.attacker).sort()).toEqual([bears, giantA].sort());
    submitOk(game, {
      attacks: [
        { attacker: bears, defender: { player: 2 } },
        { attacker: giantA, defender: { player: 3 } },
      ],
    });
    while (game.pending()!.kind === "priority") submitOk(game, { choice: 0 });
    // 805.10d: one combined block by the defending team, asked of B1; B2's giant may block the bears
    // attacking B1.
    const b = game.pending()!;
    expect(b.kind).toBe("blockers");
    expect(b.player).toBe(2);
    const giantB = idOf(game, 3, "hill-giant");
    submitOk(game, { blocks: [{ blocker: giantB, attacker: bears }] });
    while (game.state.turn.step !== "main2") submitOk(game, { choice: 0 });
    expect(game.state.objects[bears]).toBeUndefined(); // died to B2's Hill Giant
    expect(game.state.players[2].life).toBe(27); // A2's Hill Giant hit B2: the team's total
    expect(game.state.players[3].life).toBe(27);
  });

  it("805.10d: without shared team turns, a player blocks only creatures attacking them (802.4a)", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "team-vs-team",
      seed: 1,
      players: ["A1", "A2", "B1", "B2"].map((name, i) => ({
        name,
        battlefield: [{ card: i === 0 ? "grizzly-bears" : "hill-giant" }],
      })),
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      start: 0,
      autoPass: false,
    });
    advanceTo(game, 1, "declare-attackers");
    const bears = idOf(game, 0, "grizzly-bears");
    submitOk(game, { attacks: [{ attacker: bears, defender: { player: 2 } }] });
    while (game.pending()!.kind === "priority") submitOk(game, { choice: 0 });
    expect(game.pending()!.player).toBe(2);
    const d = game.pending()!;
    if (d.kind !== "blockers") throw new Error(d.kind);
    expect(d.candidates.map((c) => c.blocker)).toEqual([idOf(game, 2, "hill-giant")]);
    expectRefused(
      game,
      { blocks: [{ blocker: idOf(game, 3, "hill-giant"), attacker: bears }] },
      /can't block/,
    );
  });

  it("805.4, 805.8: teams take turns (team A, then team B), and the next turn begins with the next team's primary player", () => {
    const game = giant([{}, {}, {}, {}], "team-vs-team");
    advanceTo(game, 2, "upkeep");
    expect(game.state.turn.active).toBe(2);
    expect(game.view(null).turn.activePlayers).toEqual([2, 3]);
    advanceTo(game, 3, "upkeep");
    expect(game.state.turn.active).toBe(0);
  });

  it("805.4a: the priority prompt names every active player of the team (Team vs. Team with shared turns: A1 and A2; after A1 concedes, A2)", () => {
    const game = giant([{}, {}, {}, {}], "team-vs-team");
    const d = advanceTo(game, 1, "main1");
    expect(d.prompt).toBe(`${d.player === 0 ? "A1" : "A2"}: priority — turn 1 (A1 and A2), first main phase`);
    expect(game.concede(0).ok).toBe(true);
    expect(advanceTo(game, 3, "main1").prompt).toBe("A2: priority — turn 3 (A2), first main phase");
  });

  it("805.8: a team's extra turn (Time Walk) is the team's: if the player who cast it leaves before it begins, the teammate still in the game takes it", () => {
    const walk = { hand: ["time-walk"], battlefield: [{ card: "island" }, { card: "island" }] };
    const game = giant([walk, {}, {}, {}], "team-vs-team");
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Time Walk");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(game.state.extraTurns).toEqual([0]); // queued under A1, the team's first player
    expect(game.concede(0).ok).toBe(true); // 800.4a: A1 leaves; A2 plays on for team A
    advanceTo(game, 2, "upkeep");
    expect(game.state.turn).toMatchObject({ active: 1, extra: true }); // team A's extra turn
    expect(game.view(null).turn.activePlayers).toEqual([1]);
    advanceTo(game, 3, "upkeep");
    expect(game.state.turn).toMatchObject({ active: 2, extra: false }); // then team B's turn
  });

  it("805.8, 500.11: a team told to skip its next draw step (Fatigue on A1) skips it even if A1 has left: A2 draws nothing in team A's next turn", () => {
    const fatigue = { hand: ["fatigue"], battlefield: [{ card: "island" }, { card: "island" }] };
    const game = giant([{}, {}, fatigue, {}], "team-vs-team");
    advanceTo(game, 2, "main1");
    takeAction(game, "cast", "Fatigue");
    chooseLabels(game, "A1");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(game.state.skips).toEqual([{ player: 0, step: "draw" }]);
    expect(game.concede(0).ok).toBe(true);
    advanceTo(game, 3, "upkeep");
    expect(game.state.turn.active).toBe(1);
    const hand = game.state.players[1].hand.length;
    advanceTo(game, 3, "main1");
    expect(game.state.players[1].hand.length).toBe(hand); // the draw step was skipped
    expect(game.state.skips).toBeUndefined();
  });

  it("805.8, 723.1: B1's Mindslaver on A2 controls team A's next turn, even after A1 (its first player) leaves; a later Mindslaver on A1 replaces it (723.1a)", () => {
    const slaver = { battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))] };
    const game = giant(
      [{}, { hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] }, slaver, {}],
      "team-vs-team",
    );
    advanceTo(game, 2, "main1");
    takeAction(game, "activate", "Mindslaver");
    chooseLabels(game, "A2");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(game.state.playerControl).toEqual([{ player: 1, by: 2, turn: null }]); // kept under A2, whom it names
    expect(game.concede(0).ok).toBe(true); // 800.4a: A1 leaves; A2 plays on for team A
    const d = advanceTo(game, 3, "upkeep");
    expect(game.state.turn.active).toBe(1);
    expect(d).toMatchObject({ player: 2, onBehalfOf: 1 }); // 723.5: B1 decides for A2
    expect(game.view(2).players[1].hand?.map((c) => c.name)).toContain("Lightning Bolt"); // 723.4
    const next = advanceTo(game, 4, "upkeep");
    expect(next.onBehalfOf).toBeUndefined(); // 723.1: it ended with team A's turn

    // 723.1a with 805.8: one effect on A1 and a later one on A2 both wait for team A's turn: the later works.
    const two = giant([{}, {}, slaver, { ...slaver }], "team-vs-team");
    advanceTo(two, 2, "main1");
    takeAction(two, "activate", "Mindslaver");
    chooseLabels(two, "A1");
    while (two.state.stack.length > 0) submitOk(two, { choice: 0 });
    expect(two.state.playerControl).toEqual([{ player: 0, by: 2, turn: null }]);
    submitOk(two, { choice: 0 }); // B1 passes: B2, who hasn't, is asked (805.5b)
    expect(two.pending()?.player).toBe(3);
    takeAction(two, "activate", "Mindslaver");
    chooseLabels(two, "A2");
    while (two.state.stack.length > 0) submitOk(two, { choice: 0 });
    expect(two.state.playerControl).toEqual([{ player: 1, by: 3, turn: null }]); // B2's replaced B1's
    expect(advanceTo(two, 3, "upkeep")).toMatchObject({ player: 3, onBehalfOf: 0 }); // B2 decides for team A
  });

  it("103.1a, 103.5d, 805.3a: a starting team, not a player — its players declare mulligans first, then the other team's (in turn order)", () => {
    const deck = Array.from({ length: 40 }, () => "mountain");
    const game = Game.create(cardDb, {
      variant: "two-headed-giant",
      seed: 3,
      players: ["A1", "A2", "B1", "B2"].map((name) => ({ name, deck })),
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      starting: 3, // B2's team starts: its primary player, B1, is the active player (805.2, 805.3)
    });
    const asked: number[] = [];
    for (let k = 0; k < 4; k++) {
      const d = game.pending()!;
      expect(d.kind).toBe("mulligan");
      asked.push(d.player);
      submitOk(game, { keep: true });
    }
    expect(asked).toEqual([2, 3, 0, 1]);
    expect(game.state.turn.active).toBe(2);
  });
});

describe("810 Two-Headed Giant configuration", () => {
  it("103.4a, 810.4, 810.11: 30 life and 15 poison for teams of two; 45 and 20 for three; 60 and 25 for four", () => {
    expect(
      variantConfig("two-headed-giant", 4, {
        teams: [
          [0, 1],
          [2, 3],
        ],
      }),
    ).toMatchObject({
      startingLife: 30,
      poisonToLose: 15,
      sharedTurns: true,
      sharedLife: true,
      firstTurnDraw: "starterSkips",
    });
    const three = variantConfig("two-headed-giant", 6, {
      teams: [
        [0, 1, 2],
        [3, 4, 5],
      ],
    });
    expect([three.startingLife, three.poisonToLose]).toEqual([45, 20]);
    const four = variantConfig("two-headed-giant", 8, {
      teams: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
    });
    expect([four.startingLife, four.poisonToLose]).toEqual([60, 25]);
  });

  it("810.1, 805.1: two teams of the same size, each seated together; shared team turns can't be turned off", () => {
    expect(() =>
      variantConfig("two-headed-giant", 6, {
        teams: [
          [0, 1],
          [2, 3],
          [4, 5],
        ],
      }),
    ).toThrow(/two teams of the same size.*810\.1/);
    expect(() =>
      variantConfig("two-headed-giant", 4, {
        teams: [
          [0, 2],
          [1, 3],
        ],
      }),
    ).toThrow(/sit together/);
    expect(() =>
      variantConfig("two-headed-giant", 4, {
        teams: [
          [0, 1],
          [2, 3],
        ],
        sharedTurns: false,
      }),
    ).toThrow(/810\.2/);
    expect(() => variantConfig("free-for-all", 4, { sharedTurns: true })).toThrow(ConfigError);
    expect(() =>
      variantConfig("alternating-teams", 4, {
        teams: [
          [0, 2],
          [1, 3],
        ],
        sharedTurns: true,
      }),
    ).toThrow(/805\.1/);
  });
});

describe("805.10f combat damage", () => {
  it("805.10f: the active team announces how A2's attacking creature assigns its damage among blockers (asked of A1, 805.2)", () => {
    const game = giant([
      {},
      { battlefield: [{ card: "hill-giant" }] },
      { battlefield: [{ card: "llanowar-elves" }] },
      { battlefield: [{ card: "llanowar-elves" }] },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const giantA = idOf(game, 1, "hill-giant");
    submitOk(game, { attacks: [{ attacker: giantA, defender: { player: 2 } }] });
    while (game.pending()!.kind === "priority") submitOk(game, { choice: 0 });
    submitOk(game, {
      blocks: [
        { blocker: idOf(game, 2, "llanowar-elves"), attacker: giantA },
        { blocker: idOf(game, 3, "llanowar-elves"), attacker: giantA },
      ],
    });
    while (game.pending()!.kind === "priority") submitOk(game, { choice: 0 });
    const d = game.pending()!;
    expect(d.kind).toBe("damage");
    expect(d.player).toBe(0);
  });
});

describe("810.9b paying life together", () => {
  it("810.9b: after A1 pays 4 of team A's 7 life for Killing Wave (X = 2), A2 may keep one creature, not two", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "two-headed-giant",
      seed: 1,
      players: [
        { name: "A1", life: 7, battlefield: [{ card: "grizzly-bears" }, { card: "hill-giant" }] },
        { name: "A2", battlefield: [{ card: "llanowar-elves" }, { card: "coral-merfolk" }] },
        { name: "B1", hand: ["killing-wave"], battlefield: [1, 2, 3].map(() => ({ card: "swamp" })) },
        { name: "B2" },
      ],
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      start: 2,
      autoPass: false,
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Killing Wave");
    submitOk(game, { value: 2 }); // X
    while (game.pending()!.kind !== "choose" || game.pending()!.player !== 0) submitOk(game, { choice: 0 });
    const a1 = game.pending()!;
    if (a1.kind !== "choose") throw new Error(a1.kind);
    expect(a1.max).toBe(2);
    submitOk(game, { choices: [0, 1] });
    const a2 = game.pending()!;
    if (a2.kind !== "choose") throw new Error(a2.kind);
    expect([a2.player, a2.max]).toEqual([1, 1]);
    expectRefused(game, { choices: [0, 1] }, /choose 0–1 option/);
  });
});
