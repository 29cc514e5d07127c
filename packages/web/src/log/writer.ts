/**
 * The game log's writer: the events the client may see (the server sends them filtered for it) as readable
 * lines under a header for each turn (whose it is: its active players as the engine's `turn` event gives
 * them — the active team's with shared turns, 805.4a — and the turn marker in Grand Melee) and for each step
 * that has something in it. Each line has its kind and the players it touches, for the log's filters
 * (about.ts, filter.ts).
 *
 * A `LogWriter` reads the events in order and remembers what they told (memory.ts: the names and
 * controllers of the objects, who has already lost; here, the turn and step each event is in). It knows
 * nothing the events and the public views don't say: hidden cards stay hidden (a draw names its card only
 * for those in its secret; a move between hidden zones is left out: moves.ts). Each event's sentence:
 * sentences.ts; a triggered ability's lines joined into one where nothing came between: triggers.ts.
 */
import { type GameEvent, type PlayerId, type PlayerView, STEP_NAMES, type Step } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";
import { kindOf, playersOf } from "./about.ts";
import type { LogLine } from "./entries.ts";
import { LogMemory } from "./memory.ts";
import { moveLine, sameMove, toldBy } from "./moves.ts";
import { eventSentence } from "./sentences.ts";
import { type LogTeams, NO_TEAMS } from "./teams.ts";
import { joinTrigger, type WaitingTrigger } from "./triggers.ts";
import { capitalised, cardName, count, sentence } from "./words.ts";

/** The part of a view the log reads: the public objects' names and controllers, the turn markers. */
export type LogView = Pick<PlayerView, "battlefield" | "stack" | "markers" | "turn">;

/** A turn's active player and its active players (805.4a), as the engine gives them. */
type TurnPlayers = Pick<Extract<GameEvent, { type: "turn" }>, "player" | "players">;

/**
 * Writes the game log of one page (a table's, or one replay step's): the events in the order they came,
 * each batch as it comes, and — between batches — the views, whose public objects it learns (names and
 * controllers the later events name by id).
 */
export class LogWriter {
  private readonly memory = new LogMemory();
  /** Each turn's active players, and in Grand Melee its turn marker (807.4), and the step it is in. */
  private readonly turnPlayers = new Map<number, TurnPlayers>();
  private readonly turnMarkers = new Map<number, number>();
  private readonly steps = new Map<number, Step>();
  /** The turn the events are in (in Grand Melee, the lane's: several turns go on at once). */
  private turn: number | null = null;
  /** Whether the events come in lanes (Grand Melee's turn markers, 807.4). */
  private lanes = false;
  /** The turn and step of the last header written. */
  private shownTurn: number | null = null;
  private shownStep: Step | null = null;
  /** The players who drew their card for the turn (504.1) in the draw step of each turn: "turn:player". */
  private readonly turnDraws = new Set<string>();
  /** The triggered ability whose line is the log's last, which its resolution may still join (triggers.ts). */
  private waiting: WaitingTrigger | null = null;

  /**
   * Learns what a view shows: the objects on the battlefield and on the stacks, with their controllers, the
   * turn markers' turns — and, for a page opened in the middle of a game (no turn seen yet), the turn and
   * step it is in, whose header the next line comes under.
   */
  see(view: LogView | null): void {
    if (view === null) return;
    this.seeObjects(view);
    if (this.turn === null && view.turn.number > 0) {
      this.turn = view.turn.number;
      // A copy: the client applies the next updates to the view's arrays in place (the next turn's players).
      this.turnPlayers.set(view.turn.number, {
        player: view.turn.active,
        players: [...view.turn.activePlayers],
      });
      this.steps.set(view.turn.number, view.turn.step);
    }
  }

  /** What `see` learns but the turn: for a replay's step, whose events begin a turn or go on in one. */
  seeObjects(view: LogView): void {
    this.memory.seeObjects(view);
    for (const m of view.markers ?? []) {
      this.turnMarkers.set(m.turn.number, m.marker);
      this.turnPlayers.set(m.turn.number, { player: m.turn.active, players: [...m.turn.activePlayers] });
    }
  }

