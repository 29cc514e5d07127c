/**
 * The conditions the compiler reads, as an intervening "if" clause of a trigger (603.4) or an "If …, …" sentence.
 * Their wording is the generator's: each reader asks it how it writes each condition for the card, and takes the one
 * the text opens with.
 */
import type { Condition } from "@roundtable/engine";

/** The conditions, `n` filled in from the text. */
const CONDITIONS: readonly ((n: number) => Condition)[] = [
  () => ({ if: "selfUntapped" }),
  () => ({ if: "noCreaturesOnBattlefield" }),
  () => ({ if: "noLifeLostThisTurn" }),
  (n) => ({ if: "lifeAtLeast", n }),
  (n) => ({ if: "anOpponentLifeAtMost", n }),
  // 702.33d–e: "if this spell was kicked", "if it was kicked"; "if it wasn't kicked" (Skizzik).
  () => ({ if: "kicked" }),
  () => ({ if: "notKicked" }),
  // 903.3d: "if you control your commander", after the ability word lieutenant (207.2c).
  () => ({ if: "youControlCommander" }),
];

/** The conditions a text opening with "if …" may hold, with the first number in it as their `n`. */
export function conditionsFor(text: string): Condition[] {
  const n = Number(text.match(/\d+/)?.[0] ?? 0);
  return CONDITIONS.map((make) => make(n));
}
