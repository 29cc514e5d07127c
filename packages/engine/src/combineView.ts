/**
 * A recipient's whole view, combined from the table's public part (tableView.ts) and their own part
 * (seatView.ts) — by the engine (`Game.view`) and by every client from the two parts a server sends.
 * This module imports types only: a client (the web table) bundles it and no other engine code
 * (`@roundtable/engine/combineView`).
 *
 * @module
 */

import type { Decision } from "./decisions.ts";
import type { PlanechaseView } from "./planarView.ts";
import type { SeatView } from "./seatView.ts";
import type { GameState, PlayerId } from "./state.ts";
import type {
  CardView,
  LaneView,
  PermanentView,
  PhasedOutView,
  PublicDecision,
  PublicMarkerView,
  PublicPlayerSummary,
  TableView,
} from "./tableView.ts";
import type { Edition, VariantConfig } from "./variants/config.ts";

export interface PlayerSummary extends PublicPlayerSummary {
  /** Only for the hands the viewer may see: their own (and teammates' where the variant allows). */
  hand: CardView[] | null;
}

/** A recipient's whole view: the table's public part with their own part combined in (combineView). */
export interface PlayerView extends LaneView {
  /** Whose view this is: a seat, or null for a spectator. */
  viewer: PlayerId | null;
  /** 102.2–102.3: the viewer's opponents still in the game, in turn order from their left (public; [] for a spectator). */
  opponents: PlayerId[];
  /** The variant's name. */
  variant: string;
  /** The rules in force (the variant and its options): public, the table view's. */
  config: VariantConfig;
  /** Whose multiplayer rules are in force (issue 15): "current" (800–811), "2007" or "2004" (editions.ts). */
  edition: Edition;
  /** "starting" (mulligans), "playing" or "over". */
  status: GameState["status"];
  /** The players who have won (104.2), once there are any. */
  winners: PlayerId[];
  /** Every player, in seating order. */
  players: PlayerSummary[];
  /** 725: the monarch's seat; absent while there is no monarch. */
  monarch?: PlayerId;
  /** 726: the seat of the player who has the initiative; absent while nobody has it. */
  initiative?: PlayerId;
  /** Every permanent. */
  battlefield: PermanentView[];
  /** 702.26b: the phased-out permanents (public), in id order; absent when there are none. */
  phasedOut?: PhasedOutView[];
  /**
   * Full for the player who must answer; only who and what kind for everyone else. In Grand Melee: the
   * viewer's first open decision if they have one, else the lowest-numbered turn marker's.
   */
  pending: DecisionView | null;
  /** Every open decision (Grand Melee: one per turn marker, 807.4), shown as `pending` is. */
  decisions: DecisionView[];
  /**
   * Grand Melee (807.4–807.5): every turn marker around the table — its holder, whether they are taking a
   * turn or waiting (807.4d), designations for removal (807.4e), and the turn and stack it carries. In
   * Grand Melee `turn`, `stack` and `attacks` above are those of the marker whose decision `pending` is.
   */
  markers?: MarkerView[];
  /** Planechase (901): the face-up planes and phenomena, and the planar decks' sizes (their order hidden). */
  planechase?: PlanechaseView;
}

/** An open decision in a view: in full ({@link Decision}) for who must answer it, else {@link PublicDecision}. */
export type DecisionView = Decision | PublicDecision;

/** Grand Melee (807.4): a turn marker in a {@link PlayerView}, with its decision as the viewer may see it. */
export interface MarkerView extends Omit<PublicMarkerView, "pending"> {
  /** The open decision of this marker's turn, if any. */
  pending: DecisionView | null;
}

/**
 * The view a recipient renders, from the table's public part and their own part: the hands they may see
 * put in the players' summaries, their decisions in full in place of the redacted ones, and — for a seat
 * with an open decision in Grand Melee — the turn, stack and attacks of the first marker whose decision
 * is theirs.
 */
export function combineView(table: TableView, own: SeatView): PlayerView {
  const full = new Map(own.decisions.map((d) => [d.id, d]));
  const show = (d: PublicDecision | null): DecisionView | null => (d === null ? null : (full.get(d.id) ?? d));
  const mine = own.viewer === null ? undefined : table.markers?.find((m) => m.pending?.player === own.viewer);
  const main = mine ?? table;
  const markers = table.markers?.map((m): MarkerView => ({ ...m, pending: show(m.pending) }));
  return {
    viewer: own.viewer,
    opponents: own.opponents,
    variant: table.variant,
    config: table.config,
    edition: table.edition,
    status: table.status,
    winners: table.winners,
    turn: main.turn,
    stack: main.stack,
    attacks: main.attacks,
    players: table.players.map((p) => withHand(p, own.hands[p.seat] ?? null)),
    ...(table.monarch !== undefined ? { monarch: table.monarch } : {}),
    ...(table.initiative !== undefined ? { initiative: table.initiative } : {}),
    battlefield: table.battlefield,
    ...(table.phasedOut !== undefined ? { phasedOut: table.phasedOut } : {}),
    pending: show(mine?.pending ?? table.decisions[0] ?? null),
    decisions: table.decisions.map((d) => show(d)!),
    ...(markers !== undefined ? { markers } : {}),
    ...(table.planechase !== undefined ? { planechase: table.planechase } : {}),
  };
}

/** The summary with the hand in its place among the fields (after the sizes), as views have always had it. */
function withHand(p: PublicPlayerSummary, hand: CardView[] | null): PlayerSummary {
  const { seat, name, life, poison, left, result, reason, handCount, libraryCount, ...rest } = p;
  return { seat, name, life, poison, left, result, reason, handCount, libraryCount, hand, ...rest };
}
