/**
 * The tables' HTTP API: create, the lobby, a table's info, join (with a pasted deck list), leave, spectate,
 * a finished table's rematch, a game's record.
 */
import type { CardResolver } from "@roundtable/cards";
import { DeckListText, SeatName, SpectatorName, type TableInfo } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ReplayThread } from "../replays/replayThread.ts";
import type { Peers } from "../tables/placement.ts";
import type { TableRegistry } from "../tables/registry.ts";
import { makeRematch, rematchToMake } from "../tables/rematch.ts";
import type { Table } from "../tables/table.ts";
import { parseTableRequest } from "../tables/tableRequest.ts";
import { parseOr400 } from "../validation.ts";
import { bearer } from "./errors.ts";
import { type Answer, Elsewhere, PLACED, tableHere } from "./locate.ts";
import { refuse } from "./refuse.ts";

const IdParams = z.object({ id: z.string().min(1).max(100) });
const JoinBody = z.strictObject({
  name: SeatName,
  seat: z.number().int().min(0).optional(),
  /** A pasted deck list to play instead of the table's deck for the seat. */
  deck: DeckListText.optional(),
});
/**
 * Giving a seat up, optional: `concede: false` frees it only before the start — once the game has begun
 * nothing happens (409 `not-waiting`), for a client that asked while the table still waited (its last seat
 * may have been taken meanwhile). Without it, a leave after the start concedes (104.3a).
 */
const LeaveBody = z.strictObject({ concede: z.boolean().optional() });
/** A spectator's name, optional (else "Spectator N"): the chat's, where the table lets spectators talk. */
const SpectateBody = z.strictObject({ name: SpectatorName.optional() });
const LobbyQuery = z.object({
  status: z.enum(["waiting", "playing"]).optional(),
  /** Several processes (issue 21): only this process's tables (what the others ask each other). */
  here: z.literal("1").optional(),
});

/**
 * `cards` resolves the names of the lists pasted into a create-table request (default: the pool alone);
 * `peers`, with several processes (issue 21), places new tables on the least loaded process and lists
 * every process's tables in the lobby.
 */
