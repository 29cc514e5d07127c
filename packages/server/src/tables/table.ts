/**
 * One table: its spec (the validated create request and the seed), its seats, its connections and
 * timers, and the game played at it (tableGame.ts, through a TableCore). Every change runs through the
 * table's serial queue; an accepted input is written to the store before anyone hears of it (DEVELOPERS.md
 * principle 9). What a table is made from: tableState.ts; its seats taken and given up: lobby.ts; what it
 * refuses and how it batches inputs: inputs.ts.
 */
import type { GameRecord } from "@roundtable/engine";
import { type ChatChannel, RequestError, type TableInfo, type TableStatusName } from "@roundtable/protocol";
import type { ChatRow } from "../store/types.ts";
import { Audience, type Client } from "./audience.ts";
import { Batcher } from "./batcher.ts";
import { TableChat } from "./chat.ts";
import type { CoreRequest, TableCore } from "./core.ts";
import { TableError } from "./errors.ts";
import { positionFacts } from "./fromPosition.ts";
import { acceptWaiting, MOVED, notPlaying, type Reply, refusal, type Waiting } from "./inputs.ts";
import { checkDeck, Lobby, type Taken } from "./lobby.ts";
import { SerialQueue } from "./queue.ts";
import { recipientKey } from "./recipients.ts";
import { type Identity, Seating } from "./seating.ts";
import { storedSeats } from "./seats.ts";
import { seatsAtRandom } from "./seatTeams.ts";
import type { SpectatorId } from "./spectatorTokens.ts";
import { StandIns } from "./standIns.ts";
import { TableGame } from "./tableGame.ts";
import { isPositionRequest, type TableRequest, tableFacts } from "./tableRequest.ts";
import type { TableDeps, TableSpec, TableState } from "./tableState.ts";

export type { TableDeps, TableSpec, TableState };

export class Table {
  readonly id: string;
  private readonly spec: TableSpec;
  private readonly seating: Seating;
  /** Whether the game seats its players at random as it begins (807.3: seatTeams.ts, seatsAtRandom). */
  private readonly drawsSeats: boolean;
  /**
   * Let go (its lease lost, or the process stopping: `shutdown`): another process may own its log now, so
   * nothing that still reaches this object — an answer already on its way, a bot's move, a timer — is
   * applied; answers are refused as `unavailable` (the client reconnects and finds the new owner).
   */
  private letGo = false;
  /** Playing, and still this process's: what bots and timers do happens only then. */
  private get live(): boolean {
    return this.game.status === "playing" && !this.letGo;
  }
  private readonly queue = new SerialQueue();
  /** Answers and bots' moves: those waiting together for the queue are applied as one batch. */
  private readonly inputs = new Batcher(this.queue, (waiting: Waiting[]) =>
    acceptWaiting(waiting, (requests) => this.game.acceptMany(requests)),
  );
  private readonly audience = new Audience();
  private readonly standIns: StandIns;
  private readonly lobby: Lobby;
  private readonly game: TableGame;
  private readonly talk: TableChat;

