/**
 * The game log: turns engine events into readable lines for one viewer (a player, or null for a
 * spectator). Secret parts of events are stripped for the viewer first (eventFor), so the log never
 * shows more than that viewer may know. It reads the table only through its public view (a Game's, or
 * the one a client keeps from a server's messages) and card names from the card database. Every event type
 * has a line or is left out on purpose (the switch's default takes `never`); the sentences the web table
 * writes alike come from @roundtable/protocol (logSentences.ts), this file keeping its own wording and the
 * remarks that need what it has seen.
 */
import {
  type CardDb,
  type DefenderRef,
  eventFor,
  type GameEvent,
  type ObjId,
  type PlayerId,
  type Ref,
  type TableView,
} from "@roundtable/engine";
import {
  isSharedLogEvent,
  joinNames,
  type LogNames,
  type SharedLogEvent,
  sharedLogSentence,
  stackName,
  unknownLogEvent,
} from "@roundtable/protocol";
import { markerOfTurn, severalMarkers } from "./markers.ts";

const REASONS: Record<string, string> = {
  life: "life total reached 0",
  library: "drew from an empty library",
  poison: "10 or more poison counters",
  conceded: "conceded",
  concede: "conceded",
  "last player": "all opponents have left the game",
};

export function describeReason(reason: string | null | undefined): string {
  if (!reason) return "";
  return REASONS[reason] ?? reason;
}

/** The part of a view (the table's, or a player's) the log reads. */
export type LogView = Pick<
  TableView,
  "config" | "players" | "battlefield" | "stack" | "markers" | "turn" | "status" | "winners"
>;

/**
 * Where the log reads the table: its public view as it is now (after the events being formatted), and
 * the card database for the names of the cards events name by id. A Game is one.
 */
export interface LogSource {
  readonly db: CardDb;
  tableView(): LogView;
}

export class LogFormatter {
  private readonly names = new Map<ObjId, string>();
  private readonly lost = new Set<PlayerId>();
  /** The step the game is in, as far as the events told (a march in declare attackers is a forced one). */
  private step: string;
  /** Whether a win or draw line has been printed. */
  sawResult = false;

  /** The table as the source showed it last. */
  private view: LogView;

  constructor(
    private readonly source: LogSource,
    private readonly viewer: PlayerId | null,
  ) {
    this.view = source.tableView();
    this.step = this.view.turn.step;
    this.refresh();
  }

  private player(seat: PlayerId): string {
    if (seat === this.viewer) return `${this.plainName(seat)} (you)`;
    return this.plainName(seat);
  }

  /** A name without "(you)", for lines about a whole team. */
  private plainName(seat: PlayerId): string {
    return this.view.players[seat]?.name ?? `seat ${seat + 1}`;
  }

  /** "Eve's", or "your" for the viewer: whose territory or creature. */
  private whose(seat: PlayerId): string {
    return seat === this.viewer ? "your" : `${this.plainName(seat)}'s`;
  }

  /** The seats of the team of `seat` in seat order (only `seat` in a game without teams). */
  private team(seat: PlayerId): PlayerId[] {
    const teams = this.view.config.teams;
    if (teams === null || teams[seat] === undefined) return [seat];
    return teams.flatMap((t, q) => (t === teams[seat] ? [q] : []));
  }

  /**
   * 805.4a: "Alice and Bob (team 1)", a turn's active players as the engine's event gives them (with shared
   * team turns, the active team's players still in the game); the active player's name when alone.
   */
  private activeTeam(e: Extract<GameEvent, { type: "turn" }>): string {
    if (e.players.length < 2) return this.plainName(e.player);
    const team = this.view.config.teams?.[e.player];
    const names = joinNames(e.players.map((q) => this.plainName(q)));
    return team === undefined ? names : `${names} (team ${team + 1})`;
  }

  /** 810.4: "team 1 (Alice, Bob)" when the team of `seat` shares a life total; null otherwise. */
  private lifeTeam(seat: PlayerId): string | null {
    const { config } = this.view;
    if (!config.sharedLife || config.teams === null) return null;
    const names = this.team(seat).map((q) => this.plainName(q));
    return `team ${config.teams[seat] + 1} (${names.join(", ")})`;
  }

  /** "Eve's", or "yours" for the viewer: the territory a creature arrives in. */
  private territory(seat: PlayerId): string {
    return seat === this.viewer ? "yours" : `${this.plainName(seat)}'s`;
  }

  private card(card: string | undefined): string {
    if (card === undefined) return "a card";
    return this.source.db.get(card)?.name ?? card;
  }

  private object(id: ObjId): string {
    return this.names.get(id) ?? `object #${id}`;
  }

  private learn(id: ObjId, card: string | undefined): void {
    if (card !== undefined) this.names.set(id, this.card(card));
  }

