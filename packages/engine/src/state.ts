/**
 * The game state: plain JSON-serialisable data (DEVELOPERS.md principle 2). No class instances, no
 * closures, no undefined-vs-missing ambiguity that a JSON round trip would change. Card definitions are
 * referenced by id. Players are referred to by seat index (0-based, clockwise: seat i+1 is on seat i's left).
 */
import type { Color, Duration, Effect, ManaType, Modification } from "./cards/types.ts";
import type { Decision } from "./decisions.ts";
import type { DefenderRef, ObjId, PlayerId, Ref } from "./ids.ts";
import type { VariantConfig } from "./variants/config.ts";

export type { DefenderRef, ObjId, PlayerId, Ref } from "./ids.ts";

/** The steps of a turn, in order (500.1); the main phases are steps here. */
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

/** Every {@link Step}, in the order of a turn. */
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

/**
 * Each {@link Step}'s name as players read it (500.1, 501–514): the CLI's boards, the web table's turn
 * line. The main phases by their order in the turn (505.1: "the first main phase (also known as the
 * precombat main phase)"); a first-strike damage step is the extra combat damage step of 510.4.
 */
export const STEP_NAMES: Readonly<Record<Step, string>> = {
  untap: "untap step",
  upkeep: "upkeep",
  draw: "draw step",
  main1: "first main phase",
  "beginning-of-combat": "beginning of combat",
  "declare-attackers": "declare attackers step",
  "declare-blockers": "declare blockers step",
  "first-strike-damage": "first-strike damage step",
  "combat-damage": "combat damage step",
  "end-of-combat": "end of combat",
  main2: "second main phase",
  end: "end step",
  cleanup: "cleanup step",
};

/**
 * "ante": 407, used only in games played for ante (the variant option `ante`).
 *
 * "phasedOut": not a zone of the rules but a permanent's status (110.5, 702.26b): a phased-out permanent is on
 * the battlefield, yet "treated as though it does not exist". The engine keeps it out of the battlefield's list
 * (in `GameState.phasedOut`) with this as its zone, so that every rule that looks at the battlefield or asks
 * whether an object is there passes it by. Phasing is no zone change (702.26d): the object keeps its id, its
 * counters, its attachments and its history (engine/actions/phasing.ts).
 */
export type Zone =
  | "library"
  | "hand"
  | "battlefield"
  | "graveyard"
  | "stack"
  | "exile"
  | "command"
  | "ante"
  | "phasedOut";

/** A player's mana pool: how much of each type (106.4). */
export type ManaPool = Record<ManaType, number>;

/** A player in the {@link GameState}: life, counters, zones, and whether they have left the game. */
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
  /** 407: the cards this player owns in the ante zone (public, 407.2; they stay if the player leaves, 800.4n). */
  ante: ObjId[];
  pool: ManaPool;
  landsPlayed: number;
  /** 704.5b: attempted to draw from an empty library since the last state-based action check. */
  drewFromEmpty: boolean;
  /**
   * Life lost in each turn under way, by turn number (Luminarch Ascension: "if you didn't lose life this
   * turn"; 807.4: several turns at once); forgotten as the turn ends (turnRecords.ts). Absent when none.
   */
  lifeLost?: Record<number, number>;
  /**
   * 305.2: the land plays effects added for this player in each turn under way ("You may play an additional land
   * this turn.", Explore), by turn number; forgotten as the turn ends (turnRecords.ts). Absent when none.
   */
  landPlaysAdded?: Record<number, number>;
  mulligans: number;
  /** 119.7: an effect said this player can't gain life for the rest of the game (Stigma Lasher). */
  cantGainLife?: boolean;
  /**
   * 800.4i: how many cards the player's zones held as they left the game (their cards leave with them).
   * Set when the player leaves; see playerInfo in players.ts.
   */
  lastKnown?: { hand: number; library: number; graveyard: number };
  /**
   * 903.3: the card (by card id) this player's deck designated as its commander, in a Commander game.
   * The designation belongs to the card, whatever zone it is in; a copy of it is no commander
   * (players/commanders.ts).
   */
  commanders?: string[];
  /**
   * 902.3, 902.6: the card id of the vanguard card this player started the game with in the command zone
   * (Vanguard games only); its object stays there all game (313.2).
   */
  vanguard?: string;
  /** 903.8: how many times this player has cast each commander (card id) from the command zone. */
  commanderCasts?: Record<string, number>;
  /** 903.10a: the combat damage each commander ("owner seat:card id") has dealt this player this game. */
  commanderDamage?: Record<string, number>;
  /** 309.7: the dungeons (card ids) this player has completed, in order; absent until they complete one. */
  completedDungeons?: string[];
  /**
   * 904.3–904.4: an archenemy's scheme deck, card ids, top first: face down in the command zone, its order
   * hidden from everyone (a scheme becomes an object only as it is turned face up: archenemy/schemes.ts).
   * Absent outside Archenemy games.
   */
  schemeDeck?: string[];
  /** 904.9: the card id of the scheme this player set in motion last (for the table's display). */
  schemeInMotion?: string;
}

