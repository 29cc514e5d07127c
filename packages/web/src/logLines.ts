/**
 * The game log's lines: the events the client may see (the server sends them filtered for it) as readable
 * lines — who did what to what, by the cards' names, with the targets, the damage and the life totals before
 * and after — under a header for each turn (whose it is: the active team's with shared turns, the turn
 * marker's holder in Grand Melee) and for each step that has something in it. Each line has its kind and
 * the players it touches, for the log's filters (by kind, by player, "only what touches me").
 *
 * A `LogWriter` reads the events in order and remembers what they told: the names and controllers of the
 * objects (a cast spell's permanent, an attacker a blocker blocks), the turn and step each event is in, who
 * has already lost. It knows nothing the events and the public views don't say: hidden cards stay hidden
 * (a draw names its card only for those in its secret; a move between hidden zones is left out). Every
 * event type has a sentence or is left out on purpose (what the board shows: taps, mana); the sentences the
 * command line writes alike come from @roundtable/protocol (logSentences.ts), this file keeping its own
 * wording where the web table says more (the controllers, the life before and after).
 */
import {
  type GameEvent,
  type ObjId,
  type PlayerId,
  type PlayerView,
  STEP_NAMES,
  type Step,
  type Zone,
} from "@roundtable/engine";
import {
  isSharedLogEvent,
  joinNames,
  type LogNames,
  sharedLogSentence,
  stackName,
  unknownLogEvent,
} from "@roundtable/protocol";
import { teamLetter } from "./table/palette.ts";

/** What a line is about: the game's course, spells and abilities, combat, life and results, cards moving. */
export type LogKind = "game" | "spells" | "combat" | "life" | "zones";
export const LOG_KINDS: LogKind[] = ["game", "spells", "combat", "life", "zones"];

export interface LogEntry {
  /** Numbered from the page's first line. */
  n: number;
  text: string;
  kind: LogKind;
  /** The players the event names: who acts, who is targeted, attacked, damaged, whose life changes. */
  players: PlayerId[];
  /** The same line this many times in a row (five Goblin tokens, a trigger twice): shown once, "(×5)". */
  times?: number;
  /** A turn's header ("Turn 5: Ann"), or a step's within it ("Combat damage step"): not an event's line. */
  head?: "turn" | "step";
}

/**
 * The log with `lines` added: a line the same as the one before it (the same kind of event again, right
 * after) adds to that line's count instead of taking a line of its own.
 */
export function appendLines(log: readonly LogEntry[], lines: readonly LogEntry[]): LogEntry[] {
  const out = [...log];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      line.head === undefined &&
      last.head === undefined &&
      last.text === line.text &&
      last.kind === line.kind
    )
      out[out.length - 1] = { ...last, times: (last.times ?? 1) + 1 };
    else out.push(line);
  }
  return out;
}

export interface LogFilter {
  /** The kinds shown; all of them when empty. */
  kinds: LogKind[];
  /** Only lines naming this player (null: anyone). */
  player: PlayerId | null;
  /** Only lines naming me (the viewer; nothing for a spectator). */
  mine: boolean;
}

export const NO_FILTER: LogFilter = { kinds: [], player: null, mine: false };

/**
 * The lines the filter lets through, and the headers over them: a turn's header when any line of the turn
 * is shown (or when it passes the filter itself: the "Turns" kind, its active player), a step's when any line
 * of the step is shown — so that what is shown is still read in its turn and step.
 */
export function filterLog(lines: readonly LogEntry[], f: LogFilter, me: PlayerId | null): LogEntry[] {
  const passes = (l: LogEntry) =>
    (f.kinds.length === 0 || f.kinds.includes(l.kind)) &&
    (f.player === null || l.players.includes(f.player)) &&
    (!f.mine || (me !== null && l.players.includes(me)));
  const out: LogEntry[] = [];
  let turn: LogEntry | null = null; // the turn's header, until a line of its turn is shown
  let step: LogEntry | null = null;
  for (const l of lines) {
    if (l.head === "turn") {
      turn = l;
      step = null;
      if (passes(l)) {
        out.push(l);
        turn = null;
      }
    } else if (l.head === "step") step = l;
    else if (passes(l)) {
      if (turn !== null) out.push(turn);
      if (step !== null) out.push(step);
      out.push(l);
      turn = null;
      step = null;
    }
  }
  return out;
}

