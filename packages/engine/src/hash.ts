/**
 * A stable hash of a plain-data state: 64-bit FNV-1a over its JSON text, as 16 hex digits. The engine
 * builds a state's keys in a fixed order, so the same game (seed, set-up and inputs) gives the same text;
 * an object on the battlefield or the stack serialises its fields in one order whatever happened to it
 * (objectFields.ts), one elsewhere in the order they were set.
 */
/**
 * The version of the state's JSON that hashes are taken of: bumped whenever the state's shape changes, so
 * that a hash recorded under another shape is known not to be comparable (the game replays the same; its
 * hash doesn't). 1: until December 2026; 2: issue 22's smaller state (an object's default fields absent,
 * spells cast forgotten with their turn, ranges of influence stored only when they differ); 3: issue 22's
 * object shapes (an object on the battlefield or the stack has its fields in `WritableObject`'s order);
 * 4: the question choosing a mana source names what is paid for (its prompt is in the state's open
 * decision); 5: with shared team turns the priority question names every player of the active team ("turn 5
 * (Ann and Bob)", 805.4a); 6: a token's definition id names its characteristics, not its name alone
 * ("token-soldier-token-a93f8b6f", cards/tokens.ts; 111.4), and so does an emblem's, its abilities
 * ("emblem-dovin-baans-emblem-f5465b97", 114.3: a change made before any release, so within format 6); 7:
 * the question of who makes a departed player's choice names them (`departed`, 800.4g), and an additional
 * vote says so (`additional`, 701.38d), in the state's open decision; 8: the triggered abilities of keywords are
 * numbered by one function (cards/keywords.ts `keywordIndex`: poisonous N's is −100·N, was −10−N), as a waiting
 * trigger or a stack object names them; 9: a resolving spell's or ability's last known information of its targets
 * (`known`, 608.2h) holds their mana value too, and is kept for targets in any zone (Reanimate, Swan Song). A change
 * to the text of a question the engine asks is a change of shape too.
 */
export const HASH_FORMAT = 9;

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
