/**
 * Bots play the 2004 draft's Free-for-All (605: the defending player chosen as combat begins, 306.3,
 * 307.1) and Grand Melee (607: 607.7c–d turn markers), with the engine's invariants checked after every
 * decision. The fuzz suites play today's variants; these games are the 2004 edition's.
 */
import { type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup, LogFormatter } from "@roundtable/cli";
import { checkInvariants, Game, type GameEvent, staleCharacteristics } from "@roundtable/engine";
import { describe, expect, it } from "vitest";

function play(
  variant: "free-for-all" | "grand-melee",
  players: number,
  seed: number,
  bot: BotName,
  max: number,
) {
  const { setup } = buildSetup({ variant, players, seed });
  const game = Game.create(
    cardDb,
    { ...setup, options: { ...setup.options, edition: "2004" } },
    { events: true },
  );
  const cards = setup.players.reduce((n, p) => n + p.deck.length, 0);
  const defenders: GameEvent[] = [];
  const problems: string[] = [];
  playGame(
    game,
    setup.players.map(() => makeBot(bot)),
    {
      seed,
      maxDecisions: max,
      concedeChance: 0.005,
      onEvents: (es) => defenders.push(...es.filter((e) => e.type === "defender")),
      onDecision: (g, d) => {
        const v = [...checkInvariants(g.state, cards, g.db), ...staleCharacteristics(g.db, g.state)];
        if (v.length > 0 && problems.length === 0)
          problems.push(
            `seed ${seed} (${variant} 2004, ${bot}), after ${d.kind} by seat ${d.player}: ${v.join("; ")}`,
          );
      },
    },
  );
  return { problems, defenders, game };
}

describe("bots play the 2004 edition, invariants after every decision", () => {
  for (const bot of ["random", "heuristic"] as const)
    it(`Free-for-All 2004 (605), ${bot} bots: the active player chooses the defending player as combat begins (307.1)`, () => {
      let chosen = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const r = play("free-for-all", 4, seed, bot, 500);
        expect(r.problems).toEqual([]);
        chosen += r.defenders.length;
      }
      expect(chosen).toBeGreaterThan(0);
    });

  it("Grand Melee 2004 (607), random bots, twelve players", () => {
    for (let seed = 1; seed <= 1; seed++) {
      const r = play("grand-melee", 12, seed, "random", 400);
      expect(r.problems).toEqual([]);
      expect(r.game.state.config.markerRemoval).toBe("eachLowestFirst");
    }
  });
});

describe("the command line's log of the 2004 edition", () => {
  it("307.1: the choice of the defending player is a line of the log", () => {
    const { game } = play("free-for-all", 4, 1, "random", 200);
    const log = new LogFormatter(game, 0);
    const { name } = game.state.players[2];
    expect(log.format({ type: "defender", player: 0, defender: 2 })).toBe(
      `${game.state.players[0].name} (you) chooses to attack ${name} this combat`,
    );
  });
});
