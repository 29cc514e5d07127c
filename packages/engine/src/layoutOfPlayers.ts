/**
 * What a saved position's players carry beyond their zones (layoutOf.ts): the draw steps they will skip
 * (500.11, `LayoutPlayer.skipDraws`), that they can't gain life for the rest of the game (119.7,
 * `cantGainLife`), who controls them during their next turn or this one (723.1, `controlledNextTurnBy`), and
 * the spells they cast earlier that "another spell named … this game" looks back for (`castThisGame`), and
 * their delayed triggered abilities waiting for an opponent's first spell (`firstSpellTriggers`) — start.ts
 * (playersSetup.ts, delayedSetup.ts) gives them back to the loaded game.
 */
import type { CardDb, PlayerRule } from "./cards/types.ts";
import { PLAYER_RULES } from "./engine/characteristics/playerRules.ts";
import { inGame, teamChooser } from "./engine/players/players.ts";
import { looksBackThisGame } from "./engine/records/history.ts";
import type { LayoutPlayer } from "./setup.ts";
import type { ContinuousEffect, GameState, PlayerId } from "./state.ts";

/**
 * The control of players (723.1) that a layout holds: of a player in the game by a player in the game (an
 * effect of a departed controller ended as they left, 800.4a; a departed player takes no turn, 800.4k).
 */
function liveControl(s: GameState): NonNullable<GameState["playerControl"]> {
  return (s.playerControl ?? []).filter((c) => inGame(s, c.player) && inGame(s, c.by));
}

/**
 * 723.1: the control of players a layout can't write. It begins the turn again, so an effect on the active
 * player is under way in this turn (a turn's beginning: it began with the turn, 723.1b) and one on any other
 * player waits for their next turn; an effect waiting for the active player's turn after this one, or one
 * under way in another turn (Grand Melee's, refused anyway), can't be said — nor two on one player.
 */
export function playerProblems(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Set<PlayerId>();
  const t = s.turn;
  for (const c of liveControl(s)) {
    const who = `${s.players[c.player].name}'s control by ${s.players[c.by].name}`;
    const team = teamChooser(s, c.player); // 805.8: with shared team turns, the team's turn is controlled
    const now = team === t.active;
    if (seen.has(team))
      out.push(`${who} comes after another's, in their next turn (723.1a): a layout holds one`);
    else if (now && c.turn !== t.number)
      out.push(`${who} waits for their turn after this one (723.1): a layout's is this one`);
    else if (!now && c.turn !== null) out.push(`${who} is under way in another turn than this one (723.1)`);
    seen.add(team);
  }
  return out;
}

/**
 * 500.11: how many of their next draw steps `seat` will skip — a player in the game. With shared team turns a
 * team's skips are kept under the player who was its first in the game when they were queued (805.8), who
 * may have left since (turn.ts skipsStep): they are the team's first player's now.
 */
export function skipsOf(s: GameState, seat: PlayerId): number {
  if (!inGame(s, seat)) return 0;
  return (s.skips ?? []).filter((k) => k.step === "draw" && teamChooser(s, k.player) === seat).length;
}

/**
 * The spells (card ids) `seat` has cast this game that "you've cast another spell named … this game" looks
 * back for (Approach of the Second Sun), in the order cast — of a player in the game (a departed player's
 * count for nothing: no spell of theirs will ask, 800.4a). At a turn's beginning the game's record of spells
 * cast holds no others (records/history.ts forgetSpellsCast); later in the turn, this turn's of them too.
 */
export function castThisGameOf(db: CardDb, s: GameState, seat: PlayerId): string[] {
  if (!inGame(s, seat)) return [];
  return s.spellsCast.filter((c) => c.player === seat && looksBackThisGame(db, c.card)).map((c) => c.card);
}

/**
 * 603.7, 103.6b: the delayed triggered abilities of `seat` waiting for an opponent's first spell of the game
 * (Chancellor of the Annex), as `firstSpellTriggers`, in the order created — of a player in the game (those of
 * a player who has left, or waiting for one, ceased to exist as they left: 800.4a, actions/leave.ts).
 */
export function firstSpellTriggersOf(s: GameState, seat: PlayerId): { card: string; player: PlayerId }[] {
  if (!inGame(s, seat)) return [];
  return s.delayed.flatMap((d) =>
    d.at === "firstSpell" && d.controller === seat && d.player !== undefined
      ? [{ card: d.card, player: d.player }]
      : [],
  );
}

/**
 * Writes the seat's `skipDraws` (500.11: the draw steps they will skip; with shared team turns, kept for the
 * team's primary player, 805.8), `cantGainLife` (119.7), `controlledNextTurnBy` (723.1: during this turn
 * if it is theirs, else during their next one), `castThisGame` and `firstSpellTriggers` — for a player in the
 * game.
 */
export function writePlayerEffects(db: CardDb, s: GameState, seat: PlayerId, lp: LayoutPlayer): void {
  const skips = skipsOf(s, seat);
  if (skips > 0) lp.skipDraws = skips;
  if (s.players[seat].cantGainLife === true) lp.cantGainLife = true;
  const control = liveControl(s).find((c) => c.player === seat);
  if (control !== undefined) lp.controlledNextTurnBy = control.by;
  const cast = castThisGameOf(db, s, seat);
  if (cast.length > 0) lp.castThisGame = cast;
  const first = firstSpellTriggersOf(s, seat);
  if (first.length > 0) lp.firstSpellTriggers = first;
  const rules = rulesOf(s, seat);
  if (rules.length > 0) lp.rules = rules;
}

/**
 * 611.2a: an effect a layout writes as its controller's `rules` — rules for them alone until their next turn
 * (Teferi's Protection) — or, of a player who has left, one that applies to no one in the game any more.
 */
export function writtenPlayerRules(s: GameState, e: ContinuousEffect): boolean {
  if (e.players === undefined || e.objects.length > 0) return false;
  if (!inGame(s, e.controller)) return true; // 800.4m: it ends as their turn would have begun; it rules no one
  return (
    e.duration === "untilYourNextTurn" &&
    e.players.length === 1 &&
    e.players[0] === e.controller &&
    e.mods.every((m) => (PLAYER_RULES as readonly string[]).includes(m.m))
  );
}

/** The rules `seat` has until their next turn, as `rules` (PLAYER_RULES order) — a player in the game. */
export function rulesOf(s: GameState, seat: PlayerId): PlayerRule[] {
  if (!inGame(s, seat)) return [];
  const mine = s.effects.filter((e) => e.controller === seat && writtenPlayerRules(s, e));
  return PLAYER_RULES.filter((r) => mine.some((e) => e.mods.some((m) => m.m === r)));
}
