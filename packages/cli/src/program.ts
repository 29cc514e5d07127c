/**
 * The `roundtable` command line: commander program and its entry point `main`. User errors (bad options, unknown variant, bad player count) print a clear
 * message and exit with code 2, without a stack trace.
 */
import { availableParallelism } from "node:os";
import { stdin, stdout } from "node:process";
import { clearLine, cursorTo } from "node:readline";
import { createInterface } from "node:readline/promises";
import { BOT_NAMES, type BotName } from "@roundtable/bots";
import {
  ConfigError,
  EDITIONS,
  isSeed,
  playerRange,
  type Seed,
  SetupError,
  VARIANT_NAMES,
  variantPreset,
} from "@roundtable/engine";
import { randomSeed, STOP_PRESETS, type StopPreset } from "@roundtable/protocol";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import cliPackage from "../package.json" with { type: "json" };
import { connectCommand } from "./commands/connect.ts";
import { demoCommand } from "./commands/demo.ts";
import { addOracleCommand } from "./commands/oracle.ts";
import { playCommand } from "./commands/play.ts";
import { replayCommand, savePositionCommand } from "./commands/replay.ts";
import { simulateCommand } from "./commands/simulate.ts";
import { tablesCommand } from "./commands/tables.ts";
import { addDeckCommands } from "./deckCommands.ts";
import { loadDeckFile } from "./deckFiles.ts";
import { editionsHelp } from "./editions.ts";
import { type GameOptions, gameOptionsOf } from "./gameOptions.ts";
import { cardResolver, noOracleOption, type OracleChoice, oracleOption } from "./oracleOption.ts";
import { isCommandLine, type PlayIO } from "./prompts.ts";
import type { NewTable } from "./remote/create.ts";
import { queueUrl } from "./simulate/queue.ts";
import { stdioCommand } from "./stdio/command.ts";
import { type DeckSource, defaultPlayers, parseBotSpec, UsageError } from "./table.ts";

const out = (line: string): void => {
  stdout.write(`${line}\n`);
};
const err = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