  /** How the terminal names things in the sentences it shares with the web table (logSentences.ts). */
  private readonly logNames: LogNames = {
    player: (p) => this.player(p),
    card: (c) => this.card(c),
    list: joinNames,
    possessive: (p) => this.whose(p),
  };

  /** Learns the name of the object (or source) an event names with its card. */
  private learnFrom(e: SharedLogEvent): void {
    if (!("card" in e)) return;
    if ("object" in e) this.learn(e.object, e.card);
    else if ("source" in e) this.learn(e.source, e.card);
  }

  /** Learns the names of everything in public zones shared by all (battlefield and stacks, 807.5). */
  private refresh(): void {
    for (const x of this.view.battlefield) this.names.set(x.id, x.name);
    for (const lane of this.view.markers ?? [this.view])
      for (const x of lane.stack) this.names.set(x.id, x.name);
  }

  private ref(r: Ref | DefenderRef): string {
    if ("player" in r) return this.player(r.player);
    if ("planeswalker" in r) return this.object(r.planeswalker);
    return this.object(r.object);
  }

  /**
   * Formats a batch of events (then learns the names of what is now on the battlefield). In a Grand Melee
   * game with several turn markers, whose turns go on at the same time (807.4), each line but a turn's first
   * starts with the marker whose turn it happened in ("[M2] Bob casts Shock"): the one of the `lane` event
   * before it (every run of the engine starts with one, and says when it goes on to another marker's turn).
   * Lines before the batch's first `lane` event (a concession, 104.3a) belong to no turn and have none.
   */
  lines(events: GameEvent[]): string[] {
    this.view = this.source.tableView();
    const several = severalMarkers(this.view);
    const out: string[] = [];
    let mark = ""; // "[M2] ": the turn marker whose turn the events go on in
    let drawing: PlayerId | null = null; // consecutive draws of one player go on one line
    let repeated = 1; // the same line again right after (five tokens made at once): one line, "(×5)"
    for (let i = 0; i < events.length; i++) {
      const e = eventFor(events[i], this.viewer);
      const next = events[i + 1];
      if (e.type === "lane") {
        mark = several ? `[M${e.marker}] ` : "";
        drawing = null;
        continue;
      }
      // Classic Emperor: a stolen creature jumps one territory toward its new controller as control changes.
      if (e.type === "march" && next?.type === "control" && next.object === e.object) {
        this.learn(e.object, e.card);
        out.push(
          `${this.format(next)}; it jumps from ${this.whose(e.from)} territory to ${this.territory(e.to)}`,
        );
        drawing = null;
        i++;
        continue;
      }
      const said = this.format(e);
      if (said === null) continue;
      const line = e.type === "turn" ? said : mark + said;
      if (e.type === "draw" && e.player === drawing && out.length > 0) {
        out[out.length - 1] += `, ${this.card(e.secret?.card)}`;
        continue;
      }
      drawing = e.type === "draw" ? e.player : null;
      const last = out[out.length - 1];
      if (last !== undefined && (last === line || last === `${line} (×${repeated})`)) {
        repeated++;
        out[out.length - 1] = `${line} (×${repeated})`;
        continue;
      }
      repeated = 1;
      out.push(line);
    }
    this.refresh();
    return out;
  }

  /** Whose turn `e` begins; 807.4: "Dave (marker 2)" — the holder of the turn marker whose turn it is. */
  private turnOf(e: Extract<GameEvent, { type: "turn" }>): string {
    if (!this.view.config.turnMarkers) return this.activeTeam(e);
    const m = markerOfTurn(this.view, e.number);
    return `${this.plainName(e.player)}${m === undefined ? "" : ` (marker ${m})`}`;
  }

