/**
 * A stable hash of a plain-data state: 64-bit FNV-1a over its JSON text, as 16 hex digits. States are
 * built with a fixed key order, so equal games give equal text.
 */
/**
 * The version of the state's JSON that hashes are taken of: bumped whenever the state's shape changes, so
 * that a hash recorded under another shape is known not to be comparable (the game replays the same; its
 * hash doesn't). 1: until December 2026; 2: issue 22's smaller state (an object's default fields absent,
 * spells cast forgotten with their turn, ranges of influence stored only when they differ).
 */
export const HASH_FORMAT = 2;

export function hashState(state: unknown): string {
  const text = JSON.stringify(state);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h1 >>> 13);
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}
