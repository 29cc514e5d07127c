/**
 * Stops and passing (docs/server.md): how often a person is asked for priority at a 4-player
 * Free-for-All table, with every stop (today's behaviour) and with the default stops.
 */
import { type Bot, heuristicBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Decision, Game } from "@roundtable/engine";
import { ALL_STOPS, autoPass, DEFAULT_STOPS } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { ffa, setupFor } from "./support.ts";

const SEEDS = [1, 2, 3, 4, 5, 6];

interface Count {
  /** Seat 0's priority decisions (the engine's autoPass is off: every priority it holds). */
  every: number;
  /** Those it is asked with every stop, and with the default stops. */
  all: number;
  byDefault: number;
  /** Seat 0's turns begun: the rounds it played. */
  turns: number;
  /** Seat 0's priority decisions with another player's spell or ability on the stack and an action besides passing. */
  toRespond: number;
  toRespondAsked: number;
  /** Seat 0's priority decisions in its own main phases, stack empty, with a land or spell to play. */
  mainWithPlay: number;
  mainWithPlayAsked: number;
}

function measure(seed: number): Count {
  const game = Game.create(cardDb, { ...setupFor(ffa(4), seed), autoPass: false }, { events: false });
  const c: Count = {
    every: 0,
    all: 0,
    byDefault: 0,
    turns: 0,
    toRespond: 0,
    toRespondAsked: 0,
    mainWithPlay: 0,
    mainWithPlayAsked: 0,
  };
  let lastTurn = 0;
  const watch = (g: Game, d: Decision): void => {
    const t = g.state.turn;
    if (t.active === 0 && t.number !== lastTurn) {
      lastTurn = t.number;
      c.turns++;
    }
    if (d.player !== 0 || d.kind !== "priority") return;
    c.every++;
    const asked = !autoPass(g, d, DEFAULT_STOPS);
    if (!autoPass(g, d, ALL_STOPS)) c.all++;
    if (asked) c.byDefault++;
    const acts = d.actions.some((a) => a.type !== "pass" && !(a.type === "activate" && a.mana));
    if (acts && g.state.stack.some((id) => g.state.objects[id].controller !== 0)) {
      c.toRespond++;
      if (asked) c.toRespondAsked++;
    }
    if (
      t.active === 0 &&
      (t.step === "main1" || t.step === "main2") &&
      g.state.stack.length === 0 &&
      d.actions.some((a) => a.type === "play" || a.type === "cast")
    ) {
      c.mainWithPlay++;
      if (asked) c.mainWithPlayAsked++;
    }
  };
  const bots: Bot[] = [0, 1, 2, 3].map(() => ({
    ...heuristicBot,
    decide: (input) => {
      watch(input.game, input.decision);
      return heuristicBot.decide(input);
    },
  }));
  playGame(game, bots, { seed });
  return c;
}

/*
 * Measured on seeds 1–6 (46 rounds, a round being one turn of the measured seat): seat 0 holds priority
 * 35.7 times a round; it is asked 10.0 times a round with every stop (the engine already passes for a
 * player who can only pass or make mana); 3.5 times a round with the default stops.
 */
describe("stops and passing: seat 0 of a 4-player Free-for-All, heuristic bots, seeds 1–6", () => {
  const counts = SEEDS.map(measure);
  const total = (k: keyof Count) => counts.reduce((n, c) => n + c[k], 0);
  const perRound = (k: keyof Count) => total(k) / total("turns");

  it("priority held ~36 a round → asked ~10 with every stop → ~3.5 with the default stops", () => {
    expect(perRound("every")).toBeGreaterThan(25);
    expect(perRound("all")).toBeLessThan(perRound("every"));
    expect(perRound("byDefault")).toBeLessThan(5);
    expect(total("byDefault") * 2).toBeLessThan(total("all"));
  });

  it("117.3: the default stops still ask whenever another player's spell or ability is on the stack and the person can act", () => {
    expect(total("toRespond")).toBeGreaterThan(0);
    expect(total("toRespondAsked")).toBe(total("toRespond"));
  });

  it("505.6: the default stops still ask in the person's own main phases when they have a land or spell to play", () => {
    expect(total("mainWithPlay")).toBeGreaterThan(0);
    expect(total("mainWithPlayAsked")).toBe(total("mainWithPlay"));
  });
});
