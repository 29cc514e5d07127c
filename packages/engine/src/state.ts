/**
 * The game state: plain JSON-serialisable data (DEVELOPERS.md principle 2). No class instances, no
 * closures, no undefined-vs-missing ambiguity that a JSON round trip would change. Card definitions are
 * referenced by id. Players are referred to by seat index (0-based, clockwise: seat i+1 is on seat i's left).
 */
import type { Duration, ManaType, Modification } from "./cards/types.ts";
import type { Decision } from "./decisions.ts";
import type { VariantConfig } from "./variants.ts";

export type PlayerId = number;
export type ObjId = number;

export type Step =
  | "untap"
  | "upkeep"
  | "draw"
  | "main1"
  | "beginning-of-combat"
  | "declare-attackers"
  | "declare-blockers"
  | "first-strike-damage"
  | "combat-damage"
  | "end-of-combat"
  | "main2"
  | "end"
  | "cleanup";

export const STEPS: readonly Step[] = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginning-of-combat",
  "declare-attackers",
  "declare-blockers",
  "first-strike-damage",
  "combat-damage",
  "end-of-combat",
  "main2",
  "end",
  "cleanup",
];

export type Zone = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";

export type ManaPool = Record<ManaType, number>;

export interface PlayerState {
  name: string;
  life: number;
  poison: number;
  /** 800.4: a player who left is never removed from the seating; `left` is set instead. */
  left: boolean;
  /** "won" | "lost" | "draw" once decided (104). */
  result: "won" | "lost" | "draw" | null;
  /** Why the player lost or won, for the log ("life", "library", "poison", "conceded", "last player"). */
  reason: string | null;
  library: ObjId[]; // index 0 = top
  hand: ObjId[];
  graveyard: ObjId[]; // last = top
  exile: ObjId[];
  command: ObjId[];
  pool: ManaPool;
  landsPlayed: number;
  /** 704.5b: attempted to draw from an empty library since the last state-based action check. */
  drewFromEmpty: boolean;
  mulligans: number;
}

/** A target or a chosen recipient: a player or an object. */
export type Ref = { player: PlayerId } | { object: ObjId };

/** What a spell or ability on the stack carries (601.2, 602.2, 603.3). */
export interface StackInfo {
  kind: "spell" | "activated" | "triggered";
  /** For abilities: the source object id at the time it was put on the stack, and its card id. */
  source: ObjId | null;
  /** For abilities: index into the source definition's `abilities`. */
  ability: number | null;
  targets: Ref[][];
  x: number | null;
  modes: number[];
  /** Damage division chosen on casting (601.2d), parallel to the flattened targets. */
  divide: number[] | null;
  /** Trigger context: the player the trigger is about ("that player"). */
  triggering: PlayerId | null;
}

export interface GameObject {
  id: ObjId;
  /** Card definition id. */
  card: string;
  owner: PlayerId;
  /** The current controller: `baseController` changed by control effects (layer 2), see control.ts. */
  controller: PlayerId;
  /** Who controls it without control-changing effects: who put it onto the battlefield (110.2). */
  baseController: PlayerId;
  zone: Zone;
  token: boolean;
  tapped: boolean;
  /** 302.6: hasn't been under its controller's control continuously since their most recent turn began. */
  sick: boolean;
  damage: number;
  /** Dealt damage by a source with deathtouch since the last state-based action check (704.5h). */
  deathtouched: boolean;
  counters: Record<string, number>;
  attachedTo: ObjId | null;
  /** 613.7: order of entering the zone, for timestamps. */
  timestamp: number;
  /** 606.3: a loyalty ability of this permanent was activated this turn. */
  loyaltyUsed: boolean;
  stack: StackInfo | null;
}

/**
 * A continuous effect from a resolved spell or ability (611.2), e.g. Giant Growth or Act of Treason. It
 * applies to a locked-in set of objects (611.2c) and lasts for its duration (see continuous.ts).
 */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  /** The controller of the spell or ability that created it; `control` mods give control to them. */
  controller: PlayerId;
  /** The source (the spell, or the source of the ability), for "as long as" durations. */
  source: ObjId | null;
  objects: ObjId[];
  mods: Modification[];
  duration: Duration;
  /** For "your next turn" durations: whether that turn has begun (the effect then ends at its cleanup). */
  started: boolean;
}

export type DefenderRef = { player: PlayerId } | { planeswalker: ObjId };

export interface Attack {
  attacker: ObjId;
  defender: DefenderRef;
  /** The player being attacked or controlling the attacked planeswalker (802.2a). */
  defendingPlayer: PlayerId;
  blockers: ObjId[];
  /** 509.1h: stays blocked even if its blockers leave. */
  blocked: boolean;
}

export interface CombatState {
  attacks: Attack[];
  /** Blocking creature -> attackers it blocks. */
  blocks: Record<ObjId, ObjId[]>;
  /** 508.8: whether any creature was declared as an attacker (it may have left combat since). */
  declared: boolean;
  /** Creatures that dealt damage in the first-strike step (510.4). */
  dealtFirstStrike: ObjId[];
}

/** A triggered ability waiting to be put on the stack the next time a player would receive priority (603.3). */
export interface PendingTrigger {
  source: ObjId;
  card: string;
  ability: number;
  controller: PlayerId;
  triggering: PlayerId | null;
}

/** A unit of engine work that may ask questions; see engine.ts. Plain data. */
export interface Task {
  t: string;
  /** Answers collected so far for this task's questions (replayed on resume). */
  answers: unknown[];
  [key: string]: unknown;
}

export interface TurnState {
  /** Global turn number, from 1 in the order turns begin. */
  number: number;
  /** Seat of the active player; stays set if they leave (800.4j: the turn continues without them). */
  active: PlayerId;
  step: Step;
  /** Who has priority now, or null while nobody does. */
  priority: PlayerId | null;
  /** Players who have passed in succession since the last action or resolution (117.4). */
  passed: PlayerId[];
  /** Turn-based actions for this step were performed. */
  stepStarted: boolean;
  /** 514.3a: players receive priority in this cleanup step because something happened. */
  cleanupPriority: boolean;
}

export interface GameState {
  format: 1;
  config: VariantConfig;
  /** sfc32 state (4 × uint32). The only source of randomness. */
  rng: [number, number, number, number];
  players: PlayerState[];
  objects: Record<ObjId, GameObject>;
  battlefield: ObjId[];
  stack: ObjId[]; // last = top
  nextId: number;
  nextTimestamp: number;
  turn: TurnState;
  combat: CombatState | null;
  effects: ContinuousEffect[];
  triggers: PendingTrigger[];
  work: Task[];
  /** Set when the rules ask a player something; the game waits for the answer. */
  pending: Decision | null;
  decisionSeq: number;
  /** "playing" until the game is over (104). */
  status: "starting" | "playing" | "over";
  winners: PlayerId[];
  /** Number of objects removed with departed players (800.4a), for conservation invariants. */
  removed: number;
  /**
   * A player whose only options are to pass or to activate mana abilities passes without being asked.
   * Part of the state so that a replay asks exactly the same decisions.
   */
  autoPass: boolean;
}
