/**
 * 114.5: an emblem is neither a card nor a permanent. Dovin Baan's −7 gives its controller an emblem in
 * the command zone (114.1); the game's count of cards (the conservation invariant, and the cards removed
 * with a player who leaves, 800.4a) doesn't count it. A random-bot Brawl game found the invariant counting
 * it as a card.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDb, type CardDef, checkInvariants, Game } from "../src/index.ts";
import { advanceTo, submitOk, table } from "./helpers.ts";

/** A has Dovin Baan with 7 loyalty; B and C a card in hand; everyone a library. `cards`: how many in all. */
function dovinAtSeven() {
  const game = table(
    [
      { name: "A", battlefield: [{ card: "dovin-baan", counters: { loyalty: 7 } }] },
      { name: "B", hand: ["grizzly-bears"] },
      { name: "C", hand: ["hill-giant"] },
    ],
    { autoPass: false },
  );
  const cards = Object.keys(game.state.objects).length; // every object is a card at the start
  const d = advanceTo(game, 1, "main1");
  if (d.kind !== "priority") throw new Error("expected priority");
  const minusSeven = d.actions.findIndex(
    (a) => a.type === "activate" && a.name === "Dovin Baan" && a.ability === 2,
  );
  expect(minusSeven).toBeGreaterThan(0);
  submitOk(game, { choice: minusSeven });
  // Everyone passes: the ability resolves.
  while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
  return { game, cards };
}

describe("114.5: an emblem is neither a card nor a permanent", () => {
  it("Dovin Baan's −7: the emblem is in A's command zone, and the game counts the cards it began with", () => {
    const { game, cards } = dovinAtSeven();
    const s = game.state;
    const emblem = s.players[0].command.map((id) => s.objects[id]);
    expect(emblem.map((o) => o.card)).toEqual(["emblem-dovin-baans-emblem-f5465b97"]);
    expect(s.battlefield).not.toContain(emblem[0].id);
    expect(Object.keys(s.objects).length).toBe(cards + 1);
    expect(checkInvariants(s, cards, game.db)).toEqual([]);
  });

  it("800.4a: when A leaves, the cards removed with A are their cards, not their emblem", () => {
    const { game, cards } = dovinAtSeven();
    const s = game.state;
    const owned = Object.values(s.objects).filter((o) => o.owner === 0).length; // with the emblem
    expect(game.concede(0).ok).toBe(true);
    expect(game.state.removed).toBe(owned - 1); // A's library and Dovin Baan
    expect(checkInvariants(game.state, cards, game.db)).toEqual([]);
  });
});

/** A commander with the emblem's static ability: a test card, so that only the command zone differs. */
const WARDEN: CardDef = {
  id: "test-untap-warden",
  name: "Test Untap Warden",
  cost: "{2}",
  types: ["Creature"],
  supertypes: ["Legendary"],
  power: 2,
  toughness: 2,
  abilities: [{ kind: "static", effect: { s: "opponentsUntapLimit", n: 2 } }],
};

describe("114.4: an emblem's abilities function from the command zone; a commander's there don't", () => {
  it("a commander in the command zone with the untap limit of Dovin Baan's emblem limits nobody's untap step (113.6)", () => {
    const db: CardDb = new Map([...cardDb, [WARDEN.id, WARDEN]]);
    const game = Game.fromLayout(db, {
      variant: "commander",
      seed: 1,
      players: [
        { name: "A", commander: WARDEN.id, command: [WARDEN.id] },
        { name: "B", battlefield: [1, 2, 3].map(() => ({ card: "mountain", tapped: true })) },
      ],
      start: 0,
      autoPass: false,
    });
    advanceTo(game, 2, "upkeep");
    const s = game.state;
    expect(s.players[1].command).toEqual([]);
    expect(s.battlefield.filter((id) => s.objects[id].tapped === true)).toEqual([]);
  });
});
