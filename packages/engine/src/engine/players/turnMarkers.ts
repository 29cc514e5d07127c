/**
 * Grand Melee's turn markers (807.4), as plain data and pure functions: how many there are (807.4a), where
 * they start (807.4b), how they pass (807.4c), when a holder must wait (807.4d), and how departures
 * designate markers for removal and remove them (807.4e–g). Seats are counted among the players still in
 * the game (a departed player's seat is no longer a seat at the table, 800.4).
 *
 * This module knows nothing of turns, stacks or priority: it is the bookkeeping the turn structure of a
 * Grand Melee game is built on (issue 6). Readings where 807.4 leaves a question open are marked "reading".
 */
import type { PlayerId, TurnMarker } from "../../state.ts";

/** Who is still seated: `left[p]` is true for a player who has left the game. */
export type Seated = readonly boolean[];

/**
 * 807.4a: one turn marker for each full four players in the game. Reading: with fewer than four players
 * left the rule would leave no marker and no turn at all; the last marker stays, and the game goes on as
 * a Free-for-All game with that range and attack rule.
 */
export function markerCount(players: number): number {
  return Math.max(1, Math.floor(players / 4));
}

function seatedCount(left: Seated): number {
  return left.filter((l) => !l).length;
}

/** The next seated player to the left of p (k = 1), or k seats to the left. */
function leftOf(left: Seated, p: PlayerId, k = 1): PlayerId {
  const n = left.length;
  let q = p;
  for (let i = 0; i < k; i++) {
    do q = (q + 1) % n;
    while (left[q] && q !== p);
  }
  return q;
}

/** The next seated player to the right of p. */
function rightOf(left: Seated, p: PlayerId): PlayerId {
  const n = left.length;
  let q = p;
  do q = (q - 1 + n) % n;
  while (left[q] && q !== p);
  return q;
}

/** 807.4b: marker 1 to the starting player, each next one four seats further to the left; all take turns. */
export function placeMarkers(left: Seated, start: PlayerId): TurnMarker[] {
  const out: TurnMarker[] = [];
  let holder = start;
  for (let id = 1; id <= markerCount(seatedCount(left)); id++) {
    out.push({ id, holder, taking: true, designations: 0 });
    holder = leftOf(left, holder, 4);
  }
  return out;
}

/**
 * The seats 807.4d and 807.4i count: those of the players still in the game, and the seat of a holder who
 * left during their turn. They hold the marker until that turn ends (807.4c), so it is still in a seat to
 * the left of the players behind it; it then passes to the next seated player. If their seat weren't
 * counted, the holder three seats behind could begin a turn, and then the marker would reach the next
 * seated player, within three seats of a turn under way (40-player fuzz seed 140002, issue 14).
 */
function markerSeats(left: Seated, markers: readonly TurnMarker[]): Seated {
  const taking = new Set<PlayerId>();
  for (const o of markers) if (o.taking && left[o.holder]) taking.add(o.holder);
  if (taking.size === 0) return left;
  return left.map((l, q) => l && !taking.has(q));
}

/**
 * 807.4d: a holder can't begin a turn while any of the three seated players to their left holds a marker.
 * Nor while they are taking a turn with another marker (reading: departures can bring two markers next to
 * each other while both turns go on, and then one passes to the other's holder — one player, one turn).
 */
export function mustWait(left: Seated, markers: readonly TurnMarker[], m: TurnMarker): boolean {
  return waits(markerSeats(left, markers), holdings(markers), m);
}

/** The markers each seat holds. */
function holdings(markers: readonly TurnMarker[]): Map<PlayerId, TurnMarker[]> {
  const out = new Map<PlayerId, TurnMarker[]>();
  for (const o of markers) {
    const list = out.get(o.holder);
    if (list === undefined) out.set(o.holder, [o]);
    else list.push(o);
  }
  return out;
}

/**
 * {@link mustWait} with the seats (markerSeats) and the markers by holder worked out once: a big table's
 * turn ends check every waiting marker (fifty at 200 players).
 */
function waits(seats: Seated, held: ReadonlyMap<PlayerId, readonly TurnMarker[]>, m: TurnMarker): boolean {
  for (const o of held.get(m.holder) ?? []) if (o !== m && o.taking) return true;
  for (let k = 0, q = leftOf(seats, m.holder); k < 3 && q !== m.holder; k++, q = leftOf(seats, q))
    for (const o of held.get(q) ?? []) if (o !== m) return true;
  return false;
}

