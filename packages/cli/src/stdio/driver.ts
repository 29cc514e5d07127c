/**
 * The stdio driver's protocol as a pure object: `hello()` is the first line, and `handle(line)` takes one
 * input line and gives the output lines it causes, the last one its reply or an `error`. No I/O: the
 * `stdio` command (command.ts) feeds it standard input and writes what it gives to standard output.
 */
import { BOT_NAMES } from "@roundtable/bots";
import { cardDb, decks } from "@roundtable/cards";
import { combineView, type Decision, Game, type Recipient, VARIANT_NAMES } from "@roundtable/engine";
import { listedBySeat, requestError } from "@roundtable/protocol";
import cliPackage from "../../package.json" with { type: "json" };
import { StdioError } from "./errors.ts";
import { InputMessage, MAX_LINE, type OutputMessage, STDIO_PROTOCOL } from "./messages.ts";
import { Session } from "./session.ts";
import { setupError, startPlan } from "./setup.ts";

type Answered = Extract<OutputMessage, { type: "answered" }>;
type Of<T extends InputMessage["type"]> = Extract<InputMessage, { type: T }>;
const TYPES = InputMessage.options.map((o) => o.shape.type.value);

export class StdioDriver {
  private readonly games = new Map<string, Session>();
  private line = 0;

  /** The first line the driver writes: the protocol's version and what `start` may name. */
  hello(): OutputMessage {
    return {
      type: "hello",
      protocol: STDIO_PROTOCOL,
      name: "roundtable",
      version: cliPackage.version,
      variants: VARIANT_NAMES,
      decks: decks.map((d) => d.name),
      bots: BOT_NAMES,
    };
  }

  /** The lines one input line causes: nothing for a blank line; else ending in its reply or an error. */
  handle(text: string): OutputMessage[] {
    this.line++;
    if (text.trim() === "") return [];
    // The ref and game of the line, as far as they can be read, for its error.
    const said: { ref: string | null; game?: string } = { ref: null };
    const out: OutputMessage[] = [];
    try {
      this.run(this.parse(text, said), out);
    } catch (e) {
      out.push({ ...this.error(e, said.ref), ...(said.game !== undefined ? { game: said.game } : {}) });
    }
    return out;
  }

  private parse(text: string, said: { ref: string | null; game?: string }): InputMessage {
    if (text.length > MAX_LINE)
      throw new StdioError("too-big", `the line has ${text.length} characters; at most ${MAX_LINE}`);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new StdioError("bad-message", `not JSON: ${(e as Error).message}`, "");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new StdioError("bad-message", 'a line must hold a JSON object with a "type"', "");
    const { ref, type, game } = value as { ref?: unknown; type?: unknown; game?: unknown };
    if (typeof ref === "string" && ref.length <= 100) said.ref = ref;
    if (typeof game === "string" && game.length <= 100) said.game = game;
    if (typeof type !== "string" || !(TYPES as string[]).includes(type))
      throw new StdioError(
        "bad-message",
        `type: ${type === undefined ? "missing" : `unknown message type ${JSON.stringify(type)}`} (one of ${TYPES.join(", ")})`,
        "type",
      );
    const parsed = InputMessage.safeParse(value);
    if (!parsed.success) {
      const e = requestError(parsed.error);
      throw new StdioError("bad-message", e.message.replace(/^request:/, "line:"), e.path);
    }
    return parsed.data;
  }

  private run(m: InputMessage, out: OutputMessage[]): void {
    switch (m.type) {
      case "start":
        this.start(m, out);
        return;
      case "answer":
        this.answer(m, out);
        return;
      case "bot":
        this.bot(m, out);
        return;
      case "concede": {
        const s = this.playerInput(m, out);
        out.push({ type: "conceded", ref: m.ref, game: s.id, player: m.player, ...s.progress() });
        return;
      }
      case "fullControl": {
        const s = this.playerInput(m, out);
        out.push({
          type: "fullControl",
          ref: m.ref,
          game: s.id,
          player: m.player,
          on: m.on,
          ...s.progress(),
        });
        return;
      }
      case "view":
        this.view(m, out);
        return;
      case "decisions": {
        const s = this.session(m.game);
        if (m.player !== undefined) this.seat(s, m.player);
        const decisions = s.game.decisions().filter((d) => m.player === undefined || d.player === m.player);
        out.push({ type: "decisions", ref: m.ref, game: s.id, decisions });
        return;
      }
      case "fork": {
        const from = this.session(m.game);
        const s = from.fork(this.freeId(m.as, "as"));
        this.games.set(s.id, s);
        s.announce(out);
        out.push({
          type: "forked",
          ref: m.ref,
          game: s.id,
          from: from.id,
          ...s.progress(),
        });
        return;
      }
      case "record": {
        const s = this.session(m.game);
        out.push({ type: "record", ref: m.ref, game: s.id, record: s.game.record() });
        return;
      }
      case "hash": {
        const s = this.session(m.game);
        out.push({ type: "hash", ref: m.ref, game: s.id, seq: s.game.inputs.length, hash: s.game.hash() });
        return;
      }
      case "close":
        this.session(m.game);
        this.games.delete(m.game);
        out.push({ type: "closed", ref: m.ref, game: m.game });
        return;
      case "ping":
        out.push({ type: "pong", ref: m.ref });
        return;
    }
  }

