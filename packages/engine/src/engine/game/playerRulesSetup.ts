/**
 * A layout player's `rules` (611.2a: Teferi's Protection's "your life total can't change" and "protection from
 * everything", until their next turn): laid as the effect that made them, theirs, before the first turn begins.
 * Not for a player who has left, nor for one whose turn the layout begins with — the rules would end as it
 * begins (a saved position, at the first priority of an upkeep, holds none of the active player's).
 */
import type { PlayerRule } from "../../cards/types.ts";
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { PlayerId } from "../../state.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { PLAYER_RULES } from "../characteristics/playerRules.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame, teamChooser } from "../players/players.ts";
import { departedProblems } from "./departureSetup.ts";

type Fail = (path: string, message: string) => never;

/** `start`: the seat whose turn the layout begins with (checked). */
export function layPlayerRules(g: Ctx, layout: TableLayout, start: PlayerId, fail: Fail): void {
  const s = g.s;
  const first = teamChooser(s, start); // 805.4: with shared team turns, the team's
  layout.players.forEach((lp, seat) => {
    const rules: unknown = lp.rules;
    if (rules === undefined) return;
    const path = `players[${seat}].rules`;
    const known = (r: unknown): r is PlayerRule => (PLAYER_RULES as readonly unknown[]).includes(r);
    if (!Array.isArray(rules) || !rules.every(known))
      fail(path, `must be a list of rules (${PLAYER_RULES.join(", ")}), got ${showValue(rules)}`);
    const list = rules as PlayerRule[];
    if (new Set(list).size !== list.length) fail(path, `names a rule twice: ${showValue(list)}`);
    if (list.length === 0) return;
    if (!inGame(s, seat)) fail(path, departedProblems.start(lp.name));
    if (teamChooser(s, seat) === first)
      fail(
        path,
        `they last until ${lp.name}'s next turn, which the layout begins with: they would end as it begins (611.2a)`,
      );
    addEffect(g, {
      controller: seat,
      source: null,
      objects: [],
      players: [seat],
      mods: list.map((m) => ({ m })),
      duration: "untilYourNextTurn",
    });
  });
}