/**
 * The lines as the log shows them, the newest first: the newest turn first, its header above its lines;
 * within it, the newest step first, each step's header above its lines, the newest line first. (Lines before
 * the first header — the opening hands, or the oldest kept lines — come last.)
 */
export function newestFirst(lines: readonly LogEntry[]): LogEntry[] {
  type Section = { head: LogEntry | null; lines: LogEntry[] };
  type Turn = { head: LogEntry | null; steps: Section[] };
  const turns: Turn[] = [{ head: null, steps: [{ head: null, lines: [] }] }];
  for (const l of lines) {
    const turn = turns[turns.length - 1];
    if (l.head === "turn") turns.push({ head: l, steps: [{ head: null, lines: [] }] });
    else if (l.head === "step") turn.steps.push({ head: l, lines: [] });
    else turn.steps[turn.steps.length - 1].lines.push(l);
  }
  return turns
    .reverse()
    .flatMap((t) => [
      ...(t.head === null ? [] : [t.head]),
      ...t.steps.reverse().flatMap((s) => [...(s.head === null ? [] : [s.head]), ...s.lines.reverse()]),
    ]);
}

function kindOf(e: GameEvent): LogKind {
  switch (e.type) {
    case "cast":
    case "copy":
    case "activate":
    case "trigger":
    case "resolve":
    case "fizzle":
    case "counter":
    case "cycle":
    case "vote":
    case "votesCounted":
      return "spells";
    case "attack":
    case "block":
    case "defender":
      return "combat";
    case "damage":
      return e.combat ? "combat" : "life";
    case "prevent":
    case "anteWon":
    case "life":
    case "poison":
    case "lose":
    case "leave":
    case "win":
    case "draw-game":
      return "life";
    case "play":
    case "dies":
    case "destroy":
    case "regenerate":
    case "discard":
    case "token":
    case "return":
    case "control":
    case "draw":
    case "move":
      return "zones";
    default:
      return "game";
  }
}

/**
 * What a line says of a team (from the view's variant config and teams). With a shared life total (810.4,
 * Two-Headed Giant) a player's life — and poison, where shared (810.10) — is the team's: "Team A (Ann and
 * Bob) loses 4 life (20 → 16)." rather than "Ann loses …", which read as Ann's own. With shared team turns
 * (805.4a) a turn is the active team's: "Turn 10: Team A (Ann and Bob)". Each gives the team's seats in seat
 * order, or null when the player's own (no team, nothing shared); `name`, the team's name as the seats show
 * it ("Team A", by its letter).
 */
export interface LogTeams {
  life(p: PlayerId): PlayerId[] | null;
  poison(p: PlayerId): PlayerId[] | null;
  /** The active team's players still in the game. */
  turn(p: PlayerId): PlayerId[] | null;
  name(p: PlayerId): string | null;
}

export const NO_TEAMS: LogTeams = {
  life: () => null,
  poison: () => null,
  turn: () => null,
  name: () => null,
};

export function logTeams(view: Pick<PlayerView, "config" | "players">): LogTeams {
  const { config, players } = view;
  const team = (p: PlayerId): PlayerId[] | null => {
    const t = players[p]?.team ?? null;
    if (t === null) return null;
    const seats = players.filter((q) => q.team === t).map((q) => q.seat);
    return seats.length > 1 ? seats : null;
  };
  const life = config.sharedLife && config.teams !== null;
  return {
    life: (p) => (life ? team(p) : null),
    poison: (p) => (life && config.sharedPoison ? team(p) : null),
    turn: (p) => {
      if (!config.sharedTurns) return null;
      const seats = team(p)?.filter((q) => q === p || !players[q]?.left) ?? null;
      return seats !== null && seats.length > 1 ? seats : null;
    },
    name: (p) => {
      const t = players[p]?.team ?? null;
      return t === null ? null : `Team ${teamLetter(t)}`;
    },
  };
}

