/**
 * The ready 100-card Commander decks (903.5): each passes the deck check of `roundtable deck check
 * --variant commander` as a written list, with ~37 lands; one is led by two partners (702.124). They are a
 * list of their own, not among the 60-card decks.
 */
import { colorIdentity, commandersIdentity } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import type { DeckCard } from "../src/decklist/types.ts";
import {
  cardDb,
  checkDeckList,
  deckByName,
  decks,
  playableDeck,
  poolCards,
  readyCommanderDecks,
  writeDeckList,
} from "../src/index.ts";

function counted(ids: readonly string[]): DeckCard[] {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m].map(([id, count]) => ({ id, count }));
}

describe("903.5 the ready Commander decks", () => {
  it("there are four, none among the 60-card decks, each found by name", () => {
    expect(readyCommanderDecks).toHaveLength(4);
    for (const d of readyCommanderDecks) {
      expect(decks.some((x) => x.name === d.name)).toBe(false);
      expect(deckByName(d.name.toUpperCase())).toBe(d);
    }
  });

  for (const d of readyCommanderDecks)
    it(`${d.name}: a legal Commander deck as a written list (903.5a–e), about 37 lands`, () => {
      const leaders = [d.commander!, ...(d.partner === undefined ? [] : [d.partner])];
      const rest = [...d.cards];
      for (const id of leaders) rest.splice(rest.indexOf(id), 1);
      const list = writeDeckList(
        { commander: counted(leaders), main: counted(rest), sideboard: [], companion: [] },
        cardDb,
        d.name,
      );
      const check = checkDeckList(list, "commander", poolCards, cardDb);
      expect(check.problems).toEqual([]);
      expect(check.ok).toBe(true);
      const played = playableDeck(check.deck, d.name);
      expect([played.commander, played.partner]).toEqual([d.commander, d.partner]);
      const lands = d.cards.filter((id) => cardDb.get(id)!.types.includes("Land")).length;
      expect(lands).toBeGreaterThanOrEqual(35);
      expect(lands).toBeLessThanOrEqual(39);
      const identity = commandersIdentity(leaders.map((id) => cardDb.get(id)!));
      expect(identity.join("")).toBe(d.colors);
      for (const id of d.cards) for (const c of colorIdentity(cardDb.get(id)!)) expect(identity).toContain(c);
    });

  it("702.124: Ravos and Ishai's deck has two commanders, their combined identity white, blue and black", () => {
    const d = deckByName("Ravos and Ishai's Council")!;
    expect([d.commander, d.partner]).toEqual(["ravos-soultender", "ishai-ojutai-dragonspeaker"]);
  });
});
