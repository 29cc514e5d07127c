/**
 * `npm run serve`: the table server. HTTP and WebSocket on one port; games in SQLite under ./data (or
 * PostgreSQL with --db postgres://…). Logs are JSON lines (pino) on stdout.
 */
import { Command, Option } from "commander";
import { pino } from "pino";
import { WEB_DIST } from "./http/web.ts";
import { oracleOptions, oracleTableFile } from "./oracleTable.ts";
import { milliseconds, portNumber, serve, tableSeed } from "./serve.ts";
import { WORKER_PLAYERS } from "./tables/cores.ts";
import { CHECKPOINT_EVERY_MS } from "./tables/tableCheckpoints.ts";

const program = new Command("serve")
  .description("Runs the Roundtable table server")
  .addOption(
    new Option("--port <n>", "port for HTTP and WebSocket (0: any free port)")
      .env("ROUNDTABLE_PORT")
      .default("8686"),
  )
  .addOption(
    new Option("--host <host>", "interface to listen on").env("ROUNDTABLE_HOST").default("127.0.0.1"),
  )
  .addOption(new Option("--db <path|url>", "SQLite file, or a postgres:// URL").env("ROUNDTABLE_DB"))
  .option("--data-dir <dir>", "directory for the SQLite file (default ./data)", "data")
  .option("--bot-delay <ms>", "every table's bot delay, in ms (overrides the tables' settings)")
  .option(
    "--checkpoint-every <ms>",
    "the least time between two state-hash checkpoints of a table, in ms (docs/server.md)",
    String(CHECKPOINT_EVERY_MS),
  )
  .option(
    "--worker-players <n>",
    "tables of at least this many players run their game in a worker thread",
    String(WORKER_PLAYERS),
  )
  .option(
    "--table-seed <n>",
    "the (integer) seed of the first table created, then one more for each next table: a session to reproduce (default: 128 random bits each)",
  )
  .option("--web <dir>", "the built web table to serve at / (default packages/web/dist)")
  .option("--allow-origin <origin...>", "origins allowed to open a WebSocket (default: this host's)")
  .addOption(
    new Option(
      "--redis <url>",
      "several processes sharing a PostgreSQL --db: Redis for presence and table leases (docs/server.md)",
    ).env("ROUNDTABLE_REDIS"),
  )
  .addOption(
    new Option(
      "--advertise <url>",
      "with --redis: the URL the other processes reach this one at (default the listening URL)",
    ).env("ROUNDTABLE_ADVERTISE"),
  )
  .addOption(
    new Option(
      "--public-url <url>",
      "with --redis: the URL clients reach this process at directly, named as its tables' owner in HTTP answers (default --advertise)",
    ).env("ROUNDTABLE_PUBLIC_URL"),
  )
  .option(
    "--lease <ms>",
    "with --redis: how long a table's lease lasts unrenewed (a dead process's tables move after it)",
  )
  .addOption(
    new Option("--log-level <level>", "log level")
      .choices(["fatal", "error", "warn", "info", "debug", "trace"])
      .default("info"),
  );
for (const option of oracleOptions(process.env)) program.addOption(option);

async function main(): Promise<void> {
  program.parse();
  const o = program.opts<{
    port: string;
    host: string;
    db?: string;
    dataDir: string;
    botDelay?: string;
    checkpointEvery: string;
    tableSeed?: string;
    workerPlayers: string;
    allowOrigin?: string[];
    web?: string;
    logLevel: string;
    oracle?: string | false;
    redis?: string;
    advertise?: string;
    publicUrl?: string;
    lease?: string;
  }>();
  const logger = pino({ level: o.logLevel });
  const port = portNumber(o.port);
  const botDelayMs = o.botDelay === undefined ? undefined : milliseconds(o.botDelay);
  const workerPlayers = Number(o.workerPlayers);
  if (!(Number.isInteger(workerPlayers) && workerPlayers >= 1))
    throw new Error(`--worker-players: not a number of players: ${o.workerPlayers}`);
  const running = await serve({
    port,
    host: o.host,
    db: o.db,
    dataDir: o.dataDir,
    logger,
    botDelayMs,
    checkpointEveryMs: milliseconds(o.checkpointEvery, "--checkpoint-every"),
    tableSeed: o.tableSeed === undefined ? undefined : tableSeed(o.tableSeed),
    allowOrigins: o.allowOrigin,
    workerPlayers,
    webDist: o.web ?? WEB_DIST,
    oracle: oracleTableFile(o.oracle, o.dataDir),
    redis: o.redis,
    advertise: o.advertise,
    publicUrl: o.publicUrl,
    leaseMs: o.lease === undefined ? undefined : milliseconds(o.lease, "--lease"),
  });
  const close = async () => {
    await running.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  // Always written, whatever the level: scripts and tests read the port from it.
  const announce = logger.isLevelEnabled("info") ? logger : pino();
  announce.info({ url: running.url }, "listening");
}

main().catch((e) => {
  pino().fatal(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
