/**
 * The state-based actions that look at each player (704.5a–c, 704.5t, 704.6a–c) are skipped while a check
 * found every player far from them and nothing they read has changed (players/playerChecks.ts): a big
 * table's every check would otherwise read every seat. These show each door through which a change makes
 * the next check look again, and the invariant that catches a change made without one.
 */
import { describe, expect, it } from "vitest";
import { playersSettled } from "../src/engine/players/playerChecks.ts";
import { checkInvariants } from "../src/index.ts";
import { advanceTo, chooseLabels, perms, submitOk, table, takeAction } from "./helpers.ts";

const library = (n: number) => Array.from({ length: n }, () => "forest");

/** A duel in its first main phase, where the checks so far found nobody near losing. */
function settledDuel(): ReturnType<typeof table> {
  const game = table(
    [
      { name: "A", library: library(5) },
      { name: "B", library: library(5) },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  return game;
}

function staleChecks(game: ReturnType<typeof table>): string[] {
  return checkInvariants(game.state).filter((v) => v.includes("playersChanged"));
}

describe("the checks of each player (playerChecks.ts)", () => {
  it("704.5a: a player whose life damage brings to 0 loses, though the checks before found nobody near", () => {
    const game = table([
      { name: "A", hand: ["lightning-bolt"], battlefield: perms("mountain"), library: library(5) },
      { name: "B", life: 3, library: library(5) },
    ]);
    advanceTo(game, 1, "main1");
    expect(playersSettled(game.state)).toBe(true);
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "B");
    for (let i = 0; i < 5 && game.state.status === "playing"; i++) submitOk(game, { choice: 0 });
    expect(game.state.players[1].result).toBe("lost");
    expect(game.state.players[1].reason).toMatch(/704\.5a/);
  });

  it("704.5b: a player who draws from an empty library loses at the next check", () => {
    const game = table(
      [
        { name: "A", library: library(5) },
        { name: "B", library: [] },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    expect(playersSettled(game.state)).toBe(true);
    for (let i = 0; i < 40 && game.state.status === "playing"; i++) submitOk(game, { choice: 0 });
    expect(game.state.players[1].result).toBe("lost");
    expect(game.state.players[1].reason).toMatch(/704\.5b/);
    expect(game.state.turn.number).toBe(2); // B's first draw step
  });

  it("704.5t: a dungeon entering a command zone (taking the initiative, 726.2) is looked at from the next check on", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["goliath-paladin"],
          battlefield: perms("plains", "plains", "plains", "plains", "plains"),
          library: library(5),
        },
        { name: "B", library: library(5) },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    expect(playersSettled(game.state)).toBe(true);
    takeAction(game, "cast", "Goliath Paladin");
    for (let i = 0; i < 10 && game.state.players[0].command.length === 0; i++) {
      submitOk(game, { choice: 0 });
      expect(staleChecks(game)).toEqual([]);
    }
    expect(game.view(null).players[0].command.map((c) => c.name)).toEqual(["Undercity"]);
    expect(playersSettled(game.state)).toBe(false);
  });

  it("a life total set from outside is looked at again after game.edited(); without it the invariants say the checks are stale", () => {
    const game = settledDuel();
    expect(playersSettled(game.state)).toBe(true);
    expect(staleChecks(game)).toEqual([]);
    game.state.players[1].life = 0;
    expect(staleChecks(game)).toEqual([
      "seat 1 is near a state-based action (704.5a–c, 704.5t, 704.6a–c) but the checks are settled: a change missed playersChanged (playerChecks.ts)",
    ]);
    game.edited();
    expect(staleChecks(game)).toEqual([]);
    // Passes (which skip the checks: nothing changed) until the step ends; the next check finds B at 0 life.
    for (let i = 0; i < 4 && game.state.status === "playing"; i++) submitOk(game, { choice: 0 });
    expect(game.state.players[1].result).toBe("lost");
    expect(game.state.status).toBe("over");
  });

  it("a fork starts unsettled and checks every player", () => {
    const game = settledDuel();
    const fork = game.fork();
    expect(playersSettled(game.state)).toBe(true);
    expect(playersSettled(fork.state)).toBe(false);
    fork.state.players[0].life = -2;
    for (let i = 0; i < 4 && fork.state.status === "playing"; i++) submitOk(fork, { choice: 0 });
    expect(fork.state.players[0].result).toBe("lost");
    expect(game.state.players[0].result).toBe(null);
  });
});