function integer(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === "" || !Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be an integer ≥ ${min}.`
          : `${name} must be an integer from ${min} to ${max}.`,
      );
    return n;
  };
}

const integerSeed = integer("the seed", -0x80000000, 0xffffffff);
/** `--seed`: a 32-bit integer; with `hex`, or 32 lowercase hexadecimal digits (128 bits), as the engine takes. */
const seedOption = (hex: boolean) =>
  hex
    ? new Option(
        "--seed <seed>",
        "random seed: a 32-bit integer, or 32 hexadecimal digits (128 bits)",
      ).argParser((v): Seed => {
        if (isSeed(v)) return v;
        try {
          return integerSeed(v);
        } catch {
          throw new InvalidArgumentError(
            "the seed must be an integer from -2147483648 to 4294967295, or 32 lowercase hexadecimal digits.",
          );
        }
      })
    : new Option(
        "--seed <n>",
        "random seed of the first game (32-bit integer; game i plays seed + i)",
      ).argParser(integerSeed);
const variantOption = () =>
  new Option("--variant <name>", `variant: ${VARIANT_NAMES.join(", ")}`).default("free-for-all");
const playersOption = () =>
  new Option(
    "--players <n>",
    "number of players (each variant's range and default: see Variants below)",
  ).argParser(integer("the player count", 1));

/** The help's list of variants with each one's player range and default, from the engine's presets. */
function variantsHelp(): string {
  const width = Math.max(...VARIANT_NAMES.map((n) => n.length));
  const lines = VARIANT_NAMES.map((name) => {
    const cfg = variantPreset(name);
    return `  ${name.padEnd(width)}  ${playerRange(cfg)} players (default ${cfg.defaultPlayers})`;
  });
  return `\nVariants (--variant, --players):\n${lines.join("\n")}\n${editionsHelp()}`;
}
const attackOption = () =>
  new Option("--attack <rule>", "multiplayer attack rule (802, 803, 806.2b)").choices([
    "multiple",
    "left",
    "right",
  ]);
const rangeOption = () =>
  new Option("--range <n>", "limited range of influence (801): n seats for every player").argParser(
    integer("--range", 1),
  );
const teamsOption = () =>
  new Option(
    "--teams <n>",
    "n teams of equal size, seated by the variant's rule (102.3; team variants default to 2, emperor to teams of 3)",
  ).argParser(integer("--teams", 2));
const deployOption = () => new Option("--deploy", "deploy creatures (804)");
const sharedTurnsOption = () =>
  new Option(
    "--shared-turns",
    "shared team turns (805), for teams seated together (team-vs-team, emperor; two-headed-giant always has them)",
  );
const mulliganOption = () =>
  new Option(
    "--mulligan <rule>",
    "the mulligan rule (103.5): london, the older formats' paris, or in commander the 2011 commander mulligan",
  ).choices(["london", "paris", "commander"]);
const commanderLifeOption = () =>
  new Option(
    "--commander-life <life>",
    "commander: 40 life (903.7), or the French rules' 30 (2011 CR 103.3c)",
  )
    .choices(["30", "40"])
    .argParser((v) => Number(v) as 30 | 40);
const planechaseOption = () =>
  new Option("--planechase", "add Planechase (901) to the variant: planar decks and the planar die");
const editionOption = () =>
  new Option(
    "--edition <edition>",
    "whose multiplayer rules: today's, or an older edition the variant has (see Editions below)",
  ).choices(EDITIONS);
const decksOption = () =>
  new Option("--decks <source>", "ready decks, or random decks from the whole card pool")
    .choices(["preset", "pool"])
    .default("preset");
/** What `--deck` reads: `play`'s and `connect`'s. */
const DECK_FILE = "a deck list (MTGO, Arena, Moxfield text) or a ready deck's name";
const deckOption = () =>
  new Option(
    "--deck <file>",
    `${DECK_FILE} (a ready Commander deck's at a Commander table) for the next seat, repeated: the first for seat 1, …; seats without one get the usual deck`,
  ).argParser((file: string, files: string[] = []) => [...files, file]);
const botOption = () =>
  new Option(
    "--bot <name>",
    `bot for every seat, or one per seat separated by commas (${BOT_NAMES.join(", ")})`,
  )
    .argParser((v: string) => {
      try {
        parseBotSpec(v);
      } catch (e) {
        throw new InvalidArgumentError((e as Error).message);
      }
      return v;
    })
    .default("heuristic");

const workersOption = (description: string) =>
  new Option("--workers <n>", description).argParser(integer("--workers", 1, 1024));
const queueOption = (description: string) =>
  new Option("--queue <url>", description).argParser((v: string) => {
    try {
      return queueUrl(v);
    } catch (e) {
      throw new InvalidArgumentError((e as Error).message);
    }
  });

const stopsOption = () =>
  new Option(
    "--stops <which>",
    'where you are asked for priority: "default" (where a player would act: docs/server.md, Stops and passing) or "all" (at every priority)',
  ).choices(Object.keys(STOP_PRESETS));

interface CommonOpts<S extends Seed = Seed> extends GameOptions {
  seed?: S;
  decks: DeckSource;
  deck?: string[];
  oracle: OracleChoice;
  bot: string;
}

/** The table of the options; the --deck files read with the Oracle table if there is one (only then loaded). */
async function table<S extends Seed>(o: CommonOpts<S>, seedDefault: S) {
  const cards = o.deck === undefined ? undefined : await cardResolver(o.oracle);
  return {
    seed: o.seed ?? seedDefault,
    ...gameOptionsOf(o),
    players: o.players ?? defaultPlayers(o.variant, o.edition),
    decks: o.decks,
    seatDecks: o.deck?.map((file) => loadDeckFile(file, o.variant, cards)),
    bot: o.bot,
  };
}

/** The options every command that sets up a table takes (variant, players, options of 800–811, decks, bots). */
/**
 * A table's game: its variant and players, the options of 801–805 and 901, the edition and the decks —
 * `play`'s, `demo`'s and `simulate`'s table (withTableOptions), and the table `connect --create` makes.
 */
function withGameOptions(cmd: Command): Command {
  return cmd
    .addOption(variantOption())
    .addOption(playersOption())
    .addOption(attackOption())
    .addOption(rangeOption())
    .addOption(teamsOption())
    .addOption(deployOption())
    .addOption(sharedTurnsOption())
    .addOption(mulliganOption())
    .addOption(commanderLifeOption())
    .addOption(planechaseOption())
    .addOption(editionOption())
    .addOption(decksOption());
}

/** `hexSeed`: `--seed` takes a 128-bit seed too (one game: `play`, `demo`; not `simulate`, whose game i plays seed + i). */
function withTableOptions(cmd: Command, hexSeed = true): Command {
  return withGameOptions(cmd.addHelpText("after", variantsHelp()).addOption(seedOption(hexSeed)))
    .addOption(deckOption())
    .addOption(oracleOption())
    .addOption(noOracleOption())
    .addOption(botOption());
}

/** The options of `connect --create` that only a new table takes: an error without --create. */
const CREATE_ONLY = [
  "variant",
  "players",
  "edition",
  "attack",
  "range",
  "teams",
  "deploy",
  "sharedTurns",
  "mulligan",
  "commanderLife",
  "planechase",
  "decks",
  "bots",
  "bot",
  "tableName",
] as const;

type ConnectOpts = Omit<CommonOpts, "seed" | "deck" | "oracle" | "bot"> & {
  table?: string;
  name?: string;
  seat?: number;
  token?: string;
  spectate?: boolean;
  stops?: StopPreset;
  exitAtEnd?: boolean;
  create?: boolean;
  bots?: number;
  bot?: BotName;
  tableName?: string;
  deck?: string;
};

/**
 * `connect --create` and the new table's options: those `play` takes for its table (variant, players,
 * edition, the options of 801–805 and 901, decks), then its bots and its name, under a heading of their own.
 */
function withCreateOptions(cmd: Command): Command {
  const withCreate = cmd
    .optionsGroup("Making a table (--create):")
    .addOption(
      new Option(
        "--create",
        "make a new table on the server (the URL names none), then take your seat there",
      ).conflicts(["table", "token", "spectate"]),
    );
  return withGameOptions(withCreate)
    .addOption(
      new Option(
        "--bots <n>",
        "how many of the other seats are bots, the last ones (default 0: all open for others)",
      ).argParser(integer("--bots", 0)),
    )
    .addOption(new Option("--bot <name>", "the bots' kind (default heuristic)").choices(BOT_NAMES))
    .option("--table-name <text>", 'the table\'s name in the lobby (default e.g. "Emperor table")');
}

/** The table `connect --create` makes, from its options. */
function newTable(o: ConnectOpts): NewTable {
  return {
    ...gameOptionsOf(o),
    bots: o.bots,
    bot: o.bot,
    name: o.tableName,
  };
}

export function buildProgram(setCode: (code: number) => void): Command {
  const program = new Command();
  program
    .name("roundtable")
    .description("Multiplayer Magic: The Gathering, played by the rules.")
    .version(cliPackage.version)
    .addHelpText("after", variantsHelp())
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError("(run with --help for usage)");

  withTableOptions(
    program
      .command("demo", { isDefault: false })
      .description("bots play a game with ready decks; the game log is printed"),
  )
    .option("--save <file>", "write the game record (JSON) to this file")
    .option("--max-decisions <n>", "stop after this many decisions", integer("--max-decisions", 1))
    .action(async (o: CommonOpts & { save?: string; maxDecisions?: number }) => {
      setCode(demoCommand({ ...(await table(o, 1)), save: o.save, maxDecisions: o.maxDecisions }, out));
    });

  withTableOptions(
    program.command("simulate").description("run many bot games and print win rates and speed"),
    false,
  )
    .option("--games <n>", "number of games", integer("--games", 1), 1000)
    .option("--save-failures <dir>", "save the records of failing games in this directory")
    .option("--max-decisions <n>", "decision cap per game", integer("--max-decisions", 1))
    .option(
      "--concede-chance <p>",
      "chance before each decision that a random player concedes",
      (v: string) => {
        const p = Number(v);
        if (v.trim() === "" || !(p >= 0 && p <= 1))
          throw new InvalidArgumentError("it must be a number from 0 to 1.");
        return p;
      },
    )
    .option("--quiet", "no progress bar")
    .addOption(workersOption("play the games on n worker threads (default 1: no threads)"))
    .addOption(
      queueOption(
        "play the games on simulate-workers (any machines) through the queue on this Redis (docs/simulate.md)",
      ).conflicts("workers"),
    )
    .action(
      async (
        o: CommonOpts<number> & {
          games: number;
          saveFailures?: string;
          maxDecisions?: number;
          concedeChance?: number;
          quiet?: boolean;
          workers?: number;
          queue?: string;
        },
      ) => {
        setCode(
          await simulateCommand(
            {
              ...(await table(o, 1)),
              games: o.games,
              saveFailures: o.saveFailures,
              maxDecisions: o.maxDecisions,
              concedeChance: o.concedeChance,
              progress: Boolean(process.stderr.isTTY) && !o.quiet,
              workers: o.workers,
              queue: o.queue,
            },
            out,
          ),
        );
      },
    );

  program
    .command("simulate-worker")
    .description(
      "play the games of simulate --queue runs, from the queue on a Redis, until stopped (docs/simulate.md)",
    )
    .addOption(queueOption("the queue's Redis").makeOptionMandatory())
    .addOption(
      workersOption("games played at once, each on a thread of its own").default(availableParallelism()),
    )
    .option(
      "--stall-seconds <n>",
      "a job held by a worker that stopped answering goes back to the queue after n seconds",
      integer("--stall-seconds", 1),
      30,
    )
    .action(async (o: { queue: string; workers: number; stallSeconds: number }) => {
      // BullMQ and its Redis client are loaded only here and for simulate --queue.
      const { simulateWorkerCommand } = await import("./commands/simulateWorker.ts");
      setCode(
        await simulateWorkerCommand({ url: o.queue, threads: o.workers, stallSeconds: o.stallSeconds }, err),
      );
    });

  withTableOptions(program.command("play").description("play one seat at the terminal against bots"))
    .option(
      "--seat <n>",
      "your seat, from 1 (grand-melee seats the players at random: you play the n-th player listed)",
      integer("--seat", 1),
      1,
    )
    .addOption(stopsOption().default("default"))
    .action(async (o: CommonOpts & { seat: number; stops: StopPreset }) => {
      const t = await table(o, randomSeed());
      setCode(await atTerminal((io) => playCommand({ ...t, seat: o.seat - 1, stops: o.stops }, io)));
    });

  program
    .command("tables")
    .description("list a table server's tables: those with an open seat, and the games you may watch")
    .argument("<url>", "the server, http://HOST:PORT")
    .action(async (url: string) => {
      setCode(await tablesCommand(url, out, err));
    });

  withCreateOptions(
    program
      .command("connect")
      .description(
        "take a seat at a table server's table (or watch it, or make one) and play at the terminal",
      )
      .argument(
        "<url>",
        "the table, http://HOST:PORT/tables/ID, or the server's URL with --table (or --create)",
      )
      .option("--table <id>", "the table's id, when the URL doesn't end in /tables/ID")
      .option(
        "--name <name>",
        'the name to sit under (default "Player"); with --spectate, to talk under (default "Spectator N")',
      )
      .option(
        "--seat <n>",
        "take this open seat, from 1 (default: the first open one; with --create, seat 1)",
        integer("--seat", 1),
      )
      .option(
        "--deck <file>",
        `your deck: ${DECK_FILE}, sent as a list to the server, which checks it for its table (default: the table's deck for your seat)`,
      )
      .option("--token <token>", "rejoin the seat (or spectator's place) this token was given for")
      .option("--spectate", "watch the table instead of taking a seat")
      .addOption(stopsOption())
      .option(
        "--exit-at-end",
        "leave as the game ends, without staying for the chat (a script's endless input)",
      ),
  )
    .addHelpText(
      "after",
      [
        "",
        "The table's chat is printed as it comes: [chat] lines to everyone at the table,",
        "[team] lines to your team. Type at any prompt (at a terminal, while you wait too):",
        "  /say TEXT    a line to everyone at the table: players, spectators, the judge",
        "  /team TEXT   a line to your team, in a game with teams: from the lobby on where the",
        "               table seats its teams (Two-Headed Giant, Team vs. Team, Emperor,",
        "               Archenemy), else once the game has begun",
        "  concede      concede the game (104.3a), whoever is deciding",
        "  full on      full control: asked for priority even where all you can do is pass",
        "               (else you pass at once there, and everyone sees you hold nothing to use)",
        "  full off     full control off again (the default)",
        "  /mute NAME   hide a player's or a spectator's lines for this session (/unmute NAME)",
        "Spectators read the table's lines, and /say lines to the table where its settings",
        "let them (spectatorsChat). Once the game is over you stay for the chat: /quit, or the",
        "end of input (Ctrl-D), leaves. Your last lines are printed as the server sends them",
        "back (a pipe's last /say too) before the client leaves.",
        "",
        "Play again, once the game is over (the web table's Play again):",
        "  /rematch     make the table's rematch (the same table again, bots and all) or join",
        "               it, and go on there at your old seat while it is open; its seat's token",
        "               is printed, and its judge token if you made it. When another player",
        "               makes it you are told; spectators go to watch it.",
        "",
        "While the table waits for players, the seats are listed (by team where it has",
        "teams). Leaving then (Ctrl-D at a terminal) keeps your seat: the game starts once",
        "every seat is taken, and the token printed as you sat down rejoins it (the table's",
        "drop setting plays for you while you are away). To give the seat up instead:",
        "  /leave       free your seat for someone else and leave (its token is the table's",
        "               no more). Once the game has begun, /leave doesn't concede: type",
        "               concede, then /quit.",
        "",
        "A server's tables, each with the command that takes a seat there (or watches):",
        "  roundtable tables http://HOST:PORT",
        "Make a table from the server's URL, and sit down at it:",
        "  roundtable connect http://HOST:PORT --create --variant emperor --players 6 --bots 3",
        "The table has the options under Making a table; you take seat 1 (or --seat N), the",
        "last --bots other seats are bots and the rest are open for friends. Its judge token",
        "is printed (the judge sees every hand). The server checks the table: a refusal names",
        "each problem's field (players, options.range…), and no table is made.",
        "",
        "Sit down with your own deck, as the web table's pasted list (with --create too):",
        "  roundtable connect http://HOST:PORT/tables/ID --deck my-deck.txt",
        '  roundtable connect http://HOST:PORT --create --variant commander --deck "Lyra\'s Host"',
        "The file's text (a ready deck's list, for a name that is no file) goes to the server,",
        "the judge of a deck at its tables: their variant, its cards, Commander's rules. A list",
        "it refuses is printed with each problem (a line's, the deck's), and no seat is taken",
        "(with --create, no table is made); /rematch sits you down with it again. A rejoined",
        "seat (--token) keeps the deck it was taken with; a spectator has none.",
        variantsHelp(),
      ].join("\n"),
    )
    .action(async (url: string, o: ConnectOpts, cmd: Command) => {
      const seat = o.seat === undefined ? undefined : o.seat - 1;
      const create = o.create ? newTable(o) : undefined;
      if (create === undefined) {
        const given = CREATE_ONLY.filter((k) => cmd.getOptionValueSource(k) === "cli");
        if (given.length > 0) {
          const flags = given.map((k) => cmd.options.find((opt) => opt.attributeName() === k)?.long);
          const are = flags.length === 1 ? "is an option" : "are options";
          throw new UsageError(`${flags.join(", ")} ${are} of a new table: add --create to make one`);
        }
      }
      setCode(await atTerminal((io) => connectCommand({ ...o, url, seat, create }, io)));
    });

  program
    .command("replay")
    .description("replay a saved game record and check its hash")
    .argument("<file>", "a game record (JSON) as written by demo --save")
    .option(
      "--save-position <n>",
      "instead, print the scenario file of the beginning of the turn of input N (docs/scenarios.md)",
      integer("--save-position", 0),
    )
    .action(async (file: string, o: { savePosition?: number }) => {
      setCode(
        o.savePosition === undefined
          ? replayCommand(file, out, err)
          : await savePositionCommand(file, o.savePosition, out, err),
      );
    });

  program
    .command("stdio")
    .description(
      "run games for another program: newline-delimited JSON on stdin and stdout (docs/protocol.md)",
    )
    .action(async () => {
      // The reading program closing its end of the pipe ends the session quietly (main.ts).
      setCode(await stdioCommand(stdin, out));
    });

  program
    .command("scenario")
    .description("run scenario files")
    .argument("<files...>", "scenario files or directories")
    .option("--trace", "print every answered decision of every run")
    .action(async (files: string[], o: { trace?: boolean }) => {
      const { scenarioCommand } = await import("@roundtable/scenario");
      setCode(await scenarioCommand(files, out, { trace: Boolean(o.trace) }));
    });

  addDeckCommands(program, setCode, out, err);
  addOracleCommand(program, setCode, out, err);

  return program;
}

/**
 * Runs `run` with the terminal as its PlayIO: prompts on stdout, lines from stdin. A line written while a
 * prompt waits (`connect`'s chat) is shown above it, and the prompt and what has been typed are shown
 * again. At a terminal, lines are read while nothing is asked too (`listen`); from a pipe, every line is
 * the answer to a prompt, echoed after it — but a command ("/leave") may be read while nothing is asked
 * (`command`), echoed as it is read — and once the pipe's input has ended no prompt is shown (none
 * would be answered), and one shown as it ends is closed with a line break: the lines printed after the
 * input's end ("End of input: you concede.", the chat's last lines) start on lines of their own.
 */
async function atTerminal(run: (io: PlayIO) => Promise<number>): Promise<number> {
  const tty = Boolean(stdin.isTTY);
  const rl = createInterface({ input: stdin, output: stdout, terminal: tty });
  /** Lines typed that nothing has read yet. */
  const typed: string[] = [];
  let ended = false;
  /** Who waits for the next line (one `ask` or `listen` at a time). */
  let reader: ((line: string | null) => void) | null = null;
  /** The prompt on the screen, while an `ask` waits for its line. */
  let shown: string | null = null;
  rl.on("line", (l) => {
    const r = reader;
    reader = null;
    if (r === null) typed.push(l);
    else r(l);
  });
  rl.on("close", () => {
    ended = true;
    const r = reader;
    reader = null;
    r?.(null);
  });
  const read = (signal?: AbortSignal): Promise<string | null> =>
    new Promise((resolve) => {
      if (typed.length > 0) return resolve(typed.shift() ?? null);
      if (ended || signal?.aborted) return resolve(null);
      const give = (l: string | null) => {
        signal?.removeEventListener("abort", cancel);
        resolve(l);
      };
      const cancel = () => {
        if (reader === give) reader = null;
        resolve(null);
      };
      reader = give;
      signal?.addEventListener("abort", cancel, { once: true });
    });
  /** A pipe's next line if it is a command; an answer is left for the next ask (PlayIO.command). */
  const command = async (signal: AbortSignal): Promise<string | null> => {
    const l = await read(signal);
    if (l === null || isCommandLine(l)) {
      if (l !== null) out(l); // shown, as a terminal shows what is typed
      return l;
    }
    typed.unshift(l);
    if (!signal.aborted)
      await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
    return null;
  };
  try {
    return await run({
      ask: async (prompt) => {
        if (!tty && ended && typed.length === 0) return null;
        shown = prompt;
        rl.setPrompt(prompt);
        rl.prompt();
        const l = await read();
        shown = null;
        // Piped input isn't echoed by a terminal: show it, so the transcript reads well; its end ends the
        // prompt's line.
        if (!tty) stdout.write(l === null ? (prompt === "" ? "" : "\n") : `${l}\n`);
        return l;
      },
      write: (line) => {
        if (shown === null && (!tty || rl.line === "")) return out(line);
        if (tty) {
          // Over the prompt's line: the line, then the prompt and what has been typed, again.
          clearLine(stdout, 0);
          cursorTo(stdout, 0);
          out(line);
          rl.setPrompt(shown ?? "");
          rl.prompt(true);
        } else {
          stdout.write("\n");
          out(line);
          stdout.write(shown ?? "");
        }
      },
      ...(tty ? { listen: (signal: AbortSignal) => read(signal) } : { command }),
    });
  } finally {
    rl.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  let code = 0;
  const program = buildProgram((c) => {
    code = c;
  });
  try {
    await program.parseAsync(argv, { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander already printed its message (or the help).
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof ConfigError || e instanceof SetupError || e instanceof UsageError) {
      err(`error: ${e.message}`);
      return 2;
    }
    err(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  }
}
