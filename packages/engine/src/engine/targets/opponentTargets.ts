/**
 * Targets chosen per opponent or by an opponent (601.2c, 602.2b):
 * - "For each opponent, … target permanent that player controls" (Blatant Thievery): one target among
 *   each opponent's permanents, asked in turn order; an opponent with none gets no target. Each target
 *   is remembered with the player it was chosen for, and is illegal on resolution once that player no
 *   longer controls it (608.2b).
 * - "any target of an opponent's choice" (Cuombajj Witches): as the ability is activated its controller
 *   chooses an opponent (no question with one opponent), and that opponent chooses the target among
 *   those legal for the controller's ability (801.5a example). If the chosen opponent has left the game
 *   when the question is asked, the controller picks another opponent to choose (800.4g, ask.ts).
 */

import type { TargetSpec } from "../../cards/types.ts";
import type { PlayerId, Ref, StackInfo } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange, opponents } from "../players/players.ts";
import { refController, refOption, specMax, specMin } from "./targets.ts";

/** The targets of a per-opponent or opponent-chosen spec, or null for an ordinary spec. */
export function chooseOpponentTargets(
  g: Ctx,
  p: PlayerId,
  spec: TargetSpec,
  offered: readonly Ref[],
  what: string,
): Ref[] | null {
  let legal = offered;
  const s = g.s;
  if (spec.perOpponent) {
    const out: Ref[] = [];
    for (const q of opponents(s, p)) {
      const theirs = legal.filter((r) => "object" in r && s.objects[r.object].controller === q);
      if (theirs.length === 0) continue;
      // "up to one target … that player controls" (Grasp of Fate): none is a choice too.
      const upTo = specMin(spec) === 0;
      const prompt = `${what}: choose ${upTo ? "up to 1" : "1"} target ${s.players[q].name} controls`;
      const options = theirs.map((r) => refOption(g, r));
      for (const k of askChoose(g, p, "targets", prompt, options, upTo ? 0 : 1, 1, { intent: spec.intent }))
        out.push(theirs[k]);
    }
    return out;
  }
  if (spec.chooser === "opponent") {
    if (legal.length === 0) return [];
    const chooser = chooseOpponent(g, p, `${what}: choose the opponent who chooses a target`, "chooser");
    if (chooser === null) return [];
    // 801.5a: the chosen opponent picks within their own range as well as the controller's (the
    // example's intersection); one appointed from outside the range by 801.5c picks among all of them.
    const inBoth = inRange(s, p, chooser)
      ? legal.filter((r) => inRange(s, chooser, refController(g, r)))
      : legal;
    if (inBoth.length === 0) return [];
    legal = inBoth;
    const min = specMin(spec);
    const max = Math.min(specMax(spec, legal.length), legal.length);
    const count = min === max ? `${min}` : `${min}–${max}`;
    const prompt = `${what}: choose ${count} target${max === 1 ? "" : "s"} for ${s.players[p].name}'s ability`;
    // 800.4g: should the chosen opponent leave before answering, A picks another opponent to choose.
    const picked = askChoose(
      g,
      { player: chooser, controller: p, source: what },
      "targets",
      prompt,
      legal.map((r) => refOption(g, r)),
      min,
      max,
      { intent: spec.intent },
    );
    return picked.map((k) => legal[k]);
  }
  return null;
}

/** A target chosen for a player: one per opponent, or the defending player's (508.5). */
function forPlayer(sp: TargetSpec | undefined): boolean {
  return sp?.perOpponent === true || sp?.defending === true;
}

/**
 * The player each per-opponent or defending player's target (508.5) was chosen for (its controller then), for the
 * stack object.
 */
export function targetPlayersOf(
  g: Ctx,
  specs: readonly TargetSpec[],
  targets: readonly Ref[][],
): { targetPlayers?: (PlayerId | null)[][] } {
  if (!specs.some(forPlayer)) return {};
  return {
    targetPlayers: targets.map((refs, i) =>
      refs.map((r) => (forPlayer(specs[i]) && "object" in r ? g.s.objects[r.object].controller : null)),
    ),
  };
}

/**
 * 608.2b: a per-opponent or defending player's target is still legal only while the player it was chosen for
 * controls it.
 */
export function targetPlayerOk(g: Ctx, info: StackInfo, spec: number, k: number, ref: Ref): boolean {
  const p = info.targetPlayers?.[spec]?.[k];
  if (p === undefined || p === null) return true;
  return "object" in ref && g.s.objects[ref.object]?.controller === p;
}