  /** The entries of a batch of events (headers among them), in order; `names`, the seats' names. */
  write(events: readonly GameEvent[], names: readonly string[], teams: LogTeams = NO_TEAMS): LogLine[] {
    return this.writeNamed(events, (p) => names[p] ?? `seat ${p + 1}`, names, teams);
  }

  /** `write`, the players named by `name`; `names` (for the targets, which events give by label) may be short. */
  writeNamed(
    events: readonly GameEvent[],
    name: (p: PlayerId) => string,
    names: readonly string[],
    teams: LogTeams,
  ): LogLine[] {
    const out: LogLine[] = [];
    if (events.some((e) => e.type === "lane")) this.lanes = true;
    // Every line goes through `push`: a line written after a trigger's is between it and its resolution.
    const push = (line: LogLine) => {
      out.push(line);
      this.waiting = null;
    };
    const header = () => {
      const t = this.turn;
      if (t !== null && t !== this.shownTurn) push(this.turnHeader(t, name, teams));
      const step = t === null ? undefined : this.steps.get(t);
      if (step !== undefined && step !== this.shownStep) {
        push({ text: capitalised(STEP_NAMES[step]), kind: "game", players: [], head: "step" });
        this.shownStep = step;
      }
    };
    // An event's line under its headers — joining the triggered ability's line before it, or after its own.
    const add = (e: GameEvent, line: LogLine) => {
      header();
      const w = this.waiting;
      const stacked =
        e.type === "resolve" || e.type === "removed"
          ? this.memory.stack.get(e.object)?.controller
          : undefined;
      const join = w === null ? null : joinTrigger(w, e, line, this.turn, name, stacked);
      if (w === null || join === null) {
        push(line);
        if (e.type === "trigger")
          this.waiting = { trigger: e, line, detail: line.text, turn: this.turn, stage: "stacked" };
        return;
      }
      // The joined line takes the waiting line's place: this batch's last line, or the log's (an earlier batch's).
      const last = out[out.length - 1];
      if (last === w.line) out[out.length - 1] = { ...join.line, replaces: last.replaces };
      else out.push({ ...join.line, replaces: w.line.text });
      this.waiting = { ...join, line: out[out.length - 1] };
    };
    // What a resolution did, said again, comes in the same batch (four tokens created at once).
    if (this.waiting?.stage === "joined") this.waiting = null;
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e.type === "turn") {
        this.turnPlayers.set(e.number, { player: e.player, players: e.players });
        this.turn = e.number;
        // Grand Melee: the turn's marker, from the lane event that follows it (807.4; at the game's start,
        // where every marker's first turn begins together, 807.4b, the first marker's lane event comes
        // after them all, before its turn's first steps).
        const lane = events.slice(i + 1).find((x) => x.type === "lane" && x.turn === e.number);
        if (lane?.type === "lane") this.turnMarkers.set(e.number, lane.marker);
        // A turn's header at once; in Grand Melee, where several turns go on at once and the events go from
        // one to another, before the turn's first line (and again when its events come back to it).
        if (!this.lanes) push(this.turnHeader(e.number, name, teams));
        continue;
      }
      if (e.type === "lane") {
        this.lanes = true;
        this.turnMarkers.set(e.turn, e.marker);
        this.turn = e.turn;
        continue;
      }
      if (e.type === "step") {
        if (this.turn !== null) this.steps.set(this.turn, e.step);
        continue;
      }
      // Several cards moving alike at once (five cards milled): one line.
      if (e.type === "move") {
        this.memory.enters(e);
        const moves = [e];
        while (i + 1 < events.length) {
          const next = events[i + 1];
          if (next.type !== "move" || !sameMove(e, next) || toldBy(events, i + 1) !== null) break;
          this.memory.enters(next);
          moves.push(next);
          i++;
        }
        const told = toldBy(events, i - moves.length + 1);
        if (told !== null) continue;
        const text = moveLine(moves, name);
        if (text !== null) add(e, { text, kind: "zones", players: [e.owner] });
        continue;
      }
      // Draws one after another by one player: one line ("Ben draws 2 cards.").
      if (e.type === "draw") {
        const draws = [e];
        while (i + 1 < events.length) {
          const next = events[i + 1];
          if (next.type !== "draw" || next.player !== e.player) break;
          draws.push(next);
          i++;
        }
        const text = this.drawLine(draws, name);
        if (text !== null) add(e, { text, kind: "zones", players: [e.player] });
        continue;
      }
      const extra = new Set<PlayerId>();
      const text = eventSentence(e, this.memory, name, teams, extra);
      if (text === null) continue;
      const players = playersOf(e, names, teams);
      for (const p of extra) players.add(p);
      add(e, { text: sentence(text), kind: kindOf(e), players: [...players].sort((a, b) => a - b) });
    }
    return out;
  }

  private turnHeader(n: number, name: (p: PlayerId) => string, teams: LogTeams): LogLine {
    this.shownTurn = n;
    this.shownStep = null;
    const t = this.turnPlayers.get(n);
    if (t === undefined) return { text: `Turn ${n}`, kind: "game", players: [], head: "turn" };
    // 805.4a: with shared team turns, the active team's players still in the game — by the team's name.
    const team = t.players.length > 1 ? t.players : null;
    const named = team === null ? null : joinNames(team.map(name));
    const label = teams.name(t.player);
    const who = named === null ? name(t.player) : label === null ? named : `${label} (${named})`;
    const marker = this.turnMarkers.get(n);
    return {
      text: `Turn ${n}: ${who}${marker === undefined ? "" : ` (▲${marker})`}`,
      kind: "game",
      players: team ?? [t.player],
      head: "turn",
    };
  }

  /** "Ann draws Forest and Island." for those who may see them; "Ben draws 2 cards." for the others. */
  private drawLine(
    draws: Extract<GameEvent, { type: "draw" }>[],
    name: (p: PlayerId) => string,
  ): string | null {
    const p = draws[0].player;
    // The opening hands (103.5) and the active player's draw for the turn (504.1; each of the active team's
    // players with shared turns, 805.4a) go without saying; other draws are told.
    if (this.turn === null) return null;
    const drawing = this.turnPlayers.get(this.turn)?.players ?? [];
    let shown = draws;
    if (this.steps.get(this.turn) === "draw" && drawing.includes(p)) {
      const key = `${this.turn}:${p}`;
      if (!this.turnDraws.has(key)) {
        this.turnDraws.add(key);
        shown = draws.slice(1);
      }
    }
    if (shown.length === 0) return null;
    const seen = shown.flatMap((d) => (d.secret === undefined ? [] : [cardName(d.secret.card)]));
    if (seen.length === shown.length) return `${name(p)} draws ${joinNames(seen)}.`;
    return `${name(p)} draws ${shown.length === 1 ? "a card" : count(shown.length, "card")}.`;
  }
}

/**
 * The log entry of one event on its own (null for the ones the log leaves out): what a `LogWriter` writes
 * of it with nothing known before it. `teams`: what is a team's (`logTeams`).
 */
export function logEntry(e: GameEvent, names: readonly string[], teams: LogTeams = NO_TEAMS): LogLine | null {
  return new LogWriter().write([e], names, teams).find((l) => l.head !== "step") ?? null;
}

/** The line of one event on its own (`logEntry`'s text), or null. */
export function logLine(
  e: GameEvent,
  name: (p: PlayerId) => string,
  teams: LogTeams = NO_TEAMS,
): string | null {
  const line = new LogWriter().writeNamed([e], name, [], teams).find((l) => l.head !== "step");
  return line?.text ?? null;
}
