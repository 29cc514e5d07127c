/**
 * One place for "who" (DEVELOPERS.md principle 6): who is in the game, who are a player's opponents,
 * turn order to the left (101.4, 102.1), APNAP order around the table, and who makes a choice asked of
 * a player who has left (800.4g–h). Later issues add teams and range here; every rule asks this module.
 */
import type { GameState, PlayerId, TurnState } from "../../state.ts";
import { teamRun } from "../../variants/teams.ts";

export function inGame(s: GameState, p: PlayerId): boolean {
  const pl = s.players[p];
  return pl !== undefined && !pl.left;
}

export function playersInGame(s: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].left) out.push(i);
  return out;
}

/**
 * 102.2–102.3: whether p and q play against each other, whether or not they are still in the game: any
 * two players of different teams (in a game without teams, any two players).
 */
export function opposing(s: GameState, p: PlayerId, q: PlayerId): boolean {
  const across = s.config.opponentsBySeat;
  if (across !== null && across !== undefined) return across[p].includes(q); // Pentagon, 611.1
  const teams = s.config.teams;
  return p !== q && (teams === null || teams === undefined || teams[p] !== teams[q]);
}

/** 102.3: p's teammates still in the game, in turn order from p's left (none in a game without teams). */
export function teammates(s: GameState, p: PlayerId): PlayerId[] {
  const teams = s.config.teams;
  if (teams === null || teams === undefined) return []; // a big table asks this at every card drawn
  return turnOrderFrom(s, p).filter((q) => isTeammate(s, p, q));
}

/**
 * 102.3: whether q is p's teammate: another player of p's team. Not the same as "not an opponent": in
 * Pentagon (2004 draft 611.1) the two players seated next to you are neither your opponents nor a team.
 */
export function isTeammate(s: GameState, p: PlayerId, q: PlayerId): boolean {
  const teams = s.config.teams;
  return p !== q && teams !== null && teams !== undefined && teams[p] === teams[q];
}

/**
 * Who may see p's hand: p, and the teammates allowed to (808.5, 809.7: the team; 811.5: teammates seated
 * next to p, among the players still in the game).
 */
export function handViewers(s: GameState, p: PlayerId): PlayerId[] {
  const rule = s.config.handsVisible ?? "none";
  const seen: PlayerId[] = [p];
  if (rule === "team") seen.push(...teammates(s, p));
  else if (rule !== "none") {
    const near = [nextInGame(s, p), prevInGame(s, p)];
    seen.push(...teammates(s, p).filter((q) => near.includes(q)));
  }
  // 723.4: a player controlling one of them (during that player's turn, under way) sees what they see —
  // while still in the game: leaving ends the control (800.4a), though its record lasts the turn.
  for (const c of s.playerControl ?? [])
    if (
      c.turn !== null &&
      inGame(s, c.by) &&
      seen.some((q) => q === c.player || teamSeats(s, c.player).includes(q)) &&
      !seen.includes(c.by)
    )
      seen.push(c.by);
  return seen;
}

/** 102.2–102.3: the players still in the game who play against p, in turn order from p's left. */
export function opponents(s: GameState, p: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const q of turnOrderFrom(s, p)) if (opposing(s, p, q)) out.push(q);
  return out;
}

/**
 * 801.2: p's opponents within p's range of influence, in turn order from p's left — `opponents` filtered by
 * `inRange`, looking only at the seats in range (a big table has hundreds of others).
 */
export function opponentsInRange(s: GameState, p: PlayerId): PlayerId[] {
  const range = turnRanges(s)?.[p];
  if (range === undefined) return opponents(s, p);
  const n = s.players.length;
  const fromLeft = (q: PlayerId): number => (q - p + n) % n;
  return range
    .filter((q) => !s.players[q].left && opposing(s, p, q))
    .sort((a, b) => fromLeft(a) - fromLeft(b));
}

export function isOpponent(s: GameState, p: PlayerId, q: PlayerId): boolean {
  return opposing(s, p, q) && inGame(s, q);
}

