import type { Task } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { activate } from "./activate.ts";
import { cast } from "./cast.ts";
import type { StackInfoDraft } from "./stackInfo.ts";

/**
 * 601.2b–d, 602.2b in the views: a cast or activation whose question is open (`task`, on top of the current
 * lane's work in `g`) asks its questions again from its answers, writing what they chose into `info` as it
 * goes — modes, X, each target spec's targets, the division — and stops at the open question (Suspend).
 * Only on a scratch copy of the game (castingView.ts): answers that completed it would have it pay and move.
 */
export function replayChoices(g: Ctx, task: Task, info: StackInfoDraft): void {
  if (task.t === "cast") cast(g, task, info);
  else activate(g, task, info);
}
