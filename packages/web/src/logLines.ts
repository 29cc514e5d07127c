/**
 * The game log's lines: each event the client may see (the server sends them filtered for it) as one short
 * readable line, with its kind and the players it touches — for the log's filters (by kind, by player,
 * "only what touches me"). The events people follow most get a sentence, the rest their type.
 */
import type { GameEvent, PlayerId } from "@roundtable/engine";

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
    case "discard":
    case "token":
    case "return":
    case "control":
      return "zones";
    default:
      return "game";
  }
}

/** The players an event names; `names` are the seats' names (targets are given by label). */
function playersOf(e: GameEvent, names: readonly string[]): PlayerId[] {
  const out = new Set<PlayerId>();
  const x = e as Partial<Record<string, unknown>>;
  for (const key of ["player", "controller", "by", "chooser"])
    if (typeof x[key] === "number") out.add(x[key] as PlayerId);
  if (Array.isArray(x.players) && typeof x.players[0] === "number")
    for (const p of x.players as PlayerId[]) out.add(p);
  if (e.type === "attack" && "player" in e.defender) out.add(e.defender.player);
  if (e.type === "damage" && "player" in e.to) out.add(e.to.player);
  if ("targets" in e)
    for (const t of e.targets)
      names.forEach((name, p) => {
        if (t === name || t.endsWith(`(${name})`) || t.endsWith(`(${name}'s graveyard)`)) out.add(p);
      });
  return [...out].sort((a, b) => a - b);
}

/** The log entry of an event (null for the ones the log leaves out). */
export function logEntry(e: GameEvent, names: readonly string[]): Omit<LogEntry, "n"> | null {
  const text = logLine(e, (p) => names[p] ?? `seat ${p}`);
  return text === null ? null : { text, kind: kindOf(e), players: playersOf(e, names) };
}

/** Card ids are kebab-case slugs: "lightning-bolt" reads "Lightning Bolt". */
export function cardName(card: string): string {
  return card.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());
}

export function logLine(e: GameEvent, name: (p: PlayerId) => string): string | null {
  switch (e.type) {
    case "gameStart":
      return `The game begins: ${e.players.join(", ")}; ${e.players[e.starting]} starts.`;
    case "turn":
      return `Turn ${e.number}: ${name(e.player)}.`;
    case "mulligan":
      return `${name(e.player)} takes a mulligan.`;
    case "keep":
      return `${name(e.player)} keeps ${e.handSize} cards.`;
    case "play":
      return `${name(e.player)} plays ${cardName(e.card)}.`;
    case "cast":
      return `${name(e.player)} casts ${cardName(e.card)}${e.targets.length > 0 ? ` targeting ${e.targets.join(", ")}` : ""}.`;
    case "activate":
      return `${name(e.player)} activates ${cardName(e.card)}: ${e.text}`;
    case "trigger":
      return `${cardName(e.card)} triggers: ${e.text}`;
    case "resolve":
      return `${cardName(e.card)} resolves.`;
    case "attack":
      return `${cardName(e.card)} attacks ${"player" in e.defender ? name(e.defender.player) : "a planeswalker"}.`;
    case "block":
      return `${cardName(e.card)} blocks.`;
    case "life":
      return `${name(e.player)}: ${e.delta > 0 ? "+" : ""}${e.delta} life (${e.life}).`;
    case "dies":
      return `${cardName(e.card)} dies.`;
    case "damage":
      return `${cardName(e.card)} deals ${e.amount} damage to ${"player" in e.to ? name(e.to.player) : "a permanent"}.`;
    case "poison":
      return `${name(e.player)}: ${e.delta > 0 ? "+" : ""}${e.delta} poison (${e.poison}).`;
    case "counter":
      return `${cardName(e.card)} is countered.`;
    case "fizzle":
      return `${cardName(e.card)} is countered on resolution: its targets are gone (608.2b).`;
    case "discard":
      return `${name(e.player)} discards ${cardName(e.card)}.`;
    case "destroy":
      return `${cardName(e.card)} is destroyed.`;
    case "token":
      return `${name(e.player)} creates ${cardName(e.card)}.`;
    case "march":
      return `${cardName(e.card)} marches from ${name(e.from)}'s territory to ${name(e.to)}'s.`;
    case "vote": // 701.38a: votes are public
      return `${name(e.player)} votes for ${e.choice} (${cardName(e.card)}).`;
    case "votesCounted":
      return `${cardName(e.card)}: the votes are ${e.tally.map((t) => `${t.choice} ${t.votes}`).join(", ")}.`;
    case "lose":
      return `${name(e.player)} loses (${e.reason}).`;
    case "leave":
      return `${name(e.player)} leaves the game (${e.reason}).`;
    case "win":
      return `${e.players.map(name).join(" and ")} ${e.players.length === 1 ? "wins" : "win"} the game.`;
    case "planarDie": // 901.9
      return `${name(e.player)} rolls the planar die ({${e.cost}}): ${e.result === "planeswalker" ? "the Planeswalker symbol" : e.result}.`;
    case "chaos": // 311.7
      return "Chaos ensues.";
    case "planeswalk": // 701.31, 901.5
      return e.start === true
        ? `${name(e.player)} turns over ${cardName(e.card)}.`
        : `${name(e.player)} planeswalks${e.away.length > 0 ? ` away from ${e.away.map(cardName).join(", ")}` : ""}${e.card === "" ? "" : ` to ${cardName(e.card)}`}.`;
    case "draw-game":
      return `The game is a draw for ${e.players.map(name).join(", ")}.`;
    case "monarch":
      return `${name(e.player)} becomes the monarch.`;
    case "initiative":
      return `${name(e.player)} takes the initiative.`;
    case "venture":
      return `${name(e.player)} ventures into ${e.dungeon}: ${e.room}.`;
    case "dungeonCompleted":
      return `${name(e.player)} completes ${e.dungeon}.`;
    case "step":
    case "tap":
    case "untap":
    case "mana":
    case "draw":
    case "move":
    case "lane":
      return null;
    default:
      return e.type;
  }
}
