/**
 * Combat with no attack option (VariantConfig.attack "chosenDefender"): 2004 draft 306.3 and 307.1 —
 * "When the combat phase begins, the active player chooses an opponent. The chosen player is attacked and
 * is the defender"; "When this step begins, the active player chooses a player to attack", before
 * abilities that trigger at the beginning of combat go on the stack and anyone gets priority (today's
 * 506.2a and 507.1 say the same of a multiplayer game in which the opponents don't all defend). The
 * choice is a turn-based action of the beginning of combat step; it is kept in `turn.defender` for that
 * combat, and `combat.ts` lets creatures attack only that player and their planeswalkers.
 */
import type { Task } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame, teamChooser } from "../players/players.ts";
import { attackableOpponents } from "./combat.ts";

/**
 * 2004 draft 307.1: the active player chooses the defending player among the opponents they may attack
 * (within range, 601.2). With one such opponent there is nothing to choose; with none, nobody can be
 * attacked this combat.
 */
export function chooseDefenderTask(g: Ctx, _task: Task): "done" {
  const s = g.s;
  delete s.turn.defender;
  const ap = s.turn.active;
  if (!inGame(s, ap)) return "done"; // 800.4j: the turn goes on without an active player, and no attack
  const opps = attackableOpponents(g, ap);
  if (opps.length === 0) return "done";
  const options = opps.map((p) => ({ label: s.players[p].name, ref: { player: p } }));
  const prompt = "Choose the opponent you attack this combat: the defending player (2004 draft 307.1)";
  const pick = opps.length === 1 ? 0 : askChoose(g, teamChooser(s, ap), "defender", prompt, options, 1, 1)[0];
  s.turn.defender = opps[pick];
  emit(g, { type: "defender", player: ap, defender: opps[pick] });
  return "done";
}
