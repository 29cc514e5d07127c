/** Card names -> card ids for one card database, JSON paths for messages, and "did you mean" hints. */
import type { CardDb } from "@roundtable/engine";

const indexes = new WeakMap<CardDb, Map<string, string>>();
const shared = new WeakMap<CardDb, Map<string, SharedKind>>();

/** What the definitions sharing a name are (each id says: "token-…", "emblem-…"). */
export type SharedKind = "token" | "emblem";

/** Card name -> card id. */
export function nameIndex(db: CardDb): Map<string, string> {
  let index = indexes.get(db);
  if (!index) {
    index = new Map();
    const tokens = new Map<string, number>();
    // Cards first: a token or emblem definition never hides a card of the same name.
    for (const def of db.values()) if (!def.token) index.set(def.name, def.id);
    for (const def of db.values()) if (def.token && !index.has(def.name)) index.set(def.name, def.id);
    for (const def of db.values())
      if (def.token && db.get(index.get(def.name)!)?.token)
        tokens.set(def.name, (tokens.get(def.name) ?? 0) + 1);
    // 111.4: a name that tokens of other characteristics share names none of them (whichever came first).
    const names = new Map<string, SharedKind>();
    for (const [name, n] of tokens)
      if (n > 1) names.set(name, db.get(index.get(name)!)?.id.startsWith("emblem-") ? "emblem" : "token");
    for (const name of names.keys()) index.delete(name);
    indexes.set(db, index);
    shared.set(db, names);
  }
  return index;
}

/**
 * What several definitions sharing `name` are, if several do: tokens that differ in other characteristics
 * (111.4), or emblems in their abilities (114.3); undefined for a name one definition has, or none.
 */
export function sharedTokenName(db: CardDb, name: string): SharedKind | undefined {
  nameIndex(db);
  return shared.get(db)!.get(name);
}

export function cardId(db: CardDb, name: string): string | undefined {
  return nameIndex(db).get(name);
}

/** `players[1].battlefield[2]`, `expect.permanents["B:Grizzly Bears"].power`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === "" ? "(top level)" : out;
}

/** Edit distance counting a swap of two neighbouring letters as one edit ("mian1" -> "main1"). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The closest of `known` to `word` if it is close enough to be a likely typo; never `word` itself (a name
 * known elsewhere but not where it was written is no typo).
 */
export function closest(word: string, known: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const k of known) {
    if (k === word) continue;
    const d = distance(w, k.toLowerCase());
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return bestD < word.length && bestD <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

export function didYouMean(word: string, known: Iterable<string>): string {
  const c = closest(word, known);
  return c === undefined ? "" : ` (did you mean "${c}"?)`;
}
