/**
 * 509.1b: "Target creature can't be blocked this turn." (Rogue's Passage) — a blocking restriction a resolved
 * effect puts on the creature (613.11: a rule effect, not a characteristic). No creature may block it this
 * turn, whatever its evasion; the effect ends at the cleanup step (514.2), and next turn it can be blocked.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type DefenderRef, type Game, rulesText } from "../src/index.ts";
import { advanceTo, chooseLabels, expectRefused, idOf, perms, submitOk, table } from "./helpers.ts";

const to = (player: number): DefenderRef => ({ player });

/** A with Rogue's Passage, four Wastes, Grizzly Bears and Runeclaw Bear; B with Giant Spider. */
function game(): Game {
  return table(
    [
      {
        name: "A",
        battlefield: perms("rogues-passage", ...Array(4).fill("wastes"), "grizzly-bears", "runeclaw-bear"),
      },
      { name: "B", battlefield: perms("giant-spider") },
    ],
    { autoPass: false },
  );
}

/** A activates Rogue's Passage's second ability on the creature labelled `label`; both players pass. */
function passage(g: Game, label: string): void {
  const d = g.pending()!;
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  submitOk(g, {
    choice: d.actions.findIndex((a) => a.type === "activate" && a.name === "Rogue's Passage" && !a.mana),
  });
  chooseLabels(g, label);
  submitOk(g, { choice: 0 });
  submitOk(g, { choice: 0 });
}

/** A attacks B with both bears in turn `turn`, up to B's blockers decision; Grizzly Bears' id. */
function attack(g: Game, turn: number): number {
  advanceTo(g, turn, "declare-attackers");
  const bears = idOf(g, 0, "grizzly-bears");
  const runeclaw = idOf(g, 0, "runeclaw-bear");
  submitOk(g, {
    attacks: [
      { attacker: bears, defender: to(1) },
      { attacker: runeclaw, defender: to(1) },
    ],
  });
  advanceTo(g, turn, "declare-blockers");
  return bears;
}

describe("509.1b: can't be blocked this turn (Rogue's Passage)", () => {
  it("509.1b: the creature can't be blocked this turn: a block is refused", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    passage(g, "Grizzly Bears");
    const bears = attack(g, 1);
    const d = g.pending()!;
    const spider = idOf(g, 1, "giant-spider");
    const runeclaw = idOf(g, 0, "runeclaw-bear");
    expect(d).toMatchObject({ kind: "blockers", candidates: [{ blocker: spider, attackers: [runeclaw] }] });
    expectRefused(
      g,
      { blocks: [{ blocker: spider, attacker: bears }] },
      /can't block Grizzly Bears .*509\.1b/,
    );
    submitOk(g, { blocks: [{ blocker: spider, attacker: runeclaw }] });
    advanceTo(g, 1, "main2");
    expect(g.state.players[1].life).toBe(18);
  });

  it("514.2: the effect ends with the turn: on A's next turn the creature can be blocked", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    passage(g, "Grizzly Bears");
    attack(g, 1);
    submitOk(g, { blocks: [] });
    const bears = attack(g, 3);
    const spider = idOf(g, 1, "giant-spider");
    submitOk(g, { blocks: [{ blocker: spider, attacker: bears }] });
    advanceTo(g, 3, "main2");
    expect(g.state.players[1].life).toBe(16 - 2); // turn 1: both unblocked; turn 3: Runeclaw Bear only
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toEqual(["grizzly-bears"]);
  });

  it("509.1b: the table view says so, for every recipient, while the effect lasts (514.2)", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    passage(g, "Grizzly Bears");
    const unblockable = (viewer: number | null): string[] =>
      g
        .view(viewer)
        .battlefield.filter((p) => p.cantBeBlocked === true)
        .map((p) => p.name);
    for (const viewer of [0, 1, null]) expect(unblockable(viewer)).toEqual(["Grizzly Bears"]);
    advanceTo(g, 2, "upkeep");
    expect(unblockable(1)).toEqual([]);
  });

  it("509.1b: its rules text reads as printed", () => {
    expect(rulesText(cardDb.get("rogues-passage")!)).toBe(
      "{T}: Add {C}.\n{4}, {T}: Target creature can't be blocked this turn.",
    );
  });
});
