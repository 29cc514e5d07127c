/**
 * One game the stdio driver runs: the engine's Game, who sits in each seat, the seats its built-in bots
 * answer for, who gets `events` lines, and which open decisions were announced. After every change it
 * writes what the client must hear, in order: the events as each recipient may know them (principle 4),
 * the bots' moves, the decisions newly open, and the end.
 */
import { BotError, type BotName, botRng, makeBot } from "@roundtable/bots";
import type { Answer, Decision, Game, GameEvent, Recipient, RngState, Seed } from "@roundtable/engine";
import { eventsFor } from "@roundtable/protocol";
import { defaultDecisionCap } from "../table.ts";
import type { OpenDecision, OutputMessage, SeatInfo } from "./messages.ts";

export class Session {
  /** The ids of the open decisions already announced by a `decision` line. */
  private announced = new Set<number>();
  private ended = false;

  constructor(
    readonly id: string,
    readonly game: Game,
    readonly seed: Seed,
    readonly seats: readonly SeatInfo[],
    /** The recipients of `events` lines. */
    readonly audience: readonly Recipient[],
    /** Each seat's bot PRNG, made when its bot first answers (botRng: a game's bots are a function of its seed). */
    private readonly rngs: RngState[] = [],
  ) {}

  /** A copy under another id: the engine's fork (cheap), the same seats, bots' PRNGs and audience. */
  fork(id: string): Session {
    return new Session(
      id,
      this.game.fork(),
      this.seed,
      this.seats,
      this.audience,
      structuredClone(this.rngs),
    );
  }

  /** What a reply to a change says of the game: the inputs recorded, and every open decision (short form). */
  progress(): { seq: number; open: OpenDecision[] } {
    const open = this.game.decisions().map((d) => ({ id: d.id, player: d.player, kind: d.kind }));
    return { seq: this.game.inputs.length, open };
  }

  /** The driver's bot answers the decision for its player (a BotError if the engine refuses it: a bot bug). */
  botAnswer(d: Decision, bot: BotName, out: OutputMessage[]): Answer {
    this.rngs[d.player] ??= botRng(this.seed, d.player);
    const answer = makeBot(bot).decide({
      game: this.game,
      player: d.player,
      decision: d,
      rng: this.rngs[d.player],
    });
    const r = this.game.submit(d.player, d.id, answer);
    if (!r.ok)
      throw new BotError(`the ${bot} bot's answer to decision ${d.id} was refused (${r.code}): ${r.message}`);
    this.tell(r.events, out);
    return answer;
  }

  /**
   * After a change with these events: each recipient's events, then the seats played by bots answer until
   * a decision is open for the client (or the game ends, or the decision cap is reached: those decisions
   * are then the client's), then the newly open decisions and, once, the end.
   */
  settle(events: readonly GameEvent[], out: OutputMessage[]): void {
    this.tell(events, out);
    const cap = defaultDecisionCap(this.seats.length);
    for (let n = 0; n < cap && !this.game.isOver(); n++) {
      const next = this.forBot();
      if (next === null) break;
      this.botAnswer(next.decision, next.bot, out);
    }
    this.announce(out);
  }

  /** The first open decision of a seat a bot plays, and its bot. */
  private forBot(): { decision: Decision; bot: BotName } | null {
    for (const decision of this.game.decisions()) {
      const bot = this.seats[decision.player].bot;
      if (bot !== null) return { decision, bot };
    }
    return null;
  }

  /** `decision` lines for the open decisions not announced yet (all of them for a new game or fork). */
  announce(out: OutputMessage[]): void {
    const open = this.game.decisions();
    for (const d of open)
      if (!this.announced.has(d.id))
        out.push({ type: "decision", game: this.id, player: d.player, decision: d });
    this.announced = new Set(open.map((d) => d.id));
    if (this.game.isOver() && !this.ended) {
      this.ended = true;
      const s = this.game.state;
      out.push({
        type: "end",
        game: this.id,
        winners: [...s.winners],
        players: s.players.map((p, seat) => ({ seat, name: p.name, result: p.result, reason: p.reason })),
        hash: this.game.hash(),
      });
    }
  }

  private tell(events: readonly GameEvent[], out: OutputMessage[]): void {
    if (events.length === 0) return;
    for (const to of this.audience)
      out.push({ type: "events", game: this.id, to, events: eventsFor([...events], to) });
  }
}