/** The marker nearest to the right of seat p (p's own marker excluded), if any. */
function markerToTheRight(left: Seated, markers: readonly TurnMarker[], p: PlayerId): TurnMarker | undefined {
  for (let q = rightOf(left, p), k = 0; k < left.length; q = rightOf(left, q), k++) {
    const m = markers.find((o) => o.holder === q);
    if (m !== undefined) return m;
    if (q === p) break;
  }
  return undefined;
}

/** What happened to the markers, for the log and for the turn structure. */
export type MarkerEvent =
  | { type: "pass"; marker: number; from: PlayerId; to: PlayerId }
  | { type: "begin"; marker: number; holder: PlayerId }
  | { type: "wait"; marker: number; holder: PlayerId }
  | { type: "designate"; marker: number; times: number }
  | { type: "remove"; marker: number; holder: PlayerId }
  /** 807.4i–j: the player takes their extra turn just before their next normal turn. */
  | { type: "deferExtraTurn"; player: PlayerId };

/**
 * 807.4g: removes marker m; the designations beyond the one used move to the marker on its right.
 * Returns the remaining markers.
 */
function removeMarker(
  left: Seated,
  markers: TurnMarker[],
  m: TurnMarker,
  events: MarkerEvent[],
): TurnMarker[] {
  const rest = markers.filter((o) => o !== m);
  events.push({ type: "remove", marker: m.id, holder: m.holder });
  const extra = m.designations - 1;
  if (extra > 0) {
    const next = markerToTheRight(left, rest, m.holder) ?? rest[0];
    if (next !== undefined) {
      next.designations += extra;
      events.push({ type: "designate", marker: next.id, times: extra });
      if (!next.taking) return removeMarker(left, rest, next, events);
    }
  }
  return rest;
}

/** Every waiting marker whose holder no longer has to wait begins its holder's turn (807.4d). */
function startWaiting(left: Seated, markers: TurnMarker[], events: MarkerEvent[]): void {
  let seats = markerSeats(left, markers);
  const held = holdings(markers); // beginning a turn moves no marker
  for (const m of [...markers].sort((a, b) => a.id - b.id))
    if (!m.taking && !waits(seats, held, m)) {
      m.taking = true;
      events.push({ type: "begin", marker: m.id, holder: m.holder });
      if (left[m.holder]) seats = markerSeats(left, markers); // a departed holder's seat now counts
    }
}

/** 807.4i: another marker is held within the three seats to p's right. */
function markerOnTheRight(left: Seated, markers: readonly TurnMarker[], m: TurnMarker): boolean {
  const seats = markerSeats(left, markers);
  const near = new Set<PlayerId>();
  for (let q = rightOf(seats, m.holder), k = 0; k < 3 && q !== m.holder; q = rightOf(seats, q), k++)
    near.add(q);
  return markers.some((o) => o !== m && near.has(o.holder));
}

/**
 * 807.4c: the holder of marker `id` has ended their turn: the marker passes to the player on their left
 * (807.4g: or is removed, if designated), who begins a turn unless they must wait (807.4d); markers waiting
 * on it may then begin. `left` is who has left the game by now.
 *
 * `extraTurn`: the holder is to take an extra turn after this one (807.4i–j). They keep the marker and
 * begin it at once — or wait, if a marker is within three seats to their left — unless a marker is within
 * three seats to their right, or their marker is removed: then the marker moves on as usual and the extra
 * turn is taken just before their next normal turn (event `deferExtraTurn`). `yieldsToMarkerOnRight`:
 * VariantConfig.extraTurnYieldsToMarkerOnRight (false in the 2004 draft, 607.7d).
 */
