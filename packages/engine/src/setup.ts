/**
 * How a game is set up. Two entry points:
 *  - GameSetup: a real game (103): decks are shuffled, opening hands drawn, mulligans taken.
 *  - TableLayout: an exact position (scenario files): zones as listed, no shuffle, no mulligans; the
 *    game begins with the untap step of turn 1 — or, with `mulligans`, in its starting sequence (103.5).
 */
import type { Modification, PlayerRule } from "./cards/types.ts";
import type { LayoutDuration, MayPlayDuration } from "./layoutMods.ts";
import type { Seed } from "./prng.ts";
import type { PlayerId } from "./state.ts";
import type { VariantOptions } from "./variants/config.ts";

/**
 * A real game's setup (103), for {@link Game.create}: the variant, its options, the seed, and each
 * player's name and deck in seating order.
 */
export interface GameSetup {
  /** One of {@link VARIANT_NAMES}. */
  variant: string;
  /** The variant's options (range of influence, attack rule, teams, deploy, …); left out: the preset's. */
  options?: VariantOptions;
  /**
   * An integer (32 bits) or 32 lowercase hexadecimal digits (128 bits: {@link Seed}); the whole game follows
   * from it and the inputs.
   */
  seed: Seed;
  /**
   * In seating order, clockwise. Each player's name (unique at the table) and deck, a list of card ids
   * (`deckByName`, `cardIdByName` of `@roundtable/cards`).
   */
  players: {
    name: string;
    deck: string[];
    /**
     * Commander games (903.3): the card id of the deck's commander, a legendary creature card of the deck.
     * It starts in the command zone (903.6); the rest of the deck is the library.
     */
    commander?: string;
    /** 702.124: the deck's second commander, a card of the deck; the two must be partners (702.124h, 702.124j). */
    partner?: string;
    /**
     * Archenemy games (904.3): an archenemy's scheme deck, card ids of scheme cards — at least twenty, no
     * more than two of any name; shuffled as the game starts (103.3a). Only archenemies have one.
     */
    schemes?: string[];
    /** 901.3: a Planechase game's planar deck of this player: plane and phenomenon card ids. */
    planarDeck?: string[];
    /**
     * Vanguard games (902.3): the card id of the player's vanguard card, which starts in the command zone
     * (not part of the deck).
     */
    vanguard?: string;
  }[];
  /** 901.15: with the single planar deck option, the communal planar deck. */
  planarDeck?: string[];
  /** 103.1: seat of the starting player, or "random" (default) to pick with the game's PRNG. */
  starting?: PlayerId | "random";
  /** Pass automatically for a player who can only pass or float mana (default true). */
  autoPass?: boolean;
}

