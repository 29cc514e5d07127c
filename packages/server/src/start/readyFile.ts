/**
 * The table `npm start` made last, kept in the data directory (`ready-table.json`: its id and judge
 * token): the next start offers it again while its seat is still open, rather than a new table each time.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface ReadyTable {
  id: string;
  judgeToken: string;
}

const file = (dataDir: string) => join(dataDir, "ready-table.json");

/** The table the last start made, or null (none, or a file that is not one). */
export function lastReadyTable(dataDir: string): ReadyTable | null {
  if (!existsSync(file(dataDir))) return null;
  try {
    const t = JSON.parse(readFileSync(file(dataDir), "utf8")) as Partial<ReadyTable>;
    return typeof t.id === "string" && typeof t.judgeToken === "string"
      ? { id: t.id, judgeToken: t.judgeToken }
      : null;
  } catch {
    return null;
  }
}

export function keepReadyTable(dataDir: string, table: ReadyTable): void {
  writeFileSync(file(dataDir), `${JSON.stringify(table)}\n`);
}
