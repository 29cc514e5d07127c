/**
 * 118.12a: "[effect] unless [a player] pays [cost]" — the player chooses as the ability resolves and pays
 * with mana abilities and their pool (Nether Void, Demonic Hordes); 800.4f–g when the player leaves.
 */
import { describe, expect, it } from "vitest";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { submitOk, table, takeAction } from "./helpers.ts";

const isPay = (d: { kind: string; purpose?: string }) => d.kind === "choose" && d.purpose === "pay";

describe("Nether Void: counter it unless that player pays {3}", () => {
  it("603.2: asks the player who cast the spell, names the spell, and pays during the resolution", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "nether-void" }] },
        {
          name: "B",
          hand: ["grizzly-bears"],
          battlefield: ["forest", "forest", "mountain", "island", "swamp", "plains"].map((card) => ({
            card,
          })),
        },
        { name: "C" },
      ],
      { autoPass: false },
    );
    priorityFor(game, 1, 2, "main1");
    takeAction(game, "cast", "Grizzly Bears");
    submitOk(game, { choices: [0] }); // the spell's own cost: pay automatically
    // Nether Void's controller (A) has nothing to decide; B is asked as the trigger resolves.
    const d = passUntil(game, isPay);
    expect(d.player).toBe(1);
    expect(d.prompt).toContain("Grizzly Bears");
    const bears = game.state.stack[0];
    expect(game.state.objects[bears].zone).toBe("stack");
    submitOk(game, { choices: [optionIndex(d, "yes")] });
    // Four different lands could pay {3}: B chooses how (601.2g–h), here automatically.
    const how = game.pending()!;
    expect(how.kind === "choose" && how.purpose === "mana" && how.player === 1).toBe(true);
    submitOk(game, { choices: [0] });
    passUntil(game, (_, g) => g.state.stack.length === 0, "the Bears resolving");
    const b = game.state;
    const lands = b.battlefield.filter(
      (id) => b.objects[id].controller === 1 && b.objects[id].card !== "grizzly-bears",
    );
    expect(lands.filter((id) => b.objects[id].tapped)).toHaveLength(5);
    expect(b.battlefield.some((id) => b.objects[id].card === "grizzly-bears")).toBe(true);
  });

  it("counters the spell when the player declines", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "nether-void" }] },
        {
          name: "B",
          hand: ["grizzly-bears"],
          battlefield: [
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
          ],
        },
        { name: "C" },
      ],
      { autoPass: false },
    );
    priorityFor(game, 1, 2, "main1");
    takeAction(game, "cast", "Grizzly Bears");
    const d = passUntil(game, isPay);
    submitOk(game, { choices: [optionIndex(d, "no")] });
    const s = game.state;
    expect(s.stack).toHaveLength(0);
    expect(s.players[1].graveyard.map((id) => s.objects[id].card)).toEqual(["grizzly-bears"]);
    expect(s.battlefield.filter((id) => s.objects[id].tapped)).toHaveLength(2);
  });

  it("800.4f: a caster who leaves while deciding doesn't pay; their spell has left with them and nothing more is asked", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "nether-void" }] },
        {
          name: "B",
          hand: ["grizzly-bears"],
          battlefield: [
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
            { card: "forest" },
          ],
        },
        { name: "C" },
        { name: "D" },
      ],
      { autoPass: false },
    );
    priorityFor(game, 1, 2, "main1");
    takeAction(game, "cast", "Grizzly Bears");
    passUntil(game, isPay);
    const r = game.concede(1);
    expect(r.ok).toBe(true);
    const s = game.state;
    expect(s.stack).toHaveLength(0); // the spell left with B (800.4a); the trigger resolved without asking
    const next = game.pending()!;
    expect(next.kind).toBe("priority");
    expect(next.player).not.toBe(1);
    expect(s.players[1].left).toBe(true);
  });
});

describe("Demonic Hordes: unless you pay {B}{B}{B}, tap it and sacrifice a land of an opponent's choice", () => {
  it("800.4g: if the opponent chosen to pick the land leaves first, the controller picks another opponent", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "demonic-hordes" }, { card: "plains" }, { card: "island" }] },
        { name: "B" },
        { name: "C" },
        { name: "D" },
      ],
      { autoPass: false },
    );
    // A can't pay {B}{B}{B}: no question about paying; A chooses the opponent.
    const who = passUntil(game, (d) => d.kind === "choose");
    expect(who.player).toBe(0);
    expect(who.kind === "choose" && who.purpose).toBe("player");
    submitOk(game, { choices: [optionIndex(who, "C")] });
    const pick = game.pending()!;
    expect(pick.player).toBe(2);
    expect(pick.kind === "choose" && pick.purpose).toBe("sacrifice");
    expect(pick.kind === "choose" && pick.options.map((o) => o.label)).toEqual(["Plains (A)", "Island (A)"]);
    // C leaves before choosing: the question starts again and A chooses among the opponents left.
    expect(game.concede(2).ok).toBe(true);
    const again = game.pending()!;
    expect(again.player).toBe(0);
    expect(again.kind === "choose" && again.options.map((o) => o.label)).toEqual(["B", "D"]);
    submitOk(game, { choices: [optionIndex(again, "D")] });
    const d = game.pending()!;
    expect(d.player).toBe(3);
    submitOk(game, { choices: [optionIndex(d, "Island")] });
    const s = game.state;
    expect(s.players[0].graveyard.map((id) => s.objects[id].card)).toEqual(["island"]);
    const hordes = s.battlefield.find((id) => s.objects[id].card === "demonic-hordes")!;
    expect(s.objects[hordes].tapped).toBe(true);
  });

  it("asks nothing of the opponents when its controller has no land to sacrifice; it still becomes tapped", () => {
    const game = table(
      [{ name: "A", battlefield: [{ card: "demonic-hordes" }] }, { name: "B" }, { name: "C" }],
      {
        autoPass: false,
      },
    );
    const d = priorityFor(game, 0, 1, "upkeep");
    expect(d.kind).toBe("priority");
    passUntil(game, (_, g) => g.state.stack.length === 0 && g.state.turn.step === "upkeep");
    const s = game.state;
    expect(s.objects[s.battlefield[0]].tapped).toBe(true);
  });
});
