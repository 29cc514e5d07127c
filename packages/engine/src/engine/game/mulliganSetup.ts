/**
 * A layout in the game's starting sequence (setup.ts `TableLayout.mulligans`; 103.5): the players' hands as
 * listed are their hands so far, and the mulligans go on from there — the mulligans each player has taken,
 * who has kept, the declarations of the round under way and, once everyone has kept, who has put their cards
 * on the bottom. Checked, then given to the state as the game's own starting sequence holds them
 * (mulligan.ts): the first turn begins as the mulligans end (103.8; 901.5: the starting plane first).
 */
import type { LayoutMulligans, TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { PlayerId } from "../../state.ts";
import { collectAnswer } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame, teamChooser } from "../players/players.ts";
import { runGame } from "./loop.ts";
import { cardsToBottom, declaring, mulliganTaskOf, scheduleMulligans } from "./mulligan.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/**
 * 103.5: lays out the starting sequence of `layout` (its `mulligans`), `start` the starting player (with
 * shared team turns, of the starting team: its first player in the game declares first, 805.3a), and runs
 * the game to its next question — the next declaration, or the next player's cards to put on the bottom.
 * What the starting sequence can't hold (a permanent, a later turn, an extra turn) and a field that doesn't
 * fit the game's mulligans are reported with `fail`.
 */
export function layMulligans(g: Ctx, layout: TableLayout, start: PlayerId, fail: Fail): void {
  const s = g.s;
  const m = layout.mulligans!;
  // Nothing of a turn before the first one (103.8): the battlefield is empty until the mulligans are over
  // (103.6a), and the game's first turn is neither a later turn nor an extra one (500.7).
  layout.players.forEach((lp, seat) => {
    if ((lp.battlefield ?? []).length > 0)
      fail(
        `players[${seat}].battlefield`,
        "the battlefield is empty during the mulligans (103.5): cards begin on it only once they are over (103.6a)",
      );
  });
  for (const key of ["laterTurn", "extraTurnAfter", "extraTurnsToCome"] as const) {
    const v = layout[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0))
      fail(key, "the mulligans (103.5) come before the game's first turn (103.8): a layout in them has none");
  }
  if (layout.turnNumber !== undefined && layout.turnNumber !== 1)
    fail("turnNumber", "the mulligans (103.5) come before the game's first turn (103.8): it is turn 1");
  if (s.config.mulligan === "commander")
    fail(
      "mulligans",
      "the 2011 Commander mulligan (2011 CR 103.4d) can't be laid out under way: a layout doesn't say which cards each player exiled by mulliganing",
    );
  const seats = checkSeats(g, m, fail);
  (m.taken ?? []).forEach((n, seat) => {
    if (!Number.isInteger(n) || n < 0)
      fail(`mulligans.taken[${seat}]`, `must be a whole number ≥ 0, got ${showValue(n)}`);
    if (seat >= s.players.length) fail(`mulligans.taken[${seat}]`, `no seat ${seat}`);
    s.players[seat].mulligans = n;
  });
  const kept = s.players.map((_, seat) => seats.kept.includes(seat));
  const bottomDone = s.players.map((_, seat) => seats.bottomed.includes(seat));
  const everyone = s.players.every((p, seat) => p.left || kept[seat]);
  const paris = s.config.mulligan === "paris";
  seats.bottomed.forEach((seat, i) => {
    const path = `mulligans.bottomed[${i}]`;
    const name = s.players[seat].name;
    if (paris)
      fail(path, "the Paris mulligan puts no card on the bottom: each mulligan draws one card fewer");
    const deciding = s.players.find((p, q) => !p.left && !kept[q]);
    if (deciding !== undefined)
      fail(
        path,
        `${name} puts cards on the bottom only once every player has kept (103.5): ${deciding.name} hasn't`,
      );
    if (cardsToBottom(g, seat) === 0)
      fail(
        path,
        `${name} has no card to put on the bottom: one for each mulligan taken (103.5)${s.config.freeFirstMulligan ? ", the first one free (103.5c)" : ""}`,
      );
  });
  const first = teamChooser(s, start); // 805.3: the starting team, its primary player first (805.2)
  s.turn.active = first;
  s.turn.orderSeat = first;
  scheduleMulligans(g, first, kept, bottomDone);
  runGame(g);
  const declared = m.declared ?? [];
  if (declared.length > 0 && (paris || everyone))
    fail(
      "mulligans.declared",
      paris
        ? "the Paris mulligan declares one player at a time, and takes each mulligan as it is declared"
        : "every player has kept: nobody declares any more (103.5)",
    );
  declared.forEach((x, i) => {
    declare(g, x, `mulligans.declared[${i}]`, fail);
  });
}

