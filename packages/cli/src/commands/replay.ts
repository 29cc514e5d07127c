/**
 * `roundtable replay FILE`: replays a saved GameRecord and checks the final hash.
 * Exit 0: "replay OK <hash>"; 1: the replay diverged (an input was rejected or the hash differs);
 * 2: the file is not a readable game record.
 */
import { readFileSync } from "node:fs";
import { cardDb } from "@roundtable/cards";
import {
  ConfigError,
  Game,
  type GameRecord,
  HASH_FORMAT,
  isSeed,
  SEED_RULE,
  SetupError,
} from "@roundtable/engine";

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Checks the shape of a parsed record; returns what is wrong, or null. */
export function recordProblem(v: unknown): string | null {
  if (!isObj(v)) return "the file does not hold a JSON object";
  if (v.format !== 1) return `unsupported record format ${JSON.stringify(v.format)} (expected 1)`;
  const start = v.start;
  if (!isObj(start)) return `"start" is missing or not an object`;
  if (isObj(start.setup)) {
    const setup = start.setup;
    if (typeof setup.variant !== "string") return `"start.setup.variant" must be a string`;
    if (!isSeed(setup.seed)) return `"start.setup.seed" must be ${SEED_RULE}`;
    if (!Array.isArray(setup.players)) return `"start.setup.players" must be an array`;
    for (const [i, p] of setup.players.entries()) {
      if (
        !isObj(p) ||
        typeof p.name !== "string" ||
        !Array.isArray(p.deck) ||
        !p.deck.every((c) => typeof c === "string")
      )
        return `"start.setup.players[${i}]" must have a name and a deck of card ids`;
    }
  } else if (isObj(start.layout)) {
    const layout = start.layout;
    if (typeof layout.variant !== "string") return `"start.layout.variant" must be a string`;
    if (!Array.isArray(layout.players)) return `"start.layout.players" must be an array`;
  } else return `"start" must have a "setup" or a "layout"`;
  if (!Array.isArray(v.inputs)) return `"inputs" is missing or not an array`;
  for (const [i, input] of v.inputs.entries()) {
    if (isObj(input) && "loop" in input) {
      // 104.4b, 801.16: a declared loop names the seats controlling objects in it.
      if (!Array.isArray(input.loop) || input.loop.length === 0 || !input.loop.every(isInt))
        return `"inputs[${i}].loop" must be a list of one or more seats`;
      continue;
    }
    if (!isObj(input) || !isInt(input.player)) return `"inputs[${i}]" must be an object with a "player" seat`;
    if ("concede" in input) {
      if (input.concede !== true) return `"inputs[${i}].concede" must be true`;
    } else if ("fullControl" in input) {
      if (typeof input.fullControl !== "boolean") return `"inputs[${i}].fullControl" must be true or false`;
    } else if (!isInt(input.decision) || !isObj(input.answer))
      return `"inputs[${i}]" must have a "decision" id and an "answer" object (or "concede": true, or "fullControl")`;
  }
  if (typeof v.hash !== "string" || !/^[0-9a-f]+$/.test(v.hash))
    return `"hash" is missing or not a hex string`;
  if (v.hashFormat !== undefined && (!isInt(v.hashFormat) || v.hashFormat < 1))
    return `"hashFormat" must be a positive integer (the engine's HASH_FORMAT when the record was made)`;
  return null;
}

/** Reads and checks a game record file; on a problem, says it and returns exit code 2. */
function readRecord(file: string, error: (line: string) => void): GameRecord | 2 {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    error(`error: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    error(`error: ${file} is not valid JSON: ${(err as Error).message}`);
    return 2;
  }
  const problem = recordProblem(parsed);
  if (problem !== null) {
    error(`error: ${file} is not a game record: ${problem}`);
    return 2;
  }
  return parsed as GameRecord;
}

/**
 * `roundtable replay FILE --save-position N`: writes the scenario file (docs/scenarios.md, "Saving a
 * position") of the beginning of the turn in which input N is made. Exit 1 if it cannot be saved.
 */
export async function savePositionCommand(
  file: string,
  n: number,
  write: (line: string) => void,
  error: (line: string) => void,
): Promise<number> {
  const record = readRecord(file, error);
  if (record === 2) return 2;
  const { savePositionAt } = await import("@roundtable/scenario");
  try {
    write(JSON.stringify(savePositionAt(cardDb, record, n), null, 2));
    return 0;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof SetupError) {
      error(`error: ${file} has an invalid game setup: ${err.message}`);
      return 2;
    }
    error(`save-position FAILED: ${(err as Error).message}`);
    return 1;
  }
}

export function replayCommand(
  file: string,
  write: (line: string) => void,
  error: (line: string) => void,
): number {
  const record = readRecord(file, error);
  if (record === 2) return 2;
  let game: Game;
  try {
    game = Game.replay(cardDb, record, { events: false });
  } catch (err) {
    if (err instanceof ConfigError || err instanceof SetupError) {
      error(`error: ${file} has an invalid game setup: ${err.message}`);
      return 2;
    }
    error(`replay FAILED: ${(err as Error).message.replace(/^replay: /, "")}`);
    return 1;
  }
  const hash = game.hash();
  const format = record.hashFormat ?? 1;
  if (format !== HASH_FORMAT) {
    // The game replayed (every input was accepted); its hash is of another shape of the state.
    write(
      `replay OK ${hash} (the record's hash ${record.hash} is of hash format ${format}, this engine's is ${HASH_FORMAT}: not compared)`,
    );
    return 0;
  }
  if (hash !== record.hash) {
    error(
      `replay MISMATCH: the record says ${record.hash}, the replay gives ${hash} (after ${record.inputs.length} inputs)`,
    );
    return 1;
  }
  write(`replay OK ${hash}`);
  return 0;
}
