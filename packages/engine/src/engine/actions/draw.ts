/**
 * 121: drawing a card — the top card of the library moves to the hand, an event only its viewers learn
 * the card of; drawing from an empty library is noted for 704.5b, or replaced by a win (614.1a).
 */
import type { GameObject, ObjId, PlayerId, Zone } from "../../state.ts";
import { anyOnBattlefield } from "../characteristics/battlefieldIndex.ts";
import { cardsTriggeringOn } from "../characteristics/cardSets.ts";
import { controlsStatic } from "../characteristics/characteristics.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { playersChanged } from "../players/playerChecks.ts";
import { handViewers } from "../players/players.ts";
import { moveObject } from "./move.ts";
import { playersWin } from "./win.ts";

/** 121: a player draws the top card of their library; drawing from an empty library is noted (704.5b). */
export function drawCard(g: Ctx, p: PlayerId): GameObject | null {
  const pl = g.s.players[p];
  if (pl.library.length === 0) {
    // 614.1a: Laboratory Maniac replaces the draw with a win.
    if (controlsStatic(g.db, g.s, p, "drawFromEmptyWins")) {
      playersWin(g, [{ player: p, reason: "drew from an empty library with Laboratory Maniac (614.1a)" }]);
      return null;
    }
    pl.drewFromEmpty = true;
    playersChanged(g.s); // 704.5b
    emit(g, { type: "draw", player: p });
    return null;
  }
  const top = pl.library[0];
  // 903.9b: a commander its owner puts into the command zone instead is not drawn (614.6).
  if (g.toCommand?.includes(top)) {
    moveObject(g, top, "hand");
    return null;
  }
  const o = moveObjectQuiet(g, top, "hand");
  // With events off too while a permanent triggers on draws ("Whenever an opponent draws a card", 121.1, 603.2).
  if (
    g.events !== null ||
    g.changes !== undefined ||
    anyOnBattlefield(g.s, cardsTriggeringOn(g.db, "playerDraws"))
  )
    emit(g, {
      type: "draw",
      player: p,
      secret: { to: handViewers(g.s, p), card: defOf(g, o).name, object: o.id },
    });
  return o;
}

/** Moves without an event (used where a more specific event is emitted). */
function moveObjectQuiet(g: Ctx, id: ObjId, to: Zone): GameObject {
  const events = g.events;
  g.events = null;
  const o = moveObject(g, id, to);
  g.events = events;
  return o!;
}
