/**
 * Issue 14: the heuristic bot never aims a harmful effect at its own side — its own or a teammate's
 * permanents, spells or cards, itself or a teammate (102.3, players.ts `opposing`) — and never puts a
 * second "can't attack or block" Aura on a creature that already can't. Harmful is what the engine says
 * on the target decision (`intent`, cards/intent.ts), never a card name.
 *
 * One exception, by the rules: a triggered ability's controller must choose its targets (603.3d), so a
 * mandatory trigger (Flametongue Kavu) with only the bot's own side to aim at aims there. Such a choice
 * is allowed only when it is forced — the decision is not part of a spell or ability the bot chose to
 * cast or activate (601.2c, 602.2b), and no option off its side was left for the targets it had to
 * pick. Casting and activating are optional, so those must never be forced.
 *
 * The games are heuristic bots only, with random two-colour decks from the whole card pool (as
 * `--decks pool` builds them), begun in the middle: each player has five lands and two creatures on the
 * battlefield and six cards in hand, so that within a few dozen decisions per game there is removal to
 * aim and something on every side to aim it at. A failure names the table and the seed.
 */
import { type Bot, heuristicBot, playGame } from "@roundtable/bots";
import { cardDb, cardIdByName } from "@roundtable/cards";
import {
  type Decision,
  Game,
  type LayoutPlayer,
  opposing,
  type PlayerId,
  type Ref,
  type TableLayout,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { describeTable, ffa, pool, seeds, setupFor, type Table } from "./support.ts";

const isLand = (card: string): boolean => cardDb.get(card)?.types.includes("Land") ?? false;
const isCreature = (card: string): boolean => cardDb.get(card)?.types.includes("Creature") ?? false;

/** The pool game of this table and seed, begun in the middle (see above). */
function midGame(t: Table, seed: number): Game {
  const setup = setupFor(t, seed);
  const players: LayoutPlayer[] = setup.players.map((p) => {
    const lands = p.deck.filter(isLand);
    const spells = p.deck.filter((c) => !isLand(c));
    const creatures = spells.filter(isCreature).slice(0, 2);
    const rest = [...spells];
    for (const c of creatures) rest.splice(rest.indexOf(c), 1);
    // Lands alternate colours: the deck lists eight of each.
    const inPlay = [0, 8, 1, 9, 2].map((i) => lands[i]);
    const library = [...lands.filter((_, i) => ![0, 8, 1, 9, 2, 3].includes(i)), ...rest.slice(5)];
    return {
      name: p.name,
      battlefield: [...inPlay, ...creatures].map((card) => ({ card })),
      hand: [...rest.slice(0, 5), lands[3]],
      library,
    };
  });
  const layout: TableLayout = { variant: setup.variant, seed, players, shuffle: true };
  if (setup.options) layout.options = setup.options;
  return Game.fromLayout(cardDb, layout, { events: false });
}

interface Seen {
  /** Harmful target choices made (at least one target picked). */
  harmful: number;
  /** Harmful target choices where the bot could have picked something on its own side and didn't. */
  spared: number;
  /** The cards whose harmful effects were aimed. */
  cards: Set<string>;
  problems: string[];
}

function refController(g: Game, r: Ref): PlayerId {
  return "player" in r ? r.player : g.state.objects[r.object].controller;
}

/** Whether an Aura attached to the creature says it can't attack or block (Pacifism). */
function restrains(card: string | undefined): boolean {
  const def = card === undefined ? undefined : cardDb.get(card);
  return (def?.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "cantAttackOrBlock");
}

function restrained(g: Game, creature: number): boolean {
  return g.state.battlefield.some((id) => {
    const o = g.state.objects[id];
    return o.attachedTo === creature && restrains(o.card);
  });
}

/** Checks one target choice of a bot against the rule above and counts it. */
function check(g: Game, d: Decision, picks: number[], seen: Seen, where: string): void {
  if (d.kind !== "choose" || d.purpose !== "targets" || d.intent !== "harmful") return;
  const me = d.player;
  const own = (r: Ref | undefined): boolean => r !== undefined && !opposing(g.state, me, refController(g, r));
  const elsewhere = d.options.filter((o) => !own(o.ref)).length;
  const ownPicks = picks.filter((k) => own(d.options[k].ref)).length;
  const source = cardIdByName(d.prompt.slice(0, d.prompt.indexOf(": choose")));
  if (picks.length > 0) {
    seen.harmful++;
    if (source) seen.cards.add(source);
  }
  if (ownPicks === 0 && d.options.some((o) => own(o.ref))) seen.spared++;
  const task = g.state.work[g.state.work.length - 1];
  const optional = (task?.t === "cast" || task?.t === "activate") && task.player === me;
  const unavoidable = Math.max(0, d.min - elsewhere);
  const label = `${where}, seat ${me}: "${d.prompt}" chose ${picks.map((k) => d.options[k].label).join(", ")}`;
  if (ownPicks > 0 && (optional || ownPicks > unavoidable))
    seen.problems.push(`${label} — on its own side (of ${d.options.length} options, ${elsewhere} elsewhere)`);
  if (restrains(source))
    for (const k of picks) {
      const r = d.options[k].ref;
      if (r && "object" in r && restrained(g, r.object))
        seen.problems.push(`${label} — already can't attack or block`);
    }
}

/** A heuristic bot whose target choices are checked as it makes them. */
function watched(seen: Seen, where: string): Bot {
  return {
    name: "heuristic (watched)",
    decide(input) {
      const answer = heuristicBot.decide(input);
      if ("choices" in answer) check(input.game, input.decision, answer.choices, seen, where);
      return answer;
    },
  };
}

const TABLES: Table[] = [
  pool(ffa(4)),
  pool({ variant: "two-headed-giant", players: 4 }),
  pool({ variant: "emperor", players: 6 }),
];
/** Each batch is one test of a few seconds; the whole file plays 3 × 4 × 25 = 300 games. */
const BATCHES = [101, 126, 151, 176];
const GAMES = 25;
const MAX_DECISIONS = 60;

describe("issue 14: the heuristic bot never aims a harmful effect at its own side (102.3, 603.3d)", () => {
  for (const t of TABLES) {
    // Coverage is counted over the table's batches: one batch of 25 games at a 6-player Emperor table may
    // deal few harmful choices (the random pool decks change whenever the pool grows).
    const seen: Seen = { harmful: 0, spared: 0, cards: new Set(), problems: [] };
    it.each(BATCHES)(`${describeTable(t)}: ${GAMES} mid-game pool games from seed %i`, (from) => {
      const problems = seen.problems.length;
      for (const seed of seeds(from, GAMES)) {
        const game = midGame(t, seed);
        const where = `${describeTable(t)}, seed ${seed}`;
        playGame(game, Array(t.players).fill(watched(seen, where)), { seed, maxDecisions: MAX_DECISIONS });
      }
      expect(seen.problems.slice(problems)).toEqual([]);
    });
    it(`${describeTable(t)}: the batches made real choices — many harmful ones, from many cards, often with the bot's own side to avoid`, () => {
      expect(seen.harmful).toBeGreaterThanOrEqual(15 * BATCHES.length);
      expect(seen.spared).toBeGreaterThanOrEqual(10 * BATCHES.length);
      expect(seen.cards.size).toBeGreaterThanOrEqual(20);
    });
  }
});