/**
 * What a spell or ability on the stack carries (601.2, 602.2, 603.3). Read-only, as its GameObject is (two
 * forked states may share one): a cast or activation fills in a draft of its own as it goes (spells/stackInfo.ts
 * StackInfoDraft), which becomes the object's as it is put on the stack.
 */
export interface StackInfo {
  readonly kind: "spell" | "activated" | "triggered";
  /** For abilities: the source object id at the time it was put on the stack, and its card id. */
  readonly source: ObjId | null;
  /** For abilities: index into the source definition's `abilities`. */
  readonly ability: number | null;
  readonly targets: readonly (readonly Ref[])[];
  readonly x: number | null;
  readonly modes: readonly number[];
  /** Damage division chosen on casting (601.2d), parallel to the flattened targets. */
  readonly divide: readonly number[] | null;
  /**
   * Trigger context: the player the trigger is about ("that player"); for a spell whose modes an
   * opponent chose (700.2e), that opponent.
   */
  readonly triggering: PlayerId | null;
  /**
   * For targets "that player controls" of a per-opponent spec (Blatant Thievery): the player each target
   * was chosen for, parallel to `targets` (null where a spec has no such player). Absent when unused.
   */
  readonly targetPlayers?: readonly (readonly (PlayerId | null)[])[];
  /** A delayed triggered ability (603.7): what it does and the objects it refers to. */
  readonly delayed?: { readonly effects: readonly Effect[]; readonly objects: readonly ObjId[] };
  /** Trigger context: how much (life lost, for "for each 1 life you lost"). */
  readonly amount?: number;
  /** Trigger context: the object the event is about — the spell cast (Nether Void: "counter it"). */
  readonly triggeringObject?: ObjId;
  /**
   * The power and toughness of the permanent sacrificed to pay its cost as it last existed on the battlefield
   * (608.2h: "the sacrificed creature's power", Fling); the first one, if the cost sacrificed several. Absent
   * otherwise.
   */
  readonly sacrificed?: { readonly power: number; readonly toughness: number };
  /**
   * 702.33d: a spell whose kicker cost its caster announced (601.2b); a triggered ability whose source was a
   * kicked permanent as it triggered (702.33e) — what "if it was kicked" reads once the source is gone (113.7a).
   * Absent otherwise.
   */
  readonly kicked?: true;
  /** 702.33c: how many times a multikicker cost was paid (with `kicked`, when at least once); absent otherwise. */
  readonly timesKicked?: number;
  /**
   * 702.34a: a spell cast from its owner's graveyard for its flashback cost: exiled instead of going anywhere
   * else when it leaves the stack. Absent otherwise.
   */
  readonly flashback?: true;
  /**
   * 702.96a–b: a spell cast for its overload cost: it has no targets, and its text's "target" reads "each"
   * (spells/overload.ts). Absent otherwise.
   */
  readonly overloaded?: true;
}

/**
 * Cards exiled by a source (607.2a linked abilities: Oblivion Ring), or exiled "until" the source leaves
 * the battlefield (610.3: Banisher Priest). `from`: the zone each object returns to (610.3).
 */
export interface ExileLink {
  source: ObjId;
  controller: PlayerId;
  objects: { id: ObjId; from: Zone }[];
  untilLeaves: boolean;
}

