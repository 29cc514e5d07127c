/**
 * Saving a position with continuous effects of resolved spells or abilities that outlast their turn
 * (611.2a–b; savePositionNow, the web table's "Save this position"): Dovin Baan's "-3/-0 until your next
 * turn", Sower of Temptation's control "for as long as", a goad. The turn's beginning is saved with each
 * effect as its permanent's `effects` (it was refused before), the inputs since as actions, and the file,
 * loaded and run, gives every seat the same view as the live game — and goes on as the game does.
 */
import { cardDb } from "@roundtable/cards";
import { characteristics, type Game } from "@roundtable/engine";
import { savePositionNow } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive, savedAndRun } from "./drive.ts";

/** Passes every decision until `seat`'s next upkeep. */
function passUntilTurnOf(g: Game, seat: number): void {
  const from = g.state.turn.number;
  while (g.state.turn.number === from || g.state.turn.active !== seat || g.state.turn.step !== "upkeep") {
    const d = g.pending()!;
    const answer =
      d.kind === "priority" ? { choice: 0 } : d.kind === "attackers" ? { attacks: [] } : { blocks: [] };
    expect(g.submit(d.player, d.id, answer as never).ok).toBe(true);
  }
}

const giant = (g: Game) => {
  const o = g.state.objects[g.state.battlefield.find((id) => g.state.objects[id].card === "hill-giant")!];
  const { power, toughness } = characteristics(cardDb, g.state, o);
  return { power, toughness };
};

/** The `effects` of the file's permanents, by card. */
const effectsOf = (file: Record<string, unknown>) =>
  (file.players as { battlefield?: Record<string, unknown>[] }[]).flatMap((p) =>
    (p.battlefield ?? []).flatMap((bp) => (bp.effects === undefined ? [] : [[bp.card, bp.effects]])),
  );

describe("611.2a–b: saving the position now with lasting effects (savePositionNow)", () => {
  it("611.2a: in B's turn, after A's Dovin Baan made B's Hill Giant -3/-0 until A's next turn and B played a land: the position is reached, and the Giant is 3/3 again in A's turn", () => {
    const { game, pass, act, choose, until } = drive({
      variant: "free-for-all",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "dovin-baan" }] },
        { name: "B", hand: ["mountain"], battlefield: [{ card: "hill-giant" }] },
        { name: "C" },
      ],
    });
    until(1, "main1");
    act("activate", "Dovin Baan");
    choose("Hill Giant");
    pass();
    pass();
    pass(); // the +1 resolves
    until(2, "main1");
    act("play", "Mountain");
    const { file, loaded } = savedAndRun(game);
    expect(effectsOf(file)).toEqual([
      [
        "Hill Giant",
        [
          { by: "A", duration: "untilYourNextTurn", source: "A:Dovin Baan#1", modifyPT: "-3/-0" },
          { by: "A", duration: "untilYourNextTurn", source: "A:Dovin Baan#1", cantActivate: true },
        ],
      ],
    ]);
    expect(file.actions).toEqual([expect.objectContaining({ player: "B", play: "B:Mountain#1" })]);
    for (const g of [game, loaded]) {
      passUntilTurnOf(g, 0); // A's next turn: the effects end as it begins (611.2a)
      expect(g.state.effects).toEqual([]);
      expect(giant(g)).toEqual({ power: 3, toughness: 3 });
    }
  });

  it("611.2b, 613.1b: in B's turn, after A's Sower of Temptation took B's Serra Angel and B bolted the Sower: the position is reached, the Angel back with B", () => {
    const { game, pass, act, choose, until } = drive({
      variant: "free-for-all",
      seed: 4,
      players: [
        {
          name: "A",
          hand: ["sower-of-temptation"],
          battlefield: ["island", "island", "island", "island"].map((card) => ({ card })),
        },
        { name: "B", hand: ["lightning-bolt"], battlefield: [{ card: "serra-angel" }, { card: "mountain" }] },
        { name: "C" },
      ],
    });
    until(1, "main1");
    act("cast", "Sower of Temptation");
    while (game.pending()?.kind !== "choose") pass(); // it resolves; its trigger's target
    choose("Serra Angel");
    while (game.state.stack.length > 0) pass();
    until(2, "upkeep");
    const angel = () =>
      game.state.objects[game.state.battlefield.find((id) => game.state.objects[id].card === "serra-angel")!];
    expect(angel().controller).toBe(0);
    const atUpkeep = savePositionNow(cardDb, game.record());
    expect(effectsOf(atUpkeep.file)).toEqual([
      [
        "Serra Angel",
        [{ by: "A", duration: "whileSourceOnBattlefield", source: "A:Sower of Temptation#1", control: true }],
      ],
    ]);
    until(2, "main1");
    act("cast", "Lightning Bolt");
    choose("Sower of Temptation");
    while (game.state.stack.length > 0) pass();
    expect(angel().controller).toBe(1); // 611.2b: the Sower left, the effect ended
    const { loaded } = savedAndRun(game);
    const angels = loaded.state.battlefield.filter((id) => loaded.state.objects[id].card === "serra-angel");
    expect(angels.map((id) => loaded.state.objects[id].controller)).toEqual([1]);
  });

  it("701.15a–b: in C's turn, with C's Hill Giant goaded by A's Jeering Homunculus until A's next turn: the position is reached, and in both games it can't attack A", () => {
    const { game, pass, act, choose, until } = drive({
      variant: "free-for-all",
      seed: 4,
      players: [
        { name: "A", hand: ["jeering-homunculus"], battlefield: [{ card: "island" }, { card: "island" }] },
        { name: "B" },
        { name: "C", battlefield: [{ card: "hill-giant" }] },
      ],
    });
    until(1, "main1");
    act("cast", "Jeering Homunculus");
    while (game.pending()?.kind !== "choose") pass(); // it resolves; its trigger's target
    choose("Hill Giant");
    while (game.state.stack.length > 0) {
      const d = game.pending()!;
      if (d.kind === "choose")
        choose("yes"); // "you may goad"
      else pass();
    }
    until(3, "main1");
    const { file, loaded } = savedAndRun(game);
    expect(effectsOf(file)).toEqual([
      [
        "Hill Giant",
        [{ by: "A", duration: "untilYourNextTurn", source: "A:Jeering Homunculus#1", goaded: true }],
      ],
    ]);
    for (const g of [game, loaded]) {
      while (g.pending()?.kind !== "attackers") {
        const d = g.pending()!;
        expect(g.submit(d.player, d.id, { choice: 0 } as never).ok).toBe(true);
      }
      const d = g.pending()!;
      if (d.kind !== "attackers") throw new Error("expected attackers");
      const giantId = g.state.battlefield.find((id) => g.state.objects[id].card === "hill-giant")!;
      const at = (player: number) => ({ attacks: [{ attacker: giantId, defender: { player } }] });
      expect(g.submit(d.player, d.id, at(0) as never).ok).toBe(false); // 701.15b: not the goader
      expect(g.submit(d.player, d.id, at(1) as never).ok).toBe(true);
    }
  });
});
