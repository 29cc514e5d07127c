/**
 * Whose chat lines this browser hides at a table (chat.ts, Chat.tsx): each reader's own choice, kept in
 * localStorage per table, of players and spectators whose lines they would rather not read — lines the
 * server sent them, which they may read, so the page may hide them (no hidden information). The judge's
 * lines can't be muted.
 */

/** A muted speaker: chat.ts speakerKey's key, and the name to show them by. */
export interface MutedSpeaker {
  key: string;
  name: string;
}

const mutesKey = (table: string) => `roundtable:muted:${table}`;

/** The speakers muted at the table (none if what is kept can't be read). */
export function mutedAt(table: string): MutedSpeaker[] {
  try {
    const kept = JSON.parse(localStorage.getItem(mutesKey(table)) ?? "[]") as unknown;
    if (!Array.isArray(kept)) return [];
    return kept.filter(
      (m): m is MutedSpeaker =>
        typeof m === "object" && m !== null && typeof m.key === "string" && typeof m.name === "string",
    );
  } catch {
    return [];
  }
}

export function saveMuted(table: string, muted: readonly MutedSpeaker[]): void {
  if (muted.length === 0) localStorage.removeItem(mutesKey(table));
  else localStorage.setItem(mutesKey(table), JSON.stringify(muted));
}
