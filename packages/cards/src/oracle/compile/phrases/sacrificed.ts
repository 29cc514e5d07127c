/**
 * The objects that paid a cost, as the text names them (608.2h, 707.10): "the sacrificed creature's power" and
 * "… toughness" (Fling, Diamond Valley), read as the engine's `{ sacrificed }` amounts where the cost sacrificed one
 * permanent, and "its toughness" after it in the same sentence (Momentous Fall), as the generator writes them. Any
 * other reference ("the sacrificed creature's mana value", "the discarded card") is refused: the engine notes only
 * the sacrificed permanent's power and toughness.
 */
import type { Amount } from "@roundtable/engine";
import { refuse } from "./refusal.ts";
import { objectTargets, type Scope } from "./scope.ts";

const NAMED = /^the sacrificed creature's (power|toughness)$/;
const PAID = /\b[Tt]he (?:sacrificed|discarded) [a-z]+(?:'s? (?:mana value|[a-z]+))?/g;

/**
 * Refuses a sentence naming an object that paid a cost other than as the engine's amounts read it (the sacrificed
 * creature's power or toughness).
 */
export function checkPaidObjects(sentence: string): void {
  for (const [phrase] of sentence.matchAll(PAID))
    if (!NAMED.test(phrase))
      refuse(
        phrase,
        "an object that paid a cost (608.2h, 707.10): the engine notes only the sacrificed permanent's power and toughness",
      );
}

/**
 * 608.2h: "the sacrificed creature's power", "the sacrificed creature's toughness", and "its power" or "its
 * toughness" once the sentence has named it (where no target could be meant); undefined if the phrase is not one.
 */
export function sacrificedAmountOf(scope: Scope, phrase: string): Amount | undefined {
  const named = phrase.match(NAMED);
  if (named) {
    if (!scope.sacrificed)
      refuse(
        phrase,
        "the sacrificed creature where the cost does not sacrifice one permanent (608.2h): the engine notes one",
      );
    scope.sacrificedNamed = true;
    return { sacrificed: named[1] as "power" | "toughness" };
  }
  const its = phrase.match(/^its (power|toughness)$/);
  if (!its || !scope.sacrificedNamed) return undefined;
  if (objectTargets(scope).length > 0) refuse("its", "a pronoun whose referent is not clear");
  return { sacrificed: its[1] as "power" | "toughness" };
}
