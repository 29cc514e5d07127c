import type { ChatRow } from "../store/types.ts";

/**
 * Where tables live when several server processes share one database (issue 21): the registry asks this
 * before it creates or loads a table that is waiting or playing, so that one process at a time owns each
 * (cluster/cluster.ts answers it from Redis). A single process has none: it owns every table.
 */
export interface Placement {
  /** Takes the table's lease for this process; false if another process holds it. */
  claim(id: string): Promise<boolean>;
  /**
   * Where a table this process doesn't hold lives: another process's URL; "nobody" when no process holds
   * it (this one may claim it); "unavailable" when its owner is gone but its lease has not yet run out.
   */
  whereIs(id: string): Promise<string | "nobody" | "unavailable">;
  /** The table was taken over here: connections still relayed to its old owner are closed to come here. */
  adopted(id: string): void;
  /**
   * A table claimed here but not taken over: its lease is let go at once. `failed`: its takeover failed
   * (its log couldn't be read…), and another process should take it over now; otherwise it was over.
   */
  unclaim(id: string, failed: boolean): Promise<void>;
  /**
   * A chat line was said at table `table` here (tables/chat.ts): every other process's copy of the table (a
   * finished table has one at each process its connections reached) tells its connections
   * (cluster/presence.ts, `rt:chat`).
   */
  chatSaid(table: string, line: ChatRow): Promise<void>;
}

/** Where a table is, as the HTTP routes and the WebSocket endpoint see it. */
export type Located<T> =
  | { kind: "here"; table: T }
  | { kind: "elsewhere"; url: string }
  | { kind: "unavailable" }
  | { kind: "unknown" };

/** The other processes, as the lobby and table creation see them (cluster/cluster.ts). */
export interface Peers {
  /**
   * Where a new table goes (`big`: its game runs in a worker thread): another process's URL, or null for
   * this one (cluster/load.ts).
   */
  placeNew(big: boolean): Promise<string | null>;
  /** Every other live process's URL. */
  others(): Promise<string[]>;
  /** A table was created here: the others hear of this process's new load at once. */
  created(): Promise<void>;
  /**
   * Finished table `table`'s rematch was made here: every process's copy of the finished table names it
   * and tells its connections at once (cluster/presence.ts, `rt:rematch`).
   */
  rematchMade(table: string, rematch: string): Promise<void>;
  /** Where clients reach this process directly (`--public-url`): the `owner` of its tables in HTTP answers. */
  readonly publicUrl: string;
}
