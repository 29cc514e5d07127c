/**
 * "Whenever you / an opponent tap(s) a land for mana" (Vorinclex, Voice of Hunger; 106.12): the extra mana
 * of a triggered mana ability is there at once (605.4a), so payment planning counts it — but only of the
 * type the land produced, so one dual land makes {G}{G} or {U}{U}, never {G}{U}; the opponent's trigger
 * isn't a mana ability (605.5a) and uses the stack; its land doesn't untap in its controller's next untap
 * step, and does in the one after.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { actionNames, advanceTo, idOf, perms, submitOk, table, takeAction } from "./helpers.ts";

describe("605.4a: Vorinclex's extra mana is part of what a land makes", () => {
  it("three Forests pay for a six-mana spell, and only with Vorinclex", () => {
    const hand = ["craw-wurm"];
    const withIt = table([
      { name: "A", hand, battlefield: perms("vorinclex-voice-of-hunger", "forest", "forest", "forest") },
      { name: "B" },
      { name: "C" },
    ]);
    expect(actionNames(advanceTo(withIt, 1, "main1"))).toContain("cast Craw Wurm");
    const without = table([
      { name: "A", hand, battlefield: perms("grizzly-bears", "forest", "forest", "forest") },
      { name: "B" },
      { name: "C" },
    ]);
    expect(actionNames(advanceTo(without, 1, "main1"))).not.toContain("cast Craw Wurm");
    takeAction(withIt, "cast", "Craw Wurm");
    const s = withIt.state;
    expect([...s.stack, ...s.battlefield].filter((id) => s.objects[id].card === "craw-wurm")).toHaveLength(1);
    expect(
      s.battlefield.filter((id) => s.objects[id].card === "forest" && s.objects[id].tapped),
    ).toHaveLength(3);
    expect(s.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it("a dual land makes two mana of the one type it produced: {G}{G} yes, {G}{U} no", () => {
    const game = table([
      {
        name: "A",
        hand: ["elvish-warrior", "simic-charm"],
        battlefield: perms("vorinclex-voice-of-hunger", "tropical-island"),
      },
      { name: "B" },
      { name: "C" },
    ]);
    const names = actionNames(advanceTo(game, 1, "main1"));
    expect(names).toContain("cast Elvish Warrior");
    expect(names).not.toContain("cast Simic Charm");
  });

  it("tapping a land for mana by hand adds the extra mana too", () => {
    const game = table(
      [
        { name: "A", battlefield: perms("vorinclex-voice-of-hunger", "tropical-island") },
        { name: "B" },
        { name: "C" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Tropical Island");
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(`expected choose, got ${d.kind}`);
    submitOk(game, { choices: [d.options.findIndex((o) => o.label === "{U}")] });
    expect(game.state.players[0].pool.U).toBe(2);
    expect(game.state.players[0].pool.G).toBe(0);
  });

  it("an opponent's land makes no extra mana: 'you' must tap it", () => {
    const game = table(
      [
        { name: "A", battlefield: perms("vorinclex-voice-of-hunger") },
        { name: "B", battlefield: perms("forest") },
        { name: "C" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes; B has priority
    takeAction(game, "activate", "Forest");
    expect(game.state.players[1].pool.G).toBe(1);
  });
});

describe("605.5a: 'Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step'", () => {
  function game3(): Game {
    return table(
      [
        { name: "A", battlefield: perms("vorinclex-voice-of-hunger", "forest") },
        { name: "B", hand: ["lightning-bolt"], battlefield: perms("mountain", "mountain") },
        { name: "C", battlefield: perms("forest") },
      ],
      { autoPass: false },
    );
  }

  it("the trigger uses the stack, controlled by Vorinclex's controller, with the land as its object", () => {
    const game = game3();
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes
    takeAction(game, "activate", "Mountain");
    const s = game.state;
    expect(s.players[1].pool.R).toBe(1);
    // Put on the stack the next time a player would receive priority (603.3).
    const top = s.objects[s.stack[s.stack.length - 1]];
    expect(top.stack?.kind).toBe("triggered");
    expect(top.controller).toBe(0);
    const tapped = s.battlefield.find((id) => s.objects[id].card === "mountain" && s.objects[id].tapped)!;
    expect(top.stack?.triggeringObject).toBe(tapped);
  });

  it("the land stays tapped in its controller's next untap step and untaps in the one after; untapped lands and Vorinclex's controller's lands are unaffected", () => {
    const game = game3();
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 });
    takeAction(game, "activate", "Mountain");
    const s = game.state;
    const tapped = s.battlefield.find((id) => s.objects[id].card === "mountain" && s.objects[id].tapped)!;
    advanceTo(game, 2, "upkeep"); // the trigger resolved in turn 1; this is B's first untap step since
    expect(s.objects[tapped].tapped).toBe(true);
    expect(s.objects[tapped].skipNextUntap).toBeUndefined();
    advanceTo(game, 5, "upkeep");
    expect(s.objects[tapped].tapped).toBeUndefined(); // untapped
  });

  it("A's own lands tapped for mana untap as usual", () => {
    const game = game3();
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Forest");
    expect(game.state.players[0].pool.G).toBe(2);
    advanceTo(game, 4, "upkeep");
    expect(game.state.objects[idOf(game, 0, "forest")].tapped).toBeUndefined(); // untapped
  });
});