/** A permanent on the battlefield of a {@link TableLayout}. */
export interface LayoutPermanent {
  card: string; // card id
  /**
   * A token (111): `card` is a token definition's id ("token-myr-token-742b2bb2", cards/tokens.ts); the
   * earlier form, "token-" and the name alone ("token-myr-token"), still names the one token of that name.
   */
  token?: boolean;
  tapped?: boolean;
  /** Summoning sickness (302.6); default false for set-up permanents. */
  sick?: boolean;
  counters?: Record<string, number>;
  /** Seat of the controller; default: the owner (the player it is listed under). */
  controller?: PlayerId;
  /**
   * What this one is attached to: the key of a permanent (Auras, Equipment), or the seat of a player — an
   * Aura whose enchant ability allows a player ("Enchant player", "Enchant opponent": the Curses, 205.3h)
   * enchanting that player (303.4, 702.5a), who is in the game (800.4a). Its abilities' "enchanted player"
   * is that player; whether it may stay attached (801.8: in its controller's range of influence) is for the
   * state-based actions (704.5m).
   */
  attachedTo?: string | PlayerId;
  damage?: number;
  /** A name other entries can use in `attachedTo`. */
  key?: string;
  /**
   * What it chose as it entered (614.12), for a permanent that chooses: the seat of an opponent (Black
   * Vise), a color word (Teferi's Moat: "black"), a card name (Pithing Needle). Required for those.
   */
  chosen?: PlayerId | string;
  /** Classic Emperor: the seat whose territory it stands in; default its controller's. */
  territory?: PlayerId;
  /**
   * It doesn't untap during its controller's next untap step (Vorinclex, Voice of Hunger's effect): for
   * a permanent of the player whose turn the layout begins, the layout's own untap step — it stays tapped.
   * While a face-up plane skips the untap steps (The Eon Fog), it waits for the first one that isn't
   * skipped (614.10a).
   */
  skipsUntap?: boolean;
  /**
   * 702.84a: it was returned to the battlefield by its unearth ability, which its owner activated — it is
   * listed under its owner, controlled by them but through `controlledBy` or `effects`. It has haste (an
   * effect of its owner's lasting while it is on the battlefield, older than its `effects`), and if it would
   * leave the battlefield it is exiled instead. `true`: its owner's delayed triggered ability "exile it at
   * the beginning of the next end step" (603.7) is still waiting; `"exileTriggered"`: that ability has
   * triggered already, and it stayed (603.7b: it triggers once).
   */
  unearthed?: true | "exileTriggered";
  /**
   * 702.26b: it is phased out, under its controller (who untaps it when it phases in during their untap step,
   * 502.1): on the battlefield, treated as though it doesn't exist. `"indirectly"`: it phased out with the
   * permanent it is attached to (702.26g), which is phased out too, and phases in with it.
   */
  phasedOut?: true | "indirectly";
  /** 702.33e: it was a kicked spell (702.33d) — its "if it was kicked" abilities see it so. */
  kicked?: true;
  /**
   * 702.33c: how many times its multikicker cost was paid (a whole number from 1; it was kicked, whether
   * `kicked` says so or not) — what "for each time it was kicked" counts.
   */
  timesKicked?: number;
  /**
   * 700.2b: the modes already chosen for its modal triggered ability whose modes are each chosen once
   * ("choose one that hasn't been chosen": Captive Audience), by number, 1-based as printed, in the order
   * they were chosen.
   */
  modesChosen?: number[];
  /**
   * 607.2a, 610.3: the cards this permanent has exiled with its linked exile ability (Oblivion Ring,
   * Banishing Light, Angel of Serenity), each one of the cards listed in its owner's `exile`. Whether they
   * come back as soon as the permanent leaves the battlefield (610.3) or by its other linked ability
   * (607.2a: "When this leaves the battlefield, return the exiled card") is the card's.
   */
  exiled?: LayoutExiled[];
  /**
   * 611.2a, 613.1b: the seat of the player who controls it through an effect of a resolved spell or
   * ability that lasts indefinitely — 804.2's deploy, "gain control of target creature" — over `controller`,
   * the controller it has without that effect (its base controller). If that player leaves the game, the
   * effect ends (800.4a) and it returns to `controller` (800.4c). A list is several such effects, each later
   * than the one before (613.7): the last player's controls it, and as each player leaves, the one before
   * them who is still in the game does. The effects are later than every static ability's (613.7a).
   */
  controlledBy?: PlayerId | PlayerId[];
  /**
   * 611.2a–b: the continuous effects of resolved spells or abilities on it that last beyond the turn they
   * were made in, oldest first (613.7a) — Dovin Baan's "-3/-0 until your next turn", Sower of Temptation's
   * control "for as long as", Lurking Evil's "becomes a 4/4 creature". They are later than every permanent of
   * the layout and than its `controlledBy` effects, and each ends as its duration says.
   */
  effects?: LayoutEffect[];
}

/**
 * A continuous effect of a resolved spell or ability on a permanent of a {@link TableLayout}, lasting beyond
 * its turn (611.2a–b): {@link LayoutPermanent.effects}.
 */
export interface LayoutEffect {
  /**
   * The seat of the player who controlled the spell or ability: the "you" of its duration ("until your next
   * turn"), the player who gains control with a `control` modification, who goaded with `goaded`.
   */
  controller: PlayerId;
  /** How long it lasts: any duration but until end of turn (a layout begins a turn, 514.2). */
  duration: LayoutDuration;
  /**
   * The key of the permanent it came from, if that is on the battlefield: the source whose leaving (or
   * change of control) ends a "for as long as" effect (611.2b), required for those.
   */
  source?: string;
  /** What it does (613.1), one modification of each kind at most (layoutMods.ts). */
  mods: Modification[];
}

