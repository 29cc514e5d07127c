/**
 * The mana value of an object (202.3), for filters that read it ("target permanent with mana value 4 or
 * greater", Despark). Its mana cost is its card's: a copy has the copied object's definition (706.2, 707.10), a
 * token that copies nothing has no mana cost (202.3a: 0). 202.3e: an {X} counts the value chosen for it while
 * the object is a spell on the stack, 0 elsewhere.
 */
import type { CardDb, ObjectFilter } from "../../cards/types.ts";
import type { GameObject } from "../../state.ts";
import type { Filterable } from "./filter.ts";
import { manaValue, parseCost } from "./manaCost.ts";

export function objectManaValue(db: CardDb, o: GameObject): number {
  const cost = db.get(o.card)?.cost;
  const x = o.zone === "stack" && o.stack?.kind === "spell" ? (o.stack.x ?? 0) : 0;
  return manaValue(cost) + parseCost(cost).x * x;
}

/** `ch` with the object's mana value, where the filter reads it (filter.ts `Filterable.manaValue`). */
export function withManaValue<C extends Filterable>(db: CardDb, o: GameObject, f: ObjectFilter, ch: C): C {
  return f.manaValue === undefined ? ch : { ...ch, manaValue: objectManaValue(db, o) };
}
