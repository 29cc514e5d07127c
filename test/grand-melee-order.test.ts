/**
 * 807.4: simultaneous turns are really simultaneous. When several turn markers' players have open decisions
 * and the turns don't reach each other (their players are out of one another's range), answering those
 * decisions in any order gives the same game: the same life totals, hands, libraries, graveyards, permanents
 * and stacks, turn by turn. Object ids, timestamps and decision numbers are allotted in the order things
 * happen, and turn numbers in the order turns begin, so the comparison is of the game as players see it,
 * not of the state's bytes.
 *
 * Random-bot Grand Melee games are stopped at many points; at each, every order of the open decisions of
 * independent markers is tried on a fork of the game with the same answers.
 */
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Answer, type Decision, type Game, type GameState, lanes, seedRng } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { newGame } from "./support.ts";

/** The game as the players see it, without the ids the engine allots in the order things happen. */
function position(s: GameState): string {
  const name = (id: number): string => cardDb.get(s.objects[id].card)?.name ?? s.objects[id].card;
  const sorted = (ids: readonly number[]): string[] => ids.map(name).sort();
  const players = s.players.map((p) => ({
    life: p.life,
    poison: p.poison,
    left: p.left,
    hand: sorted(p.hand),
    library: p.library.map(name),
    graveyard: p.graveyard.map(name),
    exile: sorted(p.exile),
    pool: p.pool,
  }));
  const battlefield = s.battlefield
    .map((id) => {
      const o = s.objects[id];
      const host = o.attachedTo === undefined ? "" : name(o.attachedTo);
      return `${name(id)}|${o.controller}|${o.tapped === true}|${o.damage ?? 0}|${JSON.stringify(o.counters ?? {})}|${host}`;
    })
    .sort();
  // Turn numbers count turns in the order they began (807.4b numbers only the turns that begin together):
  // a turn of one marker may begin before or after another's, as the answers came. They are labels.
  const turns = lanes(s).map(({ marker, lane }) => ({
    marker,
    active: lane.turn.active,
    step: lane.turn.step,
    priority: lane.turn.priority,
    stack: lane.stack.map(name),
    pending: lane.pending === null ? null : { kind: lane.pending.kind, player: lane.pending.player },
  }));
  return JSON.stringify({ players, battlefield, turns, markers: s.melee?.markers });
}

/** The seats whose choices a marker's turn can touch: within two seats of its holder or a stack object's controller. */
function reach(g: Game, marker: number): Set<number> {
  const s = g.state;
  const n = s.players.length;
  const { lane } = lanes(s).find((l) => l.marker === marker)!;
  const centres = [lane.turn.active, ...lane.stack.map((id) => s.objects[id].controller)];
  const out = new Set<number>();
  for (const c of centres) for (let d = -3; d <= 3; d++) out.add((c + d + n) % n);
  return out;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

describe("807.4: the answers to simultaneous turns' decisions can come in any order", () => {
  for (const seed of [1, 2, 3]) {
    it(`16 players, seed ${seed}: independent markers' open decisions answered in every order give the same game`, () => {
      const { game } = newGame({ variant: "grand-melee", players: 16 }, seed, false);
      const bots = Array.from({ length: 16 }, () => makeBot("random"));
      const bot = makeBot("random");
      let compared = 0;
      for (let round = 0; round < 60 && !game.isOver(); round++) {
        playGame(game, bots, { seed: seed * 1000 + round, maxDecisions: 7 });
        const s = game.state;
        if (s.melee === undefined) continue;
        // The open decisions of markers whose turns can't reach one another.
        const open = game.decisions();
        const markerOf = (d: Decision): number => lanes(s).find((l) => l.lane.pending?.id === d.id)!.marker;
        const chosen: Decision[] = [];
        for (const d of open) {
          const r = reach(game, markerOf(d));
          if (chosen.every((c) => !r.has(c.player) && !reach(game, markerOf(c)).has(d.player)))
            chosen.push(d);
        }
        if (chosen.length < 2) continue;
        const answers = new Map<number, Answer>();
        const rng = seedRng(seed * 7919 + round);
        for (const d of chosen) answers.set(d.id, bot.decide({ game, player: d.player, decision: d, rng }));
        // A player who leaves the game changes every seat's neighbours (800.4a: the seating closes up, and
        // ranges count seats of players still in it, 801.2): then no two turns are independent any more.
        const inGame = (g: Game) => g.state.players.filter((p) => !p.left).length;
        let departed = false;
        const results = permutations(chosen.slice(0, 3)).map((order) => {
          const fork = game.fork();
          for (const d of order) {
            if (inGame(fork) < inGame(game)) {
              departed = true;
              break;
            }
            const r = fork.submit(d.player, d.id, answers.get(d.id)!);
            expect(r.ok, `seed ${seed} round ${round}: ${r.ok ? "" : r.message}`).toBe(true);
          }
          return position(fork.state);
        });
        if (departed) continue;
        const orders = chosen.slice(0, 3).map((d) => `${d.kind} of seat ${d.player}`);
        for (const r of results)
          expect(r, `seed ${seed} round ${round}: ${orders.join(", ")}`).toBe(results[0]);
        compared++;
      }
      expect(compared).toBeGreaterThan(5);
    });
  }
});
