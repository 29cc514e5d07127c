/**
 * Principle 4 with the view split in two (docs/protocol.md, "Table view and seat views"): the table's
 * public part holds no hand or library card and no decision in full; each recipient's own part holds
 * exactly the hands they may see and the decisions they must answer.
 */
import { playGame } from "@roundtable/bots";
import type { CardView, Game, ObjId, PlayerId } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { ffa, newGame, randomBots, type Table } from "./support.ts";
import { cardViewsIn, tableLeaks } from "./viewParts.ts";

const ids = (cards: CardView[] | undefined): ObjId[] | undefined => cards?.map((c) => c.id);

/** The seats whose hands `seat`'s SeatView holds, with each hand checked against the state. */
function handsSeenBy(game: Game, seat: PlayerId): number[] {
  const own = game.seatView({ seat });
  for (const [p, hand] of Object.entries(own.hands)) expect(ids(hand)).toEqual(game.state.players[+p].hand);
  return Object.keys(own.hands).map(Number);
}

function started(table: Table, seed: number): Game {
  return newGame(table, seed, false).game;
}

describe("Table view and seat views", () => {
  it("400.2 after the opening hands, a 4-player free-for-all's TableView holds no hand or library card", () => {
    const game = started(ffa(4), 1);
    const s = game.state;
    expect(s.players.every((p) => p.hand.length === 7)).toBe(true);
    const table = game.tableView();
    expect(tableLeaks(s, table)).toEqual([]);
    // Nothing is public yet: no card at all, only the sizes.
    expect(cardViewsIn(table)).toEqual([]);
    expect(table.players.map((p) => [p.handCount, p.libraryCount])).toEqual(
      s.players.map((p) => [7, p.library.length]),
    );
    expect(table.players.some((p) => "hand" in p)).toBe(false);
  });

  it("the leak check catches a hand card and a full decision in a TableView (a check of this test itself)", () => {
    const game = started(ffa(4), 1);
    const s = game.state;
    const table = game.tableView();
    const o = s.objects[s.players[2].hand[0]];
    table.players[0].graveyard.push({ id: o.id, card: o.card, name: o.card });
    table.decisions[0] = game.decisions()[0];
    expect(tableLeaks(s, table).join("\n")).toMatch(/in the hand of seat 2[\s\S]*decision \d+ in full/);
  });

  it("400.2 a free-for-all player's SeatView holds exactly their own hand", () => {
    const game = started(ffa(4), 2);
    for (const seat of [0, 1, 2, 3]) expect(handsSeenBy(game, seat)).toEqual([seat]);
  });

  for (const [rule, variant, players] of [
    ["808.5 a Team vs. Team player's SeatView holds their teammates' hands", "team-vs-team", 6],
    ["809.7 an Emperor player's SeatView holds their teammates' hands", "emperor", 6],
    ["810.5 a Two-Headed Giant player's SeatView holds their teammate's hand", "two-headed-giant", 4],
  ] as const)
    it(rule, () => {
      const game = started({ variant, players }, 3);
      const teams = game.state.config.teams!;
      for (let seat = 0; seat < players; seat++) {
        const team = teams.flatMap((t, p) => (t === teams[seat] ? [p] : []));
        expect(team.length).toBeGreaterThan(1);
        expect(handsSeenBy(game, seat)).toEqual(team);
      }
    });

  it("811.5 an Alternating Teams player's SeatView holds a teammate's hand only once they sit next to each other", () => {
    const game = started({ variant: "alternating-teams", players: 4 }, 4);
    const teams = game.state.config.teams!;
    expect(teams[0]).toBe(teams[2]);
    expect(handsSeenBy(game, 0)).toEqual([0]);
    expect(game.concede(1).ok).toBe(true); // 800.4a: seat 1 leaves; seats 0 and 2 are now neighbours
    expect(handsSeenBy(game, 0)).toEqual([0, 2]);
    expect(handsSeenBy(game, 2)).toEqual([0, 2]);
  });

  it("a spectator's SeatView holds no hand, or every hand when the table shows them; no decision", () => {
    const game = started(ffa(4), 5);
    const hidden = game.seatView({ spectator: true });
    expect(hidden).toEqual({ viewer: null, role: "spectator", opponents: [], hands: {}, decisions: [] });
    const shown = game.seatView({ spectator: true, hands: true });
    expect(Object.values(shown.hands).map(ids)).toEqual(game.state.players.map((p) => p.hand));
    expect(shown.decisions).toEqual([]);
    expect(shown.libraries).toBeUndefined();
  });

  it("the judge's SeatView holds every hand, every library top first, and every open decision in full", () => {
    const game = started(ffa(4), 6);
    const judge = game.seatView({ judge: true });
    expect(judge.role).toBe("judge");
    expect(Object.values(judge.hands).map(ids)).toEqual(game.state.players.map((p) => p.hand));
    expect(Object.values(judge.libraries!).map(ids)).toEqual(game.state.players.map((p) => p.library));
    expect(judge.decisions).toEqual(game.decisions());
  });

  it("807.4 Grand Melee: each open decision in full goes only to the seat that must answer it, and to the judge", () => {
    const game = started({ variant: "grand-melee", players: 12 }, 7);
    playGame(game, randomBots(12), { seed: 7, maxDecisions: 60 });
    const open = game.decisions();
    expect(open.length).toBeGreaterThan(1);
    const table = game.tableView();
    expect(tableLeaks(game.state, table)).toEqual([]);
    expect(table.decisions).toEqual(open.map(({ id, player, kind }) => ({ id, player, kind })));
    expect(table.markers!.flatMap((m) => m.pending ?? [])).toEqual(table.decisions);
    for (let seat = 0; seat < 12; seat++) {
      const own = game.seatView({ seat });
      expect(own.decisions).toEqual(open.filter((d) => d.player === seat));
      expect(own.opponents.length).toBe(11);
    }
    expect(game.seatView({ judge: true }).decisions).toEqual(open);
    expect(game.seatView({ spectator: true, hands: true }).decisions).toEqual([]);
  });

  it("the rules in force and why each player left (104) are public: in the TableView, and in every player's view", () => {
    const game = started(ffa(4), 3);
    expect(game.concede(1).ok).toBe(true);
    const table = game.tableView();
    expect(table.config).toEqual(game.state.config);
    expect(table.config.name).toBe("free-for-all");
    expect(table.players.map((p) => p.reason)).toEqual(game.state.players.map((p) => p.reason));
    expect(table.players[1].reason).toMatch(/conceded/);
    expect(table.players[0].reason).toBeNull();
    for (const viewer of [0, 2, null]) {
      const view = game.view(viewer);
      expect(view.config).toEqual(game.state.config);
      expect(view.players.map((p) => p.reason)).toEqual(table.players.map((p) => p.reason));
    }
  });
});
