/** A decision's real handle (useDecision) for a component test: its answers kept in `answers`, its clicks provided. */
import type { Answer, BackAnswer, Decision } from "@roundtable/engine";
import type { ReactNode } from "react";
import { ActContext } from "../src/components/act.ts";
import { type DecisionHandle, useDecision } from "../src/components/useDecision.ts";

export function WithDecision(props: {
  decision: Decision;
  answers: (Answer | BackAnswer)[];
  children: (handle: DecisionHandle) => ReactNode;
}) {
  const handle = useDecision(
    props.decision,
    (_id, a) => props.answers.push(a) > 0,
    () => true,
  );
  if (handle === null) return null;
  return <ActContext.Provider value={handle.act}>{props.children(handle)}</ActContext.Provider>;
}
