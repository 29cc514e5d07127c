/**
 * Planechase's set-up (901.3, 901.15a, 103.3a): each player's planar deck (or the single communal one),
 * checked and put into the command zone face down (901.4), shuffled in a real game. Bad input is a
 * SetupError naming its path.
 */
import type { CardDb } from "../../cards/types.ts";
import { setCounters } from "../../objectFields.ts";
import { shuffle } from "../../prng.ts";
import type { LayoutPlane } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { isPlanarCard } from "../players/planes.ts";
import { newObject } from "../zones/zones.ts";

/** The error a planar deck's problem makes (start.ts's SetupError, passed in to keep the folders' order). */
type Fail = (path: string, message: string) => Error;

/**
 * 901.3: at least ten cards, no more than two phenomena; 901.15a (the single deck): at least forty or ten
 * times the players, whichever is smaller, no more phenomena than twice the players. Every card a plane or
 * phenomenon with its own English name.
 */
function checkDeck(
  db: CardDb,
  s: GameState,
  ids: unknown,
  path: string,
  fail: Fail,
  full: boolean,
): string[] {
  if (!Array.isArray(ids)) throw fail(path, "must be a list of plane and phenomenon card ids (901.3)");
  const names = new Set<string>();
  let phenomena = 0;
  ids.forEach((id, i) => {
    const def = typeof id === "string" ? db.get(id) : undefined;
    if (def === undefined) throw fail(`${path}[${i}]`, `unknown card id ${JSON.stringify(id)}`);
    if (!isPlanarCard(db, id as string))
      throw fail(`${path}[${i}]`, `${def.name} is not a plane or phenomenon card (901.3)`);
    if (names.has(def.name))
      throw fail(
        `${path}[${i}]`,
        `a second ${def.name}: each card in a planar deck has a different name (901.3)`,
      );
    names.add(def.name);
    if (def.types.includes("Phenomenon")) phenomena++;
  });
  if (!full) return ids as string[];
  const n = s.players.length;
  const single = s.config.singlePlanarDeck === true;
  const least = single ? Math.min(40, 10 * n) : 10;
  const most = single ? 2 * n : 2;
  if (ids.length < least)
    throw fail(
      path,
      `a planar deck has at least ${least} cards (${single ? "901.15a" : "901.3"}), got ${ids.length}`,
    );
  if (phenomena > most)
    throw fail(
      path,
      `no more than ${most} phenomenon cards in a planar deck (${single ? "901.15a" : "901.3"}), got ${phenomena}`,
    );
  return ids as string[];
}

/**
 * Puts the planar decks into the game: `decks[seat]` (each player's), or `single` with the single planar
 * deck option (901.15, owned as seat 0's). `full`: a real game's deck rules and shuffle (103.3a); a
 * position (a layout) keeps the order listed, top first. `faceUp`: each seat's face-up card in a position,
 * with its counters.
 */
export function setUpPlanarDecks(
  db: CardDb,
  s: GameState,
  decks: readonly unknown[],
  single: unknown,
  fail: Fail,
  full: boolean,
  faceUp: readonly (string | LayoutPlane | undefined)[] = [],
): void {
  const given =
    decks.some((d) => d !== undefined) || single !== undefined || faceUp.some((f) => f !== undefined);
  if (s.config.planechase !== true) {
    if (given)
      throw fail("planarDeck", "only a Planechase game (901) has planar decks: set the planechase option");
    return;
  }
  const make = (ids: string[], owner: PlayerId): number[] =>
    ids.map((id) => newObject(s, id, owner, "command").id);
  const pc: NonNullable<GameState["planechase"]> = { decks: [], faceUp: [], rolls: {} };
  if (s.config.singlePlanarDeck === true) {
    decks.forEach((d, seat) => {
      if (d !== undefined)
        throw fail(
          `players[${seat}].planarDeck`,
          "the single planar deck option (901.15) has one communal deck: give `planarDeck`",
        );
    });
    if (single === undefined && full)
      throw fail("planarDeck", "the single planar deck option needs the communal planar deck (901.15a)");
    pc.decks = [make(checkDeck(db, s, single ?? [], "planarDeck", fail, full), 0)];
  } else {
    if (single !== undefined)
      throw fail("planarDeck", "a communal planar deck needs the singlePlanarDeck option (901.15)");
    pc.decks = s.players.map((_, seat) => {
      const d = decks[seat];
      if (d === undefined && full)
        throw fail(
          `players[${seat}].planarDeck`,
          "a Planechase game needs each player's planar deck (901.3)",
        );
      return make(checkDeck(db, s, d ?? [], `players[${seat}].planarDeck`, fail, full), seat);
    });
  }
  faceUp.forEach((entry, seat) => {
    if (entry === undefined) return;
    const path = `players[${seat}].plane`;
    const plane = typeof entry === "object" && entry !== null ? entry : { card: entry };
    const [id] = checkDeck(db, s, [plane.card], path, fail, false);
    const o = newObject(s, id, seat, "command");
    pc.faceUp.push(o.id);
    // 122: counters on it (Naar Isle's flame counters), as a saved position writes them (layoutOfPlanes.ts).
    const counters: unknown = plane.counters;
    if (counters === undefined) return;
    if (typeof counters !== "object" || counters === null || Array.isArray(counters))
      throw fail(`${path}.counters`, `must be counters by kind, as {"flame": 2}, got ${showValue(counters)}`);
    for (const [k, n] of Object.entries(counters)) {
      if (!Number.isInteger(n) || (n as number) < 0)
        throw fail(`${path}.counters.${k}`, "must be a whole number ≥ 0");
      setCounters(o, k, n as number);
    }
  });
  if (s.config.turnMarkers && pc.faceUp.length > 0) pc.markers = {};
  if (full) for (const d of pc.decks) shuffle(s.rng, d); // 103.3a
  s.planechase = pc;
}