/** The seats a line of a shared total or turn is about (the team's), or none. */
function teamOf(e: GameEvent, teams: LogTeams): PlayerId[] {
  if (e.type === "life") return teams.life(e.player) ?? [];
  if (e.type === "poison") return teams.poison(e.player) ?? [];
  if (e.type === "turn") return teams.turn(e.player) ?? [];
  return [];
}

/** The players an event names; `names` are the seats' names (targets are given by label). */
function playersOf(e: GameEvent, names: readonly string[], teams: LogTeams): Set<PlayerId> {
  const out = new Set<PlayerId>(teamOf(e, teams));
  const x = e as Partial<Record<string, unknown>>;
  for (const key of ["player", "controller", "by", "chooser", "defender", "whose", "owner"])
    if (typeof x[key] === "number") out.add(x[key] as PlayerId);
  if (Array.isArray(x.players) && typeof x.players[0] === "number")
    for (const p of x.players as PlayerId[]) out.add(p);
  if (e.type === "attack" && "player" in e.defender) out.add(e.defender.player);
  if ((e.type === "damage" || e.type === "prevent") && "player" in e.to) out.add(e.to.player);
  if ("targets" in e)
    for (const t of e.targets)
      names.forEach((name, p) => {
        if (t === name || t.endsWith(`(${name})`) || t.endsWith(`(${name}'s graveyard)`)) out.add(p);
      });
  return out;
}

/** Words a title keeps in lower case, but as its first word. */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * Card ids are kebab-case slugs: "lightning-bolt" reads "Lightning Bolt", "look-skyward-and-despair" "Look
 * Skyward and Despair" (the engine gives names in most events, ids in a few: a scheme's); a name stays as it
 * is ("Man-o'-War").
 */
export function cardName(card: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(card)) return card;
  return card
    .split("-")
    .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** How the web table names things in the sentences it shares with the command line (logSentences.ts). */
function webNames(name: (p: PlayerId) => string): LogNames {
  return {
    player: name,
    card: cardName,
    list: joinNames,
  };
}

