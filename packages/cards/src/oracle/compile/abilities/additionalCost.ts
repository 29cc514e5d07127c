/**
 * 601.2b, 118.8: "As an additional cost to cast this spell, sacrifice a creature." / "… tap three untapped white
 * creatures you control." / "… discard two cards." — the line the definition holds as its `additionalCost`:
 * permanents to sacrifice or to tap and cards to discard, one of each at most. Whatever else an additional cost asks the engine cannot pay, and is refused,
 * saying why.
 */
import type { AdditionalCost } from "@roundtable/engine";
import { refuse } from "../phrases/refusal.ts";
import { numberOf } from "../phrases/text.ts";
import { sacrificeOf, tapUntappedOf } from "./permanentsCosts.ts";

const LINE = /^As an additional cost to cast this spell, (.+)\.$/;

/** The verbs an additional cost's parts open with, where one part ends and the next begins. */
const VERB =
  "(?:pay|discard|sacrifice|exile|tap|untap|reveal|return|remove|put|mill|collect|forage|behold|blight|waterbend|choose|you may)";

/** 701.9a–b: the cards a part discards ("discard a card", "discard two cards"), or undefined if it is not one. */
function discardOf(part: string): number | undefined {
  const m = part.match(/^discard (.+)$/);
  if (!m) return undefined;
  if (m[1].endsWith(" at random"))
    refuse(part, "a random discard as a cost (701.9b): the engine's caster chooses the cards to discard");
  const cards = m[1].match(/^(\w+) cards?$/);
  const n = cards ? numberOf(cards[1]) : undefined;
  if (n !== undefined) return n;
  if (cards?.[1] === "X")
    refuse(
      part,
      "a number of cards to discard set by X (107.3): the engine's cost discards as many as it names",
    );
  return refuse(
    part,
    "cards to discard other than any cards from the hand (701.9a): the engine's cost names only how many",
  );
}

/** The additional cost of the line, or undefined if the line is not one. */
export function additionalCostOf(line: string): AdditionalCost | undefined {
  const m = line.match(LINE);
  if (!m) return undefined;
  // Lightning Axe's "discard a card or pay {5}", Silvergill Adept's "reveal a Merfolk card from your hand or pay {3}".
  const choice = m[1].match(new RegExp(` or ${VERB} .+$`));
  if (choice)
    refuse(
      m[1],
      "a choice between additional costs (601.2b, 118.8): the engine's additional cost is paid as it is written",
    );
  const cost: AdditionalCost = {};
  for (const part of m[1].split(new RegExp(`(?:,? and |, )(?=${VERB} )`))) {
    // 118.8b: "you may sacrifice …" (bargain, casualty and the like).
    if (part.startsWith("you may "))
      refuse(part, "an optional additional cost (118.8b): the engine's additional cost is always paid");
    const sacrifice = sacrificeOf(part);
    const tap = tapUntappedOf(part);
    const discard = discardOf(part);
    if (sacrifice !== undefined && cost.sacrifice === undefined) cost.sacrifice = sacrifice;
    else if (tap !== undefined && cost.tapUntapped === undefined) cost.tapUntapped = tap;
    else if (discard !== undefined && cost.discard === undefined) cost.discard = discard;
    else if (sacrifice !== undefined || tap !== undefined || discard !== undefined)
      refuse(
        part,
        "a second sacrifice, tap or discard in an additional cost: the engine's has one of each at most",
      );
    else
      refuse(
        part,
        "an additional cost other than permanents to sacrifice or tap and cards to discard (601.2b: the engine pays only those)",
      );
  }
  return cost;
}