/** 603.7: a delayed triggered ability waiting for its trigger event ("the beginning of the next end step"). */
export interface DelayedTrigger {
  controller: PlayerId;
  source: ObjId;
  card: string;
  /**
   * 603.7: "at the beginning of the next end step", "at end of combat" (myriad, 702.116a), or "at the
   * beginning of the first upkeep" (103.6b: created before the first turn, by a card revealed from an
   * opening hand; the next upkeep to begin is the game's first), or "when [`player`] casts their first
   * spell of the game" (103.6b, Chancellor of the Annex: created before the first turn, so the next spell
   * that player casts is their first).
   */
  at: "nextEndStep" | "endOfCombat" | "firstUpkeep" | "firstSpell";
  effects: Effect[];
  objects: ObjId[];
  /** The player its effects call "that player" (Siren's Call), if any; with "firstSpell", the caster awaited. */
  player?: PlayerId;
  /** Grand Melee: the turn marker in whose turn it was created; its end step is "the next end step" (linked.ts). */
  marker?: number;
}

/** A spell cast this game (601.2i): storm counts them (702.40a), Approach looks back (800.4i). */
export interface CastRecord {
  /** The turn number it was cast in. */
  turn: number;
  player: PlayerId;
  card: string;
  /** Its object on the stack (a later object of the same card is another spell, 400.7). */
  object: ObjId;
  from: Zone;
  /** Its choices as cast, for copies made after it has left the stack (707.10, 608.2h). */
  stack: StackInfo;
}

/**
 * A card, token, copy or emblem in some zone, as the state keeps it: its printed card and what happened to
 * it. Read-only: two forked states may share one (forkState.ts); `writable(state, id)` gives the state's own
 * {@link WritableObject} to change.
 */
export type GameObject = Readonly<Omit<WritableObject, "counters">> & {
  readonly counters?: Readonly<Record<string, number>>;
};

/**
 * A {@link GameObject} that may be changed: what `writable(state, id)` and `newObject` return.
 *
 * Most objects are cards in libraries that nothing has happened to (issue 22: memory per game), so the
 * fields that are usually at their default are not set then, and only then: a flag is `true` or not set
 * (never `false`), `damage` is not set rather than 0, `counters` not set rather than `{}` (and holds no
 * kind at 0), `attachedTo` and `stack` not set rather than null, `baseController` not set when it is the
 * owner. "Not set" is `undefined` on the battlefield and the stack, where an object has every field in
 * this declaration's order, and absent elsewhere (objectFields.ts: the two shapes, and why); the JSON is
 * the same set of fields either way (`invariants.ts` checks it). On the battlefield and the stack the
 * JSON's key order is this one whatever happened to the object, so equal positions hash equal; elsewhere a
 * field's place is where it was set, so equal positions reached by different histories may hash
 * differently there (a replay or a fork, repeating the history, hashes the same). `objectFields.ts` sets
 * these fields (`clearField` sets a default).
 */
