/**
 * Saving a position whose players carry effects beyond their zones (savePositionNow, the web table's "Save
 * this position"), each refused before: a draw step to skip (500.11: Fatigue, `skipDraws`), a player who
 * can't gain life for the rest of the game (119.7: Stigma Lasher, `cantGainLife`), a player controlled by
 * another during their next turn or this one (723.1: Mindslaver, `controlledNextTurnBy`), and an emblem in a
 * command zone (114: Dovin Baan's, which was written as a card of `command` and is now a field of its own
 * kind, checked). Each is saved in a live game, loaded and run: every seat sees the live game's view, and the
 * game goes on the same in both.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutProblems } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { drive, driver, savedAndRun, settle } from "./drive.ts";

const lands = (card: string, n: number, tapped = false) =>
  Array.from({ length: n }, () => (tapped ? { card, tapped } : { card }));

/**
 * Answers what is asked — passing, no attackers or blockers, the first option (the first two permanents to
 * untap under Dovin Baan's emblem) — until `done`.
 */
function passUntil(g: Game, done: (g: Game) => boolean): void {
  while (!done(g)) {
    const d = g.pending()!;
    const answer =
      d.kind === "priority"
        ? { choice: 0 }
        : d.kind === "attackers"
          ? { attacks: [] }
          : d.kind === "blockers"
            ? { blocks: [] }
            : { choices: d.prompt.startsWith("Untap up to 2") ? [0, 1] : [0] };
    expect(g.submit(d.player, d.id, answer as never).ok, `${d.kind}: ${d.prompt}`).toBe(true);
  }
}

/** Until the upkeep of the turn `k` turns after the one `g` is in. */
const upkeepIn = (g: Game, k: number): void => {
  const turn = g.state.turn.number + k;
  passUntil(g, (x) => x.state.turn.number === turn && x.state.turn.step === "upkeep");
};

type FilePlayer = Record<string, unknown> & { name: string };
const playersOf = (file: Record<string, unknown>) => file.players as FilePlayer[];

describe("500.11: saving a position with draw steps to skip (skipDraws)", () => {
  it("A's two Fatigues on B and one on C, saved in B's upkeep: B skips this turn's draw and its next, C its next, in both games", () => {
    const { game, act, choose, until } = drive({
      variant: "free-for-all",
      seed: 3,
      players: [
        { name: "A", hand: ["fatigue", "fatigue", "fatigue"], battlefield: lands("island", 6) },
        { name: "B", library: ["grizzly-bears", "forest", "forest", "forest"] },
        { name: "C", library: ["shock", "mountain", "mountain"] },
      ],
    });
    until(1, "main1");
    for (const target of ["B", "B", "C"]) {
      act("cast", "Fatigue");
      choose(target);
      settle(game);
    }
    expect(game.state.skips).toHaveLength(3);
    upkeepIn(game, 1); // B's turn 2
    // The turn's beginning, which the file holds, was refused: "a player will skip a draw step (500.11)".
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file).map((p) => p.skipDraws)).toEqual([undefined, 2, 1]);
    const hands = (g: Game) => g.state.players.map((p) => p.hand.length);
    for (const g of [game, loaded]) {
      passUntil(g, (x) => x.state.turn.step === "main1"); // B's draw step skipped
      expect(hands(g)).toEqual([1, 0, 0]); // A drew turn 1's card, and cast its three Fatigues
      upkeepIn(g, 1); // C's: skipped
      passUntil(g, (x) => x.state.turn.step === "main1");
      expect(hands(g)).toEqual([1, 0, 0]);
      upkeepIn(g, 2); // B's next: skipped, the second Fatigue
      passUntil(g, (x) => x.state.turn.step === "main1");
      expect(hands(g)).toEqual([2, 0, 0]); // A drew in its turn
      upkeepIn(g, 1); // C's next: drawn
      passUntil(g, (x) => x.state.turn.step === "main1");
      expect(hands(g)).toEqual([2, 0, 1]);
      expect(g.state.skips).toBeUndefined();
    }
    expect(loaded.state.players.map((p) => p.hand.map((id) => loaded.state.objects[id].card))).toEqual(
      game.state.players.map((p) => p.hand.map((id) => game.state.objects[id].card)),
    );
  });
});

