/** Green tutors (701.23): a creature or an Elf to the top of the library or into the hand. */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";
import { diesMaySearchForHand } from "./build.ts";

const toTop = (subtype: string | null): Effect => ({
  e: "searchYourLibrary",
  filter: subtype === null ? { types: ["Creature"] } : { subtypes: [subtype] },
  amount: 1,
  put: "top",
});

export const tutors: CardDef[] = [
  card({
    name: "Worldly Tutor",
    cost: "{G}",
    types: ["Instant"],
    spell: { effects: [toTop(null)] },
    oracle: "Search your library for a creature card, reveal it, then shuffle and put that card on top.",
  }),
  card({
    name: "Sylvan Tutor",
    cost: "{G}",
    types: ["Sorcery"],
    spell: { effects: [toTop(null)] },
    oracle: "Search your library for a creature card, reveal it, then shuffle and put that card on top.",
  }),
  card({
    name: "Elvish Harbinger",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Druid"],
    power: 1,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "may", effects: [toTop("Elf")] }],
      },
      { kind: "mana", cost: { tap: true }, produce: ["W", "U", "B", "R", "G"] },
    ],
    oracle:
      "When this creature enters, you may search your library for an Elf card, reveal it, then shuffle and put that card on top.\n{T}: Add one mana of any color.",
  }),
  card({
    name: "Wirewood Herald",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Elf"],
    power: 1,
    toughness: 1,
    abilities: [diesMaySearchForHand({ filter: { subtypes: ["Elf"] }, amount: 1, pronoun: "that card" })],
    oracle:
      "When this creature dies, you may search your library for an Elf card, reveal that card, put it into your hand, then shuffle.",
  }),
];
