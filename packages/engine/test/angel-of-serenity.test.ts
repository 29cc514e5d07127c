/**
 * Angel of Serenity: targets among creatures on the battlefield and creature cards in graveyards (115.1),
 * "other" (not the Angel itself). Its two abilities are linked (607.2a): the leaves ability returns what
 * the enters ability exiled, to their owners' hands, and is controlled by whoever controlled the Angel as
 * it left (603.10a). If the Angel leaves before its enters ability resolves, the cards stay exiled.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { submitOk, table, takeAction } from "./helpers.ts";

function game(): Game {
  return table(
    [
      {
        name: "A",
        hand: ["angel-of-serenity"],
        graveyard: ["lightning-bolt", "grizzly-bears"],
        battlefield: Array.from({ length: 7 }, () => ({ card: "plains" })),
      },
      {
        name: "B",
        hand: ["murder", "control-magic"],
        graveyard: ["serra-angel"],
        battlefield: [
          { card: "hill-giant" },
          ...Array.from({ length: 3 }, () => ({ card: "swamp" })),
          ...Array.from({ length: 4 }, () => ({ card: "island" })),
        ],
      },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
    ],
    { autoPass: false },
  );
}

function castAngel(g: Game) {
  priorityFor(g, 0, 1, "main1");
  takeAction(g, "cast", "Angel of Serenity");
  return passUntil(g, (d) => d.kind === "choose" && d.purpose === "targets", "the enters trigger's targets");
}

/** B casts `card` at the first target named `target`, paying with `land`s. */
function bCasts(g: Game, card: string, target: string, land: string): void {
  takeAction(g, "cast", card);
  submitOk(g, { choices: [optionIndex(g.pending()!, target)] });
  for (let d = g.pending()!; d.kind === "choose" && d.purpose === "mana"; d = g.pending()!)
    submitOk(g, { choices: [optionIndex(d, land)] });
}

function cardsIn(g: Game, seat: number, zone: "hand" | "graveyard" | "exile"): string[] {
  return g.state.players[seat][zone].map((id) => g.state.objects[id].card);
}

describe("Angel of Serenity", () => {
  it("115.1: offers other creatures and creature cards in any graveyard, up to three", () => {
    const g = game();
    const d = castAngel(g);
    if (d.kind !== "choose") throw new Error("unreachable");
    expect(d.player).toBe(0);
    expect([d.min, d.max]).toEqual([0, 3]);
    expect(d.options.map((o) => o.label)).toEqual([
      "Hill Giant (B)",
      "Grizzly Bears (C)",
      "Grizzly Bears (A's graveyard)",
      "Serra Angel (B's graveyard)",
    ]);
  });

  it("607.2a: if the Angel left before its enters trigger resolved, the cards are exiled for good", () => {
    const g = game();
    const d = castAngel(g);
    submitOk(g, { choices: [optionIndex(d, "Hill Giant"), optionIndex(d, "Serra Angel")] });
    // B kills the Angel in response to its trigger: its leaves trigger resolves first, returning nothing.
    passUntil(g, (x) => x.kind === "priority" && x.player === 1);
    bCasts(g, "Murder", "Angel of Serenity", "Swamp");
    const may = passUntil(g, (x) => x.kind === "choose" && x.purpose === "may");
    submitOk(g, { choices: [optionIndex(may, "yes")] });
    priorityFor(g, 1, 2, "main1");
    expect(cardsIn(g, 1, "exile").sort()).toEqual(["hill-giant", "serra-angel"]);
    expect(cardsIn(g, 1, "hand")).not.toContain("hill-giant");
    expect(g.state.links.map((l) => l.objects.length)).toEqual([2]);
  });

  it("603.10a: a stolen Angel's leaves trigger is its controller's; the cards go to their owners' hands", () => {
    const g = game();
    const d = castAngel(g);
    submitOk(g, { choices: [optionIndex(d, "Hill Giant"), optionIndex(d, "Grizzly Bears (C)")] });
    const may = passUntil(g, (x) => x.kind === "choose" && x.purpose === "may");
    submitOk(g, { choices: [optionIndex(may, "yes")] });
    priorityFor(g, 1, 2, "main1");
    bCasts(g, "Control Magic", "Angel of Serenity", "Island");
    passUntil(g, (x) => x.kind === "priority" && x.player === 1 && g.state.stack.length === 0);
    const angel = g.state.battlefield.find((id) => g.state.objects[id].card === "angel-of-serenity")!;
    expect(g.state.objects[angel].controller).toBe(1);
    bCasts(g, "Murder", "Angel of Serenity", "Swamp");
    passUntil(g, () => g.state.stack.some((id) => g.state.objects[id].stack?.kind === "triggered"));
    const trigger = g.state.stack
      .map((id) => g.state.objects[id])
      .find((o) => o.stack?.kind === "triggered")!;
    expect(trigger.controller).toBe(1);
    passUntil(g, (x) => x.kind === "priority" && g.state.stack.length === 0);
    expect(cardsIn(g, 1, "hand")).toContain("hill-giant");
    expect(cardsIn(g, 2, "hand")).toContain("grizzly-bears");
    expect(g.state.players.flatMap((p) => p.exile)).toEqual([]);
    expect(g.state.links).toEqual([]);
  });
});
