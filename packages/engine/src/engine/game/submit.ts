/**
 * Applying inputs: an answer to the open decision, a concession, a declared loop, or a player's full
 * control turned on or off. Everything is checked before the state changes; a rejected input returns an
 * EngineError and leaves the state exactly as it was.
 */
import type { CardDb } from "../../cards/types.ts";
import type { Answer, BackAnswer, EngineError, ErrorCode } from "../../decisions.ts";
import type { GameEvent } from "../../events.ts";
import { shapeObjects } from "../../objectFields.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { gameIsADraw, playersLose } from "../actions/leave.ts";
import { describeValue, readAnswer, readSeats } from "../ask/answerShape.ts";
import { collectAnswer, goBack } from "../ask/ask.ts";
import { makeCtx } from "../context/ctx.ts";
import { enterLane, openDecision, openDecisions } from "../players/lanes.ts";
import { setFullControl } from "../priority/fullControl.ts";
import { runGame } from "./loop.ts";
import { validateAnswer } from "./validate.ts";

type Done = { ok: true; state: GameState; events: GameEvent[] };
export type Applied = Done | EngineError;
/** An accepted answer also gives back the normalised answer: what the state and the record keep. */
export type AppliedAnswer = (Done & { answer: Answer | BackAnswer }) | EngineError;

const fail = (code: ErrorCode, message: string): EngineError => ({ ok: false, code, message });

/** `player` may be anything a caller passed: it is described, never converted, in a message. */
function checkPlayer(s: GameState, player: unknown): EngineError | null {
  if (!Number.isInteger(player) || s.players[player as PlayerId] === undefined)
    return fail(
      "wrong-player",
      `there is no seat ${describeValue(player)} (seats are 0–${s.players.length - 1})`,
    );
  const p = s.players[player as PlayerId];
  if (p.left) return fail("not-in-game", `${p.name} has left the game`);
  if (s.status === "over") return fail("not-pending", "the game is over");
  return null;
}

/**
 * Checks an input answering an open decision: who, which decision, then the answer's shape
 * (`answerShape.ts`) and its legality (`validate.ts`). Gives back the normalised answer, or the error.
 */
function accept(
  db: CardDb,
  s: GameState,
  player: PlayerId,
  decisionId: number,
  answer: unknown,
): { ok: true; answer: Answer | BackAnswer; marker: number } | EngineError {
  const p = checkPlayer(s, player);
  if (p) return p;
  const found = openDecision(s, decisionId);
  if (found === null) {
    const open = openDecisions(s);
    if (open.length === 0) return fail("not-pending", "no decision is open");
    const list = open.map((o) => `${o.id} (${o.kind} for ${s.players[o.player].name})`).join(", ");
    return fail(
      "stale-decision",
      `decision ${describeValue(decisionId)} is not open; the open decision${open.length > 1 ? "s are" : " is"} ${list}`,
    );
  }
  const d = found.decision;
  if (player !== d.player)
    return fail(
      "wrong-player",
      `decision ${d.id} is for ${s.players[d.player].name}, not ${s.players[player].name}`,
    );
  const read = readAnswer(d, answer);
  if ("code" in read) return fail(read.code, read.message);
  // Grand Melee: the answer is checked in its turn marker's lane (the same one afterwards: nothing changes).
  const back = s.melee?.current;
  enterLane(s, found.marker);
  try {
    const problem = validateAnswer(makeCtx(db, s, null), read);
    return problem ? fail(problem.code, problem.message) : { ok: true, answer: read.a, marker: found.marker };
  } finally {
    if (back !== undefined) enterLane(s, back);
  }
}

/** Validates an answer without applying it. */
export function checkAnswer(
  db: CardDb,
  s: GameState,
  player: PlayerId,
  decisionId: number,
  answer: unknown,
): EngineError | null {
  const r = accept(db, s, player, decisionId, answer);
  return r.ok ? null : r;
}

export function submitAnswer(
  db: CardDb,
  s: GameState,
  player: PlayerId,
  decisionId: number,
  answer: unknown,
  collect: boolean,
): AppliedAnswer {
  const r = accept(db, s, player, decisionId, answer);
  if (!r.ok) return r;
  shapeObjects(s);
  const events: GameEvent[] = [];
  const g = makeCtx(db, s, collect ? events : null);
  enterLane(s, r.marker);
  const task = s.work[s.work.length - 1];
  if ("back" in r.answer) goBack(s, task);
  else collectAnswer(task, s.pending!, r.answer, s.config.turnMarkers);
  s.pending = null;
  runGame(g);
  return { ok: true, state: s, events, answer: r.answer };
}

/**
 * 104.4b, 801.16, 104.4f: the game has entered an unbreakable loop of mandatory actions (the engine can't
 * tell such a loop from a long game: the table, or a judge, says so). `players` are the controllers of the
 * objects in the loop. Without range of influence the game is a draw; with it, a draw for them and the
 * players in their ranges, who leave while the others play on. `named` is read like an answer
 * (`answerShape.ts`); the normalised list is given back, for the record.
 */
export function declareLoop(
  db: CardDb,
  s: GameState,
  named: unknown,
  collect: boolean,
): (Done & { players: PlayerId[] }) | EngineError {
  const players = readSeats(named);
  if ("code" in players || players.length === 0)
    return fail(
      "bad-answer",
      `a loop names the players who control objects in it: a list of one or more seats${"code" in players ? ` (${players.message})` : ""}`,
    );
  for (const p of players) {
    const err = checkPlayer(s, p);
    if (err) return err;
  }
  shapeObjects(s);
  const events: GameEvent[] = [];
  const g = makeCtx(db, s, collect ? events : null);
  gameIsADraw(g, players, "an unbreakable loop of mandatory actions (104.4b)");
  runGame(g);
  return { ok: true, state: s, events, players };
}

/** 104.3a: a player may concede at any time; they leave the game at once. */
export function concede(db: CardDb, s: GameState, player: PlayerId, collect: boolean): Applied {
  const err = checkPlayer(s, player);
  if (err) return err;
  shapeObjects(s);
  const events: GameEvent[] = [];
  const g = makeCtx(db, s, collect ? events : null);
  playersLose(g, [{ player, reason: "conceded (104.3a)" }]);
  runGame(g);
  return { ok: true, state: s, events };
}

/**
 * A player turns full control on or off (priority/fullControl.ts): at any time, like a concession, by a
 * player still in the game. Nothing is asked again; the game goes on waiting for what it waits for.
 */
export function fullControl(s: GameState, player: PlayerId, on: unknown): Applied {
  const err = checkPlayer(s, player);
  if (err) return err;
  if (typeof on !== "boolean")
    return fail(
      "bad-answer",
      `full control is turned on or off with true or false, not ${describeValue(on)}`,
    );
  setFullControl(s, player, on);
  return { ok: true, state: s, events: [] };
}
