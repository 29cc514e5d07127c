/**
 * Who answers when no person does: the bot of a bot seat, and for a person who dropped, what the table's
 * onDrop setting says — a bot after N seconds (until a connection of the seat comes back), or a
 * concession after N seconds (104.3a). Each open bot decision gets its own timer (807.4: Grand Melee has
 * several open at once), each dropped seat its own.
 */
import type { BotName } from "@roundtable/bots";
import type { CreateTableRequest } from "@roundtable/protocol";
import type { OpenDecision } from "./core.ts";
import type { CoreRequest, Refusal } from "./requests.ts";
import type { SeatRecord } from "./seats.ts";
import { Timers } from "./timers.ts";

export interface StandInHost {
  seats(): SeatRecord[];
  botDelayMs: number;
  onDrop: CreateTableRequest["settings"]["onDrop"];
  connected(seat: number): boolean;
  /** Runs a task in the table's queue if the game is still being played then. */
  whilePlaying(what: string, task: () => Promise<void>): void;
  /** Accepts an input (a concession). */
  accept(request: CoreRequest): Promise<{ ok: true } | Refusal>;
  /**
   * Adds a bot's answer to an open decision to the table's next batch of inputs, if the game is still
   * being played then; `request` gives it as the batch is taken (null: no bot answers that seat now).
   */
  botAnswer(decision: OpenDecision, request: () => CoreRequest | null): void;
  /** A bot began or stopped playing for a person's seat. */
  peopleChanged(): Promise<void>;
}

export class StandIns {
  /** People's seats a bot plays for while they are away (onDrop "bot"). */
  readonly covered = new Set<number>();
  private readonly bots = new Timers<number>();
  private readonly drops = new Timers<number>();
  /** Set at server shutdown: no timer starts any more. */
  private stopped = false;

  constructor(private readonly host: StandInHost) {}

  /** The bot answering for a seat now, if any. */
  botFor(seat: number): BotName | null {
    const s = this.host.seats()[seat];
    if (s.kind === "bot") return s.bot ?? "heuristic";
    return this.covered.has(seat) ? "heuristic" : null;
  }

  /** Sets a timer for each open decision a bot answers (and cancels those of decisions no longer open). */
  schedule(open: OpenDecision[]): void {
    if (this.stopped) return;
    const mine = open.filter((d) => this.botFor(d.player) !== null);
    this.bots.retain((id) => mine.some((d) => d.id === id));
    for (const d of mine) {
      if (this.bots.has(d.id)) continue;
      this.bots.set(d.id, this.host.botDelayMs, () =>
        this.host.botAnswer(d, () => {
          const bot = this.botFor(d.player);
          return bot === null ? null : { type: "bot", player: d.player, decision: d.id, bot };
        }),
      );
    }
  }

  /** A person's last connection closed while playing. */
  dropped(seat: number): void {
    const policy = this.host.onDrop;
    if (policy.mode === "wait" || this.stopped) return;
    this.drops.set(seat, policy.afterSeconds * 1000, () =>
      this.host.whilePlaying("drop timer failed", async () => {
        if (this.host.connected(seat)) return;
        if (policy.mode === "concede") {
          await this.host.accept({ type: "concede", player: seat });
          return;
        }
        this.covered.add(seat);
        await this.host.peopleChanged();
      }),
    );
  }

  /** A connection of the seat came back: true if a bot was playing for it (and no longer is). */
  returned(seat: number): boolean {
    this.drops.cancel(seat);
    return this.covered.delete(seat);
  }

  clear(): void {
    this.bots.clear();
    this.drops.clear();
  }

  /** The server is shutting down: every timer stops and no new one starts. */
  stop(): void {
    this.stopped = true;
    this.clear();
  }
}
