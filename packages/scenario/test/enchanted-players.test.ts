/**
 * 303.4: an Aura attached to a player in a scenario file (`"attachedTo": "B"`, enchantedPlayers.ts) and in
 * the engine's layout (`attachedTo`: the seat) — checked, with the path of each problem (an Aura whose enchant
 * ability allows a player, 702.5a; a player in the game, 800.4a); carried both ways between the file and the
 * TableLayout; checked by `expect.permanents`.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type LayoutPermanent, layoutOf, type TableLayout } from "@roundtable/engine";
import { buildLayout, parseScenario, runScenario, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, loadError, normalLayout, parsed } from "./helpers.ts";

/** A Free-for-All of A, B and C: A's battlefield `mine`, `extra` at the top level, players changed by `change`. */
function file(
  mine: unknown[],
  extra: Record<string, unknown> = {},
  change: Record<string, Record<string, unknown>> = {},
) {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: [{ name: "A", battlefield: mine }, ...["B", "C"].map((name) => ({ name, ...change[name] }))],
    ...extra,
  };
}

const curse = (attachedTo: string, more: Record<string, unknown> = {}) => ({
  card: "Curse of Vengeance",
  attachedTo,
  ...more,
});

/** The engine's layout of A, B and C, A's battlefield `mine`; what Game.fromLayout throws, or null. */
function layoutError(mine: LayoutPermanent[], left: number[] = []): string | null {
  const layout: TableLayout = {
    variant: "free-for-all",
    seed: 1,
    players: ["A", "B", "C"].map((name, seat) =>
      seat === 0 ? { name, battlefield: mine } : left.includes(seat) ? { name, left: true } : { name },
    ),
    autoPass: false,
  };
  return loadError(layout);
}

const path = "players[0].battlefield[0].attachedTo";

describe("303.4: an Aura attached to a player, checked", () => {
  it("702.5a: only an Aura whose enchant ability allows a player — not another Aura, not an Equipment", () => {
    expect(errorsOf(file([{ card: "Pacifism", attachedTo: "B" }]))).toEqual([
      {
        path,
        message:
          'Pacifism\'s enchant ability allows no player: only an Aura with "Enchant player" or "Enchant opponent" (a Curse) is attached to a player (303.4, 702.5a)',
      },
    ]);
    expect(errorsOf(file([{ card: "Bonesplitter", attachedTo: "C" }]))).toEqual([
      {
        path,
        message:
          'Bonesplitter is no Aura: only an Aura with "Enchant player" or "Enchant opponent" (a Curse) is attached to a player (303.4, 702.5a)',
      },
    ]);
  });

  it("800.4a: the player is in the game", () => {
    expect(errorsOf(file([curse("B")], { start: "A" }, { B: { left: true } }))).toEqual([
      {
        path,
        message:
          "B has left the game: an Aura attached to them was put into its owner's graveyard as they left (800.4a, 704.5m)",
      },
    ]);
  });

  it("a name that is neither a permanent's nor a player's says both, with the player it may mean", () => {
    expect(errorsOf(file([curse("Bb")]))).toEqual([
      { path, message: 'no object named "Bb", nor a player (did you mean "B"?)' },
    ]);
    const expected = { permanents: { "Curse of Vengeance": { attachedTo: "Bb" } } };
    expect(errorsOf(file([curse("B")], { expect: expected }))).toEqual([
      { path: 'expect.permanents["Curse of Vengeance"].attachedTo', message: 'unknown card "Bb"' },
    ]);
  });

  it("the engine's layout: a seat in the game, of an Aura that can enchant players, each error at its path", () => {
    const card = "curse-of-vengeance";
    expect(layoutError([{ card, attachedTo: 1 }])).toBeNull();
    expect(layoutError([{ card, attachedTo: 3 }])).toBe(
      `${path}: must be a permanent's key or a player's seat from 0 to 2, got 3`,
    );
    expect(layoutError([{ card, attachedTo: true as never }])).toBe(
      `${path}: must be a permanent's key or a player's seat from 0 to 2, got true`,
    );
    expect(layoutError([{ card, attachedTo: "k" }])).toBe(`${path}: no permanent with key "k"`);
    expect(layoutError([{ card: "pacifism", attachedTo: 2 }])).toMatch(
      /^players\[0\]\.battlefield\[0\]\.attachedTo: Pacifism's enchant ability allows no player/,
    );
    expect(layoutError([{ card, attachedTo: 2 }], [2])).toBe(
      `${path}: C has left the game: an Aura attached to them was put into its owner's graveyard as they left (800.4a, 704.5m)`,
    );
  });
});

describe("303.4: an Aura attached to a player, carried to the layout and back, and expected", () => {
  it("the layout has the seat; the game's Curse enchants that player; the saved layout, written as a file and read again, is the same", () => {
    const layout = buildLayout(parsed(file([curse("C", { counters: { spite: 2 } }), "Swamp"])), cardDb);
    expect(layout.players[0].battlefield?.[0]).toMatchObject({ card: "curse-of-vengeance", attachedTo: 2 });
    const game = Game.fromLayout(cardDb, layout);
    const o = game.state.objects[game.state.battlefield[0]];
    expect(o.enchantedPlayer).toBe(2);
    expect(o.attachedTo).toBeUndefined();
    const saved = layoutOf(cardDb, game.state, 1);
    expect(saved.players[0].battlefield?.[0]).toMatchObject({ attachedTo: 2 });
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written.players[0].battlefield[0]).toEqual({
      card: "Curse of Vengeance",
      counters: { spite: 2 },
      attachedTo: "C",
    });
    const again = parseScenario(written, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(saved));
  });

  it("a player's name means the player; a permanent named like a player is named by a reference that can't be one", () => {
    // B is called after a card: "Grizzly Bears" is the player, "Grizzly Bears#1" the creature.
    const layout = buildLayout(
      parsed({
        format: 1,
        name: "test",
        variant: "duel",
        players: [
          {
            name: "A",
            battlefield: [curse("Grizzly Bears"), { card: "Pacifism", attachedTo: "Grizzly Bears#1" }],
          },
          { name: "Grizzly Bears", battlefield: ["Grizzly Bears"] },
        ],
      }),
      cardDb,
    );
    const [cursed, pacified] = layout.players[0].battlefield ?? [];
    expect(cursed.attachedTo).toBe(1);
    expect(pacified.attachedTo).toBe(layout.players[1].battlefield?.[0].key);
  });

  it("expect.permanents: attachedTo a player's name checks the player the Aura enchants", () => {
    const at = (who: string) =>
      runScenario(
        parsed(
          file([curse("B")], {
            stopAt: { turn: 1, step: "upkeep" },
            expect: { permanents: { "Curse of Vengeance": { attachedTo: who } } },
          }),
        ),
        cardDb,
      );
    const ok = at("B");
    expect(ok.passed, explain(ok)).toBe(true);
    expect(at("C").failures).toEqual([
      {
        path: 'expect.permanents["Curse of Vengeance"].attachedTo',
        expected: "C",
        actual: "B",
        message: 'Curse of Vengeance is attached to: expected "C", got "B"',
      },
    ]);
    expect(at("A:Swamp").passed).toBe(false);
  });
});
