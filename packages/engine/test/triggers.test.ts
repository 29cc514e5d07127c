import { describe, expect, it } from "vitest";
import type { Game, GameEvent } from "../src/index.ts";
import { optionIndex } from "./drive.ts";
import { advanceTo, idOf, submitEvents, submitOk, table, takeAction } from "./helpers.ts";

describe("603.3b triggered abilities of several players", () => {
  it("603.3b/101.4: triggers go on the stack in APNAP order, so the last player's resolves first", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["pyroclasm"],
          battlefield: [{ card: "perilous-myr" }, { card: "mountain" }, { card: "mountain" }],
        },
        { name: "B", battlefield: [{ card: "perilous-myr" }] },
        { name: "C", battlefield: [{ card: "perilous-myr" }] },
      ],
      { start: 0, autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Pyroclasm");
    // Everyone passes; Pyroclasm resolves and all three Myrs die at once.
    const askedFor: number[] = [];
    for (let guard = 0; guard < 20 && game.state.stack.length < 3; guard++) {
      const d = game.pending()!;
      if (d.kind === "choose" && d.purpose === "targets") {
        askedFor.push(d.player);
        // Each Myr's controller targets the next player (A → B, B → C, C → A).
        const want = (d.player + 1) % 3;
        submitOk(game, {
          choices: [
            d.options.findIndex((o) => o.ref !== undefined && "player" in o.ref && o.ref.player === want),
          ],
        });
      } else submitOk(game, { choice: 0 });
    }
    expect(askedFor).toEqual([0, 1, 2]); // targets chosen in APNAP order
    const controllers = game.state.stack.map((id) => game.state.objects[id].controller);
    expect(controllers).toEqual([0, 1, 2]); // bottom to top: A's first, C's on top
    // C's trigger resolves first: 2 damage to A.
    for (let guard = 0; guard < 20 && game.state.stack.length === 3; guard++) submitOk(game, { choice: 0 });
    expect(game.state.players.map((p) => p.life)).toEqual([18, 20, 20]);
  });
});

describe('603.4 the intervening "if" clause', () => {
  /** A's Luminarch Ascension, B's turn (B holds Lightning Bolt); at B's end step, with its trigger on the stack. */
  function endStep(): { game: Game; trigger: number } {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "luminarch-ascension" }] },
        { name: "B", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
      ],
      { start: 1 },
    );
    advanceTo(game, 1, "end");
    const [trigger] = game.state.stack;
    expect(game.state.objects[trigger].stack?.source).toBe(idOf(game, 0, "luminarch-ascension"));
    return { game, trigger };
  }

  /** Passes until the ability has left the stack; the events on the way. */
  function passUntilGone(game: Game, trigger: number, events: GameEvent[]): void {
    for (let i = 0; i < 20 && game.state.stack.includes(trigger); i++)
      events.push(...submitEvents(game, { choice: 0 }));
  }

  it("603.4: its condition false as it resolves (A lost life this turn), it is removed from the stack with a `removed` event and does nothing", () => {
    const { game, trigger } = endStep();
    // B responds: Lightning Bolt at A, who has now lost life this turn.
    takeAction(game, "cast", "Lightning Bolt");
    const events = submitEvents(game, { choices: [optionIndex(game.pending()!, "A")] });
    passUntilGone(game, trigger, events);
    expect(game.state.players[0].life).toBe(17);
    expect(events).toContainEqual({
      type: "removed",
      object: trigger,
      card: "Luminarch Ascension",
      ability: "triggered",
    });
    expect(events.some((e) => e.type === "resolve" && e.object === trigger)).toBe(false);
    // It did nothing: no quest counter, and no "you may" asked of A (a pass would have been refused).
    expect(game.state.objects[idOf(game, 0, "luminarch-ascension")].counters).toBeUndefined();
  });

  it("603.4: its condition still true, it resolves as usual (a `resolve` event, no `removed`)", () => {
    const { game, trigger } = endStep();
    const events: GameEvent[] = [];
    for (let i = 0; i < 20 && game.pending()?.kind === "priority"; i++)
      events.push(...submitEvents(game, { choice: 0 }));
    expect(game.pending()).toMatchObject({ kind: "choose", purpose: "may", player: 0 });
    expect(events).toContainEqual({
      type: "resolve",
      object: trigger,
      card: "Luminarch Ascension",
      ability: "triggered",
    });
    expect(events.some((e) => e.type === "removed")).toBe(false);
  });
});
