/**
 * A layout's players who have left the game (800.4; setup.ts `LayoutPlayer.left`): checked, then marked as
 * the engine marks a player who leaves (actions/leave.ts) — gone from the game, with their result and
 * reason and what was last known of them (800.4i) — before the first turn begins, so that every rule,
 * asking players/players.ts, sees them gone (turn order, opponents, ranges of influence).
 */
import type { LayoutDeparture, LayoutPlayer, TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { gameEnds, withTeams } from "../actions/leave.ts";
import { forgetRanges, isTeammate, playersInGame, rangeLimitsGameResults } from "../players/players.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/**
 * 800.4a: the fields of a layout's player that hold their cards — every one but `ante` (800.4n: their cards
 * in the ante zone stay). The scenario format's player has the same names.
 */
const CARD_FIELDS = [
  "hand",
  "library",
  "graveyard",
  "exile",
  "command",
  "battlefield",
  "commander",
  "partner",
  "vanguard",
  "schemes",
  "planarDeck",
  "plane",
  "dungeon",
] as const;

/**
 * 800.4a: the fields of player `p` (a layout's or a scenario file's) that list cards — hand, library,
 * graveyard, exile, command, battlefield, commander, partner, vanguard, schemes, planarDeck, plane,
 * dungeon; an empty list lists none: for a player who has left, each is a problem (`departedProblems.cards`).
 */
export function cardsListed(p: object): string[] {
  const fields = p as Partial<Record<(typeof CARD_FIELDS)[number], unknown>>;
  return CARD_FIELDS.filter((f) => {
    const v = fields[f];
    return v !== undefined && !(Array.isArray(v) && v.length === 0);
  });
}

/**
 * What a layout may not say of a player who has left, by the field that says it — each a sentence citing
 * its rule, after the player's name (the scenario format's validation says the same).
 */
export const departedProblems = {
  /** Any of {@link cardsListed}. */
  cards: (name: string) =>
    `${name} has left the game: their cards left with them (800.4a), so they list none (but in the ante zone, 800.4n)`,
  /** A permanent's controller. */
  controller: (name: string) =>
    `${name} has left the game: what they still controlled was exiled as they left (800.4a)`,
  /** The player who controls a permanent through an effect (`controlledBy`). */
  controlledBy: (name: string) =>
    `${name} has left the game: the effects that gave them control of anything ended as they left (800.4a)`,
  /** A permanent's territory (the classic Emperor). */
  territory: (name: string) =>
    `${name} has left the game: their territory fell with them, and the creatures standing in it died (classic Emperor)`,
  start: (name: string) => `${name} has left the game: their turns don't begin (800.4k)`,
  /** The cards in exile an effect lets them play (`mayPlay`). */
  mayPlay: (name: string) =>
    `${name} has left the game: the effects that let them play cards ended as they left (800.4a)`,
  monarch: (name: string) =>
    `${name} has left the game: as they left, another player became the monarch (725.4)`,
  initiative: (name: string) =>
    `${name} has left the game: as they left, another player took the initiative (726.4)`,
  /**
   * The commander damage dealt them (`commanderDamage`): it counts only toward a player's losing the game
   * (903.10a, a state-based action, 704.6c), and one who has left has lost or drawn already (104.3, 800.4)
   * — nothing reads it any more, and a saved position doesn't write it (layoutOfCommanders.ts).
   */
  commanderDamage: (name: string) =>
    `${name} has left the game: the commander damage dealt them counted only toward their losing it (903.10a, 704.6c), which they have (800.4): leave it out`,
} as const;