/** A sentence ends with a full stop, unless it ends with a card name's own "?" or "!". */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards". */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** "a Goblin token", "an Elf token" ("a Spirit Token": some tokens' names say it). */
function aToken(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}${/\btoken$/i.test(name) ? "" : " token"}`;
}

/** What the log knows of an object: its name, and its controller where the events or a view said. */
interface Known {
  card: string;
  controller?: PlayerId;
}

/** The part of a view the log reads: the public objects' names and controllers, the turn markers. */
export type LogView = Pick<PlayerView, "battlefield" | "stack" | "markers" | "turn">;

/** An event's entry before it is numbered. */
export type LogLine = Omit<LogEntry, "n">;

/**
 * Moves told by an event of their own next to them: a land played, a card discarded, a scheme set in motion —
 * which name the moved object (the new one, 400.7) —, and a card cycled, a permanent destroyed (to its
 * owner's graveyard), an exiled card returned, a scheme put on the bottom — which name its card.
 */
const TOLD_BY_OBJECT: ReadonlySet<string> = new Set([
  "play",
  "discard",
  "setInMotion",
  "planeswalk",
  "emblem",
  "return",
]);
const TOLD_BY_NAME: ReadonlySet<string> = new Set(["cycle", "destroy", "dies", "return", "schemeToBottom"]);

/** Mana abilities (605) are left out, as the board shows the mana: "{T}: Add {G}." */
const MANA_ABILITY = /(^|:\s*)Add\s+(\{|one mana|two mana|three mana|an amount|mana)/i;

/**
 * Writes the game log of one page (a table's, or one replay step's): the events in the order they came,
 * each batch as it comes, and — between batches — the views, whose public objects it learns (names and
 * controllers the later events name by id).
 */
export class LogWriter {
  private readonly objects = new Map<ObjId, Known>();
  /** The spells and abilities on the stack: whose they are (a resolved permanent spell's permanent is theirs). */
  private readonly stack = new Map<ObjId, Known>();
  /** The spell resolving now, whose permanent enters next (608.3). */
  private resolving: Known | null = null;
  /** Each turn's active player, and in Grand Melee its turn marker (807.4), and the step it is in. */
  private readonly turnPlayers = new Map<number, PlayerId>();
  private readonly turnMarkers = new Map<number, number>();
  private readonly steps = new Map<number, Step>();
  /** The turn the events are in (in Grand Melee, the lane's: several turns go on at once). */
  private turn: number | null = null;
  /** Whether the events come in lanes (Grand Melee's turn markers, 807.4). */
  private lanes = false;
  /** The turn and step of the last header written. */
  private shownTurn: number | null = null;
  private shownStep: Step | null = null;
  /** The players whose game is over (lost, won, drawn): their leaving isn't told again. */
  private readonly done = new Set<PlayerId>();
  /** The players who drew their card for the turn (504.1) in the draw step of each turn: "turn:player". */
  private readonly turnDraws = new Set<string>();

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
      this.turnPlayers.set(view.turn.number, view.turn.active);
      this.steps.set(view.turn.number, view.turn.step);
    }
  }

  /** What `see` learns but the turn: for a replay's step, whose events begin a turn or go on in one. */
  seeObjects(view: LogView): void {
    for (const o of view.battlefield) this.objects.set(o.id, { card: o.name, controller: o.controller });
    for (const lane of view.markers ?? [view])
      for (const o of lane.stack) this.stack.set(o.id, { card: o.name, controller: o.controller });
    for (const m of view.markers ?? []) {
      this.turnMarkers.set(m.turn.number, m.marker);
      this.turnPlayers.set(m.turn.number, m.holder);
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
    const header = () => {
      const t = this.turn;
      if (t !== null && t !== this.shownTurn) out.push(this.turnHeader(t, name, teams));
      const step = t === null ? undefined : this.steps.get(t);
      if (step !== undefined && step !== this.shownStep) {
        out.push({ text: capitalised(STEP_NAMES[step]), kind: "game", players: [], head: "step" });
        this.shownStep = step;
      }
    };
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e.type === "turn") {
        this.turnPlayers.set(e.number, e.player);
        this.turn = e.number;
        // Grand Melee: the turn's marker, from the lane event that follows it (807.4).
        const lane = events.slice(i + 1).find((x) => x.type === "lane" && x.turn === e.number);
        if (lane?.type === "lane") this.turnMarkers.set(e.number, lane.marker);
        // A turn's header at once; in Grand Melee, where several turns go on at once and the events go from
        // one to another, before the turn's first line (and again when its events come back to it).
        if (!this.lanes) out.push(this.turnHeader(e.number, name, teams));
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
        this.enters(e);
        const moves = [e];
        while (i + 1 < events.length) {
          const next = events[i + 1];
          if (next.type !== "move" || !sameMove(e, next) || this.told(events, i + 1) !== null) break;
          this.enters(next);
          moves.push(next);
          i++;
        }
        const told = this.told(events, i - moves.length + 1);
        if (told !== null) continue;
        const text = moveLine(moves, name);
        if (text === null) continue;
        header();
        out.push({ text, kind: "zones", players: [e.owner] });
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
        const text = this.drawLine(draws, name, teams);
        if (text === null) continue;
        header();
        out.push({ text, kind: "zones", players: [e.player] });
        continue;
      }
      const extra = new Set<PlayerId>();
      const text = this.line(e, name, teams, extra);
      if (text === null) continue;
      header();
      const players = playersOf(e, names, teams);
      for (const p of extra) players.add(p);
      out.push({ text: sentence(text), kind: kindOf(e), players: [...players].sort((a, b) => a - b) });
    }
    return out;
  }

  private turnHeader(n: number, name: (p: PlayerId) => string, teams: LogTeams): LogLine {
    this.shownTurn = n;
    this.shownStep = null;
    const p = this.turnPlayers.get(n);
    if (p === undefined) return { text: `Turn ${n}`, kind: "game", players: [], head: "turn" };
    const team = teams.turn(p);
    const who = team === null ? name(p) : `${teams.name(p) ?? "Team"} (${joinNames(team.map(name))})`;
    const marker = this.turnMarkers.get(n);
    return {
      text: `Turn ${n}: ${who}${marker === undefined ? "" : ` (▲${marker})`}`,
      kind: "game",
      players: team ?? [p],
      head: "turn",
    };
  }

  /**
   * The event next to the move at `i` that tells it already (a land played, a card discarded, a permanent
   * destroyed), or null.
   */
  private told(events: readonly GameEvent[], i: number): GameEvent | null {
    const e = events[i];
    if (e.type !== "move") return null;
    for (const x of [events[i - 1], events[i + 1]]) {
      if (x === undefined) continue;
      if (TOLD_BY_OBJECT.has(x.type) && "object" in x && x.object === e.object) return x;
      const toGraveyard = x.type !== "destroy" && x.type !== "dies" ? true : e.to === "graveyard";
      if (TOLD_BY_NAME.has(x.type) && "card" in x && x.card === e.card && toGraveyard) return x;
    }
    return null;
  }

  /** "Ann draws Forest and Island." for those who may see them; "Ben draws 2 cards." for the others. */
  private drawLine(
    draws: Extract<GameEvent, { type: "draw" }>[],
    name: (p: PlayerId) => string,
    teams: LogTeams,
  ): string | null {
    const p = draws[0].player;
    // The opening hands (103.5) and the active player's draw for the turn (504.1; each of the active team's
    // players with shared turns, 805.4a) go without saying; other draws are told.
    if (this.turn === null) return null;
    const active = this.turnPlayers.get(this.turn);
    const drawing = active === undefined ? [] : (teams.turn(active) ?? [active]);
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

  private learn(id: ObjId, card: string, controller?: PlayerId): void {
    const known = this.objects.get(id);
    this.objects.set(id, { card, controller: controller ?? known?.controller });
  }

  /** "Ben's Grizzly Bears" (its controller, where known), adding them to the line's players. */
  private whose(id: ObjId, card: string, name: (p: PlayerId) => string, extra: Set<PlayerId>): string {
    const c = this.objects.get(id)?.controller ?? this.stack.get(id)?.controller;
    if (c === undefined) return cardName(card);
    extra.add(c);
    return `${name(c)}'s ${cardName(card)}`;
  }

  /** The line of one event (without its full stop), or null for what the log leaves out; learns what it tells. */
  private line(
    e: GameEvent,
    name: (p: PlayerId) => string,
    teams: LogTeams,
    extra: Set<PlayerId>,
  ): string | null {
    const card = cardName;
    const targeting = (targets: readonly string[]) =>
      targets.length > 0 ? ` targeting ${joinNames(targets)}` : "";
    // A shared life total or poison count (810.4, 810.10): the team's, by its name and players.
    const whoseTotal = (p: PlayerId, team: PlayerId[] | null) =>
      team === null ? name(p) : `${teams.name(p) ?? "Team"} (${joinNames(team.map(name))})`;
    switch (e.type) {
      case "gameStart":
        return `The game begins: ${joinNames(e.players)}. ${e.players[e.starting] ?? name(e.starting)} goes first`;
      case "mulligan":
        return `${name(e.player)} takes a mulligan${e.count > 1 ? ` (${ordinal(e.count)})` : ""}`;
      case "keep":
        return `${name(e.player)} keeps ${e.handSize === 0 ? "no cards" : count(e.handSize, "card")}`;
      case "play":
        this.learn(e.object, e.card, e.player);
        return `${name(e.player)} plays ${card(e.card)}`;
      case "cast":
      case "copy":
        this.stack.set(e.object, { card: e.card, controller: e.player });
        return sharedLogSentence(e, webNames(name));
      case "activate":
        this.learn(e.source, e.card, e.player);
        if (MANA_ABILITY.test(e.text)) return null;
        return `${name(e.player)} activates ${card(e.card)}${targeting(e.targets)}: ${e.text}`;
      case "trigger":
        this.learn(e.source, e.card, e.player);
        return `${name(e.player)}'s ${card(e.card)} triggers${targeting(e.targets)}: ${e.text}`;
      case "resolve": {
        const spell = this.stack.get(e.object);
        if (spell?.controller !== undefined) extra.add(spell.controller);
        this.resolving = e.ability === undefined ? { card: e.card, controller: spell?.controller } : null;
        return `${stackName(e, { card })} resolves`;
      }
      case "counter": {
        const spell = this.stack.get(e.object);
        if (spell?.controller !== undefined) extra.add(spell.controller);
        return `${stackName(e, { card })} is countered`;
      }
      case "attack": {
        this.learn(e.attacker, e.card);
        const walker = "planeswalker" in e.defender ? e.defender.planeswalker : null;
        const known = walker === null ? undefined : this.objects.get(walker);
        const defender =
          "player" in e.defender
            ? name(e.defender.player)
            : walker === null || known === undefined
              ? "a planeswalker"
              : this.whose(walker, known.card, name, extra);
        return `${this.whose(e.attacker, e.card, name, extra)} attacks ${defender}`;
      }
      case "block": {
        this.learn(e.blocker, e.card);
        const attacker = this.objects.get(e.attacker);
        const blocked =
          attacker === undefined ? "" : ` ${this.whose(e.attacker, attacker.card, name, extra)}`;
        return `${this.whose(e.blocker, e.card, name, extra)} blocks${blocked}`;
      }
      case "damage": {
        const to =
          "player" in e.to
            ? name(e.to.player)
            : e.toCard === undefined
              ? "a permanent"
              : this.whose(e.to.object, e.toCard, name, extra);
        return `${name(e.controller)}'s ${card(e.card)} deals ${e.amount} ${e.combat ? "combat " : ""}damage to ${to}`;
      }
      case "life": {
        const who = whoseTotal(e.player, teams.life(e.player));
        const verb = e.delta < 0 ? "loses" : "gains";
        return `${who} ${verb} ${Math.abs(e.delta)} life (${e.life - e.delta} → ${e.life})`;
      }
      case "poison": {
        const who = whoseTotal(e.player, teams.poison(e.player));
        const n = count(Math.abs(e.delta), "poison counter");
        return e.delta < 0 ? `${who} loses ${n} (${e.poison} left)` : `${who} gets ${n} (${e.poison} in all)`;
      }
      case "destroy":
        return `${this.whose(e.object, e.card, name, extra)} is destroyed`;
      case "dies":
        return `${this.whose(e.object, e.card, name, extra)} dies`;
      case "token":
        this.learn(e.object, e.card, e.player);
        return `${name(e.player)} creates ${aToken(card(e.card))}`;
      case "control": {
        const before = this.objects.get(e.object)?.controller;
        this.learn(e.object, e.card, e.player);
        if (before !== undefined && before !== e.player) {
          extra.add(before);
          return `${name(e.player)} gains control of ${name(before)}'s ${card(e.card)}`;
        }
        return `${name(e.player)} gains control of ${card(e.card)}`;
      }
      case "fizzle": {
        const spell = this.stack.get(e.object);
        if (spell?.controller !== undefined) extra.add(spell.controller);
        return `${stackName(e, { card })} is countered on resolution: its targets are gone (608.2b)`;
      }
      case "march":
        return `${card(e.card)} marches from ${name(e.from)}'s territory to ${name(e.to)}'s`;
      case "lose":
        this.done.add(e.player);
        return `${name(e.player)} loses the game${e.reason ? `: ${e.reason}` : ""}`;
      case "leave":
        if (this.done.has(e.player)) return null;
        this.done.add(e.player);
        return `${name(e.player)} leaves the game${e.reason ? `: ${e.reason}` : ""}`;
      case "win":
        for (const p of e.players) this.done.add(p);
        return `${joinNames(e.players.map(name))} ${e.players.length === 1 ? "wins" : "win"} the game`;
      case "draw-game":
        for (const p of e.players) this.done.add(p);
        return `The game is a draw for ${joinNames(e.players.map(name))}`;
      case "gameOver":
        // Said after a win or draw line too: a game can end with neither (no one left in it: the last
        // player conceded) — this line closes the log either way.
        return "The game is over";
      case "planarDie": // 901.9
        return `${name(e.player)} rolls the planar die ({${e.cost}}): ${e.result === "planeswalker" ? "the Planeswalker symbol" : e.result}`;
      // The board shows these: taps and mana. (Turns, steps, lanes, draws and moves: `write`.)
      case "tap":
      case "untap":
      case "mana":
      case "turn":
      case "step":
      case "lane":
      case "draw":
      case "move":
        return null;
      default:
        if (isSharedLogEvent(e)) return sharedLogSentence(e, webNames(name));
        return unknownLogEvent(e);
    }
  }

  /** A permanent spell's permanent (608.3): the object entering from the stack is its caster's. */
  enters(e: Extract<GameEvent, { type: "move" }>): void {
    if (e.from === "stack" && e.to === "battlefield" && e.card !== undefined) {
      const controller = this.resolving?.card === e.card ? this.resolving.controller : undefined;
      this.learn(e.object, e.card, controller);
      this.resolving = null;
    } else if (e.to === "battlefield" && e.card !== undefined) this.learn(e.object, e.card);
  }
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** Names in their first order, each once with how many times it came: "Island ×3", "Mind Sculpt". */
function tally(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c === 1 ? n : `${n} ×${c}`));
}