  constructor(
    private readonly deps: TableDeps,
    private readonly core: TableCore,
    state: TableState,
  ) {
    this.id = state.id;
    this.spec = state.spec;
    const r = state.spec.request;
    const names = isPositionRequest(r) ? positionFacts(r.position).names : null;
    this.seating = new Seating(state.seats, state.judgeTokenHash, r.settings, names);
    this.drawsSeats = seatsAtRandom(r);
    this.standIns = new StandIns({
      seats: () => this.seating.doc.seats,
      botDelayMs: deps.botDelayMs ?? state.spec.request.settings.botDelayMs,
      onDrop: state.spec.request.settings.onDrop,
      connected: (seat) => this.audience.seatConnected(seat),
      whilePlaying: (what, task) => {
        this.queue
          .run(async () => {
            if (this.live) await task();
          })
          .catch((e) => this.deps.log.error({ table: this.id, err: e }, what));
      },
      accept: (request) => this.game.accept(request),
      botAnswer: (decision, request) => {
        this.inputs
          .add(
            async () =>
              (this.live ? request() : null) ?? refusal("stale-decision", "no bot answers this decision now"),
          )
          .then((r) => {
            if (!r.ok && r.code !== "stale-decision")
              this.deps.log.error(
                { table: this.id, decision, code: r.code, msg: r.message },
                "bot answer refused",
              );
          })
          .catch((e) => this.deps.log.error({ table: this.id, err: e }, "bot failed"));
      },
      peopleChanged: () => this.game.peopleChanged(),
    });
    this.game = new TableGame(
      {
        id: this.id,
        deps,
        spec: this.spec,
        core,
        queue: this.queue,
        seating: this.seating,
        audience: this.audience,
        standIns: this.standIns,
        info: () => this.info(),
        saveSeats: () => this.saveSeats(),
        announce: () => this.announce(),
        chat: (client) => this.talk.readable(client),
      },
      state.status,
    );
    this.talk = new TableChat({
      tableId: this.id,
      store: deps.store,
      audience: this.audience,
      plan: () => this.game.plan(),
      seatName: (seat) => this.seating.doc.seats[seat]?.name ?? `seat ${seat + 1}`,
      // A table made before the setting was has none: its spectators don't talk.
      spectatorsChat: r.settings.spectatorsChat === true,
      now: () => Date.now(),
      seq: () => this.game.seq,
      said: (line) => deps.chatSaid?.(this.id, line),
    });
    this.lobby = new Lobby({
      seating: this.seating,
      status: () => this.game.status,
      saveSeats: () => this.saveSeats(),
      saveSpectator: (make) => this.deps.store.addSpectator(this.id, make),
      saveRematch: (rematch) => this.saveRematch(rematch),
      announce: () => this.announce(),
      begin: () => this.game.begin(),
      judgeSeated: () => this.closeRefusedJudges(),
    });
  }

  info(): TableInfo {
    const r = this.spec.request;
    const { name, variant, edition, players } = tableFacts(r);
    const judgeSeat = this.seating.judgeSeat();
    return {
      id: this.id,
      name,
      variant,
      edition,
      players,
      status: this.game.status,
      seats: this.seating.infos((seat) => this.audience.seatConnected(seat), this.game.plan()),
      settings: r.settings,
      seq: this.game.seq,
      hash: this.game.hashed?.hash ?? null,
      hashSeq: this.game.hashed?.seq ?? null,
      ...(this.drawsSeats ? { randomSeating: true } : {}),
      ...(isPositionRequest(r) && r.freshRandomness === true ? { freshRandomness: true } : {}),
      ...(this.seating.doc.rematch === undefined ? {} : { rematch: this.seating.doc.rematch }),
      ...(judgeSeat === null ? {} : { judgeSeat }),
    };
  }

  /** The validated create request the table was made from. */
  get request(): TableRequest {
    return this.spec.request;
  }

  openSeats(): number {
    return this.seating.openSeats();
  }

  spectatable(): boolean {
    return this.spec.request.settings.spectators;
  }

  get state(): TableStatusName {
    return this.game.status;
  }

  /** Starts a table that has no open seat (all bots). */
  startNow(): Promise<void> {
    return this.queue.run(() => this.game.begin());
  }

  /**
   * Takes an open seat (the given one or the first), with a pasted deck list to play instead of the table's
   * deck for it; taking the last one starts the game (103). A list that can't be played in the table's
   * variant is a RequestError naming each of its problems (path "deck"). `judge`: the table's judge takes
   * it (the request came with its judge token), and plays it (Seating.judgeRefusal).
   */
  join(name: string, seat?: number, deck?: string, judge = false): Promise<Taken> {
    this.checkDeck(deck);
    return this.queue.run(() => this.lobby.join(name, seat, deck, undefined, judge));
  }

  /**
   * At a rematch (tables/rematch.ts), the finished table's player of seat `from`: the seat they took here
   * already (a new token), else seat `from` if it is open, else the first open one — as `join` takes it;
   * `judge`, the player whose request made the rematch (they hold its judge token).
   */
  rejoin(from: number, name: string, deck?: string, judge = false): Promise<Taken> {
    this.checkDeck(deck);
    return this.queue.run(() => this.lobby.rejoin(from, name, deck, judge));
  }

  /**
   * The finished table's rematch (tables/rematch.ts): its id, made by `make` the first time and kept with
   * the seats; everyone connected hears of it (a `lobby` whose table names it). 409 until the game is over.
   */
  rematch(make: () => Promise<string>): Promise<string> {
    return this.queue.run(() => this.lobby.rematch(make));
  }

