/** THROWAWAY: a Map-based store until the SQLite/PostgreSQL stores land (deleted then). */
import type { GameRecord } from "@roundtable/engine";
import { type LoggedInput, type Store, StoreConflict, type TableRow, type TableStatus } from "./types.ts";

export class MemoryStore implements Store {
  readonly kind = "sqlite" as const;
  private rows = new Map<string, TableRow>();
  private logs = new Map<string, LoggedInput[]>();
  private records = new Map<string, GameRecord>();

  async init(): Promise<void> {}
  async createTable(row: TableRow): Promise<void> {
    this.rows.set(row.id, structuredClone(row));
    this.logs.set(row.id, []);
  }
  async updateTable(id: string, change: Partial<TableRow>): Promise<void> {
    const row = this.rows.get(id);
    if (row) Object.assign(row, structuredClone(change));
  }
  async appendInputs(tableId: string, inputs: LoggedInput[]): Promise<void> {
    const log = this.logs.get(tableId) ?? [];
    for (const i of inputs) if (i.seq !== log.length + 1) throw new StoreConflict(`seq ${i.seq}`);
    log.push(...structuredClone(inputs));
    this.logs.set(tableId, log);
  }
  async getTable(id: string): Promise<TableRow | null> {
    return structuredClone(this.rows.get(id) ?? null);
  }
  async listTables(statuses: TableStatus[]): Promise<TableRow[]> {
    return [...this.rows.values()].filter((r) => statuses.includes(r.status)).map((r) => structuredClone(r));
  }
  async loadInputs(tableId: string): Promise<LoggedInput[]> {
    return structuredClone(this.logs.get(tableId) ?? []);
  }
  async finishTable(tableId: string, record: GameRecord): Promise<void> {
    await this.updateTable(tableId, { status: "over" });
    this.records.set(tableId, structuredClone(record));
  }
  async getRecord(tableId: string): Promise<GameRecord | null> {
    return structuredClone(this.records.get(tableId) ?? null);
  }
  async close(): Promise<void> {}
}
