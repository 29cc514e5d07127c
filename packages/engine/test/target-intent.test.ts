/**
 * 601.2c, 603.3d: a decision asking for targets says what the effect is to the chosen targets' controllers
 * (cards/intent.ts): a spell's, an Aura spell's (303.4a), an activated ability's and a triggered ability's.
 */
import { describe, expect, it } from "vitest";
import type { Decision } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { table, takeAction } from "./helpers.ts";

const isTargets = (d: Decision): boolean => d.kind === "choose" && d.purpose === "targets";

function targetsOf(
  hand: string[],
  battlefield: string[],
  action: "cast" | "activate",
  name: string,
): Decision {
  const g = table(
    [
      { name: "A", hand, battlefield: battlefield.map((card) => ({ card })) },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      { name: "C" },
    ],
    { autoPass: false },
  );
  priorityFor(g, 0, 1, "main1");
  takeAction(g, action, name);
  return passUntil(g, isTargets, `${name}'s targets`);
}

describe("target decisions carry the intent (601.2c)", () => {
  it("a burn spell's target: harmful", () => {
    const d = targetsOf(["lightning-bolt"], ["mountain"], "cast", "Lightning Bolt");
    expect(d.kind === "choose" && d.intent).toBe("harmful");
  });

  it("a pump spell's target: helpful", () => {
    const d = targetsOf(["giant-growth"], ["forest"], "cast", "Giant Growth");
    expect(d.kind === "choose" && d.intent).toBe("helpful");
  });

  it("303.4a: an Aura spell's target: Pacifism harmful", () => {
    const d = targetsOf(["pacifism"], ["plains", "plains"], "cast", "Pacifism");
    expect(d.kind === "choose" && d.intent).toBe("harmful");
  });

  it("an activated ability's target: Prodigal Sorcerer harmful", () => {
    const d = targetsOf([], ["prodigal-sorcerer"], "activate", "Prodigal Sorcerer");
    expect(d.kind === "choose" && d.intent).toBe("harmful");
  });

  it("603.3d: a triggered ability's target: Flametongue Kavu harmful", () => {
    const d = targetsOf(
      ["flametongue-kavu"],
      ["mountain", "mountain", "mountain", "mountain"],
      "cast",
      "Flametongue Kavu",
    );
    expect(d.kind === "choose" && d.prompt).toMatch(/^Flametongue Kavu/);
    expect(d.kind === "choose" && d.intent).toBe("harmful");
  });
});
