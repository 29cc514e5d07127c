/**
 * Who sits at a table and who may watch: the seats as stored (seats.ts), the tokens that stand for them,
 * the judge's token, new spectators' tokens, and the people's stop settings. Plain bookkeeping: the table
 * writes `doc` to the store after each change, and each spectator's token as it is made (the store keeps
 * them, a row each: a token another process's copy of the table made is found there, not here).
 */
import {
  type CreateTableRequest,
  DEFAULT_STOPS,
  judgeIsPlaying,
  type SeatInfo,
  type StopSettings,
  type TableSeat,
  type TableStatusName,
} from "@roundtable/protocol";
import type { Client } from "./audience.ts";
import { TableError } from "./errors.ts";
import type { Recipient } from "./recipients.ts";
import { publicSeat, type SeatRecord, type SeatsDoc } from "./seats.ts";
import type { SeatPlan } from "./seatTeams.ts";
import { defaultSpectatorName, newSpectatorToken, type SpectatorId, spectatorOf } from "./spectatorTokens.ts";
import { hashToken, newToken, sameHash } from "./tokens.ts";

export interface Identity {
  role: Client["role"];
  seat: number | null;
  recipient: Recipient;
  /** A spectator whose token names them (spectatorTokens.ts): who they are in the chat. */
  spectator?: SpectatorId;
}

export class Seating {
  constructor(
    readonly doc: SeatsDoc,
    private readonly judgeTokenHash: string,
    private readonly settings: CreateTableRequest["settings"],
    /**
     * A table from a position (fromPosition.ts): each seat's player's name in the file, which the seat keeps
     * whoever takes it (the game's players are the file's); null: a new game, whose seats take their people's names.
     */
    private readonly names: readonly string[] | null = null,
  ) {}

  openSeats(): number {
    return this.doc.seats.filter((s) => s.kind === "open").length;
  }

  /**
   * Takes an open seat (the given one or the first) for a person, with the deck list they pasted (checked
   * already) or null for the table's deck: their seat and token. `from`: at a rematch, the seat the person
   * had at the finished table (SeatRecord.from). `judge`: the table's judge takes it (its judge token came
   * with the request) and plays it — one seat at most (409 `judge-seated`).
   */
  take(
    name: string,
    seat?: number,
    deck: string | null = null,
    from?: number,
    judge = false,
  ): { seat: number; token: string } {
    const plays = this.judgeSeat();
    if (judge && plays !== null)
      throw new TableError(
        "judge-seated",
        `the table's judge plays seat ${plays + 1} already: its judge token takes one seat`,
        409,
      );
    const free = this.doc.seats.find((s) => s.kind === "open" && (seat === undefined || s.seat === seat));
    if (free === undefined)
      throw new TableError(
        "seat-taken",
        seat === undefined ? "no open seat is left" : `seat ${seat} is not open`,
        409,
      );
    const { token, hash } = newToken();
    Object.assign(free, {
      kind: "human",
      name: this.names?.[free.seat] ?? name,
      tokenHash: hash,
      deck,
      from: from ?? null,
      ...(judge ? { judge: true } : {}),
    });
    return { seat: free.seat, token };
  }

  /** The seat the table's judge plays (taken with its judge token: `take`), or null. */
  judgeSeat(): number | null {
    return this.doc.seats.find((s) => s.judge === true)?.seat ?? null;
  }

  /**
   * Why the judge token may not act as the table's judge now, or null where it may (principle 4): its judge
   * plays a seat while the game isn't over, at a table where another seat is a person's or open for one
   * (protocol judgeIsPlaying) — 403 `judge-is-playing`. The one rule for everything the judge's role gives
   * that a player may not see: the WebSocket's hello as the judge (its views, every team's chat lines), the
   * record in play, "save this position" as the judge (Table.asJudge, Table.connect).
   */
  judgeRefusal(status: TableStatusName): TableError | null {
    const judgeSeat = this.judgeSeat();
    if (judgeSeat === null || !judgeIsPlaying({ status, judgeSeat, seats: this.doc.seats })) return null;
    return new TableError(
      "judge-is-playing",
      `the table's judge plays seat ${judgeSeat + 1}: the judge's view opens when the game is over`,
      403,
    );
  }

  /** Whether the seat is open (a rematch seats a returning player in their old seat if it is). */
  isOpen(seat: number): boolean {
    return this.doc.seats[seat]?.kind === "open";
  }

  /**
   * At a rematch: the seat the finished table's player of seat `from` took already, with a new token (the
   * earlier one stops working: its answer may never have reached them); null if they have none.
   */
  retoken(from: number): { seat: number; token: string } | null {
    const mine = this.doc.seats.find((s) => s.kind === "human" && s.from === from);
    if (mine === undefined) return null;
    const { token, hash } = newToken();
    mine.tokenHash = hash;
    return { seat: mine.seat, token };
  }

  free(seat: number): void {
    const record = this.doc.seats[seat];
    Object.assign(record, {
      kind: "open",
      name: this.names?.[seat] ?? `Seat ${seat + 1}`,
      tokenHash: null,
      deck: null,
      from: null,
    });
    delete record.judge;
  }

