/**
 * An effect's JSON text, worked out once per effect (card data never changes): where a rule that reads
 * only some effects looks for the word it reads ("its controller", "the life lost this way").
 */
import type { Effect } from "../../cards/types.ts";

const texts = new WeakMap<Effect, string>();

/** Whether the effect's data holds `word` anywhere (a key or a value, quoted: `'"powerOf"'`). */
export function effectMentions(e: Effect, word: string): boolean {
  let text = texts.get(e);
  if (text === undefined) {
    text = JSON.stringify(e);
    texts.set(e, text);
  }
  return text.includes(word);
}
