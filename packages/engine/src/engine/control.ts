/**
 * Control-changing effects (layer 2, 613.1b). An object's controller is its base controller (who put it
 * onto the battlefield, 110.2) changed by control effects in timestamp order (613.7): effects from
 * resolved spells and abilities (Act of Treason, Confiscate) and static abilities (Control Magic's "You
 * control enchanted creature", with the Aura's timestamp). A permanent that changes controller is removed
 * from combat (506.4) and is "summoning sick" for its new controller (302.6). If the player who would
 * control it has left the game, it is exiled (800.4c).
 */
import type { CardDb } from "../cards/types.ts";
import type { GameObject, ObjId, PlayerId } from "../state.ts";
import { cardsWithStatics, staticSources } from "./characteristics.ts";
import { type Ctx, emit, nameOf } from "./ctx.ts";
import { inGame } from "./players.ts";
import { moveObject, removeFromCombat } from "./zones.ts";

function givesControl(db: CardDb, card: string): boolean {
  return db.get(card)?.abilities?.some((a) => a.kind === "static" && a.effect.s === "control") ?? false;
}

/** Recomputes every permanent's controller from its base controller and the control effects. */
export function applyControl(g: Ctx): void {
  const s = g.s;
  const effects = s.effects.filter((e) => e.control !== null);
  const auras: GameObject[] =
    cardsWithStatics(g.db).size === 0
      ? []
      : staticSources(g.db, s).filter((src) => givesControl(g.db, src.card));
  if (effects.length === 0 && auras.length === 0) {
    let changed = false;
    for (const id of s.battlefield)
      if (s.objects[id].controller !== s.objects[id].baseController) changed = true;
    if (!changed) return;
  }
  const exile: ObjId[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    let ts = -1;
    let c: PlayerId = o.baseController;
    for (const src of auras)
      if (src.attachedTo === id && src.timestamp > ts) {
        ts = src.timestamp;
        c = src.controller;
      }
    for (const e of effects)
      if (e.timestamp > ts && e.objects.includes(id)) {
        ts = e.timestamp;
        c = e.control!;
      }
    if (!inGame(s, c)) {
      exile.push(id);
      continue;
    }
    if (c === o.controller) continue;
    o.controller = c;
    o.sick = true;
    removeFromCombat(s, id);
    emit(g, { type: "control", object: id, card: nameOf(g, o), player: c });
  }
  for (const id of exile) moveObject(g, id, "exile");
}

/** 800.4a: effects that give a leaving player control of objects end. */
export function endControlOf(g: Ctx, p: PlayerId): void {
  g.s.effects = g.s.effects.filter((e) => e.control !== p);
  applyControl(g);
}
