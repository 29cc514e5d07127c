/**
 * A new game's seed where nobody gave one: 128 random bits, 32 lowercase hexadecimal digits (the engine's
 * `Seed`; docs/protocol.md § Records and replays) — a 32-bit seed could be found by trying them all against
 * a player's own deck and opening hand. The table server draws one for each table (and for a table from a
 * position with fresh randomness), `roundtable play` for its game. Drawn with Web Crypto's generator
 * (`crypto.getRandomValues`), the same in Node and in a browser.
 */
import type { Seed } from "@roundtable/engine";

/** 128 random bits as 32 lowercase hexadecimal digits. */
export function randomSeed(): Seed {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
