/**
 * The game log's lines: each event the client may see (the server sends them filtered for it) as one short
 * readable line, with its kind and the players it touches — for the log's filters (by kind, by player,
 * "only what touches me"). Every event type has a sentence or is left out on purpose (what the board shows);
 * the sentences the command line writes alike come from @roundtable/protocol (logSentences.ts).
 */
import type { GameEvent, PlayerId, PlayerView } from "@roundtable/engine";
import {
  isSharedLogEvent,
  joinNames,
  type LogNames,
  sharedLogSentence,
  stackName,
  unknownLogEvent,
} from "@roundtable/protocol";

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
}

/**
 * The log with `lines` added: a line the same as the one before it (the same kind of event again, right
 * after) adds to that line's count instead of taking a line of its own.
 */
export function appendLines(log: readonly LogEntry[], lines: readonly LogEntry[]): LogEntry[] {
  const out = [...log];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last !== undefined && last.text === line.text && last.kind === line.kind)
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

export function filterLog(lines: LogEntry[], f: LogFilter, me: PlayerId | null): LogEntry[] {
  return lines.filter(
    (l) =>
      (f.kinds.length === 0 || f.kinds.includes(l.kind)) &&
      (f.player === null || l.players.includes(f.player)) &&
      (!f.mine || (me !== null && l.players.includes(me))),
  );
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
      return "zones";
    default:
      return "game";
  }
}

/**
 * What a line says of a team (from the view's variant config and teams). With a shared life total (810.4,
 * Two-Headed Giant) a player's life — and poison, where shared (810.10) — is the team's: "Ann and Bob (team):
 * -4 life (16)." rather than "Ann: …", which read as Ann's own. With shared team turns (805.4a) a turn is the
 * active team's: "Turn 10: Ann and Bob." Each gives the team's seats in seat order, or null when the player's
 * own (no team, nothing shared).
 */
export interface LogTeams {
  life(p: PlayerId): PlayerId[] | null;
  poison(p: PlayerId): PlayerId[] | null;
  /** The active team's players still in the game. */
  turn(p: PlayerId): PlayerId[] | null;
}

export const NO_TEAMS: LogTeams = { life: () => null, poison: () => null, turn: () => null };

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
function playersOf(e: GameEvent, names: readonly string[], teams: LogTeams): PlayerId[] {
  const out = new Set<PlayerId>(teamOf(e, teams));
  const x = e as Partial<Record<string, unknown>>;
  for (const key of ["player", "controller", "by", "chooser", "defender", "whose"])
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
  return [...out].sort((a, b) => a - b);
}

/** The log entry of an event (null for the ones the log leaves out); `teams`: what is a team's (`logTeams`). */
export function logEntry(
  e: GameEvent,
  names: readonly string[],
  teams: LogTeams = NO_TEAMS,
): Omit<LogEntry, "n"> | null {
  const text = logLine(e, (p) => names[p] ?? `seat ${p}`, teams);
  return text === null ? null : { text, kind: kindOf(e), players: playersOf(e, names, teams) };
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
    list: (names) => names.join(", "),
  };
}

/** A sentence ends with a full stop, unless it ends with a card name's own "?" or "!". */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

export function logLine(
  e: GameEvent,
  name: (p: PlayerId) => string,
  teams: LogTeams = NO_TEAMS,
): string | null {
  if (isSharedLogEvent(e)) return sentence(sharedLogSentence(e, webNames(name)));
  // A shared life total or poison count (810.4, 810.10), a shared turn (805.4a): the team's, by its players.
  const whose = (p: PlayerId, team: PlayerId[] | null) =>
    team === null ? name(p) : `${joinNames(team.map(name))} (team)`;
  switch (e.type) {
    case "gameStart":
      return `The game begins: ${e.players.join(", ")}; ${e.players[e.starting]} starts.`;
    case "turn":
      return `Turn ${e.number}: ${joinNames((teams.turn(e.player) ?? [e.player]).map(name))}.`;
    case "mulligan":
      return `${name(e.player)} takes a mulligan.`;
    case "keep":
      return `${name(e.player)} keeps ${e.handSize} cards.`;
    case "activate":
      return `${name(e.player)} activates ${cardName(e.card)}: ${e.text}`;
    case "trigger":
      return `${cardName(e.card)} triggers: ${e.text}`;
    case "resolve":
      return `${stackName(e, { card: cardName })} resolves.`;
    case "attack":
      return `${cardName(e.card)} attacks ${"player" in e.defender ? name(e.defender.player) : "a planeswalker"}.`;
    case "block":
      return `${cardName(e.card)} blocks.`;
    case "life":
      return `${whose(e.player, teams.life(e.player))}: ${e.delta > 0 ? "+" : ""}${e.delta} life (${e.life}).`;
    case "poison":
      return `${whose(e.player, teams.poison(e.player))}: ${e.delta > 0 ? "+" : ""}${e.delta} poison (${e.poison}).`;
    case "fizzle":
      return `${stackName(e, { card: cardName })} is countered on resolution: its targets are gone (608.2b).`;
    case "march":
      return `${cardName(e.card)} marches from ${name(e.from)}'s territory to ${name(e.to)}'s.`;
    case "lose":
      return `${name(e.player)} loses (${e.reason}).`;
    case "leave":
      return `${name(e.player)} leaves the game (${e.reason}).`;
    case "win":
      return `${joinNames(e.players.map(name))} ${e.players.length === 1 ? "wins" : "win"} the game.`;
    case "draw-game":
      return `The game is a draw for ${joinNames(e.players.map(name))}.`;
    case "gameOver":
      // Said after a win or draw line too: a line doesn't know the lines before it, and a game can end with
      // neither (no one left in it: the last player conceded) — this line closes the log either way.
      return "The game is over.";
    case "planarDie": // 901.9
      return `${name(e.player)} rolls the planar die ({${e.cost}}): ${e.result === "planeswalker" ? "the Planeswalker symbol" : e.result}.`;
    // The board shows these: steps, taps, mana, draws and moves (hidden, or seen there), Grand Melee's lanes.
    case "step":
    case "tap":
    case "untap":
    case "mana":
    case "draw":
    case "move":
    case "lane":
      return null;
    default:
      return unknownLogEvent(e);
  }
}
