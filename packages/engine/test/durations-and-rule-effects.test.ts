/**
 * Rule effects that a scenario file can't show because they make an action illegal: Dovin Baan's "its
 * activated abilities can't be activated" (613.11) for as long as the effect lasts (611.2a).
 */
import { describe, expect, it } from "vitest";
import { actionNames, advanceTo, chooseLabels, table, takeAction } from "./helpers.ts";

describe("611.2a / 613.11: Dovin Baan's +1", () => {
  it("the target's activated abilities, mana abilities too, can't be activated until Dovin's controller's next turn", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "dovin-baan" }] },
        { name: "B", battlefield: [{ card: "llanowar-elves" }, { card: "prodigal-sorcerer" }] },
        { name: "C" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Dovin Baan");
    chooseLabels(game, "Prodigal Sorcerer");
    advanceTo(game, 2, "main1");
    const during = actionNames(game.pending()!);
    expect(during).toContain("activate Llanowar Elves");
    expect(during).not.toContain("activate Prodigal Sorcerer");
    advanceTo(game, 4, "upkeep");
    // A's next turn has begun: the effect is over, B may activate the Sorcerer again (at instant speed).
    let d = game.pending()!;
    while (d.player !== 1) {
      game.submit(d.player, d.id, { choice: 0 });
      d = game.pending()!;
    }
    expect(actionNames(d)).toContain("activate Prodigal Sorcerer");
  });
});
