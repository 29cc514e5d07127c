/**
 * "Play again" (`POST /api/tables/:id/rematch`, http/tables.ts): a finished table's rematch is a new table
 * made from the same create request — variant, edition, players, options, decks, settings, or the same saved
 * position and settings (with fresh randomness, a new shuffle and seed); bots stay bots
 * and the people's seats are open again — named "<name> (rematch)". Its id is derived from the finished
 * table's, so it is made once whoever asks, whichever process, even across a restart: a second make finds
 * the id taken (StoreConflict) and the rematch already there. The finished table keeps the link
 * (Table.rematch); each of its players takes a seat there with Table.rejoin. With several processes the
 * rematch is placed as a new table is, and the maker tells every process's copy of the finished table
 * (http/tables.ts).
 */
import { createHash } from "node:crypto";
import type { CardResolver } from "@roundtable/cards";
import { parseCreateTable, TableSettings } from "@roundtable/protocol";
import type { ReplayThread } from "../replays/replayThread.ts";
import { StoreConflict } from "../store/types.ts";
import type { TableRegistry } from "./registry.ts";
import type { Table } from "./table.ts";
import { isPositionRequest } from "./tableRequest.ts";

/** The rematch's id: 9 bytes of the sha-256 of the finished table's, base64url (as a new table's id). */
export function rematchId(table: string): string {
  return createHash("sha256").update(`rematch:${table}`).digest().subarray(0, 9).toString("base64url");
}

/** The longest table name a create request may give (TableSettings' `name`). */
const MAX_NAME = TableSettings.shape.name.unwrap().maxLength ?? 60;

/** "Friday game" → "Friday game (rematch)" → "Friday game (rematch 2)" …, within a table name's length. */
export function rematchName(name: string): string {
  const m = /^(.*) \(rematch(?: (\d+))?\)$/.exec(name);
  const base = m === null ? name : m[1];
  const suffix = m === null ? " (rematch)" : ` (rematch ${Number(m[2] ?? "1") + 1})`;
  return base.slice(0, MAX_NAME - suffix.length).trimEnd() + suffix;
}

/**
 * Whether the finished table's rematch is still to be made, as far as anyone knows: neither this copy of
 * the table names it nor is it in the store. With several processes it is then placed as a new table is.
 */
export async function rematchToMake(tables: TableRegistry, old: Table): Promise<boolean> {
  return (
    old.state === "over" && old.info().rematch === undefined && !(await tables.exists(rematchId(old.id)))
  );
}

/**
 * Makes the finished table's rematch, if no one has yet: its id, and the judge token when this call made
 * it (null when it was there already). A new game's request is parsed again, as any create request is; a
 * position's is the same file, checked already, with the start and inputs its check computed (they don't
 * change: its actions are not run again) — but with fresh randomness the file is checked again in the
 * replay thread (`thread`), as a new request is, and its libraries shuffled with a new seed: a rematch
 * draws fresh randomness again.
 */
export async function makeRematch(
  tables: TableRegistry,
  old: Table,
  thread: ReplayThread,
  cards?: CardResolver,
): Promise<{ id: string; judgeToken: string | null }> {
  const id = rematchId(old.id);
  const r = old.request;
  const settings = { ...r.settings, name: rematchName(old.info().name) };
  // A table from a position starts from the same position again (its request keeps the file).
  const request = !isPositionRequest(r)
    ? parseCreateTable({ ...r, settings }, cards)
    : r.freshRandomness === true
      ? await thread.run({
          kind: "position",
          body: { position: r.position, seats: r.seats, settings, freshRandomness: true },
        })
      : { ...r, settings };
  try {
    return { id, judgeToken: (await tables.create(request, id)).judgeToken };
  } catch (e) {
    // Made already: by another process, or before a crash lost the finished table's link to it.
    if (e instanceof StoreConflict) return { id, judgeToken: null };
    throw e;
  }
}
