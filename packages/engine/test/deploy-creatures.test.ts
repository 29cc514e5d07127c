/**
 * 804: deploy creatures. Every creature has "{T}: Target teammate gains control of this creature.
 * Activate only as a sorcery." (804.2) — a real ability: it targets (range applies, 801.4), it uses the
 * stack, and summoning sickness applies.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { teammates } from "../src/engine/players/players.ts";
import { Game, type LayoutPlayer } from "../src/index.ts";
import { advanceTo, idOf, submitOk } from "./helpers.ts";

const DEPLOY = "{T}: Target teammate gains control of this creature. Activate only as a sorcery.";

function game(players: LayoutPlayer[], options: Record<string, unknown>): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players,
    options,
    start: 0,
    autoPass: false,
  });
}

function deployActions(g: Game): number[] {
  const d = g.pending()!;
  if (d.kind !== "priority") return [];
  return d.actions.flatMap((a, i) => (a.type === "activate" && a.text === DEPLOY ? [i] : []));
}

const bears = { card: "grizzly-bears" };

describe("804.2: deploy creatures", () => {
  it("804.2: a creature is deployed to a teammate through the stack and is summoning sick for them", () => {
    const g = game([{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }, { name: "D" }], {
      deploy: true,
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    advanceTo(g, 1, "main1");
    const [i] = deployActions(g);
    expect(i).toBeDefined();
    submitOk(g, { choice: i });
    const t = g.pending()!;
    expect(t.kind).toBe("choose");
    if (t.kind !== "choose") return;
    expect(t.options.map((o) => o.label)).toEqual(["C"]); // teammates only, not opponents
    submitOk(g, { choices: [0] });
    const bear = g.state.objects[idOf(g, 0, "grizzly-bears")];
    expect(bear.tapped).toBe(true);
    expect(bear.controller).toBe(0); // on the stack: nothing has happened yet
    for (let k = 0; k < 4 && g.state.stack.length > 0; k++) submitOk(g, { choice: 0 });
    expect(g.state.stack).toEqual([]);
    expect(bear.controller).toBe(2);
    expect(bear.sick).toBe(true);
  });

  it("302.6: a creature that came under its controller's control this turn can't be deployed", () => {
    const g = game([{ name: "A", battlefield: [{ ...bears, sick: true }] }, { name: "B" }, { name: "C" }], {
      deploy: true,
      teams: [[0, 1], [2]],
    });
    advanceTo(g, 1, "main1");
    expect(deployActions(g)).toEqual([]);
  });

  it("804.2: activate only as a sorcery", () => {
    const g = game([{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }], {
      deploy: true,
      teams: [[0, 1], [2]],
    });
    advanceTo(g, 1, "upkeep");
    expect(deployActions(g)).toEqual([]);
  });

  it("without teammates (or without the option) creatures have no deploy ability to use", () => {
    const alone = game([{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }], { deploy: true });
    advanceTo(alone, 1, "main1");
    expect(deployActions(alone)).toEqual([]);
    const off = game([{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }], {
      teams: [[0, 1], [2]],
    });
    advanceTo(off, 1, "main1");
    expect(deployActions(off)).toEqual([]);
  });

  it("804.2, 2004 draft 611.1: in Pentagon the neighbours aren't teammates, so a creature has no one to deploy to", () => {
    // Found by the wide fuzz campaign (issue 14): a Pentagon deploy gave a creature to a neighbour, taken
    // for a teammate because they aren't an opponent. 611.1: the neighbours are neither opponents nor a team.
    const g = Game.fromLayout(cardDb, {
      variant: "pentagon",
      seed: 1,
      players: [
        { name: "A", battlefield: [bears] },
        { name: "B" },
        { name: "C" },
        { name: "D" },
        { name: "E" },
      ],
      options: { deploy: true },
      start: 0,
      autoPass: false,
    });
    expect(teammates(g.state, 0)).toEqual([]);
    advanceTo(g, 1, "main1");
    expect(deployActions(g)).toEqual([]);
  });

  it("801.4 and 804.2: the teammate must be within range of influence", () => {
    // Range 1, five seats: A's teammate D sits two seats away (A B C D E → D is E's neighbour).
    const g = game(
      [{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }, { name: "D" }, { name: "E" }],
      {
        deploy: true,
        range: 1,
        teams: [
          [0, 3],
          [1, 2, 4],
        ],
      },
    );
    advanceTo(g, 1, "main1");
    expect(deployActions(g)).toEqual([]);
  });
});
