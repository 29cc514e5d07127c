/** Checks of the view's two parts (tableView, seatView) shared by the tests of the split views. */
import type { CardView, GameState, TableView } from "@roundtable/engine";

/** Every card view (`{id, card, name}`) anywhere in a view part. */
export function cardViewsIn(x: unknown): CardView[] {
  if (Array.isArray(x)) return x.flatMap(cardViewsIn);
  if (x === null || typeof x !== "object") return [];
  const o = x as Record<string, unknown>;
  const here = typeof o.id === "number" && typeof o.card === "string" ? [o as unknown as CardView] : [];
  return [...here, ...Object.values(o).flatMap(cardViewsIn)];
}

const HIDDEN = new Set(["hand", "library"]);

/** What a TableView reveals that it must not: hand or library objects, hidden card names, full decisions. */
export function tableLeaks(s: GameState, table: TableView): string[] {
  const problems: string[] = [];
  for (const c of cardViewsIn(table)) {
    const o = s.objects[c.id];
    // 601.2a, 602.2a: a spell being cast or an ability being activated names no object (its id is negative).
    if (o === undefined) {
      if (!("announcing" in c) || c.id >= 0) problems.push(`object ${c.id}, which doesn't exist`);
      continue;
    }
    if (HIDDEN.has(o.zone)) problems.push(`object ${c.id} (${o.card}) in the ${o.zone} of seat ${o.owner}`);
  }
  const json = JSON.stringify(table);
  const seen = new Set(cardViewsIn(table).map((c) => c.card));
  for (const o of Object.values(s.objects))
    if (HIDDEN.has(o.zone) && !seen.has(o.card) && json.includes(`"${o.card}"`))
      problems.push(`card ${o.card}, only in the ${o.zone} of seat ${o.owner}`);
  const redacted = [...table.decisions, ...(table.markers ?? []).flatMap((m) => m.pending ?? [])];
  for (const d of redacted)
    if (Object.keys(d).sort().join() !== "id,kind,player") problems.push(`decision ${d.id} in full`);
  return problems;
}
