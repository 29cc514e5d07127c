import { describe, expect, it } from "vitest";
import { advanceTo, submitOk, table, takeAction } from "./helpers.ts";

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
