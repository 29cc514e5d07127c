/** Blue counterspells: "Counter target … spell", some with a rider. */
import type { CardDef, CardType, Effect } from "@roundtable/engine";
import { card } from "../define.ts";

/** An instant that counters a target spell of these types (any spell without), then does `rider`. */
function counter(
  name: string,
  cost: string,
  types: CardType[] | undefined,
  oracle: string,
  rider: Effect[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", ...(types ? { filter: { types } } : {}) }],
      effects: [{ e: "counter", what: { target: 0 } }, ...rider],
    },
    oracle,
  });
}

const draw: Effect[] = [{ e: "draw", who: "you", amount: 1 }];

export const counters: CardDef[] = [
  counter("Remove Soul", "{1}{U}", ["Creature"], "Counter target creature spell."),
  counter("Exclude", "{2}{U}", ["Creature"], "Counter target creature spell.\nDraw a card.", draw),
  counter("Dismiss", "{2}{U}{U}", undefined, "Counter target spell.\nDraw a card.", draw),
  counter("Dispel", "{U}", ["Instant"], "Counter target instant spell."),
  counter("Annul", "{U}", ["Artifact", "Enchantment"], "Counter target artifact or enchantment spell."),
  counter("Mystic Denial", "{1}{U}{U}", ["Creature", "Sorcery"], "Counter target creature or sorcery spell."),
];
