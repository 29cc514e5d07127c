/** Decisions and answers in words, for the run trace. */
import type { Answer, Decision, DefenderRef } from "@roundtable/engine";

/** An answer in words, for the trace. */
export function describeAnswer(
  d: Decision,
  a: Answer,
  names: readonly string[],
  objName: (id: number) => string,
): string {
  const list = (xs: readonly string[]) => (xs.length === 0 ? "none" : xs.join(", "));
  if (d.kind === "priority" && "choice" in a) {
    const x = d.actions[a.choice];
    return x === undefined ? "?" : x.type === "pass" ? "pass" : `${x.type} ${x.name}`;
  }
  if (d.kind === "mulligan" && "keep" in a) return a.keep ? "keep" : "mulligan"; // 103.5
  if (d.kind === "choose" && "choices" in a)
    return `[${a.choices.map((i) => d.options[i]?.label).join(", ")}]`;
  if (d.kind === "order" && "order" in a) return `[${a.order.map((i) => d.items[i]?.label).join(", ")}]`;
  if ((d.kind === "damage" || d.kind === "divide") && "amounts" in a)
    return list(a.amounts.map((n, i) => `${n} to ${d.recipients[i]?.label ?? "?"}`));
  if (d.kind === "attackers" && "attacks" in a) {
    const to = (x: DefenderRef) => ("player" in x ? names[x.player] : objName(x.planeswalker));
    return list(a.attacks.map((x) => `${objName(x.attacker)} -> ${to(x.defender)}`));
  }
  if (d.kind === "blockers" && "blocks" in a) {
    const name = (id: number) => d.candidates.find((c) => c.blocker === id)?.name ?? `object ${id}`;
    return list(a.blocks.map((x) => `${name(x.blocker)} blocks ${objName(x.attacker)}`));
  }
  return JSON.stringify(a);
}
