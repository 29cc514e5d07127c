/** Creating tables and taking seats over HTTP, for tests. */
import type { TableInfo } from "@roundtable/protocol";
import { api } from "./server.ts";

export interface Created {
  id: string;
  judgeToken: string;
  table: TableInfo;
}

export async function createTable(base: string, body: Record<string, unknown>): Promise<Created> {
  const r = await api<Created>(base, "POST", "/api/tables", body);
  if (r.status !== 201) throw new Error(`create table: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function joinSeat(
  base: string,
  id: string,
  name: string,
): Promise<{ seat: number; token: string }> {
  const r = await api<{ seat: number; token: string }>(base, "POST", `/api/tables/${id}/seats`, { name });
  if (r.status !== 201) throw new Error(`join: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A 4-player free-for-all: seats 0 and 1 open, 2 and 3 bots. */
export const FOUR_PLAYERS = {
  variant: "free-for-all",
  players: 4,
  seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
  settings: { name: "Test table" },
};

/**
 * The table's info once its hash is checkpointed at its last input (`hashSeq === seq`): the server hashes
 * the state after it sends an update, when idle (tables/checkpoints.ts).
 */
export async function checkpointedInfo(base: string, id: string): Promise<TableInfo> {
  for (let i = 0; i < 500; i++) {
    const info = (await api<TableInfo>(base, "GET", `/api/tables/${id}`)).body;
    if (info.hashSeq === info.seq) return info;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`table ${id}: no checkpoint at its last input`);
}
