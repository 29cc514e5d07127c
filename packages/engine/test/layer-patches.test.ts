/**
 * 613: the characteristics the layer system computed are brought up to date when a permanent without
 * layered abilities enters or leaves the battlefield (layers.ts `patch`) instead of being computed again;
 * what they come to must be what a full computation gives — the anthem's +1/+1 reaching a creature that
 * enters (613.6: its set is fixed as it starts to apply, the entering creature in it), a characteristic-
 * defining ability counting a land that enters (613.4a) — and a source of layered effects entering or
 * leaving still computes everything again.
 */

import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { layerComputations, layered, staleCharacteristics } from "../src/engine/characteristics/layers.ts";
import type { Game } from "../src/index.ts";
import { advanceTo, chooseLabels, idOf, perms, submitOk, table, takeAction } from "./helpers.ts";

const pt = (game: Game, id: number): [number | null, number | null] => {
  const ch = characteristics(game.db, game.state, game.state.objects[id]);
  return [ch.power, ch.toughness];
};

/** How many full computations of the layers a step took (after it, the layers are read once). */
function computationsDuring(game: Game, step: () => void): number {
  layered(game.db, game.state);
  const before = layerComputations();
  step();
  layered(game.db, game.state);
  return layerComputations() - before;
}

/** 601.2g–h: the payment, made automatically when it is asked. */
function pay(game: Game): void {
  const d = game.pending();
  if (d?.kind === "choose" && d.purpose === "mana") chooseLabels(game, "Pay automatically");
}

function resolveAll(game: Game): void {
  for (let guard = 0; guard < 50 && game.state.stack.length > 0; guard++) submitOk(game, { choice: 0 });
}

describe("613: layers brought up to date as permanents enter and leave", () => {
  const setUp = () =>
    table(
      [
        {
          name: "A",
          hand: ["forest", "grizzly-bears", "lightning-bolt", "glorious-anthem"],
          battlefield: perms(
            "glorious-anthem",
            "dungrove-elder",
            "forest",
            "forest",
            "mountain",
            "plains",
            "plains",
            "plains",
          ),
        },
        { name: "B", battlefield: perms("hill-giant") },
      ],
      { autoPass: false },
    );

  it("613.4a, 613.6: a land and a creature enter, a creature leaves: the same as a full computation, none done", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    const elder = idOf(game, 0, "dungrove-elder");
    expect(pt(game, elder)).toEqual([3, 3]); // two Forests, +1/+1
    expect(computationsDuring(game, () => takeAction(game, "play", "Forest"))).toBe(0);
    expect(pt(game, elder)).toEqual([4, 4]); // the Forest that entered is counted (613.4a)
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);

    expect(
      computationsDuring(game, () => {
        takeAction(game, "cast", "Grizzly Bears");
        pay(game);
        resolveAll(game);
      }),
    ).toBe(0);
    const bears = idOf(game, 0, "grizzly-bears");
    expect(pt(game, bears)).toEqual([3, 3]); // the anthem reaches the creature that entered
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);

    expect(
      computationsDuring(game, () => {
        takeAction(game, "cast", "Lightning Bolt");
        chooseLabels(game, "Grizzly Bears");
        pay(game);
        resolveAll(game);
      }),
    ).toBe(0);
    expect(game.state.battlefield.includes(bears)).toBe(false); // 3 damage to a 3/3: it died (704.5g)
    expect(layered(game.db, game.state).has(bears)).toBe(false);
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });

  it("613.7: a second anthem entering is a source of layered effects: everything is computed again", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    const elder = idOf(game, 0, "dungrove-elder");
    const n = computationsDuring(game, () => {
      takeAction(game, "cast", "Glorious Anthem");
      pay(game);
      resolveAll(game);
    });
    expect(n).toBeGreaterThan(0);
    expect(pt(game, elder)).toEqual([4, 4]); // two Forests, +1/+1 twice
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });

  it("613.4a: Gaea's Liege attacks and stops attacking: its count follows, with no full computation", () => {
    const forests = (n: number) => Array.from({ length: n }, () => ({ card: "forest" }));
    const game = table(
      [
        { name: "A", battlefield: [{ card: "gaeas-liege" }, ...forests(1)] },
        { name: "B", battlefield: forests(3) },
      ],
      { autoPass: false },
    );
    const liege = idOf(game, 0, "gaeas-liege");
    const d = advanceTo(game, 1, "declare-attackers");
    if (d.kind !== "attackers") throw new Error(`expected attackers, got ${d.kind}`);
    expect(pt(game, liege)).toEqual([1, 1]); // A's one Forest
    expect(
      computationsDuring(game, () =>
        submitOk(game, { attacks: [{ attacker: liege, defender: { player: 1 } }] }),
      ),
    ).toBe(0);
    expect(pt(game, liege)).toEqual([3, 3]); // the defending player's Forests while it attacks
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(17); // it dealt 3 combat damage
    expect(pt(game, liege)).toEqual([1, 1]); // 511.3: combat is over; nothing attacks
    expect(staleCharacteristics(game.db, game.state)).toEqual([]);
  });
});