export interface WritableObject {
  id: ObjId;
  /** Card definition id. */
  card: string;
  owner: PlayerId;
  /** The current controller: `baseController` changed by control effects (layer 2), see control.ts. */
  controller: PlayerId;
  /**
   * Who controls it without control-changing effects: who put it onto the battlefield (110.2); absent:
   * its owner, as for most objects (read it with `baseControllerOf`, objectFields.ts).
   */
  baseController?: PlayerId;
  zone: Zone;
  /** A token (111), or a copy of a spell (707.10): not a card, it ceases to exist off the stack (707.10a). */
  token?: true;
  tapped?: true;
  /** 302.6: hasn't been under its controller's control continuously since their most recent turn began. */
  sick?: true;
  /** Damage marked on it (120.3); absent: none. */
  damage?: number;
  /** Grand Melee: the turn in which damage was last marked on it; that turn's cleanup removes it (lanes.ts). */
  damageTurn?: number;
  /** Dealt damage by a source with deathtouch since the last state-based action check (704.5h). */
  deathtouched?: true;
  /** Counters on it by kind (122); absent: none. */
  counters?: Record<string, number>;
  /** The object it is attached to (301.5, 303.4); absent: none. */
  attachedTo?: ObjId;
  /** An Aura with "Enchant player" (Curse of Vengeance): the player it is attached to (303.4). */
  enchantedPlayer?: PlayerId;
  /** 613.7: order of entering the zone, for timestamps. */
  timestamp: number;
  /** 606.3: the number of the turn in which a loyalty ability of this permanent was last activated. */
  loyaltyTurn?: number;
  /** What it carries as a spell or ability on the stack; absent elsewhere. */
  stack?: StackInfo;
  /** The player chosen as it entered (614.12, "As Black Vise enters, choose an opponent"). */
  chosenPlayer?: PlayerId;
  /** The color chosen as it entered (614.12, 105.4: Teferi's Moat). */
  chosenColor?: Color;
  /** The card name chosen as it entered (614.12, 201.4: Pithing Needle). */
  chosenName?: string;
  /** "Choose one that hasn't been chosen" (Captive Audience): the modes chosen for its triggered ability. */
  chosenModes?: number[];
  /** "Doesn't untap during its controller's next untap step" (Vorinclex), until that untap step. */
  skipNextUntap?: boolean;
  /** The number of the last turn in which it was declared as an attacker (508.1; "attacked this turn"). */
  attackedTurn?: number;
  /** 702.84a: returned by unearth — if it would leave the battlefield, it is exiled instead. */
  unearthed?: boolean;
  /** 702.33e: a permanent that was a kicked spell (702.33d): its "if it was kicked" abilities see it so. */
  kicked?: true;
  /** 702.33c, 702.33e: how many times the spell it was was kicked, if with multikicker (StackInfo.timesKicked). */
  timesKicked?: number;
  /**
   * Classic Emperor: the territory (a player's seat) it stands in, once it has marched or jumped there;
   * absent: its controller's (territories.ts).
   */
  territory?: PlayerId;
  /** Classic Emperor: the turn it last marched (once per turn). */
  marchedTurn?: number;
  /**
   * 309.4: a dungeon card in the command zone: the room (index into its `rooms`) its owner's venture
   * marker is on. Set only on dungeons, which come from outside the game (309.2).
   */
  ventureRoom?: number;
  /**
   * 502.1, 702.26: a phased-out permanent (zone "phasedOut"): the player who controlled it as it phased out. It
   * phases in during that player's next untap step, unless `phasedIndirectly`; -1: during the next untap step
   * of any player — its player left the game and their next turn would have begun (702.26n).
   */
  phasedUnder?: PlayerId;
  /** 702.26g: it phased out with the permanent it is attached to, and phases in with it (not by itself). */
  phasedIndirectly?: true;
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
  /** The players its rules apply to (`{ m: PlayerRule }`: Teferi's Protection's "you"); absent: none. */
  players?: PlayerId[];
  mods: Modification[];
  duration: Duration;
  /** For "your next turn" durations: whether that turn has begun (the effect then ends at its cleanup). */
  started: boolean;
  /** Grand Melee: the turn it was created in — "until end of turn" means that turn's end (lanes.ts). */
  turn?: number;
}

/**
 * A shield created by a resolved spell or ability, until end of turn: prevents damage (615), redirects it
 * (614.9), or regenerates a permanent (701.19). `amount` is what is left of "the next N" (null: all).
 */
export interface Shield {
  id: number;
  controller: PlayerId;
  /** The source of the spell or ability, for the log. */
  card: string;
  kind: "prevent" | "redirect" | "regenerate";
  /** The recipient it protects (or the regenerated permanent); null: any recipient. */
  to: Ref | null;
  combatOnly: boolean;
  amount: number | null;
  /** Redirection: where the damage is dealt instead. */
  redirectTo: Ref | null;
  /** Prevention of the damage creatures would deal (the source is specified, 801.13b). */
  byCreatures?: boolean;
  /** Grand Melee: the turn it was created in; it ends with that turn (lanes.ts). */
  turn?: number;
}

/** One attacking creature in the {@link CombatState}: what it attacks and who blocks it. */
export interface Attack {
  attacker: ObjId;
  defender: DefenderRef;
  /** The player being attacked or controlling the attacked planeswalker (802.2a). */
  defendingPlayer: PlayerId;
  blockers: ObjId[];
  /** 509.1h: stays blocked even if its blockers leave. */
  blocked: boolean;
}

