/** Black graveyard recursion: returning creature cards to hand or to the battlefield. */
import type { CardDef, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

/** "target creature card from your graveyard" (up to `max`). */
function yourCreatureCard(max = 1): TargetSpec {
  const spec: TargetSpec = { kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" } };
  return max === 1 ? spec : { ...spec, min: 0, max };
}

/** A sorcery returning creature cards from your graveyard to your hand. */
function raise(name: string, cost: string, max: number, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: {
      targets: [yourCreatureCard(max)],
      effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
    },
    oracle,
  });
}

/** A creature: "When this creature enters, you may return target creature card from your graveyard to your hand." */
function digger(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  flying: boolean,
): CardDef {
  const text =
    "When this creature enters, you may return target creature card from your graveyard to your hand.";
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power: pt[0],
    toughness: pt[1],
    ...(flying ? { keywords: ["flying"] } : {}),
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [yourCreatureCard()],
        effects: [{ e: "may", effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }] }],
      },
    ],
    oracle: flying ? `Flying\n${text}` : text,
  });
}

export const blackGraveyard: CardDef[] = [
  raise("Raise Dead", "{B}", 1, "Return target creature card from your graveyard to your hand."),
  raise("Disentomb", "{B}", 1, "Return target creature card from your graveyard to your hand."),
  raise(
    "Soul Salvage",
    "{2}{B}",
    2,
    "Return up to two target creature cards from your graveyard to your hand.",
  ),
  raise(
    "Morbid Plunder",
    "{1}{B}{B}",
    2,
    "Return up to two target creature cards from your graveyard to your hand.",
  ),
  card({
    name: "Zombify",
    cost: "{3}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [yourCreatureCard()],
      effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "battlefield" }],
    },
    oracle: "Return target creature card from your graveyard to the battlefield.",
  }),
  card({
    name: "Grave Exchange",
    cost: "{4}{B}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [yourCreatureCard(), { kind: "player" }],
      effects: [
        { e: "returnFromGraveyard", what: { target: 0 }, to: "hand" },
        { e: "sacrificeChosen", who: { target: 1 }, filter: { types: ["Creature"] } },
      ],
    },
    oracle:
      "Return target creature card from your graveyard to your hand. Target player sacrifices a creature of their choice.",
  }),
  card({
    name: "Ghoulcaller's Chant",
    cost: "{B}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            targets: [yourCreatureCard()],
            effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
          },
          {
            targets: [
              { kind: "graveyardCard", filter: { subtypes: ["Zombie"], owner: "you" }, min: 2, max: 2 },
            ],
            effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
          },
        ],
      },
    },
    oracle:
      "Choose one —\n• Return target creature card from your graveyard to your hand.\n• Return two target Zombie cards from your graveyard to your hand.",
  }),
  digger("Gravedigger", "{3}{B}", ["Zombie"], [2, 2], false),
  digger("Cadaver Imp", "{1}{B}{B}", ["Imp"], [1, 1], true),
];
