/**
 * Cleanup step (514): the active player discards down to their maximum hand size (514.1, 805.6); then damage
 * is removed and "until end of turn" effects end, simultaneously (514.2). Normally no player receives
 * priority; if state-based actions are performed or abilities trigger, they do, and another cleanup
 * step follows (514.3a).
 */
import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import type { ObjId, PlayerId, Task } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, makeTask, optionsByName, schedule } from "../ask/ask.ts";
import { battlefieldIndex, unmarkIfClear } from "../characteristics/battlefieldIndex.ts";
import { endOfTurnEffects } from "../characteristics/continuous.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { activePlayers } from "../players/players.ts";
import { handSize } from "../players/vanguards.ts";
import { performSbaRound } from "../sba/sba.ts";
import { hasNoMaximumHandSize } from "../statics/handSize.ts";

export function cleanupTask(g: Ctx, _task: Task): "done" {
  const s = g.s;
  // 805.6: with shared team turns each player of the active team discards, choices first, in team order.
  const discards: { player: PlayerId; id: ObjId }[] = [];
  for (const ap of activePlayers(s)) {
    const hand = s.players[ap].hand;
    if (hasNoMaximumHandSize(g, ap)) continue; // 402.2
    const excess = hand.length - handSize(g, ap); // 902.5b: a vanguard's hand modifier
    if (excess <= 0) continue;
    const options = optionsByName(g, hand);
    const picks = askChoose(
      g,
      ap,
      "discard",
      `Discard ${excess} card${excess === 1 ? "" : "s"} to hand size`,
      options,
      excess,
      excess,
    );
    for (const i of picks) discards.push({ player: ap, id: hand[i] });
  }
  for (const { player, id } of discards) {
    const card = nameOf(g, s.objects[id]);
    const o = moveObject(g, id, "graveyard");
    if (o) emit(g, { type: "discard", player, object: o.id, card });
  }
  // 514.2: damage is removed (only permanents with marks can have any), from phased-out permanents too.
  const phasedMarked = (s.phasedOut ?? []).filter((id) => s.objects[id].damage !== undefined);
  for (const id of [...battlefieldIndex(s).marked, ...phasedMarked]) {
    // Grand Melee (reading): the damage marked during this turn; other turns are going on (807.4).
    if (s.melee !== undefined && s.objects[id].damageTurn !== s.turn.number) continue;
    const o = writable(s, id);
    clearField(o, "damage");
    clearField(o, "deathtouched");
    clearField(o, "damageTurn");
    if (o.zone === "battlefield") unmarkIfClear(s, o);
  }
  endOfTurnEffects(g); // 514.2
  schedule(g, makeTask("cleanupCheck"));
  return "done";
}

export function cleanupCheckTask(g: Ctx, _task: Task): "done" {
  const s = g.s;
  const performed = performSbaRound(g);
  if (performed || s.triggers.length > 0) s.turn.cleanupPriority = true;
  return "done";
}