/** The current combat (506): the attacks and blocks. */
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
  /**
   * The card the ability is written on, and its number there: the source's card, or for an ability granted in
   * quotes (613.1f) the granting card and 1000 + n (cards/grants.ts).
   */
  card: string;
  ability: number;
  controller: PlayerId;
  triggering: PlayerId | null;
  /** A delayed triggered ability (603.7) instead of an ability of the card. */
  delayed?: { effects: Effect[]; objects: ObjId[] };
  amount?: number;
  /** The object the event is about (the spell cast), for "it" (StackInfo.triggeringObject). */
  object?: ObjId;
  /** 702.33e, 113.7a: its source was kicked as it triggered (StackInfo.kicked): kept if the source leaves. */
  kicked?: true;
  /** 702.33c: and how many times, if with multikicker (StackInfo.timesKicked). */
  timesKicked?: number;
}

/** A unit of engine work that may ask questions; see engine.ts. Plain data. */
export interface Task {
  t: string;
  /** Answers collected so far for this task's questions (replayed on resume). */
  answers: unknown[];
  /** For each collected answer, a hash of the question it answered: a replay asks again from the first that changed. */
  questions: string[];
  [key: string]: unknown;
}

/** The turn in progress: its number, active player, step, and the combat if any. */
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
  /** 500.7: this turn is an extra turn. */
  extra: boolean;
  /**
   * The seat whose turn in the normal turn order began most recently: after this turn and any extra
   * turns, turn order continues with the next player to its left (500.7). The active player, except in
   * an extra turn.
   */
  orderSeat: PlayerId;
  /**
   * 117.5: state-based actions and triggers were checked and found nothing, and since then a player has
   * only passed priority: the next priority check may be skipped (priority.ts). Absent otherwise.
   */
  quiet?: boolean;
  /**
   * 801.2c: for each seat, the players within its range of influence, fixed as this turn began (null:
   * unlimited, as before the first turn). Absent while they are those of the table as it is now — until a
   * player leaves during the turn (players.ts `turnRanges`): a 200-player Grand Melee has 50 turns under
   * way, and 50 copies of its table were most of its `melee` record (issue 22).
   */
  inRange?: PlayerId[][] | null;
  /**
   * 807.4i–j: an extra turn taken just before the player's next normal turn, which follows it at once —
   * after their other such extra turns, if they are owed several (500.7).
   */
  beforeNormal?: boolean;
  /**
   * Attack rule "chosenDefender" (2004 draft 306.3, 307.1; 507.1): the defending player the active player
   * chose as this combat began. Absent before, or when nobody could be chosen.
   */
  defender?: PlayerId;
}

/**
 * Grand Melee (807.4–807.5): what one turn marker's turn runs on — its turn, its stack, its work, its open
 * decision. The current marker's lane is in the game state's own fields; the others are parked (lanes.ts).
 */
export interface Lane {
  turn: TurnState;
  stack: ObjId[];
  work: Task[];
  pending: Decision | null;
  combat: CombatState | null;
  triggers: PendingTrigger[];
  extraTurns: PlayerId[];
}

/** Grand Melee (807.4): the turn markers and the lanes of their turns (lanes.ts). */
export interface MeleeState {
  markers: TurnMarker[];
  /** The marker whose lane is in the state's fields `turn`, `stack`, `work`, `pending`, `combat`, `triggers`, `extraTurns`. */
  current: number;
  /** The other markers' lanes, by marker id. */
  parked: Record<number, Lane>;
  /** Markers whose holder is to begin a turn when their lane next runs (807.4b–d). */
  fresh: number[];
  /** How many turns have begun (turn numbers, 807.4b: turns that begin together in marker order). */
  turns: number;
  /** 807.4i–j: players who take an extra turn just before their next normal turn, once per entry. */
  deferred: PlayerId[];
}

/**
 * The whole state of a game ({@link Game.state}): plain JSON data, with the seeded PRNG inside. Hash it
 * with {@link hashState}; what one player may see of it is {@link Game.view}.
 */
