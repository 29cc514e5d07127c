/**
 * "Play again" at the terminal, as the web table offers it (its PlayAgain; docs/server.md, `POST
 * /api/tables/:id/rematch`). Once the game is over, a player's `/rematch` asks for the finished table's
 * rematch — the same table again, bots and all, made by the first of its players to ask — and takes their
 * seat there (their old one while it is open): the terminal then moves to the new table with that seat's
 * token. When another player made it (a `lobby` names it in the table's info), the person is told, and
 * `/rematch` joins it. Spectators and the judge are told where it is, and `/rematch` takes them there to
 * watch (a spectator's token of the new table).
 */
import type { ClientState } from "@roundtable/protocol";
import type { PlayIO } from "../prompts.ts";
import { judgeLine, rejoinLine, type TableAddress, tableUrl } from "./address.ts";
import { askRematch, RemoteError, spectatorToken } from "./api.ts";

/** A table, and the token (a seat's or a spectator's) the terminal says hello with there. */
export interface Place {
  where: TableAddress;
  token: string;
}

export class Rematch {
  /** The rematch the person was told of last: each is told once. */
  private told: string | null = null;

  constructor(
    private readonly io: PlayIO,
    private readonly state: ClientState,
    private readonly at: Place,
  ) {}

  /** What `/rematch` does, for the line that tells what may be typed once the game is over. */
  help(): string {
    return this.player() ? "/rematch plays again" : "/rematch watches the rematch once a player makes it";
  }

  /** Once the game is over and the table names its rematch: tells the person, once, and how to join it. */
  notice(): void {
    const id = this.state.info?.rematch;
    if (!this.state.over() || id === undefined || id === this.told) return;
    this.told = id;
    this.io.write(
      this.player()
        ? `A rematch was made: table ${id}. Type /rematch to take your seat there.`
        : `A rematch was made: table ${id}. Type /rematch to watch it (or: roundtable connect ${tableUrl(this.elsewhere(id))} --spectate).`,
    );
  }

  /**
   * `/rematch` once the game is over: the rematch's place for the person — a seat for a player (made or
   * joined), a spectator's for the others — with what happened told; null when there is none (told why),
   * the terminal staying.
   */
  async ask(): Promise<Place | null> {
    const token = this.seatToken();
    try {
      return token !== undefined ? await this.seat(token) : await this.watch();
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err;
      this.io.write(`No rematch: ${err.message}.`);
      return null;
    }
  }

  /** The seat token the person plays with here (a rematch is asked with it); none for the others. */
  private seatToken(): string | undefined {
    return this.state.you?.role === "player" ? this.at.token : undefined;
  }

  private player(): boolean {
    return this.seatToken() !== undefined;
  }

  private async seat(token: string): Promise<Place> {
    const r = await askRematch(this.at.where, token);
    const where = this.elsewhere(r.id);
    this.io.write(
      `${r.judgeToken === undefined ? "You joined the rematch" : "You made the rematch"}: table ${r.id}, where you took seat ${r.seat + 1}${r.name === undefined ? "" : ` as ${r.name}`}.`,
    );
    // The web table keeps the maker's judge token (the judge's view); the terminal shows it once.
    if (r.judgeToken !== undefined) this.io.write(judgeLine(r.judgeToken, { ...r.table, judgeSeat: r.seat }));
    this.io.write(rejoinLine(where, r.token));
    return { where, token: r.token };
  }

  private async watch(): Promise<Place | null> {
    const id = this.state.info?.rematch;
    if (id === undefined) {
      this.io.write(
        "There is no rematch yet: one of the players makes it (/rematch, or the web table's Play again); you will be told here.",
      );
      return null;
    }
    const where = this.elsewhere(id);
    const you = this.state.you;
    const token = await spectatorToken(where, you?.role === "spectator" ? you.name : undefined);
    this.io.write(`You go to watch the rematch: table ${id}.`);
    return { where, token };
  }

  /** The address of table `id` on this server. */
  private elsewhere(id: string): TableAddress {
    return { ...this.at.where, table: id };
  }
}
