/**
 * The bots of a table's bot seats (`@roundtable/bots`). The search bot plays at a table with a smaller
 * budget than its default, and thinks for at most about `TABLE_SEARCH.timeMs` a decision, so that nobody
 * waits long for it; a table with a search bot runs its game (bots included) in a worker thread of its
 * own (cores.ts), so that its playouts never hold up the other tables. Its answers are logged as every input is, so a replay doesn't
 * need them to be reproducible.
 */
import { type Bot, type BotName, makeBot, makeSearchBot, type SearchOptions } from "@roundtable/bots";

export const TABLE_SEARCH: SearchOptions = { playouts: 12, timeMs: 200 };

const tableSearch = makeSearchBot(TABLE_SEARCH);

/** The bot that plays a `name` seat at a table. */
export function tableBot(name: BotName): Bot {
  return name === "search" ? tableSearch : makeBot(name);
}