type MoveEvent = Extract<GameEvent, { type: "move" }>;

function sameMove(a: MoveEvent, b: MoveEvent): boolean {
  return a.from === b.from && a.to === b.to && a.owner === b.owner && b.card !== undefined;
}

/**
 * Cards moving between zones that no other event tells (a permanent exiled or bounced, cards milled, a card
 * put onto the battlefield from a graveyard), by the names the events give: only moves with a public zone
 * name their cards (a move between two hidden zones, a library searched into a hand, is left out). Moves to
 * and from the stack are the casts' and the resolutions' (said by their own lines).
 */
function moveLine(moves: readonly MoveEvent[], name: (p: PlayerId) => string): string | null {
  const e = moves[0];
  if (e.card === undefined || e.from === null || e.from === "stack" || e.to === "stack") return null;
  if (e.from === e.to) return null;
  const owner = name(e.owner);
  const cards = joinNames(tally(moves.map((m) => cardName(m.card ?? "a card"))));
  const verb = moves.length === 1 ? "is" : "are";
  // From the battlefield, "Ann's Grizzly Bears is exiled"; else the zone it came from, after where it went.
  const fromField = e.from === "battlefield";
  const into = (zone: string) => `put into ${fromField ? "their" : `${owner}'s`} ${zone}`;
  const to: Record<Zone, string> = {
    battlefield: "put onto the battlefield",
    hand: fromField ? "returned to their hand" : `put into ${owner}'s hand`,
    library: into("library"),
    graveyard: into("graveyard"),
    exile: "exiled",
    stack: "put onto the stack",
    command: "put into the command zone",
    ante: "put into the ante",
  };
  const ownsTo = !fromField && (e.to === "hand" || e.to === "library" || e.to === "graveyard");
  const zone = (z: string) => `from ${ownsTo ? "their" : `${owner}'s`} ${z}`;
  const from: Record<Zone, string> = {
    battlefield: "",
    hand: zone("hand"),
    library: zone("library"),
    graveyard: zone("graveyard"),
    exile: "from exile",
    stack: "from the stack",
    command: "from the command zone",
    ante: "from the ante",
  };
  const what = fromField ? `${owner}'s ${cards}` : cards;
  return `${what} ${verb} ${to[e.to]}${fromField ? "" : ` ${from[e.from]}`}.`;
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
