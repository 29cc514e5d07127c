/** Red artifact and land destruction. */
import type { CardDef, SpellMode, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

const ARTIFACT: TargetSpec = { kind: "permanent", filter: { types: ["Artifact"] } };
const LAND: TargetSpec = { kind: "permanent", filter: { types: ["Land"] } };
const ARTIFACT_OR_LAND: TargetSpec = { kind: "permanent", filter: { types: ["Artifact", "Land"] } };

function destroy(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  target: TargetSpec,
  oracle: string,
  noRegenerate?: boolean,
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: {
      targets: [target],
      effects: [{ e: "destroy", what: { target: 0 }, ...(noRegenerate ? { noRegenerate } : {}) }],
    },
    oracle,
  });
}

/** "Choose one — • CARDNAME deals N damage to target creature. • Destroy target artifact." */
function burnOrShatter(name: string, cost: string, type: "Instant" | "Sorcery", amount: number): CardDef {
  const modes: SpellMode[] = [
    { targets: [{ kind: "creature" }], effects: [{ e: "damage", amount, to: { target: 0 } }] },
    { targets: [ARTIFACT], effects: [{ e: "destroy", what: { target: 0 } }] },
  ];
  return card({
    name,
    cost,
    types: [type],
    spell: { effects: [], modes: { choose: 1, modes } },
    oracle: `Choose one —\n• ${name} deals ${amount} damage to target creature.\n• Destroy target artifact.`,
  });
}

export const breakers: CardDef[] = [
  destroy("Shatter", "{1}{R}", "Instant", ARTIFACT, "Destroy target artifact."),
  destroy("Smelt", "{R}", "Instant", ARTIFACT, "Destroy target artifact."),
  destroy("Stone Rain", "{2}{R}", "Sorcery", LAND, "Destroy target land."),
  destroy("Demolish", "{3}{R}", "Sorcery", ARTIFACT_OR_LAND, "Destroy target artifact or land."),
  destroy(
    "Pillage",
    "{1}{R}{R}",
    "Sorcery",
    ARTIFACT_OR_LAND,
    "Destroy target artifact or land. It can't be regenerated.",
    true,
  ),
  card({
    name: "Rack and Ruin",
    cost: "{2}{R}",
    types: ["Instant"],
    spell: { targets: [{ ...ARTIFACT, min: 2, max: 2 }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: "Destroy two target artifacts.",
  }),
  card({
    name: "Artifact Blast",
    cost: "{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", filter: { types: ["Artifact"] } }],
      effects: [{ e: "counter", what: { target: 0 } }],
    },
    oracle: "Counter target artifact spell.",
  }),
  burnOrShatter("Abrade", "{1}{R}", "Instant", 3),
  burnOrShatter("Fiery Intervention", "{4}{R}", "Sorcery", 5),
  card({
    name: "Boil",
    cost: "{3}{R}",
    types: ["Instant"],
    spell: { effects: [{ e: "destroy", what: { each: { subtypes: ["Island"] } } }] },
    oracle: "Destroy all Islands.",
  }),
  card({
    name: "Ruination",
    cost: "{3}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Land"], nonbasic: true } } }] },
    oracle: "Destroy all nonbasic lands.",
  }),
  card({
    name: "Shatterstorm",
    cost: "{2}{R}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Artifact"] } }, noRegenerate: true }] },
    oracle: "Destroy all artifacts. They can't be regenerated.",
  }),
];
