/** Helpers shared by the scenario package's tests: parse a scenario or its errors, explain a failed run. */
import { cardDb } from "@roundtable/cards";
import { Game, type TableLayout } from "@roundtable/engine";
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

/** The layout without what a file leaves out: false flags, empty lists, and keys renamed in order. */
export function normalLayout(layout: TableLayout): unknown {
  const keys = new Map<string, string>();
  for (const p of layout.players)
    for (const bp of p.battlefield ?? []) if (bp.key !== undefined) keys.set(bp.key, `k${keys.size}`);
  const drop = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(drop);
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === false || (Array.isArray(x) && x.length === 0)) continue;
      const named = k === "key" || k === "attachedTo" || k === "source"; // source: an effect's (611.2b)
      out[k] = named && typeof x === "string" ? keys.get(x) : drop(x);
    }
    return out;
  };
  return drop(layout);
}

/** The message with which the engine refuses to load `layout` (a SetupError's), or null if it loads. */
export function loadError(layout: TableLayout): string | null {
  try {
    Game.fromLayout(cardDb, layout);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
