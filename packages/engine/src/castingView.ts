/**
 * 601.2a, 602.2a in the views: a spell being cast is moved to the stack as its casting begins, the topmost
 * object there, and an ability being activated is put on the stack the same way; only then does its caster
 * choose modes, X and targets and pay (601.2b–h, 602.2b). The engine asks every question of a cast before
 * it moves or pays anything (spells/cast.ts), so that a cast may be gone back on (ask.ts `goBack`): its
 * state keeps the card where it was until the cast completes. The views show a cast under way as the rules
 * have it — on top of its lane's stack, marked `announcing`, with what has been chosen so far, and a
 * spell's card no longer in its owner's hand or command zone — without changing the state.
 */

import type { CardDb } from "./cards/types.ts";
import { isCasting, Suspend } from "./engine/ask/ask.ts";
import { characteristics } from "./engine/characteristics/characteristics.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { enterLane, lanes } from "./engine/players/lanes.ts";
import { mayPlayFromExile } from "./engine/spells/playFromExile.ts";
import { replayChoices } from "./engine/spells/replayChoices.ts";
import { newStackInfo } from "./engine/spells/stackInfo.ts";
import { scratchState } from "./forkState.ts";
import type { GameState, Lane, ObjId, PlayerId, StackInfo } from "./state.ts";

/** A spell being cast or an ability being activated, while its caster (or a chooser, 700.2e) answers its questions. */
export interface Announcement {
  /** The turn marker in whose turn it is cast (Grand Melee, 807.4), else 0. */
  marker: number;
  /** Its caster: the spell's or ability's controller to be. */
  player: PlayerId;
  /** The card being cast (still in its owner's hand or command zone in the state), or the ability's source. */
  object: ObjId;
  kind: "spell" | "activated";
}

/**
 * The cast or activation under way in marker `marker`'s lane, if any: the lane's work is a cast or activate
 * task (spells/cast.ts), on top, with its question open (game/loop.ts runs the top task until it asks).
 */
export function announcementIn(db: CardDb, s: GameState, marker: number, lane: Lane): Announcement | null {
  const task = lane.work[lane.work.length - 1];
  if (lane.pending === null || task === undefined || !isCasting(task)) return null;
  const player = task.player as PlayerId;
  const o = s.objects[task.object as ObjId];
  if (o === undefined) return null;
  if (task.t === "cast") {
    // A spell is cast from its owner's hand, a commander from the command zone (903.8), a card with
    // flashback from the graveyard (702.34a), a card an effect lets them play from exile (601.3).
    const from =
      o.zone === "hand" ||
      o.zone === "command" ||
      (o.zone === "graveyard" && db.get(o.card)?.flashback !== undefined) ||
      (o.zone === "exile" && mayPlayFromExile(s, player, o.id));
    return from && o.owner === player ? { marker, player, object: o.id, kind: "spell" } : null;
  }
  // 605.3a: a mana ability doesn't use the stack; asking which mana to add is no activation to show.
  const a = characteristics(db, s, o).abilities[task.ability as number];
  return a?.kind === "activated" ? { marker, player, object: o.id, kind: "activated" } : null;
}

/**
 * 601.2b–d, 602.2b: what has been chosen so far in the cast or activation `a` under way in `lane`:
 * its modes, X, targets and division of damage, each announced as it is chosen — as far as the answers given
 * go: a target spec whose targets are not chosen yet is absent from `targets`. The cast's task keeps only
 * its answers (ask.ts); what they chose is found by asking its questions again from them up to the open
 * one (spells/replayChoices.ts), on a scratch copy of the game: the state and its hash are untouched.
 */
export function choicesSoFar(db: CardDb, s: GameState, lane: Lane, a: Announcement): StackInfo {
  const info = newStackInfo(a.kind);
  if (lane.work[lane.work.length - 1].answers.length === 0) return info; // nothing chosen yet
  const scratch = scratchState(s);
  enterLane(scratch, a.marker); // Grand Melee: the cast's lane is current in the copy (807.4)
  const task = scratch.work[scratch.work.length - 1];
  const g = makeCtx(db, scratch, null);
  g.task = task;
  try {
    replayChoices(g, task, info);
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
  }
  return info;
}

/** Every cast and activation under way, in marker order (one at most per lane). */
export function announcements(db: CardDb, s: GameState): Announcement[] {
  const out: Announcement[] = [];
  for (const { marker, lane } of lanes(s)) {
    const a = announcementIn(db, s, marker, lane);
    if (a !== null) out.push(a);
  }
  return out;
}

/**
 * The cards being cast: on the stack in the views (601.2a), so in no hand, command zone, graveyard or exile. An ability's
 * source stays where it is (602.2a: only the ability is put on the stack; a card cycled from the hand is
 * revealed there and leaves it as the cost is paid, 702.29a).
 */
export function cardsBeingCast(list: readonly Announcement[]): Set<ObjId> {
  return new Set(list.flatMap((a) => (a.kind === "spell" ? [a.object] : [])));
}

/** The objects of a zone as the views show it: without the cards being cast. */
export function withoutCast(ids: readonly ObjId[], cast: ReadonlySet<ObjId>): readonly ObjId[] {
  return cast.size === 0 ? ids : ids.filter((id) => !cast.has(id));
}