export function endTurn(
  left: Seated,
  markers: readonly TurnMarker[],
  id: number,
  extraTurn = false,
  yieldsToMarkerOnRight = true,
): { markers: TurnMarker[]; events: MarkerEvent[] } {
  let out = markers.map((m) => ({ ...m }));
  const events: MarkerEvent[] = [];
  const m = out.find((o) => o.id === id);
  if (m === undefined) return { markers: out, events };
  // 2004 draft 607.7d (`yieldsToMarkerOnRight` false): a marker on the right doesn't matter.
  const crowded = yieldsToMarkerOnRight && markerOnTheRight(left, out, m);
  const keeps = extraTurn && m.designations === 0 && !left[m.holder] && !crowded;
  if (extraTurn && !keeps && !left[m.holder]) events.push({ type: "deferExtraTurn", player: m.holder });
  if (keeps) {
    m.taking = !mustWait(left, out, m);
    events.push({ type: m.taking ? "begin" : "wait", marker: m.id, holder: m.holder });
  } else if (m.designations > 0) out = removeMarker(left, out, m, events);
  else {
    const from = m.holder;
    m.holder = leftOf(left, from);
    m.taking = false;
    events.push({ type: "pass", marker: m.id, from, to: m.holder });
    if (mustWait(left, out, m)) events.push({ type: "wait", marker: m.id, holder: m.holder });
  }
  startWaiting(left, out, events);
  return { markers: out, events };
}

/**
 * Which markers departures designate, and how many times, when `surplus` markers are too many. 807.4e:
 * the lowest-numbered candidate, once per marker too many (807.4g passes the rest on as it is removed).
 * 2004 draft 607.7c: one candidate per marker too many, the lowest-numbered first, among those not already
 * on their way out. Reading: if more markers must go than there are such candidates, the last one carries
 * the rest, which pass to the markers on its right as it is removed (as 807.4g).
 */
function designations(
  candidates: readonly TurnMarker[],
  surplus: number,
  removal: "designateLowest" | "eachLowestFirst",
): [TurnMarker, number][] {
  if (removal === "designateLowest") return candidates.length === 0 ? [] : [[candidates[0], surplus]];
  const free = candidates.filter((m) => m.designations === 0);
  const chosen = free.slice(0, surplus).map((m): [TurnMarker, number] => [m, 1]);
  if (chosen.length > 0) chosen[chosen.length - 1][1] += surplus - chosen.length;
  return chosen;
}

/**
 * Players leave the game at once (`departed`; `leftBefore`: who had left before them). 807.4c: a departed
 * holder who was waiting hands the marker to the player on their left at once (one taking a turn keeps it
 * until the turn ends, 800.4j). 807.4e–f: if the departures lower the number of markers the players left
 * call for — counting the markers not yet designated — the marker immediately to the right of a departed
 * player is designated, the lowest-numbered when several could be (reading: once per marker too many,
 * always the lowest-numbered candidate, so one marker may be designated several times; `removal`
 * "eachLowestFirst": 2004 draft 607.7c, see `designations`). 807.4g: a designated marker whose holder
 * isn't taking a turn is removed at once.
 */
export function playersLeave(
  leftBefore: Seated,
  markers: readonly TurnMarker[],
  departed: readonly PlayerId[],
  removal: "designateLowest" | "eachLowestFirst" = "designateLowest",
): { markers: TurnMarker[]; events: MarkerEvent[] } {
  const left = leftBefore.map((l, p) => l || departed.includes(p));
  let out = markers.map((m) => ({ ...m }));
  const events: MarkerEvent[] = [];
  // 807.4e–f: how many markers too many, disregarding designations already made.
  const standing = out.length - out.reduce((n, m) => n + m.designations, 0);
  const surplus = standing - markerCount(seatedCount(left));
  if (surplus > 0) {
    const candidates = [
      ...new Set(
        departed
          .map((p) => markerToTheRight(leftBefore, out, p))
          .filter((m): m is TurnMarker => m !== undefined),
      ),
    ].sort((a, b) => a.id - b.id);
    for (const [m, times] of designations(candidates, surplus, removal)) {
      m.designations += times;
      events.push({ type: "designate", marker: m.id, times });
    }
  }
  for (const m of [...out]) {
    if (!out.includes(m)) continue;
    const gone = left[m.holder];
    if (m.designations > 0 && !m.taking) {
      out = removeMarker(left, out, m, events);
      continue;
    }
    if (gone && !m.taking) {
      const from = m.holder;
      m.holder = leftOf(left, from);
      events.push({ type: "pass", marker: m.id, from, to: m.holder });
    }
  }
  startWaiting(left, out, events);
  return { markers: out, events };
}
