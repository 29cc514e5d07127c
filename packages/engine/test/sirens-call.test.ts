/**
 * Siren's Call: 601.3 (cast only during an opponent's turn, before attackers are declared) and 508.1d (a
 * requirement for one combat, covering every creature the active player controls at declaration).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { actionNames, submitOk, table, takeAction } from "./helpers.ts";

function game(): Game {
  return table(
    [
      { name: "A", hand: ["raging-goblin"], battlefield: [{ card: "grizzly-bears" }, { card: "mountain" }] },
      {
        name: "B",
        hand: ["sirens-call", "sirens-call"],
        battlefield: [{ card: "island" }, { card: "island" }],
      },
      { name: "C" },
    ],
    { autoPass: false },
  );
}

const canCast = (g: Game) => actionNames(g.pending()!).includes("cast Siren's Call");

describe("601.3: Siren's Call can be cast only during an opponent's turn, before attackers are declared", () => {
  it("in the opponent's upkeep, main phase and beginning of combat, not after attackers are declared", () => {
    const g = game();
    priorityFor(g, 1, 1, "upkeep");
    expect(canCast(g)).toBe(true);
    priorityFor(g, 1, 1, "main1");
    expect(canCast(g)).toBe(true);
    priorityFor(g, 1, 1, "beginning-of-combat");
    expect(canCast(g)).toBe(true);
    priorityFor(g, 1, 1, "declare-attackers");
    expect(canCast(g)).toBe(false);
    priorityFor(g, 1, 1, "main2");
    expect(canCast(g)).toBe(false);
    priorityFor(g, 1, 1, "end");
    expect(canCast(g)).toBe(false);
  });

  it("not during its caster's own turn", () => {
    const g = game();
    priorityFor(g, 1, 2, "upkeep");
    expect(canCast(g)).toBe(false);
  });
});

describe("508.1d: creatures the active player controls attack this combat if able", () => {
  it("refuses a declaration leaving out a creature that can attack, including one that arrived later", () => {
    const g = game();
    priorityFor(g, 1, 1, "upkeep");
    takeAction(g, "cast", "Siren's Call");
    priorityFor(g, 0, 1, "main1");
    expect(g.state.stack).toHaveLength(0);
    takeAction(g, "cast", "Raging Goblin"); // haste: it can attack this turn, so it must
    const attackers = passUntil(g, (d) => d.kind === "attackers");
    if (attackers.kind !== "attackers") throw new Error("unreachable");
    const [bears, goblin] = attackers.candidates.map((c) => c.attacker);
    const to = { player: 1 };
    for (const attacks of [[], [{ attacker: bears, defender: to }]]) {
      const r = g.submit(0, attackers.id, { attacks });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toContain("must attack");
    }
    submitOk(g, {
      attacks: [
        { attacker: bears, defender: to },
        { attacker: goblin, defender: { player: 2 } },
      ],
    });
  });

  it("lasts for that combat only: in the player's next turn their creatures needn't attack", () => {
    const g = game();
    priorityFor(g, 1, 1, "upkeep");
    takeAction(g, "cast", "Siren's Call");
    const first = passUntil(g, (d) => d.kind === "attackers");
    if (first.kind !== "attackers") throw new Error("unreachable");
    submitOk(g, { attacks: [{ attacker: first.candidates[0].attacker, defender: { player: 2 } }] });
    const next = passUntil(g, (d, s) => d.kind === "attackers" && s.state.turn.number === 4);
    expect(g.submit(0, next.id, { attacks: [] }).ok).toBe(true);
  });
});
