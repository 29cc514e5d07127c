/**
 * Answers from what a client has: the open Decision of its seat view alone, no Game to check them with.
 * `simpleAnswer` gives the simplest legal answer (pass priority, keep the hand, the first options, no
 * attacks or blocks); `humanAnswer` answers as a casual person would — now and then it plays a land or
 * casts, attacks with some creatures, picks numbers and splits at random. The server's test clients and
 * the load test's simulated humans use them.
 */
import type { Answer, Decision, RngState } from "@roundtable/engine";
import { randomAmounts } from "./random.ts";
import { chance, randBetween } from "./util.ts";

type Of<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

const count = (n: number) => Array.from({ length: n }, (_, i) => i);

const passIndex = (d: Of<"priority">) =>
  Math.max(
    0,
    d.actions.findIndex((a) => a.type === "pass"),
  );

/** The attackers that must attack if able (508.1d), each at its first legal defender. */
function requiredAttacks(d: Of<"attackers">, also: (attacker: number) => boolean = () => false) {
  return d.candidates
    .filter((c) => c.mustAttack === true || also(c.attacker))
    .map((c) => ({ attacker: c.attacker, defender: c.defenders[0] }));
}

export function simpleAnswer(d: Decision): Answer {
  switch (d.kind) {
    case "priority":
      return { choice: passIndex(d) };
    case "choose":
      return { choices: count(d.min) };
    case "number":
      return { value: d.min };
    case "mulligan":
      return { keep: true };
    case "order":
      return { order: count(d.items.length) };
    case "divide":
      return {
        amounts: d.recipients.map((_, i) =>
          i === 0 ? d.amount - d.minEach * (d.recipients.length - 1) : d.minEach,
        ),
      };
    case "damage":
      return { amounts: d.recipients.map((_, i) => (i === 0 ? d.amount : 0)) };
    case "attackers":
      return { attacks: requiredAttacks(d) };
    case "blockers":
      return { blocks: [] };
  }
}

export interface HumanStyle {
  /** The chance, at each priority, of taking the first action that is not a pass (a land, a spell). */
  act: number;
  /** The chance of attacking at all; then each creature attacks with this chance too. */
  attack: number;
}

export const CASUAL: HumanStyle = { act: 0.3, attack: 0.5 };

/** A person's kind of answer, drawn from `rng` (advanced in place); legal as the decision describes it. */
export function humanAnswer(d: Decision, rng: RngState, style: HumanStyle = CASUAL): Answer {
  switch (d.kind) {
    case "priority": {
      // Mana abilities (605) are left to the payment that needs them.
      const act = d.actions.findIndex((a) => a.type !== "pass" && !(a.type === "activate" && a.mana));
      return act >= 0 && chance(rng, style.act) ? { choice: act } : { choice: passIndex(d) };
    }
    case "number":
      return { value: randBetween(rng, d.min, d.max) };
    case "divide":
    case "damage":
      return randomAmounts(rng, d);
    case "attackers": {
      if (!chance(rng, style.attack)) return simpleAnswer(d);
      return { attacks: requiredAttacks(d, () => chance(rng, style.attack)) };
    }
    default:
      return simpleAnswer(d);
  }
}
