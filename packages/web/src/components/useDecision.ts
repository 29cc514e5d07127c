/** The answer being built for my open decision: its draft, what clicks do, and sending it (once). */
import type { Answer, BackAnswer, Decision, Ref } from "@roundtable/engine";
import type { PassUntilKind } from "@roundtable/protocol";
import { useState } from "react";
import { answerOf, clickable, clickRef, type Draft, initialDraft, sameRef } from "../decision/draft.ts";
import { onKey } from "../decision/keys.ts";
import type { Act } from "./act.ts";

export interface DecisionHandle {
  decision: Decision;
  draft: Draft;
  setDraft(d: Draft): void;
  send(a: Answer): void;
  /** Within a cast (the decision's `back`): undoes the last answer, or cancels the cast (601.2). */
  back(): void;
  /** A key pressed (decision/keys.ts); whether it did something. */
  key(key: string): boolean;
  /** Priority: passes this decision and the next ones until … (the server's "pass"). */
  passUntil(until: PassUntilKind): void;
  /** Sends the draft's answer (priority: pass); null when sent, else why it can't be. */
  confirm(): string | null;
  /** Whether an answer to this decision was sent (and the server has not moved on yet). */
  sent: boolean;
  act: Act;
}

/**
 * `answer` and `pass` say whether they were sent (false while the connection is lost: the click counts for
 * nothing, and the decision can be answered once it is back). `epoch` changes with each welcome: an answer
 * sent before it may have been lost with the old connection, so a decision still open takes one again.
 */
export function useDecision(
  d: Decision | null,
  answer: (id: number, a: Answer | BackAnswer) => boolean,
  pass: (until: PassUntilKind) => boolean,
  epoch = 0,
): DecisionHandle | null {
  const [state, setState] = useState<{ id: number; draft: Draft } | null>(null);
  const [sentTo, setSentTo] = useState<{ id: number; epoch: number } | null>(null);
  if (d === null) return null;
  const draft = state !== null && state.id === d.id ? state.draft : initialDraft(d);
  const sent = sentTo !== null && sentTo.id === d.id && sentTo.epoch === epoch;
  const setDraft = (next: Draft) => setState({ id: d.id, draft: next });
  const once = (go: () => boolean) => {
    if (sent) return;
    if (go()) setSentTo({ id: d.id, epoch });
  };
  const send = (a: Answer | BackAnswer) => once(() => answer(d.id, a));
  const back = () => {
    if (d.back === true) send({ back: true });
  };
  const live = sent ? [] : clickable(d, draft);
  const picks: Ref[] = [
    ...(d.kind === "choose" ? draft.picks.flatMap((i) => (d.options[i]?.ref ? [d.options[i].ref] : [])) : []),
    ...draft.attacks.map((a) => ({ object: a.attacker })),
    ...draft.blocks.map((b) => ({ object: b.blocker })),
    ...(draft.selected === null ? [] : [{ object: draft.selected }]),
  ];
  return {
    decision: d,
    draft,
    setDraft,
    send,
    passUntil: (until) => once(() => pass(until)),
    sent,
    back,
    confirm() {
      const r = answerOf(d, draft);
      if ("problem" in r) return r.problem;
      send(r.answer);
      return null;
    },
    key(key) {
      if (sent) return false;
      const r = onKey(d, draft, key);
      if (r === null) return false;
      if ("draft" in r) setDraft(r.draft);
      else if ("answer" in r) send(r.answer);
      else if ("back" in r) back();
      else {
        const a = answerOf(d, draft);
        if ("answer" in a) send(a.answer);
      }
      return true;
    },
    act: {
      click(ref) {
        if (sent) return;
        const r = clickRef(d, draft, ref);
        if (r === null) return;
        if ("answer" in r) send(r.answer);
        else setDraft(r.draft);
      },
      live: (ref) => live.some((x) => sameRef(x, ref)),
      picked: (ref) => picks.some((x) => sameRef(x, ref)),
    },
  };
}
