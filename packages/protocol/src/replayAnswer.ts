/**
 * What a replay step's input answered, as a viewer may know it (`ReplayStep.answered`), and the sentence a
 * replay shows for it: "Carol passes priority.", or for the judge "Carol answers “Choose 1 target …”: Bob".
 * Data only (the engine's types), so that the web table may bundle it.
 */
import type {
  Answer,
  BackAnswer,
  Decision,
  DecisionView,
  DefenderRef,
  PriorityAction,
} from "@roundtable/engine";
import { actionLabel } from "./actionLabel.ts";

export interface ReplayAnswer {
  /** The decision answered: in full for the judge and the player who answered; for everyone else who answered and what kind. */
  decision: DecisionView;
  /** The answer, for the judge and the player who gave it. */
  answer?: Answer | BackAnswer;
  /** A priority decision's chosen action, for everyone: what a player does with priority is done openly (117.1, 117.3c). */
  action?: PriorityAction;
}

/** How a replay names the players and the permanents it mentions. */
export interface AnswerNames {
  player(seat: number): string;
  /** A permanent by id, as the view shows it (an attacker, a planeswalker attacked). */
  object(id: number): string;
}

/** "Carol passes priority.", "Carol casts Shock.", "Carol answers “…”: Bob." — the answer as the viewer may know it. */
export function answerSentence(a: ReplayAnswer, names: AnswerNames): string {
  const who = names.player(a.decision.player);
  if (a.action !== undefined) return sentence(`${who} ${actionLabel(a.action, { taken: true })}`);
  const d = a.decision;
  if (a.answer === undefined || !("prompt" in d)) return `${who} ${KIND_WORDS[d.kind]}.`;
  if ("back" in a.answer) return `${who} goes back a step of the cast (601.2): “${d.prompt}”.`;
  // A priority decision's question is the step's (the turn line shows it): the action says it all.
  if (d.kind === "priority") return sentence(`${who} ${answerWords(d, a.answer, names)}`);
  return sentence(`${who} answers “${d.prompt}”: ${answerWords(d, a.answer, names)}`);
}

/** A full stop, unless the words end with one already (an ability's text: "activates … any target."). */
function sentence(words: string): string {
  return /[.?!]$/.test(words) ? words : `${words}.`;
}

/** For a viewer who may know only the kind of decision answered. */
const KIND_WORDS: Record<Decision["kind"], string> = {
  priority: "acts with priority",
  choose: "makes a choice",
  number: "chooses a number",
  mulligan: "keeps or mulligans",
  order: "puts things in order",
  divide: "divides an amount",
  damage: "assigns combat damage",
  attackers: "declares attackers",
  blockers: "declares blockers",
};

/** The answer to `d` in words: the options chosen, the order, the amounts, the attacks, the blocks. */
function answerWords(d: Decision, a: Answer, names: AnswerNames): string {
  const list = (xs: readonly string[]): string => (xs.length === 0 ? "none" : xs.join(", "));
  switch (d.kind) {
    case "priority": {
      const x = "choice" in a ? d.actions[a.choice] : undefined;
      return x === undefined ? "?" : actionLabel(x, { taken: true });
    }
    case "choose":
      return "choices" in a ? list(a.choices.map((i) => d.options[i]?.label ?? "?")) : "?";
    case "number":
      return "value" in a ? String(a.value) : "?";
    case "mulligan":
      return "keep" in a ? (a.keep ? `keeps ${d.handSize}` : "mulligans") : "?";
    case "order":
      return "order" in a ? list(a.order.map((i) => d.items[i]?.label ?? "?")) : "?";
    case "divide":
    case "damage":
      return "amounts" in a ? list(a.amounts.map((n, i) => `${n} to ${d.recipients[i]?.label ?? "?"}`)) : "?";
    case "attackers": {
      if (!("attacks" in a)) return "?";
      const to = (x: DefenderRef): string =>
        "player" in x ? names.player(x.player) : names.object(x.planeswalker);
      const name = (id: number): string =>
        d.candidates.find((c) => c.attacker === id)?.name ?? names.object(id);
      return list(a.attacks.map((x) => `${name(x.attacker)} attacks ${to(x.defender)}`));
    }
    case "blockers": {
      if (!("blocks" in a)) return "?";
      const name = (id: number): string =>
        d.candidates.find((c) => c.blocker === id)?.name ?? names.object(id);
      return list(a.blocks.map((x) => `${name(x.blocker)} blocks ${names.object(x.attacker)}`));
    }
  }
}