/** The departure `left` says, checked (it comes from JSON). */
function departureOf(left: unknown, path: string, fail: Fail): LayoutDeparture {
  if (left === true) return {};
  if (typeof left !== "object" || left === null || Array.isArray(left))
    return fail(path, `must be true or an object {reason?, draw?, lastKnown?}, got ${showValue(left)}`);
  const d = left as Record<string, unknown>;
  for (const k of Object.keys(d))
    if (!["reason", "draw", "lastKnown"].includes(k)) fail(`${path}.${k}`, "unknown field");
  if (d.reason !== undefined && (typeof d.reason !== "string" || d.reason.trim() === ""))
    fail(`${path}.reason`, "must be a non-empty string");
  if (d.draw !== undefined && d.draw !== true) fail(`${path}.draw`, "must be true (or left out: they lost)");
  const known = d.lastKnown;
  if (known !== undefined) {
    const k = known as Record<string, unknown>;
    for (const zone of ["hand", "library", "graveyard"])
      if (typeof k?.[zone] !== "number" || !Number.isInteger(k[zone]) || (k[zone] as number) < 0)
        fail(
          `${path}.lastKnown.${zone}`,
          "must be a whole number ≥ 0 (800.4i: the cards it held as they left)",
        );
  }
  return d as LayoutDeparture;
}

/**
 * Marks the players the layout says have left (800.4), after checking that they list no cards and that
 * nothing in the position still needs them. Runs on the empty state, before any card is laid out.
 */
export function setUpDepartures(s: GameState, layout: TableLayout, fail: Fail): void {
  const departed: PlayerId[] = [];
  layout.players.forEach((lp: LayoutPlayer, p) => {
    if (lp.left === undefined) return;
    const path = `players[${p}]`;
    const how = departureOf(lp.left, `${path}.left`, fail);
    for (const field of cardsListed(lp)) fail(`${path}.${field}`, departedProblems.cards(lp.name));
    if (how.draw === true && !rangeLimitsGameResults(s))
      fail(
        `${path}.left.draw`,
        "a draw for some players only, who leave while the others play on, needs a limited range of influence (801.15–801.16, 104.4e–f); without one a draw ends the game for everyone",
      );
    const pl = s.players[p];
    pl.left = true; // as leave.ts leaveGame marks them
    pl.result = how.draw === true ? "draw" : "lost";
    pl.reason = how.reason ?? "left the game";
    if (how.lastKnown !== undefined) {
      const { hand, library, graveyard } = how.lastKnown;
      pl.lastKnown = { hand, library, graveyard };
    }
    departed.push(p);
  });
  if (departed.length === 0) return;
  forgetRanges(s); // 801.2: the ranges are counted among the players still in the game
  const name = (p: PlayerId): string => s.players[p].name;
  const gone = (p: unknown): p is PlayerId => typeof p === "number" && departed.includes(p);
  layout.players.forEach((lp, owner) => {
    (lp.battlefield ?? []).forEach((bp, i) => {
      const path = `players[${owner}].battlefield[${i}]`;
      if (gone(bp.controller)) fail(`${path}.controller`, departedProblems.controller(name(bp.controller)));
      const gaining = bp.controlledBy === undefined ? [] : [bp.controlledBy].flat();
      for (const p of gaining)
        if (gone(p)) fail(`${path}.controlledBy`, departedProblems.controlledBy(name(p)));
      if (gone(bp.territory)) fail(`${path}.territory`, departedProblems.territory(name(bp.territory)));
    });
  });
  for (const key of ["start", "monarch", "initiative"] as const) {
    const p = key === "start" ? (layout.start ?? 0) : layout[key];
    if (gone(p)) fail(key, departedProblems[key](name(p)));
  }
  // 810.8a, 809.5b: teammates whose fate follows theirs (leave.ts withTeams, as playersLose uses it).
  const follow = withTeams(s, departed);
  if (follow.length > 0) {
    const q = follow[0];
    const rule = s.config.teamLosesTogether
      ? "players lose only as a team (810.8a)"
      : "a team loses when its emperor does (809.5b, 104.3i)";
    const leavers = departed.filter((p) => isTeammate(s, p, q)).map(name);
    fail(`players[${q}].left`, `${name(q)} must have left the game with ${leavers.join(", ")}: ${rule}`);
  }
  // 104.2a, 104.2c, 104.4a: the game would be over (leave.ts gameEnds).
  if (gameEnds(s) !== null) {
    const remaining = playersInGame(s).map(name);
    fail(
      "players",
      remaining.length === 0
        ? "every player has left the game: the game would be over (104.4a)"
        : `only ${remaining.join(", ")} ${remaining.length === 1 ? "is" : "are"} still in the game, with no opponent: the game would be over (104.2a, 104.2c)`,
    );
  }
}