describe("805.8, 500.11: a team's skipped draw, queued under a player who has left since", () => {
  it("B1's Fatigue on A1, then A1 concedes: saved in team A's upkeep, the skip is A2's (`skipDraws`), and team A draws nothing in both games", () => {
    const fatigue = { hand: ["fatigue"], battlefield: lands("island", 2) };
    const { game, act, choose, until } = drive({
      variant: "team-vs-team",
      seed: 5,
      players: [{ name: "A1" }, { name: "A2" }, { name: "B1", ...fatigue }, { name: "B2" }],
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
        sharedTurns: true,
      },
      start: 0,
    });
    until(2, "main1");
    act("cast", "Fatigue");
    choose("A1");
    settle(game);
    expect(game.concede(0).ok).toBe(true);
    expect(game.state.skips).toEqual([{ player: 0, step: "draw" }]); // queued under A1, who has left
    upkeepIn(game, 1); // team A's turn 3: A2 is its player in the game
    expect(game.state.turn.active).toBe(1);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file).map((p) => p.skipDraws)).toEqual([undefined, 1, undefined, undefined]);
    for (const g of [game, loaded]) {
      const hand = g.state.players[1].hand.length;
      passUntil(g, (x) => x.state.turn.step === "main1");
      expect(g.state.players[1].hand.length).toBe(hand); // the team's draw step was skipped
      expect(g.state.skips).toBeUndefined();
    }
  });
});

describe("119.7: saving a position with a player who can't gain life (cantGainLife)", () => {
  it("Stigma Lasher dealt B damage in A's turn, saved in B's upkeep: in both games B's Chaplain's Blessing gains nothing, C's does", () => {
    const { game, answer, until } = drive({
      variant: "free-for-all",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "stigma-lasher" }] },
        { name: "B", hand: ["chaplains-blessing"], battlefield: lands("plains", 1) },
        { name: "C", hand: ["chaplains-blessing"], battlefield: lands("plains", 1) },
      ],
    });
    passUntil(game, (g) => g.pending()?.kind === "attackers");
    const lasher = game.state.battlefield.find((id) => game.state.objects[id].card === "stigma-lasher")!;
    answer(() => ({ attacks: [{ attacker: lasher, defender: { player: 1 } }] }));
    until(1, "end");
    expect(game.state.players[1]).toMatchObject({ life: 18, cantGainLife: true });
    upkeepIn(game, 1);
    expect(layoutProblems(cardDb, game.state)).toEqual([]); // was "B can't gain life for the rest of the game (119.7)"
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file)[1]).toMatchObject({ name: "B", life: 18, cantGainLife: true });
    expect(playersOf(file)[2].cantGainLife).toBeUndefined();
    for (const g of [game, loaded]) {
      const d = driver(g);
      d.until(g.state.turn.number, "main1");
      d.act("cast", "Chaplain's Blessing");
      settle(g);
      expect(g.state.players[1].life).toBe(18); // 119.7
      upkeepIn(g, 1);
      d.until(g.state.turn.number, "main1");
      d.act("cast", "Chaplain's Blessing");
      settle(g);
      expect(g.state.players[2].life).toBe(25);
    }
  });
});

