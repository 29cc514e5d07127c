/**
 * The phased-out permanents of a saved position (702.26b), as `layoutOf` writes them (`LayoutPermanent.phasedOut`).
 *
 * A position is saved at the first priority of an upkeep, after that turn's untap step; a layout begins before
 * its untap step, which the loaded game takes again. So the active player's phasing in that step (502.1) is
 * undone in what is written, for the game to come out as it was: what phased out under them then (their
 * permanents with phasing, and what is attached to those) is written phased in — it phases out again — and
 * their phased-in permanents with phasing, which phased in then, are written phased out, with what is attached
 * to them ("indirectly"), to phase in again. Not when the untap step was skipped (The Eon Fog, 702.26m: it is
 * skipped again). Other players' phased-out permanents are written as they are.
 */
import type { CardDb } from "./cards/types.ts";
import { ANY_UNTAP_STEP, attachedTo } from "./engine/actions/phasing.ts";
import { characteristics } from "./engine/characteristics/characteristics.ts";
import { activePlayers } from "./engine/players/players.ts";
import type { GameState, ObjId } from "./state.ts";

/** What a phased-out permanent phased out with, indirectly (702.26g), and so on: the one that phased out directly. */
function rootOf(s: GameState, id: ObjId): ObjId {
  let o = s.objects[id];
  while (o.phasedIndirectly === true && o.attachedTo !== undefined && s.objects[o.attachedTo] !== undefined)
    o = s.objects[o.attachedTo];
  return o.id;
}

/** The permanents written phased out, each `true` or `"indirectly"`; `skipped`: this turn's untap step was. */
export function writtenPhasedOut(
  db: CardDb,
  s: GameState,
  skipped: boolean,
): Map<ObjId, true | "indirectly"> {
  const out = new Map<ObjId, true | "indirectly">();
  const active = skipped ? [] : activePlayers(s);
  for (const id of s.phasedOut ?? []) {
    const o = s.objects[id];
    // It phased out in this untap step — or with what did (702.26g: whoever controls it): it will again.
    if (active.includes(s.objects[rootOf(s, id)].phasedUnder!)) continue;
    out.set(id, o.phasedIndirectly === true ? "indirectly" : true);
  }
  // Phased in during this untap step: their permanents with phasing, and what is attached to those.
  const hosts = new Set(
    s.battlefield.filter((id) => {
      const o = s.objects[id];
      return active.includes(o.controller) && characteristics(db, s, o).keywords.includes("phasing");
    }),
  );
  for (const id of hosts) out.set(id, true);
  for (const id of attachedTo(s, hosts, "battlefield")) if (!hosts.has(id)) out.set(id, "indirectly");
  return out;
}

/**
 * What a layout doesn't hold of the phased-out permanents: one phased out under a player who has left the game,
 * which phases in during the untap step after their next turn would have begun (702.26n) — a layout's phase in
 * during their controllers' untap steps; and one attached to a permanent that has left the game with its owner
 * (702.26k), which a layout can't name.
 */
export function phasingProblems(db: CardDb, s: GameState): string[] {
  const name = (id: ObjId): string => db.get(s.objects[id].card)?.name ?? s.objects[id].card;
  return (s.phasedOut ?? []).flatMap((id) => {
    const o = s.objects[id];
    const under = o.phasedUnder!;
    if (under === ANY_UNTAP_STEP || s.players[under].left)
      return [`${name(id)} is phased out under a player who has left the game (702.26n)`];
    if (o.attachedTo === undefined || s.objects[o.attachedTo] !== undefined) return [];
    // 702.26k: what it is attached to left the game with its owner — 702.26g: it phased out with it, and phases in
    // only with it; 702.26i: it phased out by itself, and phases in unattached.
    return o.phasedIndirectly === true
      ? [`${name(id)} phased out with a permanent that has left the game (702.26g, 702.26k)`]
      : [`${name(id)} phased out attached to a permanent that has left the game (702.26i, 702.26k)`];
  });
}
