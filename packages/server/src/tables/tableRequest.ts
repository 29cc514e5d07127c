/**
 * What a table is made from: the usual create request (variant, players, decks, options: a new game) or a
 * position request (a scenario file: fromPosition.ts), each with its seats and settings; and what the
 * lobby, placement and replays read of either (`tableFacts`).
 */
import type { CardResolver } from "@roundtable/cards";
import type { Edition } from "@roundtable/engine";
import {
  type CreateTableRequest,
  isPositionBody,
  parseCreateTable,
  tableName,
  variantTitle,
} from "@roundtable/protocol";
import type { ReplayThread } from "../replays/replayThread.ts";
import { type PositionRequest, positionFacts } from "./fromPosition.ts";

export type TableRequest = CreateTableRequest | PositionRequest;

export function isPositionRequest(r: TableRequest): r is PositionRequest {
  return "position" in r;
}

/**
 * Parses a create-table body: a position request when it has `position`, else the usual one; a
 * RequestError naming each problem's path otherwise. A position request is checked in the replay thread
 * (its file's actions are run: up to the scenario runner's limits), so the tables' thread goes on
 * meanwhile; Busy (503) when that thread has too many jobs waiting.
 */
export async function parseTableRequest(
  body: unknown,
  thread: ReplayThread,
  cards?: CardResolver,
): Promise<TableRequest> {
  return isPositionBody(body) ? thread.run({ kind: "position", body }) : parseCreateTable(body, cards);
}

/** What TableInfo, the replays' list and placement say of a table: its variant, edition, players and name. */
export interface TableFacts {
  variant: string;
  edition: Edition;
  players: number;
  name: string;
}

export function tableFacts(r: TableRequest): TableFacts {
  if (!isPositionRequest(r))
    return {
      variant: r.variant,
      edition: r.edition ?? "current",
      players: r.players,
      name: tableName(r.variant, r.settings.name),
    };
  const { variant, edition, names } = positionFacts(r.position);
  return {
    variant,
    edition: edition ?? "current",
    players: names.length,
    name: r.settings.name ?? `${variantTitle(variant)} table (from a position)`,
  };
}
