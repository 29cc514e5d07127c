/** Amounts (107.1, 608.2h) as words: "3", "X", "the number of creatures they control", "two cards". */
import type { Amount } from "../../types.ts";
import { filterNoun, graveyardCardsNoun } from "./filters.ts";
import { numberWord, withArticle } from "./words.ts";

/** A fixed amount in digits, anything else as "X" ("deals 2 damage", "prevent the next X damage"). */
export function amountDigits(a: Amount): string {
  return typeof a === "number" || a === "X" ? String(a) : "X";
}

/** A count other than one, in words: "two", "X" (two +1/+1 counters, X 1/1 tokens). */
export function countWord(a: Amount): string {
  return typeof a === "number" ? numberWord(a) : "X";
}

/**
 * 608.2h: the permanent sacrificed to pay the cost, as Oracle first names it; a later mention in the same
 * sentence is "its" ("…, then you gain life equal to its toughness", Momentous Fall).
 */
export const SACRIFICED = "the sacrificed creature's";

/** An amount as a noun phrase: "the number of creatures they control", "half that player's life total, rounded down". */
export function amountPhrase(a: Amount): string {
  if (typeof a === "number" || a === "X") return String(a);
  if (a === "spellsCastBeforeThisTurn") return "the number of other spells cast before it this turn";
  if (a === "lifeLostThisWay") return "the life lost this way";
  if (a === "sourcePower") return "this creature's power";
  if ("count" in a) {
    if (a.count.zone === "graveyard") return `the number of ${graveyardCardsNoun(a.count, true)}`;
    // A count names every permanent of its types: "the number of artifacts and enchantments your opponents control".
    if (a.controlledBy !== "them") return `the number of ${filterNoun(a.count, true, true)}`;
    return `the number of ${filterNoun({ ...a.count, controller: undefined }, true)} they control`;
  }
  if ("life" in a) {
    if (a.life === "lowest") return "the lowest life total among all players";
    if (a.life === "lowestOpponent") return "the lowest life total among your opponents";
    return a.life === "you" ? "your life total" : "that player's life total";
  }
  if ("handSize" in a)
    return `the number of cards in ${{ you: "your", them: "their", thatPlayer: "that player's" }[a.handSize]} hand`;
  if ("half" in a) return `half ${amountPhrase(a.half)}, rounded ${a.round}`;
  if ("triggered" in a) return a.times === undefined ? "that much" : `${a.times} times that much`;
  if ("powerOf" in a) return "its power";
  if ("manaValueOf" in a) return a.that === undefined ? "its mana value" : `that ${a.that}'s mana value`;
  if ("greatestPower" in a) return `the greatest power among ${filterNoun(a.greatestPower, true)}`;
  if ("countersOnSelf" in a) return `the number of ${a.countersOnSelf} counters on it`;
  if ("sacrificed" in a) return `${SACRIFICED} ${a.sacrificed}`; // 608.2h (Fling)
  if ("perKick" in a) return a.perKick === 1 ? KICKS : `${a.perKick} times ${KICKS}`; // 702.33c–e: a permanent's text
  if ("of" in a) return `${a.times} times ${amountPhrase(a.of)}`;
  return `${amountPhrase(a.from)} minus ${a.minus}`;
}

/**
 * "a card", "two cards", "X cards", "a card for each Forest you control", "a number of cards equal to …",
 * "cards equal to the sacrificed creature's power" (Greater Good).
 */
export function cardCount(a: Amount, noun: string): string {
  if (a === 1) return withArticle(noun);
  if (a === "X") return `X ${noun}s`;
  if (typeof a === "number") return `${numberWord(a)} ${noun}s`;
  // "Draw cards equal to the greatest power among non-Human creatures you control." (Return of the Wildspeaker)
  if (typeof a === "object" && ("sacrificed" in a || "greatestPower" in a))
    return `${noun}s equal to ${amountPhrase(a)}`;
  const each = forEachPhrase(a);
  if (each !== null) return `${withArticle(noun)} ${each}`;
  return `a number of ${noun}s equal to ${amountPhrase(a)}`;
}

/**
 * A count as "for each …" ("for each Forest you control"; 702.33c–e, a permanent's "for each time it was
 * kicked"), or null if it doesn't read so.
 */
export function forEachPhrase(a: Amount): string | null {
  if (typeof a === "object" && "count" in a && a.controlledBy !== "them")
    return `for each ${a.count.zone === "graveyard" ? graveyardCardsNoun(a.count, false) : filterNoun(a.count, false)}`;
  if (typeof a === "object" && "perKick" in a && a.perKick === 1) return "for each time it was kicked";
  return null;
}

const KICKS = "the number of times it was kicked";
