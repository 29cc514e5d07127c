/**
 * Property: in random-bot games, a client that combines the table's public part and its own part (as a
 * server sends them, JSON) gets exactly the view the engine gives that seat (`game.view`), and that view
 * agrees with the state: the seat's own open decision in full and its turn, their own hand. The public
 * part never holds a hand or library card, nor a decision in full.
 */
import { playGame } from "@roundtable/bots";
import {
  announcements,
  cardsBeingCast,
  combineView,
  type Game,
  lanes,
  type PlayerId,
  type Recipient,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { ffa, newGame, randomBots, reproCommand, type Table } from "./support.ts";
import { tableLeaks } from "./viewParts.ts";

const viaJson = <T>(x: T): T => JSON.parse(JSON.stringify(x));

function check(game: Game, where: string): string[] {
  const s = game.state;
  const open = game.decisions();
  const table = viaJson(game.tableView());
  const problems = tableLeaks(s, table).map((p) => `${where}: the table view shows ${p}`);
  const teams = s.config.teams;
  // 601.2a: a card being cast is on the stack in the views, in no hand.
  const cast = cardsBeingCast(announcements(game.db, s));
  const hand = (q: PlayerId) => s.players[q].hand.filter((id) => !cast.has(id));
  for (const seat of [...s.players.keys(), null] as (PlayerId | null)[]) {
    const who: Recipient = seat === null ? { spectator: true } : { seat };
    const name = seat === null ? "the spectator" : `seat ${seat}`;
    const view = combineView(table, viaJson(game.seatView(who)));
    if (JSON.stringify(view) !== JSON.stringify(game.view(seat)))
      problems.push(`${where}: ${name}: the combined parts differ from game.view`);
    // From the state: the seat's first open decision in full (807.4: else the first one, redacted)...
    const mine = open.find((d) => d.player === seat) ?? open[0] ?? null;
    if (
      JSON.stringify(view.pending) !==
      JSON.stringify(
        mine?.player === seat ? mine : mine && { id: mine.id, player: mine.player, kind: mine.kind },
      )
    )
      problems.push(`${where}: ${name}: pending is not their decision`);
    // ... with the turn of the lane it belongs to.
    const lane =
      lanes(s).find((l) => mine !== null && l.lane.pending?.id === mine.id)?.lane ?? lanes(s)[0].lane;
    if (view.turn.number !== lane.turn.number || view.turn.active !== lane.turn.active)
      problems.push(`${where}: ${name}: the turn is not that of their decision`);
    view.players.forEach((p, q) => {
      const shown = p.hand?.map((c) => c.id);
      if (q === seat && JSON.stringify(shown) !== JSON.stringify(hand(q)))
        problems.push(`${where}: ${name} doesn't see their own hand`);
      const teammate = seat !== null && teams != null && teams[q] === teams[seat];
      if (
        q !== seat &&
        shown !== undefined &&
        !teammate &&
        !(s.playerControl ?? []).some((c) => c.by === seat)
      )
        problems.push(`${where}: ${name} sees the hand of seat ${q}`);
    });
  }
  return problems;
}

const GAMES: { table: Table; seed: number }[] = [
  { table: ffa(4), seed: 21 },
  { table: ffa(4), seed: 22 },
  { table: { variant: "two-headed-giant", players: 4 }, seed: 23 },
  { table: { variant: "two-headed-giant", players: 4 }, seed: 24 },
  { table: { variant: "emperor", players: 6 }, seed: 25 },
  { table: { variant: "grand-melee", players: 10 }, seed: 26 },
  { table: { variant: "grand-melee", players: 10 }, seed: 27 },
];

describe("table view + seat view = the seat's view", () => {
  for (const { table, seed } of GAMES)
    it(`combined parts equal game.view and the state (${table.variant}, ${table.players} players, seed ${seed})`, () => {
      const { game } = newGame(table, seed, false);
      const problems = check(game, "start");
      let checks = 1;
      playGame(game, randomBots(table.players), {
        seed,
        maxDecisions: 400,
        concedeChance: 0.003,
        onDecision: (g, _d, _a) => {
          if (g.inputs.length % 9 !== 0 || problems.length > 20) return;
          problems.push(...check(g, `decision ${g.inputs.length}`));
          checks++;
        },
      });
      expect(
        problems.slice(0, 20),
        `${reproCommand(table, seed)}\n${problems.slice(0, 20).join("\n")}`,
      ).toEqual([]);
      expect(checks).toBeGreaterThan(10);
    });
});
