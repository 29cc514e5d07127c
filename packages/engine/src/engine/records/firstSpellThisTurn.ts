/**
 * "Whenever an opponent casts their first noncreature spell each turn" (Esper Sentinel, 603.2): whether a spell
 * is the first its caster cast this turn of those the filter accepts. The spells cast this turn are in the game's
 * record of spells cast (history.ts); an earlier one is read as its card (its types as cast: a spell on the stack
 * has its card's characteristics, 112.1, but for the few effects that change a spell's, which the record doesn't
 * keep).
 */
import type { ObjectFilter } from "../../cards/types.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import { printed } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { castRecordOf } from "./history.ts";

/** Whether `spell`, cast by `caster`, is the first spell matching `f` (from `viewer`'s side) `caster` cast this turn. */
export function firstSpellThisTurn(
  g: Ctx,
  spell: ObjId,
  caster: PlayerId,
  f: ObjectFilter | undefined,
  viewer: PlayerId,
): boolean {
  const s = g.s;
  const found = castRecordOf(s, spell);
  if (found === null) return false;
  for (let i = 0; i < found.index; i++) {
    const rec = s.spellsCast[i];
    if (rec.turn !== found.rec.turn || rec.player !== caster) continue;
    if (f === undefined) return false;
    const as: GameObject = {
      id: rec.object,
      card: rec.card,
      owner: caster,
      controller: caster,
      zone: "stack",
      timestamp: 0,
    };
    if (filterAccepts(s, printed(g.db, rec.card), as, f, viewer)) return false;
  }
  return true;
}
