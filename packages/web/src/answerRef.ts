/**
 * An answer's `ref` names its decision, so that a refusal can be read against the view: a `stale-decision`
 * for a decision no longer open means it was answered already — by another connection of the same seat (a
 * second tab), or by a "pass until …" — and the view has moved on. Nothing is lost: it is not shown as an
 * error.
 */
import type { ErrorCode } from "@roundtable/protocol";

export const answerRef = (decision: number): string => `answer-${decision}`;

export function answeredElsewhere(
  m: { code: ErrorCode; ref?: string },
  open: readonly { id: number }[],
): boolean {
  const id = /^answer-(\d+)$/.exec(m.ref ?? "")?.[1];
  return m.code === "stale-decision" && id !== undefined && !open.some((d) => d.id === Number(id));
}
