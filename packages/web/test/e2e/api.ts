/** Tables for the end-to-end tests made through the HTTP API, and a page seated at one (or watching). */
import type { GameRecord } from "@roundtable/engine";
import type { CreateTableInput, TableInfo } from "@roundtable/protocol";
import type { Page } from "playwright-core";

/** Creates a table (POST /api/tables) and returns its id. */
export async function createTable(base: string, body: CreateTableInput): Promise<string> {
  return (await newTable(base, body)).id;
}

/** Creates a table (POST /api/tables): its id and its judge token. */
export async function newTable(
  base: string,
  body: CreateTableInput,
): Promise<{ id: string; judgeToken: string }> {
  const res = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { id?: string; judgeToken?: string; error?: { message: string } };
  if (json.id === undefined || json.judgeToken === undefined)
    throw new Error(`POST /api/tables ${res.status}: ${json.error?.message}`);
  return { id: json.id, judgeToken: json.judgeToken };
}

/** A finished game of four bots at no delay, named "Four bots": its id and how many inputs its record has. */
export async function finishedBotGame(base: string): Promise<{ id: string; steps: number }> {
  const id = await createTable(base, {
    variant: "free-for-all",
    players: 4,
    seats: Array.from({ length: 4 }, () => ({ kind: "bot" as const })),
    settings: { botDelayMs: 0, name: "Four bots" },
  });
  while (((await (await fetch(`${base}/api/tables/${id}`)).json()) as TableInfo).status !== "over")
    await new Promise((r) => setTimeout(r, 200));
  const record = (await (await fetch(`${base}/api/games/${id}/record`)).json()) as GameRecord;
  return { id, steps: record.inputs.length };
}

/**
 * Takes the table's first open seat as `name` (POST /api/tables/T/seats), keeps the token where the page
 * looks for it, and opens the table page; without a name the page watches as a spectator.
 */
export async function openTable(page: Page, base: string, table: string, name?: string): Promise<void> {
  if (name !== undefined) {
    const res = await fetch(`${base}/api/tables/${table}/seats`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    const { token } = (await res.json()) as { token: string };
    await page.goto(base);
    // As seatTokens.ts keeps it (a string: the tests' typecheck has no DOM types).
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(`roundtable:seat:${table}`)}, ${JSON.stringify(token)})`,
    );
  }
  await page.goto(`${base}/table/${table}`);
}

/** A Grand Melee of `players` (807): the first seat open (or a bot too when `watch`), bots at no delay. */
export function grandMelee(players: number, watch = false): CreateTableInput {
  return {
    variant: "grand-melee",
    players,
    seats: Array.from({ length: players }, (_, i) =>
      i === 0 && !watch ? { kind: "open" as const } : { kind: "bot" as const, bot: "heuristic" as const },
    ),
    settings: { botDelayMs: 0, name: `Grand Melee ${players}` },
  };
}