/** The next player in turn order (to the left) after seat p who is still in the game (800.4k), or null. */
export function nextInGame(s: GameState, p: PlayerId): PlayerId | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!s.players[q].left) return q;
  }
  return null;
}

/** The nearest player still in the game seated to the right of p (previous in turn order), or null. */
export function prevInGame(s: GameState, p: PlayerId): PlayerId | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p - k + n) % n;
    if (!s.players[q].left) return q;
  }
  return null;
}

/**
 * 2004 draft 609.6: the opponents p may attack — the one seated directly across. Two teams sit each in a
 * row (609.2), so the i-th player of p's team faces the i-th from the end of the other (A1 B2, A2 B1; with
 * three heads A1 B3, A2 B2, A3 B1). Once that player has left, the opponents still in the game seated
 * closest to their seat, counted round the table either way: both when two are as close ("one or both
 * remaining players in 3HG").
 */
export function acrossOpponents(s: GameState, p: PlayerId): PlayerId[] {
  const opps = opponents(s, p);
  const teams = s.config.teams;
  if (teams === null || teams === undefined || opps.length === 0) return opps;
  const mine = teamRun(teams, p);
  const theirs = teamRun(teams, opps[0]);
  const across = theirs[theirs.length - 1 - mine.indexOf(p)] ?? opps[0];
  const n = s.players.length;
  const distance = (q: PlayerId) => Math.min((q - across + n) % n, (across - q + n) % n);
  const closest = Math.min(...opps.map(distance));
  return opps.filter((q) => distance(q) === closest);
}

/** Players still in the game in turn order starting with p (p first if still in the game). */
export function turnOrderFrom(s: GameState, p: PlayerId): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const q = (p + k) % n;
    if (!s.players[q].left) out.push(q);
  }
  return out;
}

/**
 * 101.4: APNAP order — the active player first, then the others in turn order. If the active player
 * has left (800.4j), the order starts with the next player in turn order.
 */
export function apnap(s: GameState): PlayerId[] {
  return turnOrderFrom(s, s.turn.active);
}

/** Sorts players into APNAP order. */
export function inApnapOrder(s: GameState, ps: Iterable<PlayerId>): PlayerId[] {
  const set = new Set(ps);
  return apnap(s).filter((p) => set.has(p));
}

/**
 * 801.2–801.2c: the players within each seat's range of influence, counted in seats among the players
 * still in the game as a turn begins (a departed player's seat doesn't count). Null when unlimited.
 */
export function rangesAsTurnBegins(s: GameState): PlayerId[][] | null {
  const ranges = s.config.range;
  if (ranges === null || ranges === undefined) return null;
  // Players only ever leave (and then `forgetRanges`): the table is the one worked out last (Grand Melee
  // begins many turns on the same table; they share it, and a lane switch sees the same ranges at once).
  const known = rangeTables.get(s);
  if (known !== undefined) return known;
  const seated = playersInGame(s);
  const seat = new Map(seated.map((p, i) => [p, i]));
  const table = s.players.map((_, p) => {
    const i = seat.get(p);
    if (i === undefined) return [p];
    const n = seated.length;
    const out = new Set<PlayerId>([p]); // 801.2b
    for (let d = 1; d <= ranges[p] && d < n; d++) {
      out.add(seated[(i + d) % n]);
      out.add(seated[(i - d + n) % n]);
    }
    return [...out].sort((a, b) => a - b);
  });
  rangeTables.set(s, table);
  return table;
}

/**
 * 801.2c: the ranges of influence of a turn (the current one by default), fixed as it began: its own
 * `inRange` once a player has left since (leave.ts `fixRanges`), else the table as it is now. Null:
 * unlimited.
 */
export function turnRanges(s: GameState, turn: GameState["turn"] = s.turn): PlayerId[][] | null {
  return turn.inRange === undefined ? rangesAsTurnBegins(s) : turn.inRange;
}

/**
 * Sets the ranges of `turn` (801.2c), keeping them only where they differ from the table as it is now
 * ({@link turnRanges}: `inRange` is absent otherwise, issue 22 — a Grand Melee has many turns under way).
 */
