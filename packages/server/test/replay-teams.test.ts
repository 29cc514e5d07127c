/**
 * Each seat's team in the lobby's list of finished games (`GET /api/games`, ReplayInfo; 102.3: teams are
 * public), against a real server process: a replay's game has begun, so its teams are its start's
 * (tables/seatTeams.ts: planOfStart) — the game's own, as its replay shows them. A game whose players all play
 * alone has none.
 */
import type { ReplayInfo, ReplayStep, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";

const { dir, servers } = useDataDir("roundtable-replay-teams-");

const started = slowBotServer(dir, servers);
let srv: ServerProcess;
const server = async () => (srv = await started());

/** Seats the people in the table's open seats and, once its game has begun, each concedes (104.3a). */
async function finish(id: string, people: string[]): Promise<void> {
  const status = async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${id}`)).body.status;
  const tokens = [];
  for (const name of people) tokens.push((await joinSeat(srv.http, id, name)).token);
  // Before the start, leaving would free the seat.
  await expect.poll(status).toBe("playing");
  for (const token of tokens)
    expect((await api(srv.http, "POST", `/api/tables/${id}/leave`, undefined, token)).status).toBe(200);
  await expect.poll(status, { timeout: 60_000 }).toBe("over");
}

/** The finished game `id` as the lobby's list of replays gives it. */
async function listed(id: string): Promise<ReplayInfo | undefined> {
  const { body } = await api<{ games: ReplayInfo[] }>(srv.http, "GET", "/api/games");
  return body.games.find((g) => g.id === id);
}

describe("the seats' teams in the replays' list (GET /api/games)", () => {
  it("102.3, 810.1 Two-Headed Giant: each seat has its team, the game's as its replay shows it", async () => {
    await server();
    const bot = { kind: "bot", bot: "random" };
    const t = await createTable(srv.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, bot, bot, bot],
    });
    // Ann concedes: her team leaves the game and loses (810.8b), and the game is over.
    await finish(t.id, ["Ann"]);
    const game = await listed(t.id);
    expect(game?.seats.map((s) => [s.name, s.team])).toEqual([
      ["Ann", 0],
      ["Bob", 0],
      ["Carol", 1],
      ["Dave", 1],
    ]);
    const start = (await api<ReplayStep>(srv.http, "GET", `/api/games/${t.id}/replay?step=0&as=judge`)).body;
    expect(game?.seats.map((s) => s.team)).toEqual(start.view.players.map((p) => p.team));
  });

  it("806 Free-for-All: everyone plays alone — no seat has a team", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot", bot: "random" }],
    });
    // Ann and Ben concede: the bot wins (104.2a).
    await finish(t.id, ["Ann", "Ben"]);
    const game = await listed(t.id);
    expect(game?.seats).toHaveLength(3);
    for (const seat of game?.seats ?? []) expect("team" in seat, `seat ${seat.seat}`).toBe(false);
  });
});
