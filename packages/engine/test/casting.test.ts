import { describe, expect, it } from "vitest";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  findAction,
  lands,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

describe("601 casting spells and 307 timing", () => {
  it("307.1: a sorcery can be cast only in its controller's main phase with an empty stack; an instant any time they have priority", () => {
    const game = table([
      {
        name: "A",
        hand: ["divination", "lightning-bolt"],
        battlefield: [...lands("island", 3), ...lands("mountain", 1)],
      },
      { name: "B", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
    ]);
    const upkeep = advanceTo(game, 1, "upkeep");
    expect(actionNames(upkeep)).toContain("cast Lightning Bolt");
    expect(actionNames(upkeep)).not.toContain("cast Divination");
    const main = advanceTo(game, 1, "main1");
    expect(actionNames(main)).toContain("cast Divination");
    // On B's turn, A may still cast the instant but not the sorcery.
    const other = advanceTo(game, 2, "upkeep");
    if (other.player === 0) expect(actionNames(other)).not.toContain("cast Divination");
  });

  it("702.8 flash: a creature with flash can be cast at instant speed", () => {
    const game = table([
      { name: "A", battlefield: lands("forest", 2) },
      { name: "B", hand: ["ambush-viper"], battlefield: lands("forest", 2) },
    ]);
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes in main 1
    const d = game.pending()!;
    expect(d.player).toBe(1);
    expect(actionNames(d)).toContain("cast Ambush Viper");
  });

  it("305.2: a player may play one land per turn, only in their own main phase with an empty stack", () => {
    const game = table([{ name: "A", hand: ["mountain", "mountain"] }, { name: "B" }]);
    const main = advanceTo(game, 1, "main1");
    expect(findAction(main, "play", "Mountain")).toBeGreaterThan(0);
    takeAction(game, "play", "Mountain");
    // A now has nothing but passing and mana abilities, so A passes automatically; the second land isn't playable.
    expect(game.state.players[0].hand.length).toBe(1);
    expect(game.state.battlefield.length).toBe(1);
  });

  it("117.3c/117.4: the caster receives priority again; the spell resolves only after everyone passes in succession", () => {
    const game = table([
      { name: "A", hand: ["lightning-bolt", "shock"], battlefield: lands("mountain", 2) },
      { name: "B", hand: ["giant-growth"], battlefield: [{ card: "grizzly-bears" }, ...lands("forest", 1)] },
      { name: "C", hand: ["shock"], battlefield: lands("mountain", 1) },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "Grizzly Bears");
    expect(game.state.stack.length).toBe(1);
    let d = game.pending()!;
    expect(d.player).toBe(0); // 117.3c
    submitOk(game, { choice: 0 }); // A passes
    d = game.pending()!;
    expect(d.player).toBe(1); // priority passes to the left
    takeAction(game, "cast", "Giant Growth");
    chooseLabels(game, "Grizzly Bears");
    expect(game.state.stack.length).toBe(2);
    // Everyone passes: Giant Growth resolves first, then the Bolt: 3 damage to a 5/5 Bears.
    for (let i = 0; i < 10 && game.state.stack.length > 0; i++) submitOk(game, { choice: 0 });
    const bears = game.view(null).battlefield.find((p) => p.name === "Grizzly Bears");
    expect(bears?.damage).toBe(3);
    expect(bears?.power).toBe(5);
  });

  it("601.2g–h: a payment that doesn't matter is automatic; one that does is asked, with automatic payment as option 0", () => {
    const game = table([
      {
        name: "A",
        hand: ["grizzly-bears", "giant-growth"],
        battlefield: [{ card: "llanowar-elves" }, ...lands("forest", 1), ...lands("mountain", 1)],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Grizzly Bears"); // {1}{G}: Elves or Forest for {G} — a real choice
    const d = game.pending()!;
    expect(d.kind).toBe("choose");
    if (d.kind !== "choose") return;
    expect(d.purpose).toBe("mana");
    expect(d.prompt).toBe("Pay {1}{G} for Grizzly Bears: choose a mana source"); // what is being paid for
    expect(d.options[0].label).toBe("Pay automatically");
    chooseLabels(game, "Llanowar Elves");
    // After the Elves pay {G}, only the Mountain can pay {1}... or the Forest: still a choice.
    chooseLabels(game, "Mountain");
    const tapped = game
      .view(null)
      .battlefield.filter((p) => p.tapped)
      .map((p) => p.name)
      .sort();
    expect(tapped).toEqual(["Llanowar Elves", "Mountain"]);
  });

  it("608.2b: a spell whose only target has become illegal doesn't resolve", () => {
    const game = table([
      { name: "A", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
      { name: "B", hand: ["unsummon"], battlefield: [{ card: "grizzly-bears" }, ...lands("island", 1)] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "Grizzly Bears");
    // A can do nothing more than pass, so A passes automatically and B receives priority.
    expect(game.pending()?.player).toBe(1);
    takeAction(game, "cast", "Unsummon");
    chooseLabels(game, "Grizzly Bears");
    for (let i = 0; i < 10 && game.state.stack.length > 0; i++) submitOk(game, { choice: 0 });
    expect(game.view(1).players[1].hand?.map((c) => c.name)).toContain("Grizzly Bears");
    expect(game.view(null).players[0].graveyard.map((c) => c.name)).toEqual(["Lightning Bolt"]);
    expect(game.state.players[1].life).toBe(20);
  });
});