  /**
   * The finished table's rematch, made by another process (which wrote the link): kept, and everyone
   * connected here hears of it as `rematch` tells them.
   */
  heardRematch(rematch: string): Promise<void> {
    return this.queue.run(() => this.lobby.heardRematch(rematch));
  }

  /** The seat a seat token stands for (its number, name and pasted deck), or null. */
  seatHolding(token: string | undefined): { seat: number; name: string; deck: string | null } | null {
    const held = this.seating.holding(token);
    return held === null ? null : { seat: held.seat, name: held.name, deck: held.deck ?? null };
  }

  /**
   * Before the start frees the seat; after it concedes (104.3a) — unless not `concede`: then the seat stays
   * its player's and nothing is conceded (409 `not-waiting`). A seat freed is no one's: its connections
   * are closed first (its token is not the table's any more), else they would go on as its player — reading
   * its team's lines, said to it from the lobby on (seatTeams.ts), and once the game begins the hand of
   * whoever takes it.
   */
  leave(token: string, concede = true): Promise<void> {
    return this.queue.run(async () => {
      const seat = this.seating.seatOf(token);
      if (this.game.status === "waiting") {
        for (const c of [...this.audience.group(recipientKey({ seat }))]) {
          this.audience.remove(c);
          c.close?.(`seat ${seat + 1} was given up: this connection no longer holds it`);
        }
        return this.lobby.free(seat);
      }
      if (!concede)
        throw new TableError("not-waiting", "the game has already started: the seat stays its player's", 409);
      const r = await this.game.accept({ type: "concede", player: seat });
      if (!r.ok) throw new TableError(r.code, r.message, 409);
    });
  }

  /** A new spectator's token, naming them (`name`, else "Spectator N"): 403 where the table allows none. */
  spectate(name?: string): Promise<{ token: string; spectator: SpectatorId }> {
    return this.queue.run(() => this.lobby.spectate(name));
  }

  /**
   * Who a token stands for at this table; no token is a spectator where the table allows them. A token the
   * seats don't know may be a spectator's, made by this copy of the table or another process's: the store
   * has them all (Store.addSpectator); the token names its spectator (spectatorTokens.ts).
   */
  identify(token: string | undefined): Promise<Identity> {
    return this.seating.identifyWith(token, (hash) => this.deps.store.isSpectator(this.id, hash));
  }

  /** Whether the token is the table's judge token (whatever its judge may do now: `asJudge`). */
  isJudge(token: string | undefined): boolean {
    return this.seating.isJudge(token);
  }

  /**
   * Whether the token acts as the table's judge now: false for any other token; the judge token while its
   * judge plays at the table with other people and the game isn't over, a TableError (403
   * `judge-is-playing`: Seating.judgeRefusal).
   */
  asJudge(token: string | undefined): boolean {
    if (!this.seating.isJudge(token)) return false;
    this.checkJudge();
    return true;
  }

  /**
   * A new connection: it gets a welcome with the full view and what it missed since `lastSeq`. The judge's
   * is refused while its judge plays (`judge-is-playing`), checked here in the queue: no seat is taken
   * between the check and the welcome.
   */
  connect(client: Client, lastSeq: number | undefined): Promise<void> {
    return this.queue.run(async () => {
      if (client.role === "judge") this.checkJudge();
      const wasConnected = client.seat !== null && this.audience.seatConnected(client.seat);
      this.audience.add(client);
      client.send(await this.game.welcome(client, lastSeq));
      if (client.seat !== null && !wasConnected) {
        // A finished game's core is not woken for it (a worker thread would start again).
        if (this.standIns.returned(client.seat) && this.game.status === "playing")
          await this.game.peopleChanged();
        this.announce();
      }
    });
  }

  disconnect(client: Client): Promise<void> {
    return this.queue.run(async () => {
      if (!this.audience.remove(client)) return;
      if (this.game.status === "playing") await this.core.unwatch(recipientKey(client.recipient));
      if (client.seat === null) return;
      this.announce();
      if (this.game.status === "playing") this.standIns.dropped(client.seat);
    });
  }

  /**
   * An input from a connection (an answer, a concession, full control, a pass, stop settings), checked against its seat;
   * it joins the inputs waiting for the queue, applied as one batch.
   */
  input(request: CoreRequest): Promise<Reply> {
    return this.inputs.add(async () => {
      if (this.letGo) return refusal("unavailable", MOVED);
      if (this.game.status === "waiting" && request.type === "stops") {
        // Stop settings may be chosen before the game begins.
        this.seating.setStops(request.player, { ...request.settings, passUntil: null });
        await this.saveSeats();
        return { ok: true };
      }
      return notPlaying(this.game.status) ?? request;
    });
  }

