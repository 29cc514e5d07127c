/**
 * `npm run fuzz`: a long fuzz campaign outside the test suite — random-bot games on every variant and
 * option the suite's fuzz files play, with the ready decks and with random decks from the whole pool,
 * on seeds the suite doesn't play, the invariants checked after every decision (support.ts `fuzzGame`).
 * Each failure prints its seed and the command that plays it again; the exit status is 1 if any game failed.
 *
 *   npm run fuzz                                   # 20 seeds a table from 1,000,000: about three minutes
 *   npm run fuzz -- --from 2000000 --games 300     # a night's worth: every table, 300 seeds each
 *   npm run fuzz -- --only brawl --games 1000      # the tables whose description contains "brawl"
 *   npm run fuzz -- --bot heuristic                # every seat the heuristic bot (random, heuristic, search)
 *
 * Games also have random concessions (probability 0.002 before each decision), which the command line
 * doesn't: their failures name the `fuzzGame` call that plays them again.
 */
import { parseArgs } from "node:util";
import { BOT_NAMES, type BotName } from "@roundtable/bots";
import { describeTable, type FuzzOptions, fuzzMany, pool, seeds, type Table } from "./support.ts";

/** Every variant, with the options and editions that change how it is played. */
const TABLES: Table[] = [
  { variant: "duel", players: 2 },
  { variant: "free-for-all", players: 4 },
  { variant: "free-for-all", players: 5, attack: "left" },
  { variant: "free-for-all", players: 6, attack: "right", range: 1 },
  { variant: "free-for-all", players: 4, planechase: true },
  { variant: "commander", players: 4 },
  { variant: "brawl", players: 3 },
  { variant: "vanguard", players: 4 },
  { variant: "melee", players: 6 },
  { variant: "pentagon", players: 5 },
  { variant: "team-vs-team", players: 6, teams: 2, sharedTurns: true },
  { variant: "team-vs-team", players: 6, teams: 3, deploy: true },
  { variant: "emperor", players: 6 },
  { variant: "emperor", players: 6, deploy: true, sharedTurns: true },
  { variant: "emperor-classic", players: 6 },
  { variant: "two-headed-giant", players: 4 },
  { variant: "two-headed-giant", players: 6 },
  { variant: "alternating-teams", players: 6, teams: 2 },
  { variant: "archenemy", players: 4 },
  { variant: "supervillain-rumble", players: 4 },
  { variant: "planechase", players: 4 },
  { variant: "grand-melee", players: 12 },
  { variant: "free-for-all", players: 4, edition: "2004" },
  { variant: "grand-melee", players: 11, edition: "2004" },
  { variant: "two-headed-giant", players: 4, edition: "2004" },
  { variant: "emperor", players: 6, edition: "2007" },
];

const USAGE = `usage: npm run fuzz -- [--from N] [--games N] [--only TEXT] [--bot ${BOT_NAMES.join("|")}]
  --from   the first seed (default 1000000)
  --games  seeds a table (default 20)
  --only   the tables whose description contains TEXT ("brawl", "grand-melee")
  --bot    every seat's bot (default random)`;

/** A bad option: what is wrong, and the usage; exit status 2, no stack trace. */
function usageError(message: string): never {
  console.error(`npm run fuzz: ${message}\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: {
        from: { type: "string", default: "1000000" },
        games: { type: "string", default: "20" },
        only: { type: "string" },
        bot: { type: "string", default: "random" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (e) {
    return usageError((e as Error).message);
  }
}

const values = options();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const from = Number(values.from);
const games = Number(values.games);
if (!Number.isSafeInteger(from) || !Number.isSafeInteger(games) || games < 1)
  usageError(
    `--from and --games take whole numbers, --games at least 1 (got ${values.from}, ${values.games})`,
  );
const bot = values.bot as BotName;
if (!BOT_NAMES.includes(bot)) usageError(`--bot: one of ${BOT_NAMES.join(", ")} (got ${values.bot})`);

let failed = 0;
let played = 0;
const started = Date.now();
for (const table of TABLES.flatMap((t) => [t, pool(t)])) {
  if (values.only !== undefined && !describeTable(table).includes(values.only)) continue;
  const opts: FuzzOptions = {
    maxDecisions: table.variant === "grand-melee" ? 1500 : 800,
    concedeChance: 0.002,
    bot,
  };
  const t0 = Date.now();
  const r = fuzzMany(table, seeds(from, games), opts);
  played += games;
  failed += r.failed;
  console.log(
    `${describeTable(table)}: ${r.failed} of ${games} failed (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
  if (r.failed > 0) console.log(r.report);
}
console.log(
  `${played} games, ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s (seeds ${from}–${from + games - 1})`,
);
process.exitCode = failed > 0 ? 1 : 0;
