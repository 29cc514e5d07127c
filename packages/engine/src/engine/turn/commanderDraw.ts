/**
 * 504.1 with 903.9b: the draw step's draw when the card on top of the active player's library is a
 * commander (it was put there, and its owner chose not to return it then). The turn-based draw happens
 * outside any spell or ability, so it becomes a task of its own that asks the owner first whether the
 * commander goes to the command zone instead (replacement/commandZoneInstead.ts), then draws.
 */
import type { PlayerId, Task } from "../../state.ts";
import { drawCard } from "../actions/draw.ts";
import { makeTask } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { isCommander } from "../players/commanders.ts";
import { needsCommandZoneChoices, withCommandZoneChoices } from "../replacement/commandZoneInstead.ts";

/** The draw step's draw for `p`: a task when a commander is on top of their library, else at once. */
export function turnDraw(g: Ctx, p: PlayerId): Task | null {
  const top = g.s.players[p].library[0];
  if (top !== undefined && needsCommandZoneChoices(g) && isCommander(g.s, g.s.objects[top]))
    return makeTask("commanderDraw", { player: p });
  drawCard(g, p);
  return null;
}

/** The draw, with 903.9b's question asked before it. */
export function commanderDrawTask(g: Ctx, task: Task): "done" {
  withCommandZoneChoices(g, (c) => {
    drawCard(c, task.player as PlayerId);
  });
  return "done";
}
