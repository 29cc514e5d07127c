/**
 * Effects that set life totals: "[player]'s life total becomes N" (119.5) and doubling a life total
 * (701.10d). The player gains or loses the difference. Every new total is worked out first, then all
 * change at once (608.2h: "the lowest life total among all players" is read once). With a shared life
 * total (810.9c–d) a player's total is the team's, and one player per team is affected; setting a whole
 * team's players' totals (`teamLifeSetEach` "sum": 2004 draft 609.5d–e, 2007 CR 606.9b) makes the team's
 * total the sum of their numbers; under 2007 CR 606.9a, c (`lifeShare`) a player's total is their share.
 */

import { flatMapOf } from "../../arrays.ts";
import type { Effect } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { cantGainLife, cantLoseLife, gainLife, loseLife } from "../actions/damage.ts";
import { askChoose, askOrder } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { defOf } from "../context/ctx.ts";
import { lifeForEffect, partsOfTeamLife, teamLifeRestricted } from "../players/lifeShare.ts";
import { byTeam, teamChooser, teammates } from "../players/players.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

export function setLifeEffect(g: Ctx, r: Resolving, e: Effect & { e: "setLife" | "doubleLife" }): void {
  const s = g.s;
  // 107.1b: a life total may be set to a negative number.
  const newTotal = (p: PlayerId) =>
    e.e === "setLife" ? amountOf(g, r, e.amount, p) : 2 * lifeForEffect(s, p);
  const ps = playersOf(g, r, e.who);
  const sum = s.config.sharedLife && s.config.teamLifeSetEach === "sum";
  const groups = sum ? wholeTeams(g, ps) : oneOfEachTeam(g, ps).map((p) => [p]);
  const changes = flatMapOf(groups, (group) => {
    // 2007 CR 606.9b: a whole team's players' parts add up to its total, so the team ends at the sum.
    const parts = group.length > 1 ? partsOfTeamLife(s, group) : [lifeForEffect(s, group[0])];
    return group.map((p, i) => ({ p, delta: newTotal(p) - parts[i] }));
  });
  for (const { p, delta } of changes) changeLifeBy(g, p, delta);
}

/**
 * 119.5: the player gains or loses the necessary amount of life to end up with `n` — with a shared life
 * total, from the life total an effect reads for them (810.9c; 2007 CR 606.9c: their share).
 */
export function setLifeTotal(g: Ctx, p: PlayerId, n: number): void {
  changeLifeBy(g, p, n - lifeForEffect(g.s, p));
}

function changeLifeBy(g: Ctx, p: PlayerId, delta: number): void {
  if (delta > 0) gainLife(g, p, delta);
  else if (delta < 0) loseLife(g, p, -delta);
}

/**
 * 701.12c: two target players exchange life totals — each gains or loses the difference. 701.12a, 119.7–119.8: if the
 * exchange can't be completed (a player's life can't change in the needed direction, or one target is
 * gone), none of it happens. 810.9e: teammates sharing a life total can't exchange.
 */
export function exchangeLifeEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const [a, b] = flatMapOf(r.targets[0], (t) => ("player" in t ? [t.player] : []));
  if (a === undefined || b === undefined || a === b) return;
  if (teamLifeRestricted(s) && teammates(s, a).includes(b)) return; // 810.9e
  const [la, lb] = [lifeForEffect(s, a), lifeForEffect(s, b)];
  const blocked = (p: PlayerId, delta: number) =>
    delta > 0 ? cantGainLife(g, p) : delta < 0 ? cantLoseLife(g, p) : false;
  if (blocked(a, lb - la) || blocked(b, la - lb)) return;
  setLifeTotal(g, a, lb);
  setLifeTotal(g, b, la);
}

/**
 * "Redistribute any number of players' life totals" (Reverse the Sands): the controller chooses players
 * (within their range, 801.10) — 810.9f: with a shared life total, at most one of each team — and gives each
 * of them one of their life totals back. 119.7–119.8: a player who can't gain (or lose) life can't receive
 * a higher (or lower) total; then the redistribution doesn't happen (701.12a).
 */
export function redistributeLifeEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const candidates = playersOf(g, r, "each");
  const name = defOf(g, r.object).name;
  let chosen: PlayerId[];
  if (teamLifeRestricted(s)) {
    chosen = [];
    for (const team of byTeam(s, candidates)) {
      const p = team[0];
      const options = team.map((q) => ({ label: s.players[q].name, ref: { player: q } }));
      const prompt = `${name}: choose at most one player of ${s.players[p].name}'s team (810.9f)`;
      chosen.push(...askChoose(g, r.controller, "player", prompt, options, 0, 1).map((i) => team[i]));
    }
  } else {
    const options = candidates.map((q) => ({ label: s.players[q].name, ref: { player: q } }));
    const picks = askChoose(
      g,
      r.controller,
      "player",
      `${name}: choose the players`,
      options,
      0,
      options.length,
    );
    chosen = picks.map((i) => candidates[i]);
  }
  if (chosen.length < 2) return;
  const totals = chosen.map((p) => lifeForEffect(s, p));
  const items = chosen.map((p, i) => ({
    label: `${totals[i]} (${s.players[p].name}'s)`,
    ref: { player: p },
  }));
  const to = chosen.map((p) => s.players[p].name).join(", ");
  const order = askOrder(
    g,
    r.controller,
    `${name}: the life totals for ${to}, in that order`,
    items,
    "lifeTotals",
  );
  const next = chosen.map((_, k) => totals[order[k]]);
  const blocked = chosen.some((p, k) =>
    next[k] > totals[k] ? cantGainLife(g, p) : next[k] < totals[k] ? cantLoseLife(g, p) : false,
  );
  if (blocked) return;
  chosen.forEach((p, k) => {
    setLifeTotal(g, p, next[k]);
  });
}

/**
 * 810.9d: with a shared life total, an effect that would set the life total of each player on a team sets
 * only one of them: the team chooses which (its primary player answers, 805.2). Asked in APNAP order.
 */
function oneOfEachTeam(g: Ctx, ps: PlayerId[]): PlayerId[] {
  const s = g.s;
  if (!s.config.sharedLife) return ps;
  const out: PlayerId[] = [];
  for (const team of byTeam(s, ps)) {
    const p = team[0];
    if (team.length === 1) {
      out.push(p);
      continue;
    }
    const options = team.map((q) => ({ label: s.players[q].name, ref: { player: q } }));
    const prompt = "Choose the player of your team whose life total is set (810.9d)";
    const [i] = askChoose(g, teamChooser(s, p), "player", prompt, options, 1, 1);
    out.push(team[i]);
  }
  return out;
}

/**
 * 2007 CR 606.9b: the players an effect sets the life total of, by team — a team all of whose players in
 * the game are among them together (its total becomes the sum), each other player alone (606.9c).
 */
function wholeTeams(g: Ctx, ps: PlayerId[]): PlayerId[][] {
  return flatMapOf(byTeam(g.s, ps), (group) =>
    group.length === 1 + teammates(g.s, group[0]).length ? [group] : group.map((p) => [p]),
  );
}

/** The effect table's entries for 119.5, 701.10d: setting, doubling, exchanging and redistributing life totals (effectTable.ts). */
export const lifeEffects: EffectHandlers = {
  setLife: setLifeEffect,
  doubleLife: setLifeEffect,
  exchangeLife: exchangeLifeEffect,
  redistributeLife: redistributeLifeEffect,
};