  private start(m: Of<"start">, out: OutputMessage[]): void {
    const id = this.freeId(m.game, "game");
    const plan = startPlan(m);
    let game: Game;
    try {
      game = Game.create(cardDb, plan.setup);
    } catch (e) {
      throw setupError(e);
    }
    // 807.3: Grand Melee seats the listed players at random; everything per player follows them to their seats.
    const listed = listedBySeat(game.state, plan.setup);
    const seats = game.state.players.map((p, seat) => ({
      seat,
      name: p.name,
      deck: plan.deckNames[listed[seat]],
      bot: plan.bots[listed[seat]],
    }));
    const audience: Recipient[] =
      m.events === "seats" ? seats.map((p) => ({ seat: p.seat })) : m.events === "none" ? [] : m.events;
    for (const [i, to] of audience.entries())
      if ("seat" in to && to.seat >= seats.length)
        throw new StdioError(
          "bad-setup",
          `events[${i}].seat: no seat ${to.seat} (seats 0–${seats.length - 1})`,
          `events[${i}].seat`,
        );
    const s = new Session(id, game, m.seed, seats, audience);
    this.games.set(id, s);
    s.settle(game.startEvents, out);
    out.push({
      type: "started",
      ref: m.ref,
      game: id,
      seed: m.seed,
      variant: m.variant,
      seats,
      ...s.progress(),
    });
  }

  private answer(m: Of<"answer">, out: OutputMessage[]): void {
    const s = this.session(m.game);
    const r = s.game.submit(m.player, m.decision, m.answer as never);
    if (!r.ok) throw new StdioError(r.code, r.message);
    s.settle(r.events, out);
    out.push(this.answered(s, m.ref, m.player, m.decision));
  }

  /** The driver's bot answers one open decision of the seat (the one named, or its lowest-numbered). */
  private bot(m: Of<"bot">, out: OutputMessage[]): void {
    const s = this.session(m.game);
    this.seat(s, m.player);
    const d = this.decisionOf(s, m.player, m.decision);
    const answer = s.botAnswer(d, m.bot, out);
    s.settle([], out);
    out.push({ ...this.answered(s, m.ref, m.player, d.id), bot: m.bot, answer });
  }

  /**
   * A player's input other than an answer, at any time (104.3a: a concession; full control): applied, and
   * the lines it causes written; its game.
   */
  private playerInput(m: Of<"concede"> | Of<"fullControl">, out: OutputMessage[]): Session {
    const s = this.session(m.game);
    this.seat(s, m.player);
    const r = m.type === "concede" ? s.game.concede(m.player) : s.game.setFullControl(m.player, m.on);
    if (!r.ok) throw new StdioError(r.code, r.message);
    s.settle(r.events, out);
    return s;
  }

  private decisionOf(s: Session, player: number, id: number | undefined): Decision {
    const open = s.game.decisions();
    if (open.length === 0) throw new StdioError("not-pending", "no decision is open: the game is over");
    const list = open.map((d) => `${d.id} for player ${d.player}`).join(", ");
    const d = open.find((o) => (id === undefined ? o.player === player : o.id === id));
    if (d === undefined)
      throw id === undefined
        ? new StdioError("no-decision", `player ${player} has no open decision (open: ${list})`, "player")
        : new StdioError("stale-decision", `decision ${id} is not open (open: ${list})`, "decision");
    if (d.player !== player)
      throw new StdioError(
        "wrong-player",
        `decision ${d.id} is player ${d.player}'s, not player ${player}'s`,
        "player",
      );
    return d;
  }

  private answered(s: Session, ref: string | undefined, player: number, decision: number): Answered {
    return { type: "answered", ref, game: s.id, player, decision, ...s.progress() };
  }

  private view(m: Of<"view">, out: OutputMessage[]): void {
    const s = this.session(m.game);
    if ("seat" in m.for) this.seat(s, m.for.seat, "for.seat");
    const table = s.game.tableView();
    const seat = s.game.seatView(m.for);
    out.push({
      type: "view",
      ref: m.ref,
      game: s.id,
      for: m.for,
      view: m.parts ? { table, seat } : combineView(table, seat),
    });
  }

  private session(id: string): Session {
    const s = this.games.get(id);
    if (s === undefined) {
      const known = [...this.games.keys()];
      throw new StdioError(
        "not-found",
        `no game "${id}" (${known.length === 0 ? "none is running" : `running: ${known.join(", ")}`})`,
        "game",
      );
    }
    return s;
  }

  private seat(s: Session, seat: number, path = "player"): void {
    if (seat >= s.seats.length)
      throw new StdioError("wrong-player", `${path}: no seat ${seat} (seats 0–${s.seats.length - 1})`, path);
  }

  /** The id asked for, refused if a running game has it, or the first free of "g1", "g2", … */
  private freeId(asked: string | undefined, path: string): string {
    if (asked !== undefined) {
      if (this.games.has(asked))
        throw new StdioError("game-exists", `${path}: a game "${asked}" is running (close it first)`, path);
      return asked;
    }
    let n = 1;
    while (this.games.has(`g${n}`)) n++;
    return `g${n}`;
  }

  private error(e: unknown, ref: string | null): OutputMessage {
    const line = this.line;
    if (e instanceof StdioError)
      return {
        type: "error",
        code: e.code,
        message: e.message,
        ...(e.path !== undefined ? { path: e.path } : {}),
        ref,
        line,
      };
    // An engine error (its game is restored, Game.guard) or a bot's refused answer: a bug, but the driver goes on.
    return {
      type: "error",
      code: "internal",
      message: e instanceof Error ? e.message : String(e),
      ref,
      line,
    };
  }
}
