/**
 * A table that starts from a saved position (docs/server.md, "A table from a position"): the create
 * request's `position` is a scenario file (docs/scenarios.md), checked by @roundtable/scenario. The game
 * starts from the file's layout with the engine's automatic passing (a scenario asks every priority; a
 * table passes by itself for a player who can only pass, as every table does), and the file's actions up
 * to its stop — run by the scenario runner — are the table's first logged inputs: the table stands at the
 * saved position, and its log replays there after a restart like any other.
 */
import { cardDb } from "@roundtable/cards";
import {
  type Decision,
  type Edition,
  Game,
  type GameRecord,
  type Input,
  onlyPassOrMana,
  type TableLayout,
} from "@roundtable/engine";
import {
  type PositionTableRequest,
  parsePositionTable,
  RequestError,
  type RequestIssue,
  randomSeed,
} from "@roundtable/protocol";
import { buildLayout, parseScenario, runScenario, type Scenario } from "@roundtable/scenario";
import { freshStart } from "./freshRandomness.ts";

/**
 * A parsed position request: the file as it was sent (plain JSON, checked), a seat for each of its players,
 * and what its check computed — the game's start and the inputs that reach the saved position — which the
 * game's start takes as they are (kept in the table's spec: the check, which may run the scenario runner to
 * its limits, runs once, in the replay thread).
 */
export interface PositionRequest {
  position: Record<string, unknown>;
  seats: NonNullable<PositionTableRequest["seats"]>;
  settings: PositionTableRequest["settings"];
  /** positionStart's start. Absent only in a table stored before it was kept: then computed at the start. */
  start?: PositionStart["start"];
  /** positionStart's inputs (a saved turn's few), with `start`. */
  inputs?: Input[];
  /**
   * Fresh randomness (freshRandomness.ts): `start` is the file's with its libraries shuffled and a new seed.
   * Absent where the request didn't ask for it (the file's libraries and random numbers).
   */
  freshRandomness?: true;
}

/** The game a position table starts: its start (`{layout}`) and the inputs that reach the saved position. */
export interface PositionStart {
  start: Extract<GameRecord["start"], { layout: TableLayout }>;
  inputs: Input[];
  /** Each player's name in the file, in its order: the seats' names. */
  names: string[];
  /**
   * The seats of the players who have left the game at the saved position (800.4), as the table's game has
   * it there: those the file says have left, and those who left in its actions (a concession, a loss).
   */
  left: number[];
}

/** What a position table is, read from its file (checked when the table was made). */
export function positionFacts(position: Record<string, unknown>): {
  variant: string;
  edition: Edition | undefined;
  names: string[];
} {
  const options = position.options as { edition?: Edition } | undefined;
  return {
    variant: position.variant as string,
    edition: options?.edition,
    names: (position.players as { name: string }[]).map((p) => p.name),
  };
}

/** "players[1].life" → "position.players[1].life"; "(top level)" → "position". */
function under(path: string): string {
  if (path === "(top level)" || path === "") return "position";
  return path.startsWith("[") ? `position${path}` : `position.${path}`;
}

const issue = (path: string, message: string): RequestIssue => ({ path, message: `${path}: ${message}` });

/**
 * Parses a create-table body with `position`: the request with a seat for each player of the file, or a
 * RequestError naming each problem's path (the file's `position.…`). The file's actions are applied too
 * (`positionStart`), so a file whose actions can't be taken is refused here, naming the action; the start
 * and inputs they reach are the request's — with `freshRandomness`, the start with its libraries shuffled and
 * a seed drawn here (freshRandomness.ts). It may run the scenario runner up to its limits (20,000
 * decisions, turn 200): it runs in the replay thread (replayJobs.ts), never on the tables' thread.
 */
export function parsePositionRequest(body: { position: unknown }): PositionRequest {
  const request = parsePositionTable(body);
  const scn = checkedFile(request.position);
  if (request.seats !== undefined && request.seats.length !== scn.players.length)
    throw new RequestError([
      issue(
        "seats",
        `one for each of the file's ${scn.players.length} players (position.players), got ${request.seats.length}`,
      ),
    ]);
  const { start, inputs, left: gone } = positionStart(request.position, scn);
  const seats = request.seats ?? defaultSeats(scn.players.length, gone);
  // 800.4: a player who has left the game takes no more part in it: nobody sits down to play them — whether
  // the file says so or they left in its actions, as the table's game has it at the saved position.
  const open = gone.filter((seat) => seats[seat].kind === "open");
  if (open.length > 0)
    throw new RequestError(
      open.map((seat) =>
        issue(
          `seats[${seat}]`,
          scn.players[seat].left === undefined
            ? `${scn.players[seat].name} has left the game in the file's actions, before its stop: their seat can't be open`
            : `${scn.players[seat].name} has left the game (position.players[${seat}].left): their seat can't be open`,
        ),
      ),
    );
  if (!seats.some((s, seat) => s.kind === "open" || !gone.includes(seat)))
    throw new RequestError([issue("position.players", "every player has left the game")]);
  const parsed = { position: request.position, seats, settings: request.settings, inputs };
  if (request.freshRandomness !== true) return { ...parsed, start };
  return { ...parsed, start: freshStart(start, inputs, randomSeed()), freshRandomness: true };
}

