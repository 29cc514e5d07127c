/**
 * The replay thread's work (replayEntry.ts; replayThread.ts posts the jobs): a step of a finished game's
 * replay, a position saved as a scenario file and a table's position request checked (its file's actions
 * run: up to the scenario runner's limits), each run to its end before the next is read, in the
 * order posted. The thread keeps the ReplayCursors of the MAX_GAMES games stepped last (the game at the
 * step asked last and its checkpoints): memory stays bounded whatever the number of games asked.
 */
import type { MessagePort } from "node:worker_threads";
import { cardDb } from "@roundtable/cards";
import { LayoutError } from "@roundtable/engine";
import type { ReplayStep } from "@roundtable/protocol";
import { savePositionNow } from "@roundtable/scenario";
import { parsePositionRequest } from "../tables/fromPosition.ts";
import { Lru } from "./lru.ts";
import { ReplayCursor } from "./replayCursor.ts";
import {
  type JobAnswers,
  type JobCall,
  type JobKind,
  type JobOf,
  type JobReply,
  type ReplayJob,
  type SaveAnswer,
  type ThreadMessage,
  toWire,
} from "./replayMessages.ts";
import { replayStep } from "./replayStep.ts";

/** Games whose replay is kept at once. */
export const MAX_GAMES = 4;

export class ReplayJobs {
  /** By game id. */
  private readonly cursors = new Lru<string, ReplayCursor>(MAX_GAMES);

  run(job: ReplayJob): JobAnswers[JobKind] {
    if (job.kind === "position") return parsePositionRequest(job.body);
    return job.kind === "step" ? this.step(job) : save(job);
  }

  private step(job: JobOf<"step">): ReplayStep | null {
    let cursor = this.cursors.get(job.game);
    if (cursor === undefined) {
      if (job.record === undefined) return null;
      cursor = new ReplayCursor(cardDb, job.record);
      this.cursors.set(job.game, cursor);
    }
    return replayStep(cursor, job.game, job.step, job.as);
  }
}

/** savePositionNow of the job's record, or the problems that keep its turn's beginning from a file. */
function save(job: JobOf<"save">): SaveAnswer {
  try {
    return { saved: savePositionNow(cardDb, job.record, job.name) };
  } catch (e) {
    if (!(e instanceof LayoutError)) throw e;
    return { problems: e.problems };
  }
}

/**
 * Answers the jobs posted on `port`, an error thrown by one as its answer, after saying it is ready.
 * `before` runs ahead of each job (tests: a thread with hooks, test/support/replayHooks.ts).
 */
export function answerJobs(port: MessagePort, before: (job: ReplayJob) => void = () => {}): void {
  const jobs = new ReplayJobs();
  port.postMessage({ ready: true } satisfies ThreadMessage);
  port.on("message", (call: JobCall) => {
    let reply: JobReply;
    try {
      before(call.job);
      reply = { id: call.id, ok: true, value: jobs.run(call.job) };
    } catch (e) {
      reply = { id: call.id, ok: false, error: toWire(e) };
    }
    port.postMessage(reply);
  });
}
