/**
 * What every seat shows, computed once per view: life, poison, cards, permanents, team, Emperor role
 * (809.2), who is active and has priority (every turn marker's, 807.4), whether the seat is in my range
 * of influence (801.2c), and the order of the seat lists — me, then the players in my range, then the rest.
 */
import type {
  ArchenemySummary,
  CardView,
  CommanderSummary,
  PlayerId,
  PlayerRule,
  PlayerView,
  VanguardSummary,
} from "@roundtable/engine";

export interface SeatSummary {
  seat: PlayerId;
  name: string;
  life: number;
  poison: number;
  hand: number;
  /**
   * 103.6b: the cards of their hand revealed from their opening hand, which everyone sees from the time
   * they are revealed until the first turn begins (the view's `revealed`); [] otherwise.
   */
  revealed: CardView[];
  library: number;
  /** Cards in the graveyard (public, 404.2), as the command line's board says it. */
  graveyard: number;
  /** The mana in the player's pool ("{B}{B}"; 106.4, public), "" when empty. */
  mana: string;
  permanents: number;
  creatures: number;
  team: number | null;
  role: "emperor" | "general" | null;
  me: boolean;
  /** An active player of some turn under way (every turn marker's in Grand Melee). */
  active: boolean;
  priority: boolean;
  /** The turn markers this player holds (807.4). */
  markers: number[];
  /** Within the viewer's range of influence this turn (801.2c); always for a spectator or unlimited range. */
  inRange: boolean;
  left: boolean;
  result: "won" | "lost" | "draw" | null;
  /** Classic Emperor: the creatures standing in this player's territory; null without territories. */
  territory: number | null;
  /** Commander games (903): the player's commander, its tax and the commander damage taken; else null. */
  commander: CommanderSummary | null;
  /** Archenemy games, an archenemy (904): the scheme deck's size and the schemes face up; else null. */
  archenemy: ArchenemySummary | null;
  /** Vanguard games (902): the player's vanguard card and its modifiers; else null. */
  vanguard: VanguardSummary | null;
  /** What resolved effects make true of the player now (Teferi's Protection: 702.16j, 119.8); else empty. */
  rules: PlayerRule[];
}

/** The lanes of the view: every turn marker's in Grand Melee, else the game's one turn. */
export function lanesOf(view: PlayerView): Pick<PlayerView, "turn" | "stack" | "attacks">[] {
  return view.markers ?? [view];
}

export function summarise(view: PlayerView): SeatSummary[] {
  const n = view.players.length;
  const permanents = new Array<number>(n).fill(0);
  const creatures = new Array<number>(n).fill(0);
  const territory = new Array<number>(n).fill(0);
  for (const p of view.battlefield) {
    permanents[p.controller]++;
    if (p.types.includes("Creature")) {
      creatures[p.controller]++;
      if (p.territory !== undefined) territory[p.territory]++;
    }
  }
  const active = new Set<PlayerId>();
  const priority = new Set<PlayerId>();
  for (const lane of lanesOf(view)) {
    for (const a of lane.turn.activePlayers) active.add(a);
    if (lane.turn.priority !== null) priority.add(lane.turn.priority);
  }
  const markers = new Map<PlayerId, number[]>();
  for (const m of view.markers ?? []) markers.set(m.holder, [...(markers.get(m.holder) ?? []), m.marker]);
  const mine = view.viewer === null ? null : (view.players[view.viewer]?.inRange ?? null);
  const reach = mine === null ? null : new Set(mine);
  const territories = view.config.territories;
  return view.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    life: p.life,
    poison: p.poison,
    hand: p.handCount,
    revealed: p.revealed ?? [],
    library: p.libraryCount,
    graveyard: p.graveyard.length,
    mana: p.mana,
    permanents: permanents[p.seat],
    creatures: creatures[p.seat],
    team: p.team,
    role: view.config.roles?.[p.seat] ?? null,
    me: p.seat === view.viewer,
    active: active.has(p.seat),
    priority: priority.has(p.seat),
    markers: markers.get(p.seat) ?? [],
    inRange: reach === null || reach.has(p.seat),
    left: p.left,
    result: p.result,
    territory: territories ? territory[p.seat] : null,
    commander: p.commander ?? null,
    archenemy: p.archenemy ?? null,
    vanguard: p.vanguard ?? null,
    rules: p.rules ?? [],
  }));
}

/**
 * The seats in the order the lists show them: me first, then the players in my range, then those out of
 * it, each from my left around the table (seat order after mine); those who left last. A spectator's
 * lists go in seat order.
 */
export function seatOrder(view: PlayerView, sums: SeatSummary[]): PlayerId[] {
  const n = sums.length;
  const from = view.viewer ?? 0;
  const around = Array.from({ length: n }, (_, i) => (from + i) % n);
  const rank = (s: SeatSummary) => (s.me ? 0 : s.left ? 3 : s.inRange ? 1 : 2);
  return around
    .map((seat) => sums[seat])
    .sort((a, b) => rank(a) - rank(b))
    .map((s) => s.seat);
}

/** A team sharing one life total (810.4, N-headed giants): shown once, above its players. */
export interface TeamEntry {
  kind: "team";
  team: number;
  life: number;
  /** The team's poison counters when it shares them (810.10); null when each player has their own. */
  poison: number | null;
  seats: PlayerId[];
}

export type SeatEntry = { kind: "seat"; seat: PlayerId } | TeamEntry;

/** What a player shares with their team, shown once on the team's entry: life (810.4), poison (810.10). */
export interface Shared {
  life: boolean;
  poison: boolean;
}

export function sharedOf(view: PlayerView): Shared {
  const life = view.config.sharedLife && view.config.teams !== null;
  return { life, poison: life && view.config.sharedPoison };
}

/** The seat lists' entries: the seats in `seatOrder`; with shared life each team's entry before its players. */
export function seatEntries(view: PlayerView, sums: SeatSummary[]): SeatEntry[] {
  const order = seatOrder(view, sums);
  const shared = sharedOf(view);
  if (!shared.life) return order.map((seat) => ({ kind: "seat", seat }));
  const out: SeatEntry[] = [];
  const done = new Set<number>();
  for (const seat of order) {
    const team = sums[seat].team;
    if (team === null || done.has(team)) continue;
    done.add(team);
    const seats = order.filter((q) => sums[q].team === team);
    // Every player of the team has the team's total (810.4); one still in the game says it best.
    const stay = sums[seats.find((q) => !sums[q].left) ?? seat];
    const poison = shared.poison ? stay.poison : null;
    out.push({ kind: "team", team, life: stay.life, poison, seats });
    for (const q of seats) out.push({ kind: "seat", seat: q });
  }
  return out;
}
