/**
 * Choosing an opponent for an effect (one place for every card that says "choose an opponent" or "an
 * opponent chooses"), under limited range of influence (801.5):
 * - "choose an opponent" (Black Vise, Captive Audience) is a choice of a player: only opponents within
 *   the chooser's range (801.5a);
 * - "an opponent chooses …" (Fact or Fiction, Cuombajj Witches) names who makes a choice: an opponent
 *   within the controller's range, and if there is none, the closest opponent to the controller's left
 *   (801.5c).
 * With one candidate there is nothing to ask.
 */

import type { PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { choosablePlayers, choosers, opponents } from "../players/players.ts";
import { askChoose } from "./ask.ts";

export function chooseOpponent(
  g: Ctx,
  you: PlayerId,
  prompt: string,
  role: "chosen" | "chooser",
): PlayerId | null {
  const s = g.s;
  const all = opponents(s, you);
  const opps = role === "chosen" ? choosablePlayers(s, you, all) : choosers(s, you, all);
  if (opps.length <= 1) return opps[0] ?? null;
  const options = opps.map((q) => ({ label: s.players[q].name, ref: { player: q } }));
  return opps[askChoose(g, you, "player", prompt, options, 1, 1)[0]];
}