describe("723.1: saving a position with a player controlled by another (controlledNextTurnBy)", () => {
  /** A Free-for-All in which A activates Mindslaver targeting `target` in turn 1. */
  function mindslaver(target: string) {
    const d = drive({
      variant: "free-for-all",
      seed: 6,
      players: [
        { name: "A", battlefield: [{ card: "mindslaver" }, ...lands("island", 4)] },
        { name: "B", hand: ["grizzly-bears"], battlefield: lands("forest", 2) },
        { name: "C", hand: ["grizzly-bears"], battlefield: lands("forest", 2) },
      ],
    });
    d.until(1, "main1");
    d.act("activate", "Mindslaver");
    d.choose(target);
    settle(d.game);
    expect(d.game.state.playerControl).toHaveLength(1);
    return d;
  }

  /** Whose decisions the pending one is: the player asked, and on whose behalf (723.5). */
  const asked = (g: Game) => {
    const d = g.pending()!;
    return { player: g.state.players[d.player].name, for: "onBehalfOf" in d ? d.onBehalfOf : undefined };
  };

  it("controlled during this turn: Mindslaver on B, saved in B's upkeep — A makes B's decisions in turn 1 of the file, and B its own in its next turn", () => {
    const { game } = mindslaver("B");
    upkeepIn(game, 1);
    expect(asked(game)).toEqual({ player: "A", for: 1 });
    expect(layoutProblems(cardDb, game.state)).toEqual([]); // was "a player is controlled by another (723)"
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file)[1].controlledNextTurnBy).toBe("A");
    expect(loaded.state.playerControl).toEqual([{ player: 1, by: 0, turn: 1 }]);
    for (const g of [game, loaded]) {
      expect(asked(g)).toEqual({ player: "A", for: 1 });
      const d = driver(g);
      d.until(g.state.turn.number, "main1");
      d.act("cast", "Grizzly Bears"); // A, for B (723.5)
      settle(g);
      upkeepIn(g, 3); // B's next turn: B's own
      expect(asked(g)).toEqual({ player: "B", for: undefined });
      expect(g.state.playerControl).toBeUndefined();
    }
    const bears = (g: Game) =>
      g.state.battlefield
        .filter((id) => g.state.objects[id].card === "grizzly-bears")
        .map((id) => g.state.objects[id].controller);
    expect(bears(loaded)).toEqual(bears(game));
    expect(bears(game)).toEqual([1]); // 723.3: B's, cast by A for B
  });

  it("waiting for that player's next turn: Mindslaver on C, saved in B's upkeep — in both games A makes C's decisions in C's turn, not before", () => {
    const { game } = mindslaver("C");
    upkeepIn(game, 1);
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file).map((p) => p.controlledNextTurnBy)).toEqual([undefined, undefined, "A"]);
    expect(loaded.state.playerControl).toEqual([{ player: 2, by: 0, turn: null }]);
    for (const g of [game, loaded]) {
      expect(asked(g)).toEqual({ player: "B", for: undefined });
      upkeepIn(g, 1); // C's turn
      expect(asked(g)).toEqual({ player: "A", for: 2 });
      upkeepIn(g, 1); // A's
      expect(asked(g)).toEqual({ player: "A", for: undefined });
      expect(g.state.playerControl).toBeUndefined();
    }
  });
});

describe("114: saving a position with an emblem in a command zone", () => {
  it("Dovin Baan's emblem, saved in A's next upkeep: the file lists it in A's command zone, and in both games B untaps only two of its permanents", () => {
    const { game, answer } = drive({
      variant: "duel",
      seed: 2,
      players: [
        { name: "A", battlefield: [{ card: "dovin-baan", counters: { loyalty: 7 } }] },
        { name: "B", battlefield: lands("forest", 5, true) },
      ],
    });
    passUntil(game, (g) => g.state.turn.step === "main1");
    // Its third ability, −7 (the first offered is +1).
    answer((d) => {
      const names = d.kind === "priority" ? d.actions.map((a) => ("name" in a ? a.name : "")) : [];
      return { choice: names.lastIndexOf("Dovin Baan") };
    });
    settle(game);
    passUntil(game, (g) => g.state.turn.number === 3 && g.state.turn.step === "upkeep");
    const emblem = (g: Game) => g.state.players[0].command.map((id) => g.state.objects[id].card);
    expect(emblem(game)).toEqual(["emblem-dovin-baans-emblem-f5465b97"]);
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { file, loaded } = savedAndRun(game);
    expect(playersOf(file)[0].command).toEqual(["Dovin Baan's emblem"]);
    expect(emblem(loaded)).toEqual(emblem(game));
    const tapped = (g: Game) =>
      g.state.battlefield.filter((id) => g.state.objects[id].tapped === true).length;
    for (const g of [game, loaded]) {
      expect(tapped(g)).toBe(3); // B untapped two of five in its turn
      passUntil(g, (x) => x.pending()?.kind === "choose" && x.state.turn.step === "untap");
      expect(g.pending()!.prompt).toMatch(/Untap up to 2 permanents/);
    }
  });
});
