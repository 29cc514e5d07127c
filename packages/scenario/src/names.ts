/** Card names -> card ids for one card database, JSON paths for messages, and "did you mean" hints. */
import type { CardDb } from "@roundtable/engine";

const indexes = new WeakMap<CardDb, Map<string, string>>();
const shared = new WeakMap<CardDb, Map<string, string[]>>();

/**
 * Card name -> card id. A token or emblem definition its name doesn't name — tokens of one name with other
 * characteristics (111.4), emblems of one name with other abilities (114.3), a token named as a card is — is
 * named by its id ("token-elemental-token-7929d31e"), which maps to itself.
 */
export function nameIndex(db: CardDb): Map<string, string> {
  let index = indexes.get(db);
  if (!index) {
    index = new Map();
    const tokens = new Map<string, string[]>();
    // Cards first: a token or emblem definition never hides a card of the same name.
    for (const def of db.values()) if (!def.token) index.set(def.name, def.id);
    for (const def of db.values()) if (def.token && !index.has(def.name)) index.set(def.name, def.id);
    for (const def of db.values())
      if (def.token && db.get(index.get(def.name)!)?.token)
        tokens.set(def.name, [...(tokens.get(def.name) ?? []), def.id]);
    // 111.4, 114.3: a name that definitions of other characteristics share names none of them.
    const names = new Map<string, string[]>();
    for (const [name, ids] of tokens) if (ids.length > 1) names.set(name, ids);
    for (const name of names.keys()) index.delete(name);
    for (const def of db.values()) if (def.token && index.get(def.name) !== def.id) index.set(def.id, def.id);
    indexes.set(db, index);
    shared.set(db, names);
  }
  return index;
}

/**
 * The ids of the definitions sharing `name`, if several do: tokens that differ in other characteristics
 * (111.4), or emblems in their abilities (114.3); undefined for a name one definition has, or none.
 */
export function sharedNameIds(db: CardDb, name: string): readonly string[] | undefined {
  nameIndex(db);
  return shared.get(db)!.get(name);
}

export function cardId(db: CardDb, name: string): string | undefined {
  return nameIndex(db).get(name);
}

/**
 * The name a file gives the definition `id` (nameIndex): its name, or its id where its name names another;
 * undefined for an id the pool doesn't have.
 */
export function fileName(db: CardDb, id: string): string | undefined {
  const def = db.get(id);
  if (def === undefined) return undefined;
  return cardId(db, def.name) === id ? def.name : id;
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