export function setTurnRanges(s: GameState, turn: GameState["turn"], ranges: PlayerId[][] | null): void {
  if (sameRanges(ranges, rangesAsTurnBegins(s))) delete turn.inRange;
  else turn.inRange = ranges;
}

/** A player is leaving (800.4a): the table of ranges worked out for `s` no longer holds. */
export function forgetRanges(s: GameState): void {
  rangeTables.delete(s);
}

/** Whether two tables of ranges are the same (801.2c: the ranges of two turns). */
export function sameRanges(a: PlayerId[][] | null | undefined, b: PlayerId[][] | null | undefined): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined || a.length !== b.length) return false;
  return a.every((row, p) => row.length === b[p].length && row.every((q, i) => q === b[p][i]));
}

/** The table of ranges worked out for a state as it is now (not game state: the state stays plain data). */
const rangeTables = new WeakMap<GameState, PlayerId[][]>();

/** 801.5a: the players among `candidates` that `p` may choose: those within p's range of influence. */
export function choosablePlayers(s: GameState, p: PlayerId, candidates: readonly PlayerId[]): PlayerId[] {
  return candidates.filter((q) => inRange(s, p, q));
}

/**
 * 801.5c: who among `candidates` (in turn order from the controller's left) may make a choice an effect
 * controlled by `controller` asks of one of them: those within the controller's range; if none is, the
 * closest one to the controller's left.
 */
export function choosers(s: GameState, controller: PlayerId, candidates: readonly PlayerId[]): PlayerId[] {
  const near = choosablePlayers(s, controller, candidates);
  return near.length > 0 || candidates.length === 0 ? near : [candidates[0]];
}

/** The players within p's range of influence as this turn began (801.2c), or null when it is unlimited. */
export function rangeOf(s: GameState, p: PlayerId): readonly PlayerId[] | null {
  return turnRanges(s)?.[p] ?? null;
}

/** 801.2: whether player q is within player p's range of influence this turn (always, when unlimited). */
export function inRange(s: GameState, p: PlayerId, q: PlayerId): boolean {
  const r = turnRanges(s);
  return r === null || r[p] === undefined || r[p].includes(q);
}

/**
 * 2004 draft 601.1 ("range covers spells, abilities, effects, damage, attacks and choices"): under the
 * 2004 range rules a source deals damage only to players and objects within its controller's range —
 * combat damage too. Under 801 only spells and abilities are limited (801.10), and combat damage between a
 * blocker and the attacker it blocks isn't (docs/variants.md). True when the damage may be dealt.
 */
export function damageWithinRange(s: GameState, sourceController: PlayerId, recipient: PlayerId): boolean {
  return s.config.rangeRules !== "2004" || inRange(s, sourceController, recipient);
}

/**
 * 801.14–801.16: a player who would win makes only the opponents in their range lose, and a draw is one
 * only for the players within range. The 2004 draft has no such rules (601.1's list leaves out winning):
 * with its range rules a player who wins wins the game, and a draw is the whole game's.
 */
export function rangeLimitsGameResults(s: GameState): boolean {
  return s.config.range !== null && s.config.rangeRules !== "2004";
}

/**
 * 801.12: the world rule (704.5k) sees only the world permanents within the controller's range. The 2004
 * draft has no such rule: with its range rules, the world rule sees the whole table.
 */
export function worldRuleSees(s: GameState, controller: PlayerId, other: PlayerId): boolean {
  return s.config.rangeRules === "2004" || inRange(s, controller, other);
}

/**
 * 801.10–801.11: the players still in the game within p's range of influence, in seat order: those that
 * "each player" of a spell or ability p controls affects, and the only ones it takes information from
 * (life totals, hands, the spells they cast: "the lowest life total among all players" is the lowest among
 * these). Every player in the game when the range is unlimited.
 */
export function playersInRangeOf(s: GameState, p: PlayerId): PlayerId[] {
  const range = rangeOf(s, p);
  return range === null ? playersInGame(s) : range.filter((q) => inGame(s, q));
}