/** An effect letting a player of a {@link TableLayout} play cards in their exile (601.3): {@link LayoutPlayer.mayPlay}. */
export interface LayoutMayPlay {
  /** The card ids, each the first of that id in the player's `exile` that no earlier entry names. */
  cards: string[];
  duration: MayPlayDuration;
}

/** A card a permanent of a {@link TableLayout} has exiled (607.2a, 610.3): {@link LayoutPermanent.exiled}. */
export interface LayoutExiled {
  /** The seat of the card's owner, in whose `exile` it is listed. */
  owner: PlayerId;
  /**
   * The card id: the first card of that id in the owner's `exile` that no earlier entry names (entries are
   * taken in layout order: seat by seat, permanent by permanent).
   */
  card: string;
  /** The zone it was exiled from, to which 610.3 returns it; default "battlefield". */
  from?: "battlefield" | "graveyard";
}

/** How a player of a {@link TableLayout} left the game (800.4): see {@link LayoutPlayer.left}. */
export interface LayoutDeparture {
  /** Why (the engine's `PlayerState.reason`); default "left the game". */
  reason?: string;
  /** The game was a draw for them (801.15–801.16): their result is "draw", not "lost". */
  draw?: true;
  /** 800.4i: how many cards their hand, library and graveyard held as they left. */
  lastKnown?: { hand: number; library: number; graveyard: number };
}

