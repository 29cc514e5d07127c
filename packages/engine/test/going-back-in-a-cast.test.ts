/**
 * 601.2 / 602.2: a spell being cast asks every question before anything changes, so its caster may go back
 * on an answer ({"back": true}) until the last one: the previous question is asked again, and from the first
 * the cast is cancelled and priority asked again — the game exactly as it was before the cast.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";
import { advanceTo, chooseLabels, lands, submitOk, table, takeAction } from "./helpers.ts";

function back(game: Game) {
  const d = game.pending()!;
  return game.submit(d.player, d.id, { back: true });
}

describe("601.2 going back within a cast", () => {
  it("601.2: a cast's questions offer going back; from the first, the cast is cancelled and the game is as before it", () => {
    const game = table(
      [
        { name: "A", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
        { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    const before = advanceTo(game, 1, "main1");
    expect(before.back).toBeUndefined(); // priority is not part of a cast
    const hash = game.hash();
    takeAction(game, "cast", "Lightning Bolt");
    const targets = game.pending()!;
    expect(targets.kind).toBe("choose");
    expect(targets.back).toBe(true);
    const r = back(game);
    expect(r.ok).toBe(true);
    const again = game.pending()!;
    expect(again.kind).toBe("priority");
    expect(again.id).toBeGreaterThan(targets.id);
    expect({ ...again, id: 0 }).toEqual({ ...before, id: 0 });
    expect(game.state.players[0].hand.length).toBe(1);
    expect(game.state.stack).toEqual([]);
    // The same position: only the decision's id differs.
    const { decisionSeq: _a, pending: _b, ...now } = game.state;
    const g0 = table(
      [
        { name: "A", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
        { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    advanceTo(g0, 1, "main1");
    expect(g0.hash()).toBe(hash);
    const { decisionSeq: _c, pending: _d, ...then } = g0.state;
    expect(now).toEqual(then);
    // And the cast can be made after all.
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "Grizzly Bears");
    expect(game.state.stack.length).toBe(1);
  });

  it("601.2b–c: going back from the targets asks the modes again; the other mode is cast", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["boros-charm"],
          battlefield: [...lands("mountain", 1), ...lands("plains", 1), { card: "grizzly-bears" }],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Boros Charm");
    const modes = game.pending()!;
    expect(modes.kind === "choose" && modes.purpose).toBe("modes");
    expect(modes.back).toBe(true);
    chooseLabels(game, "Mode 1");
    const targets = game.pending()!;
    expect(targets.kind === "choose" && targets.purpose).toBe("targets");
    expect(back(game).ok).toBe(true);
    const modesAgain = game.pending()!;
    expect({ ...modesAgain, id: 0 }).toEqual({ ...modes, id: 0 });
    chooseLabels(game, "Mode 3");
    chooseLabels(game, "Grizzly Bears");
    const spell = game.state.objects[game.state.stack[0]];
    expect(spell.stack?.modes).toEqual([2]);
  });

  it("117.4: a cast gone back on is no action: the players who had passed stay passed, and the step ends when the caster passes", () => {
    const game = table([
      { name: "A", battlefield: lands("mountain", 1) },
      { name: "B", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
    ]);
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes
    expect(game.pending()!.player).toBe(1);
    takeAction(game, "cast", "Lightning Bolt");
    expect(back(game).ok).toBe(true);
    expect(game.state.turn.passed).toEqual([0]);
    submitOk(game, { choice: 0 }); // B passes: everyone has passed in succession
    expect(game.state.turn.step).not.toBe("main1");
  });

  it("602.2: an activated ability's questions may be gone back on too", () => {
    const game = table([
      { name: "A", battlefield: [{ card: "prodigal-sorcerer" }] },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Prodigal Sorcerer");
    expect(game.pending()!.back).toBe(true);
    expect(back(game).ok).toBe(true);
    expect(game.pending()!.kind).toBe("priority");
    expect(game.state.battlefield.map((id) => game.state.objects[id].tapped)).toEqual([undefined, undefined]); // untapped: no flag (state.ts)
  });

  it("700.2e: once an opponent has chosen the mode, the caster can't go back", () => {
    const game = table([
      {
        name: "A",
        hand: ["misfortune"],
        battlefield: [...lands("mountain", 2), ...lands("forest", 1), ...lands("swamp", 1)],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Misfortune");
    const mode = game.pending()!;
    expect(mode.player).toBe(1);
    expect(mode.back).toBeUndefined(); // the opponent's choice is not the caster's to take back
    const r = back(game);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe("illegal");
      expect(r.message).toMatch(/601\.2/);
    }
  });

  it("going back is refused outside a cast, and {back: false} is a bad answer; neither changes anything", () => {
    const game = table([
      { name: "A", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    const hash = game.hash();
    const r = back(game);
    expect(r.ok === false && r.code).toBe("illegal");
    expect(r.ok === false && r.message).toMatch(/only the caster's questions while casting/);
    const d = game.pending()!;
    const f = game.submit(d.player, d.id, { back: false } as never);
    expect(f.ok === false && f.code).toBe("bad-answer");
    expect(game.hash()).toBe(hash);
  });

  it("a record with a cast gone back on replays to the same hash", () => {
    const game = table([
      { name: "A", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    back(game);
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "B");
    const record = game.record();
    expect(record.inputs.some((i) => "answer" in i && "back" in i.answer)).toBe(true);
    expect(Game.replay(cardDb, record).hash()).toBe(game.hash());
  });
});