/** Seat 1 open (the first player still in the game), the others heuristic bots. */
function defaultSeats(players: number, gone: number[]): PositionRequest["seats"] {
  const first = Array.from({ length: players }, (_, seat) => seat).find((seat) => !gone.includes(seat));
  return Array.from({ length: players }, (_, seat) =>
    seat === first ? { kind: "open" as const } : { kind: "bot" as const, bot: "heuristic" as const },
  );
}

/** The file checked by @roundtable/scenario, and what a table can't play of it; else a RequestError. */
function checkedFile(position: Record<string, unknown>): Scenario {
  const parsed = parseScenario(position, cardDb);
  if (!parsed.ok) throw new RequestError(parsed.errors.map((e) => issue(under(e.path), e.message)));
  const scn = parsed.scenario;
  // A table is one game: a file that runs at several table sizes or ranges of influence isn't one.
  for (const field of ["tableSizes", "ranges"] as const)
    if (scn[field] !== undefined)
      throw new RequestError([
        issue(`position.${field}`, `a table plays one game: the file must not run at several ${field}`),
      ]);
  if (scn.stopAt === undefined && scn.actions.length > 0)
    throw new RequestError([
      issue(
        "position.stopAt",
        "the file has actions but no stopAt: a table starts where the file stops, so it needs one",
      ),
    ]);
  return scn;
}

/**
 * The game of a position request: the file's layout with the engine's automatic passing, and the inputs
 * of the file's actions up to its stop. Its actions are run by the scenario runner (every priority asked,
 * as a scenario asks it); its inputs are then given to the table's game, which passes by itself where the
 * player could only pass — those passes are not asked again. A file that doesn't run to its stop is a
 * RequestError naming the action (or the stop) in question.
 */
export function positionStart(position: Record<string, unknown>, scn = checkedFile(position)): PositionStart {
  const names = scn.players.map((p) => p.name);
  let layout: TableLayout;
  let laid: Game;
  try {
    layout = buildLayout(scn, cardDb);
    laid = Game.fromLayout(cardDb, layout, { events: false });
  } catch (e) {
    throw new RequestError([issue("position", `the position can't be set up: ${(e as Error).message}`)]);
  }
  const { autoPass: _asked, ...table } = layout;
  const start = { layout: table };
  if (scn.stopAt === undefined) return { start, inputs: [], names, left: departed(laid) };
  const run = runScenario(scn, cardDb);
  if (run.error !== undefined || run.game === null)
    throw new RequestError([issue(runPath(run.error ?? ""), run.error ?? "the file does not run")]);
  const game = positionGame(layout, table, run.game.inputs);
  return { start, inputs: game.inputs, names, left: departed(game) };
}

/** The seats of the players who have left `game` (800.4). */
function departed(game: Game): number[] {
  return game.state.players.flatMap((p, seat) => (p.left ? [seat] : []));
}

/** The path of what a run's error is about: the action it names, else its stop, its choices or the file. */
function runPath(error: string): string {
  const action = /\bactions\[\d+\]/.exec(error);
  if (action !== null) return `position.${action[0]}`;
  if (error.startsWith("stopAt")) return "position.stopAt";
  if (error.includes('"choices"')) return "position.choices";
  return "position";
}

/**
 * The table's game at the saved position: the runner's inputs (`asked`: every priority asked) given to the
 * table's game, which passes by itself for a player who can only pass or make mana (priority.ts): such a pass
 * is the engine's there, and every other input answers the same decision, numbered otherwise (fewer were
 * asked). Its inputs are the table's.
 */
function positionGame(asked: TableLayout, table: TableLayout, inputs: Input[]): Game {
  const scenario = Game.fromLayout(cardDb, asked, { events: false });
  const game = Game.fromLayout(cardDb, table, { events: false });
  if (inputs.length > 0 && game.state.config.turnMarkers)
    throw new RequestError([
      issue(
        "position.stopAt",
        "a Grand Melee position (turn markers, 807.4) can start a table only at its beginning: leave out stopAt and actions",
      ),
    ]);
  for (const [i, input] of inputs.entries()) {
    const d = "decision" in input ? scenario.decisions().find((x) => x.id === input.decision) : undefined;
    const ran = scenario.apply(input);
    if (!ran.ok) throw new Error(`the scenario's input ${i} does not replay: ${ran.message}`);
    if (d !== undefined && passedByItself(d, input)) continue;
    // The same decision, numbered otherwise at the table (fewer were asked): the player's open one.
    const open = d === undefined ? undefined : game.decisions().find((x) => x.player === d.player);
    const r =
      "decision" in input ? game.submit(input.player, open?.id ?? -1, input.answer) : game.apply(input);
    if (!r.ok || open?.kind !== d?.kind)
      throw new RequestError([
        issue(
          "position",
          `the table can't take the file's input ${i + 1} (${d?.prompt ?? "a concession"}) as the scenario did: ${r.ok ? `it asks a ${open?.kind} decision there` : r.message}`,
        ),
      ]);
  }
  return game;
}

/** Whether the table's game passes this priority by itself: the player could only pass or make mana. */
function passedByItself(d: Decision, input: Input): boolean {
  if (d.kind !== "priority" || !onlyPassOrMana(d.actions)) return false;
  const answer = (input as { answer?: { choice?: number } }).answer;
  if (d.actions[answer?.choice ?? -1]?.type === "pass") return true;
  throw new RequestError([
    issue(
      "position.actions",
      `at the ${d.prompt}, the file makes mana with nothing to spend it on: a table passes there by itself`,
    ),
  ]);
}