/** A player of a {@link TableLayout}: their life, counters and zones, each as listed. */
export interface LayoutPlayer {
  name: string;
  life?: number;
  poison?: number;
  hand?: string[];
  /** Top card first. */
  library?: string[];
  battlefield?: LayoutPermanent[];
  graveyard?: string[];
  exile?: string[];
  /**
   * The command zone: a commander, a vanguard, face-up schemes, and the player's emblems (114.1: "Dovin Baan's
   * emblem", by its definition's id, "emblem-dovin-baans-emblem-f5465b97", cards/tokens.ts; the earlier form,
   * "emblem-" and the name alone, still names the one emblem of that name; an emblem is listed nowhere else).
   */
  command?: string[];
  /**
   * 500.11: how many of their next draw steps this player skips ("Target player skips their next draw step",
   * Fatigue: one for each such effect still to apply) — turn 1's first, if it is their turn. With shared team
   * turns the player's team skips them (805.8). Not for a player who has left (800.4k).
   */
  skipDraws?: number;
  /** 119.7: this player can't gain life for the rest of the game (Stigma Lasher). */
  cantGainLife?: boolean;
  /**
   * 611.2a: rules a resolved effect of theirs makes true of this player until their next turn (Teferi's
   * Protection): `"lifeCantChange"` (119.7–119.8), `"protectionFromEverything"` (702.16j). Not for a player who
   * has left, nor one who takes turn 1 (the rules would end as it begins).
   */
  rules?: PlayerRule[];
  /**
   * 723.1: the seat of the player who controls this one during this player's next turn (Mindslaver) — turn 1
   * if it is theirs: the position begins as that turn does, and the control lasts the whole turn. With
   * shared team turns the player's team is controlled (805.8). Neither player has left the game (800.4a).
   */
  controlledNextTurnBy?: PlayerId;
  /**
   * The spells (card ids) this player cast earlier in the game that "you've cast another spell named … this
   * game" looks back for (Approach of the Second Sun), in the order cast: only such cards (the game keeps no
   * record of other spells of earlier turns). Not for a player who has left (800.4a).
   */
  castThisGame?: string[];
  /**
   * 601.3, 611.2a: the cards in this player's `exile` they may play through effects of resolved spells or
   * abilities lasting beyond this turn ("Until the end of your next turn, you may play those cards": Reckless
   * Impulse), an entry for each effect: its cards, each the first card of that id in `exile` that no earlier
   * entry names, and how long it lasts — until the end of their next turn (this one, if it is theirs: it ends
   * with it), until their next turn, or indefinitely. Not for a player who has left (800.4a).
   */
  mayPlay?: LayoutMayPlay[];
  /**
   * 603.7, 103.6b: this player's delayed triggered abilities waiting for an opponent's first spell of the
   * game ("when each opponent casts their first spell of the game": Chancellor of the Annex, revealed from
   * their opening hand): each its card's id and the seat of the opponent it waits for, who has cast no spell
   * yet (no `castThisGame`). Each triggers once, on that player's next spell. Neither player has left the game
   * (800.4a); not with `mulligans` (cards are revealed from opening hands after them, 103.6b).
   */
  firstSpellTriggers?: { card: string; player: PlayerId }[];
  /**
   * Commander games (903.3): the card id of this player's commander, which must be one of their cards
   * listed here (in `command`, usually).
   */
  commander?: string;
  /** 702.124: this player's second commander (a partner of `commander`), one of their listed cards. */
  partner?: string;
  /**
   * 903.8: how many times the player has cast their commander from the command zone (the tax); with two
   * commanders, a number for `commander` or the count of each by card id (702.124d: counted apart).
   */
  commanderCasts?: number | Record<string, number>;
  /** Vanguard games (902.3): the card id of this player's vanguard card, put into their command zone. */
  vanguard?: string;
  /**
   * 903.10a: the combat damage each commander has dealt this player, counted per commander: by the
   * commander's card id (`"griselbrand"`) when only one player in the game has that commander, or by its
   * owner's seat and card id (`"1:griselbrand"`), as the state keeps it — needed when two players have the
   * same commander card (each one's damage counts apart).
   */
  commanderDamage?: Record<string, number>;
  /** 407: cards in the ante zone (only in a game played for ante). */
  ante?: string[];
  /**
   * 309.4: the dungeon card (id) in this player's command zone and the room (index) of their venture marker.
   * `at`: its place among the objects of that command zone, counted from 0 — how many of the others come
   * before it (the vanguard, then `command`'s cards in order) — for a dungeon that other objects came to the
   * zone after (a commander returned there after its owner's venture: the zone has no order in the rules,
   * but the game keeps one, and a saved position keeps it too). Default: after them all.
   */
  dungeon?: { card: string; room: number; at?: number };
  /** 309.7: the dungeons (card ids) this player has completed. */
  completedDungeons?: string[];
  /**
   * Archenemy games (904.3): the archenemy's scheme deck, top first, as listed (a position: no minimum
   * size). Face-up schemes (ongoing ones set in motion, 904.11) are listed in `command`.
   */
  schemes?: string[];
  /** 901.3: a Planechase game's planar deck of this player, top first (face down, hidden). */
  planarDeck?: string[];
  /**
   * 800.4: this player has left the game — they lost or conceded (104.3), or the game was a draw for them
   * alone (`draw`: 801.15–801.16, with a limited range of influence). Their cards left with them (800.4a),
   * so they list none — no library either (not the default 40 Wastes), no commander, vanguard, schemes,
   * planar cards or dungeon — but their cards in the ante zone stay (800.4n): `ante` may list some. Their
   * `life` and `poison` are as they left (800.4i). `true`: they lost, for the reason "left the game".
   * `reason` is why (the engine's `PlayerState.reason`, e.g. "conceded (104.3a)"); `lastKnown` (800.4i)
   * what their hand, library and graveyard held as they left (`PlayerState.lastKnown`), shown for them
   * instead of their empty zones. Nothing may still refer to them: no permanent they control, no
   * territory of theirs (the classic Emperor), not the starting player, monarch or initiative; their
   * teammates who would have left with them have (810.8a, 809.5b); and the game isn't over (104.2a).
   */
  left?: true | LayoutDeparture;
  /**
   * 901.6: a face-up plane or phenomenon this player owns, controlled by the starting player (the planar
   * controller). When no player has one, the starting player sets the starting plane (901.5). The object
   * form gives it counters (Naar Isle's flame counters, 122).
   */
  plane?: string | LayoutPlane;
}

/** A face-up plane with counters on it: {@link LayoutPlayer.plane}. */
export interface LayoutPlane {
  card: string;
  /** Counters on it by kind (122): `{"flame": 2}`. */
  counters?: Record<string, number>;
}

/**
 * The starting sequence under way (103.5: the mulligans), for {@link TableLayout.mulligans}: every field
 * may be left out (none yet). The hands listed are the players' hands so far.
 */