export interface GameState {
  format: 1;
  config: VariantConfig;
  /** sfc32 state (4 × uint32). The only source of randomness. */
  rng: [number, number, number, number];
  players: PlayerState[];
  objects: Record<ObjId, GameObject>;
  battlefield: ObjId[];
  /**
   * 702.26b: the phased-out permanents, in id order (zone "phasedOut"); absent while none ever phased out.
   * They are on the battlefield by the rules, treated as though they don't exist.
   */
  phasedOut?: ObjId[];
  stack: ObjId[]; // last = top
  nextId: number;
  nextTimestamp: number;
  turn: TurnState;
  /** 500.7: extra turns created and not yet begun, in order of creation; the last one is taken first. */
  extraTurns: PlayerId[];
  /**
   * 500.11, 614.1b: steps a player will skip ("skips their next draw step"), one entry per skip; with shared
   * team turns the entry names the team's primary player (805.8). Absent when none was ever created.
   */
  skips?: { player: PlayerId; step: "draw" }[];
  /**
   * 723: a player controlled by another (Mindslaver): `turn` null while waiting for that player's next turn,
   * then the number of that turn, while it is under way (removed as it ends). With shared team turns
   * `player` is the team's primary player (805.8).
   */
  playerControl?: { player: PlayerId; by: PlayerId; turn: number | null }[];
  combat: CombatState | null;
  effects: ContinuousEffect[];
  /** Prevention, redirection and regeneration shields from resolved spells and abilities (614, 615). */
  shields: Shield[];
  links: ExileLink[];
  delayed: DelayedTrigger[];
  triggers: PendingTrigger[];
  /** 704.6d: commanders put into a graveyard or exile since state-based actions were last checked. */
  commandersMoved?: ObjId[];
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
   * The spells cast this game, in order (copies aren't cast, 707.10): those of the turns under way, and
   * of earlier turns those that "another spell named … this game" may look back for (records/history.ts).
   */
  spellsCast: CastRecord[];
  /**
   * 508.1d: requirements from resolved effects, "creatures [player] controls attack this combat if able"
   * (Siren's Call), for the first combat of turn `turn`. Absent when none was ever created.
   */
  attackRequirements?: { player: PlayerId; turn: number; by?: PlayerId }[];
  /**
   * A game loaded from a saved position (a layout's `laterTurn`): its turn 1 is a later turn of the game it
   * was saved from, so 103.8's first-turn draw rules don't apply. Absent otherwise.
   */
  laterTurn?: true;
  /**
   * A game loaded from a saved position (a layout's `turnNumber`, above 1): the number its turn 1 had in the
   * game it was saved from, with which views, events and questions number its turns (context/shownTurn.ts).
   * Absent otherwise: turns are shown as counted.
   */
  firstTurnNumber?: number;
  /** Grand Melee: the turn markers, and the turns and stacks of the markers other than the current one. */
  melee?: MeleeState;
  /** 725.1: the player who is the monarch; absent while there is none (until an effect makes one). */
  monarch?: PlayerId;
  /** 726.1: the player who has the initiative; absent while nobody has (until an effect gives it). */
  initiative?: PlayerId;
  /** 901: a Planechase game's planar decks and face-up planes and phenomena. Absent in other games. */
  planechase?: PlanechaseState;
  /**
   * A player whose only options are to pass or to activate mana abilities passes without being asked.
   * Part of the state so that a replay asks exactly the same decisions.
   */
  autoPass: boolean;
  /**
   * The players who asked for full control (priority/fullControl.ts): `autoPass` doesn't pass for them, they
   * are asked at every priority. Absent while nobody has it on.
   */
  fullControl?: PlayerId[];
}

/**
 * 901: the planar cards of a Planechase game. They stay in the command zone throughout (901.4), but not in
 * the players' `command` lists: a planar deck's order is hidden (views show its size only).
 */
export interface PlanechaseState {
  /**
   * 901.3: each seat's planar deck, top first (901.15: with the single planar deck option, one communal
   * deck, listed as seat 0's).
   */
  decks: ObjId[][];
  /** The face-up plane and phenomenon cards (901.14: several in Grand Melee); each one's controller is its planar controller (901.6). */
  faceUp: ObjId[];
  /** 901.9, 116.2i: how many times each player has rolled the planar die as a special action, in the turn numbered `turn`. */
  rolls: Record<PlayerId, { turn: number; n: number }>;
  /** Grand Melee (901.14): the turn marker each face-up card was turned up for; its holder is its planar controller. */
  markers?: Record<ObjId, number>;
}

export interface TurnMarker {
  /** 807.4b: markers are numbered as they are handed out, from 1. */
  id: number;
  holder: PlayerId;
  /** The holder is taking a turn (false: waiting to begin one, 807.4d). */
  taking: boolean;
  /** 807.4e: how many times the marker is designated for removal. */
  designations: number;
}
