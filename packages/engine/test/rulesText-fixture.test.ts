/**
 * The generated rules text of every card and token in the pool, recorded in fixtures/rulesText.json (issue 18:
 * the generator was split into modules and must stay byte-identical). For each definition: its whole text
 * (`rulesText`), the text of each ability as the engine shows it on the stack and in prompts
 * (`rulesTextOfAbility`: printed abilities, then those its keywords stand for, such as storm's 702.40a), and the text of each effect list the engine phrases on its own — a delayed
 * triggered ability's (603.7) and an "unless … pays" effect's (118.12a) — as `rulesTextOfEffects` gives it.
 * A deliberate change of wording is recorded with `npx vitest run packages/engine/test/rulesText-fixture.test.ts --update=all`.
 */
import { allCards, nontraditionalCards, tokens } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { allAbilities } from "../src/cards/keywords.ts";
import { rulesText, rulesTextOfAbility, rulesTextOfEffects } from "../src/cards/rulesText.ts";
import type { Ability, CardDef, Effect } from "../src/cards/types.ts";

interface Recorded {
  text: string;
  abilities?: string[];
  effects?: string[];
}

/** The effect lists inside `effects` (at any depth) that the engine phrases with `rulesTextOfEffects`. */
function phrasedEffectLists(effects: readonly Effect[]): Effect[][] {
  const out: Effect[][] = [];
  for (const e of effects) {
    if (e.e === "delayed" || e.e === "unlessPays") out.push(e.effects);
    if ("effects" in e) out.push(...phrasedEffectLists(e.effects));
    if (e.e === "if" && e.otherwise) out.push(...phrasedEffectLists(e.otherwise));
  }
  return out;
}

function effectListsOf(def: CardDef): Effect[][] {
  const lists: Effect[][] = [];
  const ofAbility = (a: Ability) => {
    if (a.kind === "static" || a.kind === "mana") return;
    lists.push(...phrasedEffectLists(a.effects));
    for (const m of a.kind === "triggered" ? (a.modes?.modes ?? []) : [])
      lists.push(...phrasedEffectLists(m.effects));
  };
  allAbilities(def).forEach(ofAbility);
  if (def.spell) {
    lists.push(...phrasedEffectLists(def.spell.effects));
    for (const m of def.spell.modes?.modes ?? []) lists.push(...phrasedEffectLists(m.effects));
  }
  return lists;
}

function record(def: CardDef): Recorded {
  const out: Recorded = { text: rulesText(def) };
  const abilities = allAbilities(def);
  if (abilities.length > 0) out.abilities = abilities.map((a) => rulesTextOfAbility(def, a));
  const lists = effectListsOf(def);
  if (lists.length > 0) out.effects = lists.map((l) => rulesTextOfEffects(def.name, l));
  return out;
}

/**
 * Definitions for the kinds the pool does not use yet (exile, return to the battlefield, a cast trigger,
 * teammate and enchantment targets, switched and controlled characteristics, the longer durations,
 * loyalty costs of 0 and \u2212X), so that their wording is recorded too.
 */
const SYNTHETIC: CardDef[] = [
  {
    id: "synthetic-exile-and-return",
    name: "Synthetic Exile and Return",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "enchantment" }, { kind: "creature", min: 0, max: 2 }],
      effects: [
        { e: "exile", what: { target: 0 } },
        { e: "returnToBattlefield", what: { target: 1 } },
      ],
    },
  },
  {
    id: "synthetic-cast-trigger",
    name: "Synthetic Cast Trigger",
    types: ["Creature"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "cast" },
        targets: [{ kind: "teammate" }],
        effects: [{ e: "draw", who: { target: 0 }, amount: 2 }],
      },
    ],
  },
  {
    id: "synthetic-walker",
    name: "Synthetic Walker",
    types: ["Planeswalker"],
    supertypes: ["Legendary"],
    abilities: [
      {
        kind: "activated",
        cost: { loyalty: 0 },
        targets: [{ kind: "creature" }],
        effects: [
          { e: "become", what: { target: 0 }, mods: [{ m: "switchPT" }], duration: "endOfYourNextTurn" },
        ],
        sorcery: true,
      },
      {
        kind: "activated",
        cost: { loyalty: "-X" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "gainControl", what: { target: 0 }, duration: "whileYouControlSource" }],
        sorcery: true,
      },
    ],
  },
];

describe("rules text of the whole pool (DEVELOPERS.md principle 7)", () => {
  it("stays as recorded in fixtures/rulesText.json for every card and token", async () => {
    // The planes and phenomena (901) after the traditional cards and tokens, so the records before them stay put.
    const cards = [...allCards, ...tokens, ...SYNTHETIC, ...nontraditionalCards];
    const all = Object.fromEntries(cards.map((d) => [d.id, record(d)]));
    await expect(`${JSON.stringify(all, null, 2)}\n`).toMatchFileSnapshot("fixtures/rulesText.json");
  });
});