export interface LayoutMulligans {
  /**
   * How many mulligans each player has taken (103.5), by seat (a seat past the list's end: none) — counting
   * the first, free in a multiplayer game (103.5c): it puts no card on the bottom.
   */
  taken?: number[];
  /** The seats of the players who have kept their opening hand (103.5: they take no more mulligans). */
  kept?: PlayerId[];
  /**
   * The declarations of the round under way (103.5), in the order made: the players still deciding declare in
   * turn order from the starting player (805.3a: with shared team turns, the starting team's first), and one
   * who would put their whole hand on the bottom, or has no hand, keeps without declaring. `keep: false`: a
   * mulligan, taken with the others' once everyone still deciding has declared. Not with the Paris mulligan,
   * which takes each mulligan as it is declared.
   */
  declared?: { player: PlayerId; keep: boolean }[];
  /**
   * The London mulligan, once every player has kept: the seats of the players who have put their cards on
   * the bottom (103.5: one for each mulligan that counts); the others do so in turn order from the starting
   * player, then the first turn begins.
   */
  bottomed?: PlayerId[];
}

/**
 * An exact position, for {@link Game.fromLayout} (scenario files, saved positions): every zone as listed,
 * no shuffle, no mulligans; the game begins with the untap step of turn 1 — or, with `mulligans`, in its
 * starting sequence, whose first turn begins once the mulligans are over.
 */
export interface TableLayout {
  variant: string;
  options?: VariantOptions;
  /** As a {@link GameSetup}'s: an integer or 32 lowercase hexadecimal digits. */
  seed: Seed;
  /** In seating order, clockwise: each player's left-hand neighbour is the next entry. */
  players: LayoutPlayer[];
  /** Seat that takes turn 1 (default 0). */
  start?: PlayerId;
  /**
   * 500.7: turn 1 is an extra turn, taken after the normal turn of this seat — the seat whose turn in the
   * normal turn order began last (the engine's `TurnState.orderSeat`; it may have left the game during that
   * turn, 800.4j). Once turn 1 and the extra turns to come are over, turn order goes on with the next player
   * to that seat's left (805.4: with shared team turns, to its team's left). Absent: turn 1 is a normal turn.
   */
  extraTurnAfter?: PlayerId;
  /**
   * 500.7: the extra turns still to come after turn 1, in the order they will be taken (the most recently
   * created first): a seat each, of a player in the game; with shared team turns a seat stands for its
   * team, which takes the turn (805.8). Not in Grand Melee, whose turn markers keep them (807.4i–j).
   */
  extraTurnsToCome?: PlayerId[];
  /** 725: the seat of the monarch (none by default: 725.1). */
  monarch?: PlayerId;
  /** 726: the seat of the player who has the initiative (none by default: 726.1). */
  initiative?: PlayerId;
  /** 901.15: with the single planar deck option, the communal planar deck, top first. */
  planarDeck?: string[];
  /**
   * The position is a later turn of a game (a saved position, layoutOf.ts): the game's first turn's draw
   * rule (103.8a, 103.8b: the starting player or team skips its draw) doesn't apply.
   */
  laterTurn?: boolean;
  /**
   * The number the game it was saved from gave the position's turn 1 (default 1; an integer). Views, events
   * and questions number the turns from it, so that the position's turn 7 is turn 7 at the table; the
   * rules count the game's own turns (its turn 1 is still the first it plays). Above 1 the position is a
   * later turn of a game (`laterTurn`, 103.8). Not with `mulligans` (103.5: a game in its starting sequence).
   */
  turnNumber?: number;
  /** Shuffle libraries before the game begins. */
  shuffle?: boolean;
  /**
   * 103.5: the position is in the game's starting sequence, its mulligans under way (a position saved before
   * the first turn, layoutOf.ts): no permanent, no later turn, no extra turn. `start` is the starting player
   * (805.3: with shared team turns, the starting team's first player), and the first turn is theirs once the
   * mulligans are over (901.5: the starting plane set first; 807.4b: Grand Melee's turn markers placed).
   * The 2011 Commander mulligan can't be given under way.
   */
  mulligans?: LayoutMulligans;
  /**
   * The state of the game's random numbers as the position begins (the engine's PRNG, sfc32: four
   * unsigned 32-bit integers, `GameState.rng`), taking over from `seed` once the layout is laid out (after
   * `shuffle`): random events after the position — a random discard, a shuffle, a die — then come out as
   * they did in the game the position was saved from (layoutOf writes it).
   */
  rng?: [number, number, number, number];
  /** Pass automatically for a player who can only pass or float mana (default true). */
  autoPass?: boolean;
}