export function registerTables(
  app: FastifyInstance,
  tables: TableRegistry,
  thread: ReplayThread,
  cards?: CardResolver,
  peers?: Peers,
): void {
  // Several processes: a client told the owner's address may connect there directly (no relay).
  // (Read at each answer: the address is known once the server listens.)
  const owned = () => (peers === undefined ? {} : { owner: peers.publicUrl });
  const infoOf = (t: Table): TableInfo => ({ ...t.info(), ...owned() });
  const tableOf = async (params: unknown): Promise<Table> => {
    const { id } = parseOr400(IdParams, params, "params");
    return tableHere(tables, id);
  };

  app.post("/api/tables", async (req, reply) => {
    // A new game's request, or a saved position's (`position`: tables/fromPosition.ts).
    // A position is checked in the replay thread (its file's actions run): `busy` (503) when it is full.
    const request = await parseTableRequest(req.body, thread, cards);
    const createHere = async (): Promise<Answer> => {
      const { table, judgeToken } = await tables.create(request);
      await peers?.created();
      return { status: 201, body: { id: table.id, judgeToken, table: infoOf(table) } };
    };
    const target =
      peers === undefined || req.headers[PLACED] !== undefined
        ? null
        : await peers.placeNew(tables.isBig(request));
    // A process that died stays among the live ones until its lease runs out: if it refuses the
    // connection, the table it never heard of is made here.
    if (target !== null) throw new Elsewhere(target, { answer: createHere });
    const { status, body } = await createHere();
    return reply.status(status).send(body);
  });

  app.get("/api/tables", async (req) => {
    const { status, here } = parseOr400(LobbyQuery, req.query, "query");
    const all = tables.list();
    const waiting = all.filter((t) => t.state === "waiting" && t.openSeats() > 0).map(infoOf);
    const playing = all.filter((t) => t.state === "playing" && t.spectatable()).map(infoOf);
    if (peers !== undefined && here === undefined)
      for (const lobby of await Promise.all((await peers.others()).map(lobbyOf))) {
        waiting.push(...lobby.waiting);
        playing.push(...lobby.playing);
      }
    return status === undefined
      ? { waiting, playing }
      : { [status]: status === "waiting" ? waiting : playing };
  });

  app.get("/api/tables/:id", async (req) => infoOf(await tableOf(req.params)));

  // A seat is taken with no token, or with the table's judge token: its judge then plays the seat, and its
  // judge role is refused while it plays with other people (Seating.judgeRefusal). The table's other tokens
  // get 403, one that is none of the table's 401 (refuse.ts).
  app.post("/api/tables/:id/seats", async (req, reply) => {
    const table = await tableOf(req.params);
    const body = parseOr400(JoinBody, req.body, "body");
    const token = bearer(req.headers.authorization);
    const judge = token !== undefined;
    if (judge && !table.isJudge(token))
      return refuse(table, token, {
        needed: "the table's judge token",
        why: "a seat is taken with no token, or with the table's judge token (its judge then plays it): not with a seat's or a spectator's",
      });
    const taken = await table.join(body.name, body.seat, body.deck, judge);
    return reply.status(201).send({ ...taken, ...owned() });
  });

  // Giving a seat up is for its player: the table's other tokens (its judge's, a spectator's) get 403, no
  // token or one that is none of the table's 401 (refuse.ts).
  app.post("/api/tables/:id/leave", async (req) => {
    const table = await tableOf(req.params);
    const token = bearer(req.headers.authorization);
    if (token === undefined || table.seatHolding(token) === null)
      return refuse(table, token, {
        needed: "a seat token",
        why: "giving a seat up is for its player (the seat's token): the table's judge and spectators hold none",
      });
    // No body at all concedes after the start, as before the option (clients older than it send none).
    const { concede } = parseOr400(LeaveBody, req.body ?? {}, "body");
    await table.leave(token, concede ?? true);
    return { ok: true };
  });

  // "Play again" (tables/rematch.ts): the finished table's rematch, made once, and a seat at it for the
  // player whose token this is — their old seat if it is open — with the judge token if this made it.
  // The table's other tokens get 403, no token or one that is none of the table's 401 (refuse.ts).
  app.post("/api/tables/:id/rematch", async (req, reply) => {
    const old = await tableOf(req.params);
    const token = bearer(req.headers.authorization);
    const player = old.seatHolding(token);
    if (player === null)
      return refuse(old, token, {
        needed: "one of the table's seat tokens",
        why: "a rematch is for the table's players (one of its seat tokens): its judge and spectators can't ask for one",
      });
    const answerHere = async (): Promise<Answer> => {
      let judgeToken: string | null = null;
      const id = await old.rematch(async () => {
        const made = await makeRematch(tables, old, thread, cards);
        judgeToken = made.judgeToken;
        if (judgeToken !== null) await peers?.created();
        return made.id;
      });
      // Several processes: every copy of the finished table names the rematch to its connections. The
      // rematch and its link are written: a notice that can't be sent (Redis gone) leaves the other copies
      // to find it when a player asks them, as before.
      if (judgeToken !== null)
        await peers
          ?.rematchMade(old.id, id)
          .catch((e) =>
            req.log.warn({ err: e, table: old.id, rematch: id }, "the rematch was not announced"),
          );
      // The rematch may live at another process, which answers this request again.
      const table = await tableHere(tables, id);
      // The player whose request made it holds its judge token: they play their seat as its judge.
      const seat = await table.rejoin(
        player.seat,
        player.name,
        player.deck ?? undefined,
        judgeToken !== null,
      );
      const made = judgeToken === null ? {} : { judgeToken };
      return {
        status: judgeToken === null ? 200 : 201,
        body: { id, ...made, table: infoOf(table), ...seat, ...owned() },
      };
    };
    // Several processes: a rematch still to make is placed as a new table is; the process chosen answers
    // (and makes it here if that process refuses the connection, as POST /api/tables does).
    const target =
      peers === undefined || req.headers[PLACED] !== undefined || !(await rematchToMake(tables, old))
        ? null
        : await peers.placeNew(tables.isBig(old.request));
    if (target !== null) throw new Elsewhere(target, { answer: answerHere });
    const { status, body } = await answerHere();
    return reply.status(status).send(body);
  });

  app.post("/api/tables/:id/spectators", async (req, reply) => {
    const table = await tableOf(req.params);
    // No body at all is no name (clients older than names send none).
    const { name } = parseOr400(SpectateBody, req.body ?? {}, "body");
    const { token, spectator } = await table.spectate(name);
    return reply.status(201).send({ token, spectator: spectator.number, name: spectator.name, ...owned() });
  });

  // While the game plays, for the judge token alone — refused (403 judge-is-playing) while its judge plays.
  app.get("/api/games/:id/record", async (req) => {
    const table = await tableOf(req.params);
    const token = bearer(req.headers.authorization);
    return table.record(() => table.asJudge(token));
  });
}

/** Another process's own tables (none if it can't be reached: it may have just died). */
async function lobbyOf(url: string): Promise<{ waiting: TableInfo[]; playing: TableInfo[] }> {
  try {
    const res = await fetch(`${url}/api/tables?here=1`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return { waiting: [], playing: [] };
    return (await res.json()) as { waiting: TableInfo[]; playing: TableInfo[] };
  } catch {
    return { waiting: [], playing: [] };
  }
}
