/**
 * What a saved position (layoutOf.ts) writes of a Planechase game (901): each player's planar deck, top card
 * first (901.3: `LayoutPlayer.planarDeck`), and the face-up plane under its owner (901.6: `plane`, with its
 * counters) — with the
 * single planar deck option (901.15), the communal deck as the layout's `planarDeck`. A loaded layout lays
 * them again (engine/game/planarSetup.ts), and its turn gives the face-up card to the active player, its
 * planar controller (901.6), as this turn did. What a layout can't hold of them is refused. And whether the
 * untap steps are skipped (The Eon Fog), for `skipsUntap` (layoutOf.ts).
 */
import type { CardDb } from "./cards/types.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { faceUpPlanar, planarStatic } from "./engine/players/planes.ts";
import { inGame } from "./engine/players/players.ts";
import type { LayoutPlayer, TableLayout } from "./setup.ts";
import type { GameState, PlayerId } from "./state.ts";

/**
 * 901: what a layout can't hold of the planar cards: no face-up plane (loaded, the starting player would set
 * one, 901.5), and the communal planar deck passed to another player than the first (901.15b: a layout's is
 * the first seat's).
 */
export function planarProblems(s: GameState): string[] {
  const pc = s.planechase;
  if (pc === undefined || s.config.turnMarkers) return []; // Grand Melee: refused as such (807.4)
  const out: string[] = [];
  const faceUp = faceUpPlanar(s);
  if (faceUp.length === 0)
    out.push("no plane is face up: a loaded position's starting player would set one (901.5)");
  if (
    s.config.singlePlanarDeck === true &&
    [...pc.decks[0], ...pc.faceUp].some((id) => s.objects[id].owner !== 0)
  )
    out.push(
      `the communal planar deck passed to another player as ${s.players[0].name} left the game (901.15b)`,
    );
  return out;
}

/** 901.3, 901.6: player `seat`'s planar deck, top card first, and the face-up card they own — a player in the game. */
export function writePlanes(s: GameState, seat: PlayerId, lp: LayoutPlayer): void {
  const pc = s.planechase;
  if (pc === undefined || !inGame(s, seat)) return;
  if (s.config.singlePlanarDeck !== true && pc.decks[seat].length > 0)
    lp.planarDeck = pc.decks[seat].map((id) => s.objects[id].card);
  const plane = faceUpPlanar(s).find((o) => o.owner === seat);
  if (plane === undefined) return;
  // 122: with its counters (Naar Isle's flame counters).
  lp.plane =
    plane.counters === undefined ? plane.card : { card: plane.card, counters: { ...plane.counters } };
}

/** 901.15: the communal planar deck, top card first, with the single planar deck option. */
export function writeCommunalPlanarDeck(s: GameState, layout: TableLayout): void {
  const pc = s.planechase;
  if (pc !== undefined && s.config.singlePlanarDeck === true)
    layout.planarDeck = pc.decks[0].map((id) => s.objects[id].card);
}

/**
 * The Eon Fog: "Players skip their untap steps" (502.3 doesn't happen; 901.7: a face-up plane's static
 * ability) — this turn's was skipped, and a loaded layout's, with the same plane face up, is too.
 */
export function untapStepsSkipped(db: CardDb, s: GameState): boolean {
  return s.planechase !== undefined && planarStatic(makeCtx(db, s, null), "playersSkipUntap");
}
