/**
 * `npm start`: the web table, ready to play. Builds the client if its build is missing or stale, starts
 * the table server on the embedded SQLite database (./data), creates a 4-player Free-for-All against three
 * bots and prints the URL of its table. Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
 */

import { parseCreateTable } from "@roundtable/protocol";
import { Command } from "commander";
import { pino } from "pino";
import { WEB_DIST } from "../http/web.ts";
import { oracleOptions, oracleTableFile } from "../oracleTable.ts";
import { milliseconds, portNumber, serve } from "../serve.ts";
import type { TableRegistry } from "../tables/registry.ts";
import { keepReadyTable, lastReadyTable } from "./readyFile.ts";
import { READY_BOT_DELAY_MS, readyTable } from "./readyTable.ts";
import { buildNeeded, buildWeb } from "./webBuild.ts";

const env = process.env;
const program = new Command("start")
  .description("Starts the table server with the web table and a table ready to play against three bots")
  .option("--port <n>", "port (0: any free port; env ROUNDTABLE_PORT)", env.ROUNDTABLE_PORT ?? "8686")
  .option("--host <host>", "interface to listen on (env ROUNDTABLE_HOST)", env.ROUNDTABLE_HOST ?? "127.0.0.1")
  .option(
    "--data-dir <dir>",
    "where the SQLite database lives (env ROUNDTABLE_DATA_DIR)",
    env.ROUNDTABLE_DATA_DIR ?? "data",
  )
  .option("--bot-delay <ms>", "the bots' pace: ms between their moves", String(READY_BOT_DELAY_MS))
  .option("--web <dir>", "the built web table (built there when missing or stale)", WEB_DIST)
  .option("--log-level <level>", "the server's log level (JSON lines)", "warn");
for (const option of oracleOptions(env)) program.addOption(option);

async function main(): Promise<void> {
  program.parse();
  const o = program.opts<{
    port: string;
    host: string;
    dataDir: string;
    botDelay: string;
    web: string;
    logLevel: string;
    oracle?: string | false;
  }>();
  const port = portNumber(o.port);
  const botDelayMs = milliseconds(o.botDelay);
  const why = buildNeeded(o.web);
  if (why !== null) {
    console.log(`Building the web table (${why === "missing" ? "no build yet" : "its sources changed"})…`);
    buildWeb(o.web);
  }
  const running = await serve({
    port,
    host: o.host,
    dataDir: o.dataDir,
    logger: pino({ level: o.logLevel }),
    webDist: o.web,
    oracle: oracleTableFile(o.oracle, o.dataDir),
  }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "EADDRINUSE")
      throw new Error(
        `port ${port} is in use: try \`npm start -- --port ${port + 1}\` (or --port 0 for any free one)`,
      );
    throw e;
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    running.close().then(
      () => {
        console.log("Stopped. The games are kept in the data directory.");
        process.exit(0);
      },
      (e: Error) => {
        console.error(`stopping failed: ${e.message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  const { id, judgeToken, reused } = await readyTableOf(running.tables, o.dataDir, botDelayMs);
  const tableUrl = `${running.url}/table/${id}`;
  console.log(
    [
      "",
      `Roundtable is running: a 4-player Free-for-All against three bots is ready${reused ? " (the one of the last start: its seat is still open)" : ""}.`,
      "",
      `  Open your table:  ${tableUrl}`,
      "",
      `  The lobby:        ${running.url}/`,
      `  The judge's view: ${tableUrl}/judge#${judgeToken}`,
      "",
      `Games are stored in ${o.dataDir}. Press Ctrl-C to stop.`,
      "",
    ].join("\n"),
  );
}

/** The last start's table while it still waits for its person, else a new one (kept for the next start). */
async function readyTableOf(
  tables: TableRegistry,
  dataDir: string,
  botDelayMs: number,
): Promise<{ id: string; judgeToken: string; reused: boolean }> {
  const last = lastReadyTable(dataDir);
  // A table that can't be loaded (LoadFailed: logged) is replaced by a new one.
  const table = last === null ? null : await tables.get(last.id).catch(() => null);
  if (last !== null && table !== null && table.state === "waiting" && table.openSeats() > 0)
    return { ...last, reused: true };
  const { table: made, judgeToken } = await tables.create(parseCreateTable(readyTable(botDelayMs)));
  keepReadyTable(dataDir, { id: made.id, judgeToken });
  return { id: made.id, judgeToken, reused: false };
}

main().catch((e) => {
  console.error(`npm start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
