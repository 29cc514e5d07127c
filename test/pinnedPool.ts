/**
 * The card pool as it was when the traces were written (`traces-pool.json`): random decks (`--decks pool`, a
 * Brawl game's) dealt from it stay the same when cards are added, so a test that needs a seed whose random game
 * reaches something (a trace, a Curse on a player, a Commander game's positions) keeps its seed. The card
 * database is pinned with the pool: a choice among every card name (201.4) offers the same names.
 * `TRACES_WRITE=1 TRACES_POOL=1` pins today's pool (traces.test.ts) — and moves every seed chosen with it.
 */
import { readFileSync } from "node:fs";
import { allCards, cardDb } from "@roundtable/cards";
import { type CardDb, type CardDef, type GameSetup, variantPreset } from "@roundtable/engine";
import { commanderDecks, poolDecks, readyFor } from "@roundtable/protocol";
import { setupFor, type Table } from "./support.ts";

export const POOL_FIXTURE = new URL("./traces-pool.json", import.meta.url);

/** Every card of the database (not the tokens) today, the pool's in the pool's order: what `TRACES_POOL=1` pins. */
export function todaysIds(): string[] {
  return [...cardDb.values()].filter((c) => c.token !== true).map((c) => c.id);
}

/** The pinned pool's card ids, or `ids` instead (today's, to pin them). */
export function pinnedPool(ids: string[] = JSON.parse(readFileSync(POOL_FIXTURE, "utf8"))): Pinned {
  for (const id of ids)
    if (!cardDb.has(id))
      throw new Error(
        `traces-pool.json: "${id}" is no longer a card (TRACES_WRITE=1 TRACES_POOL=1 regenerates the traces)`,
      );
  const byId = new Map(allCards.map((c) => [c.id, c]));
  return {
    ids,
    cards: ids.filter((id) => byId.has(id)).map((id) => byId.get(id) as CardDef),
    idSet: new Set(ids),
  };
}

export interface Pinned {
  ids: string[];
  cards: CardDef[];
  idSet: ReadonlySet<string>;
}

/** The setup `simulate` gives the table, its random decks dealt from the pinned pool. */
export function pinnedSetup(table: Table, seed: number, pinned: Pinned): GameSetup {
  const setup = setupFor(table, seed);
  const n = setup.players.length;
  const preset = variantPreset(table.variant, n);
  if (preset.commander === true) {
    const shape = { size: setup.players[0].deck.length, walkers: preset.planeswalkerCommanders === true };
    // A Commander game's "random" decks are the ready Commander decks (fixed lists): only pool decks are pinned.
    if (table.decks !== "pool" && readyFor(shape).length > 0) return setup;
    const decks = commanderDecks(seed, n, shape, pinned.cards);
    return {
      ...setup,
      players: setup.players.map(({ partner: _, ...p }, i) => ({
        ...p,
        deck: decks[i].cards,
        commander: decks[i].commander,
        ...(decks[i].partner === undefined ? {} : { partner: decks[i].partner }),
      })),
    };
  }
  if (table.decks !== "pool") return setup;
  const decks = poolDecks(seed, n, pinned.cards);
  return { ...setup, players: setup.players.map((p, i) => ({ ...p, deck: decks[i].cards })) };
}

/**
 * The card database as it was too: the cards it held then, the tokens, and the cards this game's setup names
 * (a ready deck, a scheme deck, a vanguard may hold newer ones).
 */
export function pinnedDbFor(setup: GameSetup, pinned: Pinned): CardDb {
  const named = new Set<string>();
  JSON.stringify(setup.players, (_, v) => {
    if (typeof v === "string" && cardDb.has(v)) named.add(v);
    return v;
  });
  return new Map([...cardDb].filter(([id, c]) => c.token === true || pinned.idSet.has(id) || named.has(id)));
}
