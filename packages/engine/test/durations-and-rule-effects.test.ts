/**
 * Rule effects that a scenario file can't show because they make an action illegal: Dovin Baan's "its
 * activated abilities can't be activated" (613.11) for as long as the effect lasts (611.2a).
 */
import { describe, expect, it } from "vitest";
import { characteristics, invalidateLayers } from "../src/index.ts";
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

describe("611.2a–b durations without a card in the pool yet", () => {
  function withEffect(duration: "endOfYourNextTurn" | "whileYouControlSource", controller = 0) {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "grizzly-bears" }] },
        { name: "B", battlefield: [{ card: "hill-giant" }] },
        { name: "C" },
      ],
      { autoPass: false },
    );
    const s = game.state;
    const bears = s.battlefield.find((id) => s.objects[id].card === "grizzly-bears")!;
    const giant = s.battlefield.find((id) => s.objects[id].card === "hill-giant")!;
    s.effects.push({
      id: s.nextTimestamp,
      timestamp: s.nextTimestamp++,
      controller,
      source: bears,
      objects: [giant],
      mods: [{ m: "modifyPT", power: 5, toughness: 0 }],
      duration,
      started: false,
    });
    invalidateLayers(s); // the state was edited by hand
    const power = () => characteristics(game.db, game.state, game.state.objects[giant]).power;
    return { game, power, bears };
  }

  it("until the end of your next turn: through this turn, the others' turns and A's next turn, gone after its cleanup", () => {
    const { game, power } = withEffect("endOfYourNextTurn");
    expect(power()).toBe(8);
    advanceTo(game, 2, "upkeep");
    expect(power()).toBe(8);
    advanceTo(game, 4, "end");
    expect(power()).toBe(8);
    advanceTo(game, 5, "upkeep");
    expect(power()).toBe(3);
  });

  it("800.4m: A leaves; 'until the end of A's next turn' ends when that turn would have begun", () => {
    const { game, power } = withEffect("endOfYourNextTurn");
    advanceTo(game, 1, "main1");
    game.concede(0);
    advanceTo(game, 3, "main1"); // C's turn (B took turn 2): A's next turn hasn't come round yet
    expect(game.state.turn.active).toBe(2);
    expect(power()).toBe(8);
    advanceTo(game, 4, "upkeep"); // A's turn would have begun after C's: skipped, B's turn again
    expect(game.state.turn.active).toBe(1);
    expect(power()).toBe(3);
  });

  it("for as long as you control the source: ends when the source changes control", () => {
    const { game, power, bears } = withEffect("whileYouControlSource");
    expect(power()).toBe(8);
    const s = game.state;
    // B gains control of A's Bears with a control effect that lasts indefinitely.
    s.effects.push({
      id: s.nextTimestamp,
      timestamp: s.nextTimestamp++,
      controller: 1,
      source: null,
      objects: [bears],
      mods: [{ m: "control" }],
      duration: "indefinitely",
      started: false,
    });
    invalidateLayers(s);
    advanceTo(game, 1, "main1"); // a task runs: control changes, the lapsed effect ends
    expect(s.objects[bears].controller).toBe(1);
    expect(power()).toBe(3);
    expect(game.state.effects.some((e) => e.duration === "whileYouControlSource")).toBe(false);
  });
});
