/**
 * A table's seats taken and given up, around its game (each runs in the table's queue): people take seats
 * while it waits, with a pasted deck list checked first, and taking the last one starts the game (103); a
 * seat freed before the start; spectators let in (each one's token a row of the store's: no copy's seats
 * drop it); and once the game is over its rematch (rematch.ts), made once and kept beside the seats
 * (written once: no copy's seats erase it), where each of its players takes a seat again. Every change is
 * written to the store with the seats (seating.ts keeps them), then those connected to the table hear of it.
 */
import type { CardResolver } from "@roundtable/cards";
import {
  type CreateTableRequest,
  pastedDeckProblems,
  RequestError,
  type TableStatusName,
} from "@roundtable/protocol";
import { TableError } from "./errors.ts";
import type { Seating } from "./seating.ts";
import type { SpectatorId } from "./spectatorTokens.ts";

/** A seat taken: its number and the new seat token. */
export type Taken = { seat: number; token: string };

/** The table whose seats these are. */
export interface LobbyHost {
  readonly seating: Seating;
  status(): TableStatusName;
  /** Writes the seats to the store (all but the rematch's link). */
  saveSeats(): Promise<void>;
  /**
   * Writes a new spectator's token (its hash) to the store, beside those any copy of the table wrote, with
   * the number the store allocates them (Store.addSpectator: `make` makes the token naming it).
   */
  saveSpectator<T extends { hash: string }>(make: (number: number) => T): Promise<T>;
  /** Writes the rematch's link to the store, once: resolves with the stored one (the first written). */
  saveRematch(rematch: string): Promise<string>;
  /** Everyone connected is sent the table as it is now (a `lobby` message). */
  announce(): void;
  /** The start (103): the last open seat was taken. */
  begin(): Promise<void>;
  /**
   * The table's judge took a seat (its judge token came with the request): the connections that watch as
   * the judge are closed where its judge role is refused now (Seating.judgeRefusal) — before the game
   * begins, so that none of them is sent its hands.
   */
  judgeSeated(): void;
}

export class Lobby {
  constructor(private readonly host: LobbyHost) {}

  /**
   * Table.join, its deck list checked already (`checkDeck`). `from`: at a rematch, the person's seat at the
   * finished table; `judge`: the table's judge takes the seat (Seating.take).
   */
  async join(name: string, seat?: number, deck?: string, from?: number, judge = false): Promise<Taken> {
    const { seating } = this.host;
    if (this.host.status() !== "waiting")
      throw new TableError("not-waiting", "the game has already started", 409);
    const taken = seating.take(name, seat, deck ?? null, from, judge);
    if (judge) this.host.judgeSeated();
    await this.host.saveSeats();
    this.host.announce();
    if (seating.openSeats() === 0) await this.host.begin();
    return taken;
  }

  /** Table.rejoin, its deck list checked already. */
  async rejoin(from: number, name: string, deck?: string, judge = false): Promise<Taken> {
    const { seating } = this.host;
    const again = seating.retoken(from);
    if (again !== null) {
      await this.host.saveSeats();
      return again;
    }
    return this.join(name, seating.isOpen(from) ? from : undefined, deck, from, judge);
  }

  /** A person leaves before the start: their seat is open again. */
  async free(seat: number): Promise<void> {
    this.host.seating.free(seat);
    await this.host.saveSeats();
    this.host.announce();
  }

  /**
   * A new spectator's token (403 where the table allows none), kept in the store (a row of its own), naming
   * them (spectatorTokens.ts): numbered by the store, after the table's spectators so far, under `name` or
   * "Spectator N". The store allocates the number as it writes the row, so two copies of a finished table
   * letting spectators in at the same moment never give two the same one.
   */
  async spectate(name?: string): Promise<{ token: string; spectator: SpectatorId }> {
    const { token, spectator } = await this.host.saveSpectator(this.host.seating.newSpectator(name));
    return { token, spectator };
  }

  /** Table.rematch. */
  async rematch(make: () => Promise<string>): Promise<string> {
    if (this.host.status() !== "over")
      throw new TableError("game-not-over", "a rematch is made once the game is over", 409);
    const { doc } = this.host.seating;
    if (doc.rematch !== undefined) return doc.rematch;
    // The link is written once, whoever writes first (another process's copy may have): that one stays.
    doc.rematch = await this.host.saveRematch(await make());
    this.host.announce();
    return doc.rematch;
  }

  /**
   * Table.heardRematch: the rematch another process made, kept here too. Nothing is written: that process
   * wrote the link (once: no seats written here later erase it).
   */
  heardRematch(rematch: string): void {
    const { doc } = this.host.seating;
    if (this.host.status() !== "over" || doc.rematch !== undefined) return;
    doc.rematch = rematch;
    this.host.announce();
  }
}

/** A pasted deck list that can't be played in the table's variant: a RequestError naming each problem. */
export function checkDeck(
  deck: string | undefined,
  variant: CreateTableRequest["variant"],
  cards?: CardResolver,
): void {
  if (deck === undefined) return;
  const problems = pastedDeckProblems(deck, variant, ["deck"], cards);
  if (problems.length > 0)
    throw new RequestError(problems.map((p) => ({ path: "deck", message: p.message, deck: p.deck })));
}