/**
 * 805.2: the seats of p's team in turn order from its primary player — the one in the rightmost seat from
 * the team's perspective, the first of the team's run of seats (805.1: teammates sit together). Only p
 * when the game doesn't use shared team turns. Includes players who have left.
 */
export function teamSeats(s: GameState, p: PlayerId): PlayerId[] {
  const teams = s.config.teams;
  if (!s.config.sharedTurns || teams === null || teams === undefined) return [p];
  return teamRun(teams, p);
}

/** `ps` grouped by team, each group in the order of `ps`, the groups in the order of their first player. */
export function byTeam(s: GameState, ps: readonly PlayerId[]): PlayerId[][] {
  const teams = s.config.teams;
  if (teams === null || teams === undefined) return ps.map((p) => [p]);
  const groups = new Map<number, PlayerId[]>();
  for (const p of ps) {
    const g = groups.get(teams[p]);
    if (g !== undefined) g.push(p);
    else groups.set(teams[p], [p]);
  }
  return [...groups.values()];
}

/**
 * 805.2: who makes a choice for p's team (the primary player, or the next teammate still in the game if
 * they have left); p themself without shared team turns.
 */
export function teamChooser(s: GameState, p: PlayerId): PlayerId {
  return teamSeats(s, p).find((q) => inGame(s, q)) ?? p;
}

/** 805.4a: the players of the active team still in the game (the active player alone in other games). */
export function activePlayers(s: GameState, active: PlayerId = s.turn.active): PlayerId[] {
  return teamSeats(s, active).filter((q) => inGame(s, q));
}

/**
 * Whether p is an active player of `turn` (the current one by default): its active player, or a player on
 * the active team (805.4a).
 */
export function isActivePlayer(s: GameState, p: PlayerId, turn: TurnState = s.turn): boolean {
  return p === turn.active || (s.config.sharedTurns === true && teamSeats(s, turn.active).includes(p));
}

/**
 * 500.7, 805.4: the seat turn order goes on from after `turn` and the extra turns that follow it: the seat
 * whose normal turn began last (`orderSeat`: an extra turn leaves turn order where it was), with shared
 * team turns the last seat of its team's run. The next normal turn is the next player still in the game to
 * its left ({@link nextInGame}, 101.4, 800.4k). Not Grand Melee's: there a turn marker passes (807.4c).
 */
export function turnOrderSeat(s: GameState, turn: TurnState = s.turn): PlayerId {
  const team = teamSeats(s, turn.orderSeat);
  return team[team.length - 1];
}

/**
 * 500.7: the extra turn taken next of `extraTurns` (created and not yet begun, in order of creation): the
 * most recently created one whose player is still in the game (800.4k) — 805.8: with shared team turns the
 * team's, taken by its next player in the game if the one it was queued under has left. Its index in
 * `extraTurns` and who takes it; null when none will begin.
 */
export function nextExtraTurn(
  s: GameState,
  extraTurns: readonly PlayerId[],
): { index: number; player: PlayerId } | null {
  for (let i = extraTurns.length - 1; i >= 0; i--) {
    const player = teamChooser(s, extraTurns[i]);
    if (inGame(s, player)) return { index: i, player };
  }
  return null;
}

/**
 * Who receives priority after p passes (117.3d): the next player in turn order; 805.5b with shared team
 * turns, first p's teammates who haven't passed since the last action (any member may act while the team
 * has priority, and the team passes when none does), then the next team from its primary player.
 */
export function nextForPriority(s: GameState, p: PlayerId, passed: readonly PlayerId[]): PlayerId | null {
  if (s.melee !== undefined) return nextOnStack(s, p);
  if (!s.config.sharedTurns) return nextInGame(s, p);
  const mates = teamSeats(s, p);
  const i = mates.indexOf(p);
  for (let k = 1; k < mates.length; k++) {
    const q = mates[(i + k) % mates.length];
    if (inGame(s, q) && !passed.includes(q)) return q;
  }
  const n = s.players.length;
  const last = mates[mates.length - 1];
  for (let k = 1; k <= n; k++) {
    const q = (last + k) % n;
    if (inGame(s, q)) return teamChooser(s, q);
  }
  return null;
}

