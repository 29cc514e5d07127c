/**
 * Each recipient's own part of the view (principle 4), beside the public part (tableView.ts): the hands
 * they may see and the open decisions they must answer, in full. Small, so a server computes it for every
 * recipient after each change.
 */

import type { CardDb } from "./cards/types.ts";
import { announcements, cardsBeingCast, withoutCast } from "./castingView.ts";
import type { Decision } from "./decisions.ts";
import { openDecisions } from "./engine/players/lanes.ts";
import { handViewers, opponents } from "./engine/players/players.ts";
import { hasFullControl } from "./engine/priority/fullControl.ts";
import type { GameState, ObjId, PlayerId } from "./state.ts";
import { type CardView, cardView } from "./tableView.ts";

/** Who a view is for: a seat, a spectator (who sees hands only if the table allows), or the table's judge. */
export type Recipient = { seat: PlayerId } | { spectator: true; hands?: boolean } | { judge: true };

/** The recipient's own part of the view. */
export interface SeatView {
  /** The seat, or null for spectators and the judge. */
  viewer: PlayerId | null;
  role: "player" | "spectator" | "judge";
  /** 102.2–102.3: the seat's opponents still in the game, in turn order from their left ([] for others). */
  opponents: PlayerId[];
  /**
   * Every hand this recipient may see, by seat: a player their own, and their teammates' where the
   * variant lets teammates see each other's hands (808.5, 809.7, 810.5, 811.5; 723.4: a player
   * controlling another sees what they see); a spectator none, or all when the table allows; the judge all.
   */
  hands: Record<number, CardView[]>;
  /** In full: the open decisions this seat must answer; for the judge every one; for a spectator none. */
  decisions: Decision[];
  /** The judge only: every library, top first. */
  libraries?: Record<number, CardView[]>;
  /**
   * A player's own view only: present (true) while they have full control on — asked at every priority,
   * even when they can only pass (Game.setFullControl). Nobody else is told whether they have.
   */
  fullControl?: true;
}

/** A recipient's own part of the view of this state ({@link Game.seatView}). */
export function seatView(db: CardDb, s: GameState, who: Recipient): SeatView {
  // A card being cast is on the stack in every view (601.2a), no longer in its owner's hand.
  const cast = cardsBeingCast(announcements(db, s));
  const cards = (ids: readonly ObjId[]): CardView[] => ids.map((id) => cardView(db, s.objects[id]));
  const hand = (seat: PlayerId): CardView[] => cards(withoutCast(s.players[seat].hand, cast));
  const library = (seat: PlayerId): CardView[] => cards(s.players[seat].library);
  const every = (zone: (seat: PlayerId) => CardView[]): Record<number, CardView[]> =>
    Object.fromEntries(s.players.map((_, seat) => [seat, zone(seat)]));
  if ("seat" in who) {
    const viewer = who.seat;
    const hands: Record<number, CardView[]> = {};
    s.players.forEach((_, seat) => {
      if (handViewers(s, seat).includes(viewer)) hands[seat] = hand(seat);
    });
    return {
      viewer,
      role: "player",
      opponents: opponents(s, viewer),
      hands,
      decisions: openDecisions(s).filter((d) => d.player === viewer),
      ...(hasFullControl(s, viewer) ? { fullControl: true as const } : {}),
    };
  }
  if ("judge" in who)
    return {
      viewer: null,
      role: "judge",
      opponents: [],
      hands: every(hand),
      decisions: openDecisions(s),
      libraries: every(library),
    };
  return {
    viewer: null,
    role: "spectator",
    opponents: [],
    hands: who.hands ? every(hand) : {},
    decisions: [],
  };
}
