/**
 * How a game is set up. Two entry points:
 *  - GameSetup: a real game (103): decks are shuffled, opening hands drawn, mulligans taken.
 *  - TableLayout: an exact position (scenario files): zones as listed, no shuffle, no mulligans; the
 *    game begins with the untap step of turn 1.
 */
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
  /** Any 32-bit integer; the whole game follows from it and the inputs. */
  seed: number;
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
    /**
     * Vanguard games (902.3): the card id of the player's vanguard card, which starts in the command zone
     * (not part of the deck).
     */
    vanguard?: string;
  }[];
  /** 103.1: seat of the starting player, or "random" (default) to pick with the game's PRNG. */
  starting?: PlayerId | "random";
  /** Pass automatically for a player who can only pass or float mana (default true). */
  autoPass?: boolean;
}

/** A permanent on the battlefield of a {@link TableLayout}. */
export interface LayoutPermanent {
  card: string; // card id
  /** A token (111): `card` is a token definition's id ("token-myr-token"). */
  token?: boolean;
  tapped?: boolean;
  /** Summoning sickness (302.6); default false for set-up permanents. */
  sick?: boolean;
  counters?: Record<string, number>;
  /** Seat of the controller; default: the owner (the player it is listed under). */
  controller?: PlayerId;
  /** Key of the permanent this one is attached to (Auras, Equipment). */
  attachedTo?: string;
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
  command?: string[];
  /**
   * Commander games (903.3): the card id of this player's commander, which must be one of their cards
   * listed here (in `command`, usually).
   */
  commander?: string;
  /** Vanguard games (902.3): the card id of this player's vanguard card, put into their command zone. */
  vanguard?: string;
  /** 903.8: how many times the player has cast their commander from the command zone (the tax). */
  commanderCasts?: number;
  /** 903.10a: the combat damage each opponent's commander has dealt this player, by the commander's card id. */
  commanderDamage?: Record<string, number>;
  /** 407: cards in the ante zone (only in a game played for ante). */
  ante?: string[];
}

/**
 * An exact position, for {@link Game.fromLayout} (scenario files, saved positions): every zone as listed,
 * no shuffle, no mulligans; the game begins with the untap step of turn 1.
 */
export interface TableLayout {
  variant: string;
  options?: VariantOptions;
  seed: number;
  /** In seating order, clockwise: each player's left-hand neighbour is the next entry. */
  players: LayoutPlayer[];
  /** Seat that takes turn 1 (default 0). */
  start?: PlayerId;
  /**
   * The position is a later turn of a game (a saved position, layoutOf.ts): the game's first turn's draw
   * rule (103.8a, 103.8b: the starting player or team skips its draw) doesn't apply.
   */
  laterTurn?: boolean;
  /** Shuffle libraries before the game begins. */
  shuffle?: boolean;
  /** Pass automatically for a player who can only pass or float mana (default true). */
  autoPass?: boolean;
}