/** The layout's seats (`kept`, `bottomed`, `declared`): seats of players in the game, each once. */
function checkSeats(g: Ctx, m: LayoutMulligans, fail: Fail): { kept: PlayerId[]; bottomed: PlayerId[] } {
  const s = g.s;
  const check = (seat: unknown, path: string, seen: PlayerId[]): PlayerId => {
    if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= s.players.length)
      fail(path, `no seat ${showValue(seat)} (seats are 0–${s.players.length - 1})`);
    const p = seat as PlayerId;
    const name = s.players[p].name;
    if (!inGame(s, p))
      fail(path, `${name} has left the game: they take no more part in the mulligans (800.4a)`);
    if (seen.includes(p)) fail(path, `${name} is listed twice`);
    return p;
  };
  const list = (key: "kept" | "bottomed"): PlayerId[] => {
    const seen: PlayerId[] = [];
    (m[key] ?? []).forEach((seat, i) => {
      seen.push(check(seat, `mulligans.${key}[${i}]`, seen));
    });
    return seen;
  };
  const kept = list("kept");
  const bottomed = list("bottomed");
  for (const seat of bottomed)
    if (!kept.includes(seat))
      fail(
        `mulligans.bottomed[${bottomed.indexOf(seat)}]`,
        `${s.players[seat].name} puts cards on the bottom only once they have kept (103.5): list them in "kept"`,
      );
  const declared: PlayerId[] = [];
  (m.declared ?? []).forEach((x, i) => {
    const path = `mulligans.declared[${i}]`;
    if (typeof x !== "object" || x === null || typeof x.keep !== "boolean")
      fail(path, `must be {"player": seat, "keep": true or false}, got ${showValue(x)}`);
    const seat = check(x.player, `${path}.player`, declared);
    if (kept.includes(seat))
      fail(`${path}.player`, `${s.players[seat].name} has kept: they take no more mulligans (103.5)`);
    declared.push(seat);
  });
  return { kept, bottomed };
}

/**
 * One declaration of the round under way (103.5), given as the player made it: it must answer the question
 * the game asks now — the players still deciding declare in turn order from the starting player (805.3a: the
 * starting team's players first, then each other team's), and one who would put their whole hand on the
 * bottom, or has no hand, keeps without declaring.
 */
function declare(g: Ctx, x: { player: PlayerId; keep: boolean }, path: string, fail: Fail): void {
  const s = g.s;
  // 103.5b: a player asked first whether they use a card as they would declare, and who declares, didn't.
  const first = s.pending;
  if (first?.kind === "choose" && first.purpose === "mulliganAction" && first.player === x.player) {
    collectAnswer(mulliganTaskOf(s)!, first, { choices: [] }, s.config.turnMarkers);
    s.pending = null;
    runGame(g);
  }
  const d = s.pending;
  const task = mulliganTaskOf(s);
  const name = s.players[x.player].name;
  if (d === null || d.kind !== "mulligan" || task === undefined || d.player !== x.player) {
    const asked = task === undefined ? [] : declaring(g, task).asked;
    const now = d?.kind === "mulligan" ? `${s.players[d.player].name} declares now` : "nobody declares now";
    fail(
      `${path}.player`,
      `${name} doesn't declare now: ${now} (103.5: in turn order from the starting player, ${s.players[task?.start ?? 0].name}, those still deciding declare${asked.length > 0 ? `: ${asked.map((p) => s.players[p].name).join(", ")}` : ""}; one who would put their whole hand on the bottom, or has none, keeps without declaring)`,
    );
  }
  collectAnswer(task!, d!, { keep: x.keep }, s.config.turnMarkers);
  s.pending = null;
  runGame(g);
}
