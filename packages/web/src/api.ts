/** The lobby's HTTP API (docs/server.md § HTTP API), from the page's own origin. */
import type { CreateTableInput, TableInfo } from "@roundtable/protocol";

export interface VariantInfo {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers: number;
  editions: string[];
  attack: string;
  otherOptions: boolean;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string; path?: string } };
  if (!res.ok) {
    const e = json.error;
    throw new Error(
      e === undefined ? `${method} ${path}: ${res.status}` : `${e.path ? `${e.path}: ` : ""}${e.message}`,
    );
  }
  return json;
}

export const api = {
  variants: () => call<{ variants: VariantInfo[] }>("GET", "/api/variants").then((r) => r.variants),
  tables: () => call<{ waiting: TableInfo[]; playing: TableInfo[] }>("GET", "/api/tables"),
  create: (body: CreateTableInput) => call<{ id: string; table: TableInfo }>("POST", "/api/tables", body),
  join: (table: string, name: string, seat?: number) =>
    call<{ seat: number; token: string }>("POST", `/api/tables/${table}/seats`, { name, seat }),
};
