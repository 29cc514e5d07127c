/**
 * 903.5: random Commander decks from the pool — 100 cards (903.5a), singletons but for basic lands
 * (903.5b), every card within the commander's colour identity (903.5c), basic lands only of its colours
 * (903.5d) — and the setup of a Commander table from them (903.3, 903.6).
 */
import { cardDb, readyCommanderDecks } from "@roundtable/cards";
import { colorIdentity, commandersIdentity, Game, partnerProblem } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { commanderDecks } from "../src/setup/commanderDecks.ts";
import { seatDecks } from "../src/setup/decks.ts";

const HUNDRED = { size: 100, walkers: false };

const BASIC_COLOR: Record<string, string> = {
  plains: "W",
  island: "U",
  swamp: "B",
  mountain: "R",
  forest: "G",
};

describe("903.5 random Commander decks from the pool", () => {
  const decks = commanderDecks(17, 6);

  it("903.5a–d: 100 cards with the commander, singletons but basics, within the commander's colour identity", () => {
    for (const d of decks) {
      expect(d.cards).toHaveLength(100);
      expect(d.cards).toContain(d.commander);
      const leaders = [d.commander, ...(d.partner === undefined ? [] : [d.partner])];
      const identity = commandersIdentity(leaders.map((id) => cardDb.get(id)!)); // 702.124c
      const counts = new Map<string, number>();
      for (const id of d.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, n] of counts) {
        const def = cardDb.get(id)!;
        if (!(def.supertypes ?? []).includes("Basic")) expect(n, `${def.name} in ${d.name}`).toBe(1);
        for (const c of colorIdentity(def)) expect(identity, `${def.name} in ${d.name}`).toContain(c);
        const basicColor = BASIC_COLOR[id];
        if (basicColor !== undefined) expect(identity).toContain(basicColor); // 903.5d
      }
    }
  });

  it("are the same for the same seed", () => {
    expect(commanderDecks(17, 6)).toEqual(decks);
  });

  it("a Commander table's seats get them, with their commanders, and a game starts from them (903.6)", () => {
    const seats = seatDecks(5, ["random", "pool", "random", "pool"], HUNDRED);
    for (const s of seats) expect(s.commander).toBeDefined();
    const game = Game.create(cardDb, {
      variant: "commander",
      seed: 5,
      players: seats.map((s, i) => ({
        name: `P${i}`,
        deck: s.cards,
        commander: s.commander,
        partner: s.partner,
      })),
    });
    game.state.players.forEach((pl, i) => {
      const leaders = [seats[i].commander, ...(seats[i].partner === undefined ? [] : [seats[i].partner])];
      expect(pl.command.map((id) => game.state.objects[id].card)).toEqual(leaders);
      expect(pl.life).toBe(40);
    });
  });

  it('a Commander game\'s "random" decks are the ready Commander decks; "pool" deals from the pool', () => {
    const names = readyCommanderDecks.map((d) => d.name);
    const seats = seatDecks(9, ["random", "random", "random", "random", "pool"], HUNDRED);
    expect(
      seats
        .slice(0, 4)
        .map((s) => s.name)
        .sort(),
    ).toEqual([...names].sort()); // all different
    expect(seats[4].name).toMatch(/\(pool\)$/);
    const partners = seats.find((s) => s.partner !== undefined)!;
    expect(partners.name).toBe("Ravos and Ishai's Council");
    // Brawl has no ready decks: its "random" decks are the pool's 60-card ones (903.12d).
    expect(seatDecks(9, ["random"], { size: 60, walkers: true })[0].cards).toHaveLength(60);
  });

  it("702.124: a pool deck led by a commander with partner may have a partner as its second commander", () => {
    const withPartner = Array.from({ length: 60 }, (_, seed) => commanderDecks(seed, 4))
      .flat()
      .find((d) => d.partner !== undefined)!;
    expect(withPartner).toBeDefined();
    const [a, b] = [cardDb.get(withPartner.commander)!, cardDb.get(withPartner.partner!)!];
    expect(partnerProblem(a, b)).toBeNull();
    expect(withPartner.cards).toContain(b.id);
    expect(withPartner.name).toBe(`${a.name} & ${b.name} (pool)`);
  });

  it("a ready 60-card deck has no commander: refused at a Commander table, naming the deck", () => {
    const deck = { name: "White Weenie", colors: "W", cards: [] as string[] };
    expect(() => seatDecks(5, [deck, "random"], HUNDRED)).toThrow(/"White Weenie" has no commander.*903\.3/);
  });

  it("903.12d: Brawl's random decks are 60 cards, singletons within the identity", () => {
    for (const d of commanderDecks(3, 4, { size: 60, walkers: true })) {
      expect(d.cards).toHaveLength(60);
      const nonBasic = d.cards.filter((id) => !(cardDb.get(id)!.supertypes ?? []).includes("Basic"));
      expect(new Set(nonBasic).size).toBe(nonBasic.length);
    }
  });
});
