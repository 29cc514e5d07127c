/**
 * The page's routes (the server answers each with the client): `/` the lobby, `/table/ID` a table,
 * `/table/ID/judge` its judge's view (the judge token in the fragment or kept from the create form),
 * `/replay/ID?step=N&as=S|judge` a finished game's replay.
 */

export type Route =
  | { page: "lobby" }
  | { page: "table"; id: string; judge: boolean }
  | { page: "replay"; id: string; step: number; as: number | "judge" };

/** The route of a path (with its query); an unknown path is the lobby. */
export function routeOf(path: string): Route {
  const [pathname, query = ""] = path.split("?", 2);
  const table = /^\/table\/([\w-]+)(\/judge)?\/?$/.exec(pathname);
  if (table !== null) return { page: "table", id: table[1], judge: table[2] !== undefined };
  const replay = /^\/replay\/([\w-]+)\/?$/.exec(pathname);
  if (replay !== null) {
    const q = new URLSearchParams(query);
    return {
      page: "replay",
      id: replay[1],
      step: count(q.get("step")) ?? 0,
      as: count(q.get("as")) ?? "judge",
    };
  }
  return { page: "lobby" };
}

/** A whole number from 0 written in a query, or null. */
function count(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/** The path of a replay's step. */
export function replayPath(id: string, step: number, as: number | "judge"): string {
  return `/replay/${id}?step=${step}&as=${as}`;
}