  /**
   * A new spectator's token maker (403 where the table allows none): for the number the store allocates
   * them (Store.addSpectator), a token naming spectator `number` — under `name` or "Spectator N" — and its
   * hash, for the store to keep.
   */
  newSpectator(name?: string): (number: number) => { token: string; hash: string; spectator: SpectatorId } {
    if (!this.settings.spectators)
      throw new TableError("no-spectators", "this table does not allow spectators", 403);
    return (number) => {
      const spectator = { number, name: name ?? defaultSpectatorName(number) };
      return { ...newSpectatorToken(spectator), spectator };
    };
  }

  /**
   * Who a spectator is: their recipient sees hands as the table's settings say; `named`, who their token
   * names (none without a token, or with one made before spectators had names).
   */
  spectator(named: SpectatorId | null = null): Identity {
    return {
      role: "spectator",
      seat: null,
      recipient: { spectator: true, hands: this.settings.spectatorsSeeHands },
      ...(named === null ? {} : { spectator: named }),
    };
  }

  /**
   * Who a token stands for at this table, as far as the seats tell: the judge, a player, or — no token — a
   * spectator where the table allows them. Null for any other token: a spectator's (the store knows them:
   * Table.identify), or none of the table's.
   */
  identify(token: string | undefined): Identity | null {
    if (token === undefined) {
      if (this.settings.spectators) return this.spectator();
      throw new TableError("unauthorised", "this table does not allow spectators: a token is needed", 401);
    }
    if (this.isJudge(token)) return { role: "judge", seat: null, recipient: { judge: true } };
    const seat = this.holding(token);
    if (seat !== null) return { role: "player", seat: seat.seat, recipient: { seat: seat.seat } };
    return null;
  }

  /**
   * Who a token stands for at this table: as the seats tell (`identify`), else the spectator named by a
   * token the store keeps (`isSpectator`, asked with its hash: Store.addSpectator keeps every copy's); any
   * other token, a TableError (401). Table.identify's, and a finished game's replay chat's, which reads the
   * seats from the table's row (replayChat.ts: no copy of the table is loaded for it).
   */
  async identifyWith(
    token: string | undefined,
    isSpectator: (tokenHash: string) => Promise<boolean>,
  ): Promise<Identity> {
    const who = this.identify(token);
    if (who !== null) return who;
    if (token !== undefined && (await isSpectator(hashToken(token))))
      return this.spectator(spectatorOf(token));
    throw new TableError("unauthorised", "the token is not one of this table's", 401);
  }

  /** The seat a seat token stands for, or null (no token, or not a seat's). */
  holding(token: string | undefined): SeatRecord | null {
    if (token === undefined) return null;
    const hash = hashToken(token);
    return this.doc.seats.find((s) => s.tokenHash !== null && sameHash(s.tokenHash, hash)) ?? null;
  }

  isJudge(token: string | undefined): boolean {
    return token !== undefined && sameHash(hashToken(token), this.judgeTokenHash);
  }

  /**
   * The seat a seat token stands for; 401 for any other token (the leave route refuses the table's other
   * tokens before: one that held a seat given up meanwhile is none of the table's now).
   */
  seatOf(token: string): number {
    const seat = this.holding(token);
    if (seat !== null) return seat.seat;
    throw new TableError("unauthorised", "the token is not one of this table's seat tokens", 401);
  }

  /** Each seat's pasted deck list, or null (tableSetup's `lists`). */
  lists(): (string | null)[] {
    return this.doc.seats.map((s) => s.deck ?? null);
  }

  /** The people's names, in seat order (tableSetup's `names`). */
  peopleNames(): string[] {
    return this.doc.seats.filter((s) => s.kind === "human").map((s) => s.name);
  }

  /** As the game begins: each seat's player's name in the game (the bots' are tableSetup's). */
  name(seats: TableSeat[]): void {
    for (const [i, s] of seats.entries()) this.doc.seats[i].name = s.name;
  }

  /** 807.3: the seats in the game's seating (`listed[seat]`: the listed seat that sits there). */
  reseat(listed: number[]): void {
    const before = this.doc.seats;
    this.doc.seats = listed.map((l, seat) => ({ ...before[l], seat }));
  }

  stops(seat: number): StopSettings {
    return this.doc.seats[seat].stops ?? DEFAULT_STOPS;
  }

  setStops(seat: number, settings: StopSettings): void {
    this.doc.seats[seat].stops = settings;
  }

  /** The people's seats (stops apply to them): human seats no bot plays for, with their stop settings. */
  people(botPlays: (seat: number) => boolean): Record<number, StopSettings> {
    const seats = this.doc.seats.filter((s) => s.kind === "human" && !botPlays(s.seat));
    return Object.fromEntries(seats.map((s) => [s.seat, this.stops(s.seat)]));
  }

  /**
   * TableInfo's seats: each as anyone may know it, whether its person is connected, and its team and role
   * (102.3, 809.2, 904.2a: public), `plan` being the table's (TableGame.plan: the chat's teams, before the
   * start too).
   */
  infos(connected: (seat: number) => boolean, plan: SeatPlan): SeatInfo[] {
    return this.doc.seats.map((s) => ({
      ...publicSeat(s, plan),
      connected: s.kind === "bot" || connected(s.seat),
    }));
  }
}
