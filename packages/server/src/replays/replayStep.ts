/**
 * One step of a finished game's replay as a seat or the judge saw it (`GET /api/games/:id/replay`): the
 * combined view at the step, its input's events and the decision it answered, each as that viewer may
 * know them. Computed in the replay thread (replayJobs.ts), from the game's ReplayCursor.
 */
import {
  combineView,
  type Decision,
  eventFor,
  type Input,
  publicDecision,
  type Recipient,
} from "@roundtable/engine";
import type { ReplayAnswer, ReplayStep, ReplayViewer } from "@roundtable/protocol";
import { TableError } from "../tables/errors.ts";
import type { ReplayCursor } from "./replayCursor.ts";

/** Game `id` after `step` inputs, as seat `as` or the judge saw it. */
export function replayStep(cursor: ReplayCursor, id: string, step: number, as: ReplayViewer): ReplayStep {
  inRange(step, cursor.steps);
  const { game, events, answered } = cursor.at(step);
  const players = game.state.players.length;
  if (as !== "judge" && as >= players)
    throw new TableError(
      "bad-seat",
      `query.as: no seat ${as}: the game's seats are 0–${players - 1}, or "judge"`,
      400,
    );
  const who: Recipient = as === "judge" ? { judge: true } : { seat: as };
  const viewer = as === "judge" ? null : as;
  return {
    id,
    step,
    steps: cursor.steps,
    as,
    by: step === 0 ? null : inputPlayer(cursor.input(step)),
    view: combineView(game.tableView(), game.seatView(who)),
    // The judge sees every event whole; a seat what it was told (eventFor).
    events: as === "judge" ? events : events.map((e) => eventFor(e, viewer)),
    answered: answered === undefined ? null : answerFor(answered, cursor.input(step), viewer),
  };
}

/** A 400 `step-out-of-range` naming `query.step` and the last step, for a step past a game's `steps` inputs. */
export function inRange(step: number, steps: number): void {
  if (step > steps)
    throw new TableError(
      "step-out-of-range",
      `query.step: step ${step} is past the game's last step, ${steps}`,
      400,
    );
}

/**
 * The decision `d` that `input` answered, as `viewer` (null: the judge) may know it: the judge and the player
 * who answered see both whole (principle 4: what they saw and gave); everyone else who answered what kind of
 * decision, and of a priority decision the action taken, which is done openly (117.1).
 */
function answerFor(d: Decision, input: Input, viewer: number | null): ReplayAnswer {
  const answer = "answer" in input ? input.answer : undefined;
  if (answer === undefined) return { decision: publicDecision(d) };
  if (viewer === null || viewer === d.player) return { decision: d, answer };
  const action = d.kind === "priority" && "choice" in answer ? d.actions[answer.choice] : undefined;
  return { decision: publicDecision(d), ...(action !== undefined ? { action } : {}) };
}

/** Who gave an input: the player answering or conceding; null for a loop the table declared (104.4b). */
function inputPlayer(input: Input): number | null {
  return "player" in input ? input.player : null;
}
