/**
 * How a game is set up. Two entry points:
 *  - GameSetup: a real game (103): decks are shuffled, opening hands drawn, mulligans taken.
 *  - TableLayout: an exact position (scenario files): zones as listed, no shuffle, no mulligans; the
 *    game begins with the untap step of turn 1.
 */
import type { PlayerId } from "./state.ts";
import type { VariantOptions } from "./variants.ts";

export interface GameSetup {
  variant: string;
  options?: VariantOptions;
  /** Any 32-bit integer; the whole game follows from it and the inputs. */
  seed: number;
  players: { name: string; deck: string[] /* card ids */ }[];
  /** 103.1: seat of the starting player, or "random" (default) to pick with the game's PRNG. */
  starting?: PlayerId | "random";
  /** Pass automatically for a player who can only pass or float mana (default true). */
  autoPass?: boolean;
}

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
  /** 407: cards in the ante zone (only in a game played for ante). */
  ante?: string[];
}

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