  /**
   * A line for the table's chat from a connection (chat.ts): written, then sent to those who may read it; a
   * TableError when it may not be said (a spectator's, a team line without a team, too many at once).
   */
  say(client: Client, to: ChatChannel, text: string): Promise<void> {
    return this.queue.run(() => this.talk.say(client, to, text));
  }

  /** A chat line said at another process's copy of this table: sent to those connected here who may read it. */
  heardChat(line: ChatRow): Promise<void> {
    return this.queue.run(async () => this.talk.heard(line));
  }

  /**
   * The game's record: when over, or while it plays for whoever `mayRead` lets read it (the judge: `asJudge`),
   * asked in the queue — no seat is taken between the answer and the record.
   */
  record(mayRead: () => boolean): Promise<GameRecord> {
    return this.queue.run(async () => {
      const { status } = this.game;
      if (status === "over" || (status === "playing" && mayRead())) return this.core.record();
      throw new TableError("not-found", "the game has no record yet (it is not over)", 404);
    });
  }

  /**
   * Rebuilds the game from its log after a restart; false if the replay's hash at the log's last
   * checkpoint differs from the logged one. A log that replays to the game's end finishes the table.
   */
  restore(
    start: GameRecord["start"],
    logged: { seq: number; hash: string | null }[],
    inputs: GameRecord["inputs"],
  ): Promise<boolean> {
    return this.queue.run(() => this.game.restore(start, logged, inputs));
  }

  /**
   * Server shutdown: stops every timer, lets the changes already in the queue finish (their inputs are
   * written and sent), then closes the core.
   */
  async shutdown(): Promise<void> {
    this.letGo = true;
    this.standIns.stop();
    await this.queue.run(() => this.game.shutdown());
  }

  /** Closes every connection to the table (it was let go: its clients reconnect to its new owner). */
  disconnectAll(): void {
    for (const client of [...this.audience.all()]) client.close?.();
  }

  /** Stops every timer and closes the core (game over, a broken or finished table let go). */
  close(): void {
    this.game.close();
  }

  /**
   * A pasted deck list checked for the table's variant (a RequestError naming its problems). A table from a
   * position plays the file's cards: no list.
   */
  private checkDeck(deck: string | undefined): void {
    const r = this.spec.request;
    if (!isPositionRequest(r)) checkDeck(deck, r.variant, this.deps.cards);
    else if (deck !== undefined)
      throw new RequestError([
        { path: "deck", message: "deck: a table from a position plays the position's cards: no deck list" },
      ]);
  }

  /**
   * Writes the seats; the rematch's link (`saveRematch`) and the spectators' tokens (Store.addSpectator)
   * apart, so that no copy's seats may erase them.
   */
  private saveSeats(): Promise<void> {
    return this.deps.store.updateTable(this.id, { seats: storedSeats(this.seating.doc) });
  }

  /** Names the finished table's rematch in the store, once (Store.setRematch): the stored one, the first. */
  private saveRematch(rematch: string): Promise<string> {
    return this.deps.store.setRematch(this.id, rematch);
  }

  /** Throws the judge's refusal while its judge plays (Seating.judgeRefusal). */
  private checkJudge(): void {
    const refused = this.seating.judgeRefusal(this.game.status);
    if (refused !== null) throw refused;
  }

  /**
   * The judge took a seat (Lobby.join): where its judge role is refused now, the connections watching as
   * the judge are told why and closed — as a moved table's are, so that a client says hello again and is
   * refused (Seating.judgeRefusal) rather than take the close for a seat given up.
   */
  private closeRefusedJudges(): void {
    const refused = this.seating.judgeRefusal(this.game.status);
    if (refused === null) return;
    for (const c of [...this.audience.group(recipientKey({ judge: true }))]) {
      this.audience.remove(c);
      c.send({ type: "error", code: "judge-is-playing", message: refused.message });
      c.close?.();
    }
  }

  /** Everyone connected is sent the table as it is now. */
  private announce(): void {
    this.audience.broadcast({ type: "lobby", table: this.info() });
  }
}