  format(e: GameEvent): string | null {
    if (isSharedLogEvent(e)) {
      this.learnFrom(e);
      return sharedLogSentence(e, this.logNames);
    }
    switch (e.type) {
      case "gameStart":
        return `Players: ${e.players.join(", ")}. ${this.player(e.starting)} goes first.`;
      case "mulligan":
        return `${this.player(e.player)} takes a mulligan${e.count > 1 ? ` (${e.count})` : ""}`;
      case "keep":
        return `${this.player(e.player)} keeps ${e.handSize} card${e.handSize === 1 ? "" : "s"}`;
      case "turn":
        return `\nTurn ${e.number} — ${this.turnOf(e)}`;
      case "step":
        this.step = e.step;
        return null;
      case "draw":
        if (e.secret) {
          this.learn(e.secret.object, e.secret.card);
          return `${this.player(e.player)} draws ${this.card(e.secret.card)}`;
        }
        return null;
      case "move": {
        const card = e.card ?? e.secret?.card;
        this.learn(e.object, card);
        if (card === undefined) return null;
        if (e.from === "battlefield" && e.to === "hand")
          return `${this.card(card)} returns to ${this.player(e.owner)}'s hand`;
        if (e.to === "exile") return `${this.card(card)} is exiled`;
        if (e.from === "library" && e.to === "graveyard")
          return `${this.card(card)} is put into ${this.player(e.owner)}'s graveyard`;
        return null;
      }
      case "activate":
        this.learn(e.source, e.card);
        if (/\badd \{/i.test(e.text)) return null; // mana abilities: too much noise
        return `${this.player(e.player)} activates ${this.card(e.card)}: ${e.text}${e.targets.length > 0 ? ` (targeting ${joinNames(e.targets)})` : ""}`;
      case "trigger":
        this.learn(e.source, e.card);
        return `${this.card(e.card)} triggers (${this.player(e.player)}): ${e.text}${e.targets.length > 0 ? ` — targeting ${joinNames(e.targets)}` : ""}`;
      case "resolve":
        this.learn(e.object, e.card);
        return null;
      case "fizzle":
        return `${stackName(e, { card: (c) => this.card(c) })} doesn't resolve: its targets are gone`;
      case "attack":
        this.learn(e.attacker, e.card);
        return `${this.card(e.card)} attacks ${this.ref(e.defender)}`;
      case "block":
        this.learn(e.blocker, e.card);
        return `${this.card(e.card)} blocks ${this.object(e.attacker)}`;
      case "life":
        // 810.9: a change of a shared life total is the team's.
        return `${this.lifeTeam(e.player) ?? this.plainName(e.player)}: ${e.life - e.delta} → ${e.life}`;
      case "poison": {
        // 810.10: the team has one count of poison counters.
        const team = this.lifeTeam(e.player);
        const all = team === null ? `${e.poison} in all` : `${e.poison} in all for ${team}`;
        return `${this.player(e.player)} gets ${e.delta} poison counter${e.delta === 1 ? "" : "s"} (${all})`;
      }
      case "march": {
        // Classic Emperor: a march at the start of declare attackers is forced (Siren's Call): the creature
        // must attack, but no enemy is next to it.
        this.learn(e.object, e.card);
        const c = this.view.battlefield.find((x) => x.id === e.object)?.controller;
        const card = c === undefined ? this.card(e.card) : `${this.whose(c)} ${this.card(e.card)}`;
        const forced =
          this.step === "declare-attackers" ? ", forced to attack with no enemy next to it," : "";
        const line = `${card}${forced} marches from ${this.whose(e.from)} territory to ${this.territory(e.to)}`;
        return line.charAt(0).toUpperCase() + line.slice(1);
      }
      case "lose": {
        this.lost.add(e.player);
        const why = describeReason(e.reason);
        return `${this.player(e.player)} loses the game${why ? `: ${why}` : ""}`;
      }
      case "leave": {
        if (this.lost.has(e.player)) return null;
        const why = describeReason(e.reason);
        return `${this.player(e.player)} leaves the game${why ? `: ${why}` : ""}`;
      }
      case "win": {
        this.sawResult = true;
        return resultLine(this.view, e.players);
      }
      case "planarDie": // 901.9
        return `${this.player(e.player)} rolls the planar die (cost {${e.cost}}): ${e.result === "planeswalker" ? "the Planeswalker symbol" : e.result}`;
      case "draw-game":
        this.sawResult = true;
        return `The game is a draw${e.players.length > 0 ? ` between ${joinNames(e.players.map((p) => this.player(p)))}` : ""}`;
      case "gameOver":
        // The win or draw line has said it; when none came (no one left in the game), the caller prints
        // the result once the game is over (resultLine, unless sawResult).
        return null;
      // The board and the turn lines show these: taps, mana, Grand Melee's lanes (807.4).
      case "tap":
      case "untap":
      case "mana":
      case "lane":
        return null;
      default:
        return unknownLogEvent(e);
    }
  }
}

/** "Alice wins: all opponents have left the game", or the draw / unfinished line. */
export function resultLine(
  view: Pick<TableView, "players" | "status" | "winners">,
  winners: PlayerId[] = view.winners,
): string {
  const { players } = view;
  if (winners.length === 0) return view.status === "over" ? "The game is a draw" : "The game did not finish";
  const names = joinNames(winners.map((w) => players[w]?.name ?? `seat ${w + 1}`));
  const verb = winners.length === 1 ? "wins" : "win";
  const othersLeft = players.every((p, seat) => winners.includes(seat) || p.left);
  const reason = othersLeft
    ? "all opponents have left the game"
    : describeReason(winners.map((w) => players[w]?.reason).find((r) => r));
  return `${names} ${verb}${reason ? `: ${reason}` : ""}`;
}
