/** 702.84a unearth: activated from the graveyard as a sorcery; the returned permanent is exiled instead of leaving. */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import type { Decision, Game } from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { submitOk, table, takeAction } from "./helpers.ts";

function game(): Game {
  return table(
    [
      {
        name: "A",
        graveyard: ["extractor-demon"],
        hand: ["lightning-bolt"],
        battlefield: ["swamp", "swamp", "swamp", "mountain"].map((card) => ({ card })),
      },
      { name: "B", hand: ["unsummon"], battlefield: [{ card: "island" }, { card: "extractor-demon" }] },
      { name: "C" },
    ],
    { autoPass: false },
  );
}

/** The activate actions offered for Extractor Demons, as "zone:ability" (1-based ability numbers). */
function demonActions(g: Game, d: Decision): string[] {
  if (d.kind !== "priority") return [];
  return d.actions.flatMap((a) =>
    a.type === "activate" && a.name === "Extractor Demon"
      ? [`${g.state.objects[a.object].zone}:${a.ability + 1}`]
      : [],
  );
}

describe("702.84a: unearth", () => {
  it("is activated only from its owner's graveyard, in their main phase with an empty stack", () => {
    const g = game();
    expect(demonActions(g, priorityFor(g, 0, 1, "upkeep"))).toEqual([]);
    expect(demonActions(g, priorityFor(g, 0, 1, "main1"))).toEqual(["graveyard:2"]);
    takeAction(g, "cast", "Lightning Bolt");
    submitOk(g, { choices: [optionIndex(g.pending()!, "B")] }); // target B
    expect(demonActions(g, g.pending()!)).toEqual([]); // the stack isn't empty
    // B's Extractor Demon on the battlefield has no unearth ability there, and B can't unearth A's card.
    expect(demonActions(g, priorityFor(g, 1, 2, "main1"))).toEqual([]);
  });

  it("the returned creature has haste, and is exiled instead of returning to its owner's hand", () => {
    const g = game();
    priorityFor(g, 0, 1, "main1");
    const d = g.pending()!;
    if (d.kind !== "priority") throw new Error("unreachable");
    const unearth = d.actions.findIndex((a) => a.type === "activate" && a.name === "Extractor Demon");
    submitOk(g, { choice: unearth });
    submitOk(g, { choices: [0] }); // pay {2}{B} automatically
    expect(g.state.stack).toHaveLength(1);
    passUntil(g, (_, s) => s.state.stack.length === 0);
    const s = g.state;
    const demon = s.battlefield.find(
      (id) => s.objects[id].card === "extractor-demon" && s.objects[id].owner === 0,
    )!;
    // Summoning sick (302.6), but it has haste (a continuous effect from the unearth ability).
    expect(s.objects[demon].sick).toBe(true);
    expect(characteristics(cardDb, s, s.objects[demon]).keywords).toContain("haste");
    expect(s.players[0].graveyard).toEqual([]);
    // B bounces it: it would go to A's hand, and is exiled instead. B's own Demon sees it leave.
    priorityFor(g, 1, 1, "main1");
    takeAction(g, "cast", "Unsummon");
    const t = g.pending()!;
    if (t.kind !== "choose") throw new Error(`expected targets, got ${t.kind}`);
    submitOk(g, {
      choices: [
        t.options.findIndex((o) => o.ref !== undefined && "object" in o.ref && o.ref.object === demon),
      ],
    });
    const leaves = passUntil(g, (x) => x.kind === "choose", "Extractor Demon's trigger");
    expect(leaves.player).toBe(1);
    submitOk(g, { choices: [0] });
    passUntil(g, (x) => x.kind === "choose" && x.purpose === "may");
    submitOk(g, { choices: [1] });
    const after = g.state;
    expect(after.players[0].hand.map((id) => after.objects[id].card)).not.toContain("extractor-demon");
    expect(after.players[0].exile.map((id) => after.objects[id].card)).toEqual(["extractor-demon"]);
  });
});