/** Who receives priority when the active player would (800.4j: the next player if they left). */
export function activeOrNext(s: GameState): PlayerId | null {
  if (inGame(s, s.turn.active)) return s.turn.active;
  return s.melee !== undefined ? nextOnStack(s, s.turn.active) : nextInGame(s, s.turn.active);
}

/**
 * 807.5a: the players still in the game who may receive priority on the current turn marker's stack, in
 * turn order from its holder — those within range of the holder (reading: the marker is within a player's
 * range when its holder is) or of a controller of an object on the stack. Everyone still in the game in
 * games without turn markers (117.4).
 */
export function priorityPlayers(
  s: GameState,
  lane: { turn: GameState["turn"]; stack: GameState["stack"] } = s,
): PlayerId[] {
  if (s.melee === undefined) return playersInGame(s);
  const ranges = turnRanges(s, lane.turn);
  const n = s.players.length;
  const a = lane.turn.active;
  if (ranges === null) return turnOrderFrom(s, a);
  const out: PlayerId[] = [];
  // A few players (range 1 or 2, 807.3), kept in turn order from the holder as they are found: this runs
  // at every pass, where a set and a sort cost more than the rest of the pass.
  const add = (row: readonly PlayerId[]) => {
    for (const q of row) {
      if (out.includes(q) || !inGame(s, q)) continue;
      const d = (q - a + n) % n;
      let i = out.length;
      out.push(q);
      for (; i > 0 && (out[i - 1] - a + n) % n > d; i--) out[i] = out[i - 1];
      out[i] = q;
    }
  };
  add(ranges[a]);
  for (const id of lane.stack) add(ranges[s.objects[id].controller]);
  return out;
}

/** 807.5a: the next player after p in turn order who may receive priority on this stack, or null. */
function nextOnStack(s: GameState, p: PlayerId): PlayerId | null {
  const ps = priorityPlayers(s);
  const n = s.players.length;
  let best: PlayerId | null = null;
  for (const q of ps) if (q !== p && (best === null || (q - p + n) % n < (best - p + n) % n)) best = q;
  return best ?? (ps.includes(p) ? p : null);
}

/**
 * 800.4h: a choice a rule asks of a player who has left is made by the next player in turn order who is
 * still in the game (the player themself while they are in it).
 */
export function ruleChooser(s: GameState, p: PlayerId): PlayerId | null {
  return inGame(s, p) ? p : nextInGame(s, p);
}

/**
 * 800.4g: the players an object's controller may pick to make a choice the object asked of `departed`, who
 * has left the game: any other player still in the game — but if `departed` was the controller's opponent,
 * another opponent if one is left. In turn order from `departed`'s left.
 */
export function replacementChoosers(s: GameState, departed: PlayerId, controller: PlayerId): PlayerId[] {
  const others = turnOrderFrom(s, departed).filter((q) => q !== departed);
  if (!opposing(s, controller, departed)) return others;
  const opps = others.filter((q) => opposing(s, controller, q));
  return opps.length > 0 ? opps : others;
}

/** What the rules may need to know about a player (800.4i). */
export interface PlayerInfo {
  life: number;
  poison: number;
  handSize: number;
  librarySize: number;
  graveyardSize: number;
}

/**
 * 800.4i: information about a player — current while they are in the game, else as last known before
 * they left. Their life and poison counters are the last known ones already: nothing changes them after
 * they leave (damage and life changes skip departed players, 800.4e).
 */
export function playerInfo(s: GameState, p: PlayerId): PlayerInfo {
  const pl = s.players[p];
  const zones =
    pl.left && pl.lastKnown !== undefined
      ? pl.lastKnown
      : { hand: pl.hand.length, library: pl.library.length, graveyard: pl.graveyard.length };
  return {
    life: pl.life,
    poison: pl.poison,
    handSize: zones.hand,
    librarySize: zones.library,
    graveyardSize: zones.graveyard,
  };
}
