/**
 * Angel of Serenity: targets among creatures on the battlefield and creature cards in graveyards (115.1),
 * "other" (not the Angel itself), and 610.3b: if the Angel has left the battlefield by the time its
 * enters trigger resolves, nothing is exiled.
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
        hand: ["murder"],
        graveyard: ["serra-angel"],
        battlefield: [{ card: "hill-giant" }, { card: "swamp" }, { card: "swamp" }, { card: "swamp" }],
      },
      { name: "C" },
    ],
    { autoPass: false },
  );
}

function castAngel(g: Game) {
  priorityFor(g, 0, 1, "main1");
  takeAction(g, "cast", "Angel of Serenity");
  return passUntil(g, (d) => d.kind === "choose" && d.purpose === "targets", "the enters trigger's targets");
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
      "Grizzly Bears (A's graveyard)",
      "Serra Angel (B's graveyard)",
    ]);
  });

  it("610.3b: nothing is exiled if the Angel left the battlefield before its trigger resolved", () => {
    const g = game();
    const d = castAngel(g);
    submitOk(g, { choices: [optionIndex(d, "Hill Giant"), optionIndex(d, "Serra Angel")] });
    const giant = g.state.battlefield.find((id) => g.state.objects[id].card === "hill-giant")!;
    // B kills the Angel in response to its trigger.
    passUntil(g, (x) => x.kind === "priority" && x.player === 1);
    takeAction(g, "cast", "Murder");
    const t = g.pending()!;
    submitOk(g, { choices: [optionIndex(t, "Angel of Serenity")] });
    const may = passUntil(g, (x) => x.kind === "choose" && x.purpose === "may");
    submitOk(g, { choices: [optionIndex(may, "yes")] });
    const s = g.state;
    expect(s.objects[giant]?.zone).toBe("battlefield"); // the same object: it never left
    expect(s.players[1].graveyard.map((id) => s.objects[id].card)).toContain("serra-angel");
    expect(s.players.flatMap((p) => p.exile)).toEqual([]);
    expect(s.links).toEqual([]);
  });
});
