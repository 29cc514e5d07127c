/** Helpers shared by the scenario package's tests: parse a scenario or its errors, explain a failed run. */
import { cardDb } from "@roundtable/cards";
import { parseScenario, type RunResult, type Scenario } from "@roundtable/scenario";

export function parsed(json: unknown): Scenario {
  const r = parseScenario(json, cardDb);
  if (!r.ok) throw new Error(JSON.stringify(r.errors, null, 2));
  return r.scenario;
}

export function errorsOf(json: unknown): { path: string; message: string }[] {
  const r = parseScenario(json, cardDb);
  if (r.ok) throw new Error("expected the scenario to be invalid");
  return r.errors;
}

export function explain(r: RunResult): string {
  return `${r.error ?? ""}\n${JSON.stringify(r.failures, null, 2)}\n${r.trace.join("\n")}`;
}
