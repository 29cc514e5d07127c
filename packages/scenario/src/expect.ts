/** Checking a scenario's `expect` block against the game where the run stopped. */
import { type CardDb, type Game, lanes, type ObjId, showValue as show, shownTurn } from "@roundtable/engine";
import { checkDesignationExpectations } from "./designations.ts";
import { expandList, teamName } from "./layout.ts";
import { fileName, formatPath } from "./names.ts";
import { resolveRef, stateCandidates } from "./resolve.ts";
import type { MarkerExpectation, Scenario } from "./schema.ts";

export interface Failure {
  /** JSON path of the expectation, e.g. `expect.life.B`. */
  path: string;
  expected: unknown;
  actual: unknown;
  message: string;
}

/** "missing: X, Y; unexpected: Z" for two multisets of names. */
function multisetDiff(expected: string[], actual: string[]): string | null {
  const rest = [...actual];
  const missing: string[] = [];
  for (const e of expected) {
    const i = rest.indexOf(e);
    if (i >= 0) rest.splice(i, 1);
    else missing.push(e);
  }
  if (missing.length === 0 && rest.length === 0) return null;
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`missing ${missing.join(", ")}`);
  if (rest.length > 0) parts.push(`unexpected ${rest.join(", ")}`);
  return parts.join("; ");
}

function sameCounters(a: Record<string, number>, b: Record<string, number>): boolean {
  const clean = (c: Record<string, number>) =>
    JSON.stringify(
      Object.entries(c)
        .filter(([, n]) => n !== 0)
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return clean(a) === clean(b);
}

/**
 * Checks `expect` against the game. `marker`: in Grand Melee, the turn marker whose turn the run stopped in
 * (its turn is the one `activePlayer` names); default the lowest-numbered marker's.
 */
export function checkExpectations(scn: Scenario, db: CardDb, game: Game, marker?: number): Failure[] {
  const out: Failure[] = [];
  const s = game.state;
  const view = game.view(null);
  const x = scn.expect;
  const names = s.players.map((p) => p.name);
  const seat = (n: string) => names.indexOf(n);
  const nameOf = (id: ObjId) => fileName(db, s.objects[id].card) ?? s.objects[id].card;
  const fail = (path: (string | number)[], expected: unknown, actual: unknown, message: string) =>
    out.push({ path: formatPath(["expect", ...path]), expected, actual, message });
  const check = (path: (string | number)[], expected: unknown, actual: unknown, what: string) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      fail(path, expected, actual, `${what}: expected ${show(expected)}, got ${show(actual)}`);
  };

  const numbers = {
    life: (p: number) => s.players[p].life,
    poison: (p: number) => s.players[p].poison,
    handCount: (p: number) => s.players[p].hand.length,
    libraryCount: (p: number) => s.players[p].library.length,
  };
  for (const key of ["life", "poison", "handCount", "libraryCount"] as const) {
    for (const [who, n] of Object.entries(x[key] ?? {}))
      check([key, who], n, numbers[key](seat(who)), `${who}'s ${key}`);
  }
  for (const key of ["teamLife", "teamPoison"] as const)
    for (const [team, n] of Object.entries(x[key] ?? {})) {
      const members = scn.players.flatMap((p, i) => (teamName(p) === team ? [i] : []));
      const shared =
        key === "teamLife" ? s.config.sharedLife : s.config.sharedLife && s.config.sharedPoison !== false;
      if (members.length === 0 || !shared) {
        fail(
          [key, team],
          n,
          null,
          members.length === 0
            ? `no player is in team "${team}"`
            : `${key}: the variant "${s.config.name}" has no shared ${key === "teamLife" ? "life total (810.4)" : "poison counters (810.10)"}`,
        );
        continue;
      }
      const total = key === "teamLife" ? s.players[members[0]].life : s.players[members[0]].poison;
      check([key, team], n, total, `team ${team}'s ${key === "teamLife" ? "life total" : "poison counters"}`);
    }
  const sorted = (list: string[]) => [...list].sort();
  const playersWhere = (f: (p: (typeof s.players)[number]) => boolean) =>
    names.filter((_, i) => f(s.players[i]));
  if (x.inGame)
    check(["inGame"], sorted(x.inGame), sorted(playersWhere((p) => !p.left)), "players still in the game");
  if (x.lost)
    check(["lost"], sorted(x.lost), sorted(playersWhere((p) => p.result === "lost")), "players who lost");
  if (x.won)
    check(["won"], sorted(x.won), sorted(playersWhere((p) => p.result === "won")), "players who won");
  if (x.draw !== undefined)
    check(
      ["draw"],
      x.draw,
      s.players.some((p) => p.result === "draw"),
      "the game is a draw",
    );
  if (x.gameOver !== undefined) check(["gameOver"], x.gameOver, s.status === "over", "the game is over");
  // Grand Melee: the turn the run stopped in is one turn marker's (807.4).
  const stopLane = view.markers?.find((k) => k.marker === marker) ?? view.markers?.[0];
  if (x.activePlayer !== undefined)
    check(["activePlayer"], x.activePlayer, names[(stopLane ?? view).turn.active], "active player");
  if (x.activePlayers !== undefined) {
    // 807.4: in Grand Melee, every player taking a turn — each turn marker's holder, unless waiting.
    const active =
      view.markers === undefined
        ? view.turn.activePlayers
        : view.markers.filter((k) => k.taking).flatMap((k) => k.turn.activePlayers);
    check(
      ["activePlayers"],
      sorted(x.activePlayers),
      sorted(active.map((p) => names[p])),
      view.markers === undefined ? "active players (805.4a)" : "players taking a turn (807.4)",
    );
  }
  if (x.markers !== undefined) checkMarkers(x.markers, game, fail, check);
  checkDesignationExpectations(scn, db, game, check); // 725, 726, 309

  for (const zone of ["battlefield", "hand", "graveyard", "exile", "library", "command", "ante"] as const) {
    for (const [who, list] of Object.entries(x[zone] ?? {})) {
      const p = seat(who);
      const ids =
        zone === "battlefield"
          ? s.battlefield.filter((id) => s.objects[id].controller === p)
          : s.players[p][zone];
      const actual = ids.map(nameOf);
      const expected = expandList(list);
      const diff = multisetDiff(expected, actual);
      if (diff !== null) fail([zone, who], sorted(expected), sorted(actual), `${who}'s ${zone}: ${diff}`);
    }
  }
  if (x.stack) check(["stack"], x.stack, s.stack.map(nameOf), "the stack (bottom first)");
  for (const [who, list] of Object.entries(x.schemes ?? {}))
    check(
      ["schemes", who],
      expandList(list),
      (s.players[seat(who)].schemeDeck ?? []).map((c) => db.get(c)?.name ?? c),
      `${who}'s scheme deck (top first, 904.3)`,
    );
  // 901: the face-up planes and phenomena, the planar controller, the planar decks (top first).
  const faceUp = s.planechase?.faceUp ?? [];
  if (x.planes)
    check(["planes"], sorted(expandList(x.planes)), sorted(faceUp.map(nameOf)), "the face-up planar cards");
  if (x.planarController !== undefined) {
    const ctrl = [...new Set(faceUp.map((id) => names[s.objects[id].controller]))];
    check(["planarController"], [x.planarController], ctrl, "the planar controller (901.6)");
  }
  for (const [who, list] of Object.entries(x.planarDeck ?? {})) {
    const deck = s.planechase?.decks[seat(who)] ?? [];
    check(["planarDeck", who], expandList(list), deck.map(nameOf), `${who}'s planar deck (top first)`);
  }
  for (const [k, list] of Object.entries(x.stacks ?? {})) {
    const lane = lanes(s).find((l) => l.marker === Number(k) && s.melee !== undefined);
    if (lane === undefined)
      fail(["stacks", k], list, null, `there is no turn marker ${k}${markerList(game)}`);
    else
      check(
        ["stacks", k],
        list,
        lane.lane.stack.map(nameOf),
        `turn marker ${k}'s stack (bottom first, 807.5)`,
      );
  }

  const candidates = stateCandidates(db, s);
  const perms = view.battlefield;
  const label = (id: ObjId) => `${names[s.objects[id].controller]}:${nameOf(id)}`;
  for (const [ref, pe] of Object.entries(x.permanents ?? {})) {
    const r = resolveRef(ref, candidates, names);
    const perm = r.ok ? perms.find((v) => v.id === r.id) : undefined;
    if (!r.ok || perm === undefined) {
      const where = r.ok ? `it is in ${names[s.objects[r.id].owner]}'s ${s.objects[r.id].zone}` : r.message;
      fail(
        ["permanents", ref],
        "on the battlefield",
        r.ok ? s.objects[r.id].zone : null,
        `${ref}: not a permanent: ${where}`,
      );
      continue;
    }
    const at = (field: string) => ["permanents", ref, field];
    if (pe.controller !== undefined)
      check(at("controller"), pe.controller, names[perm.controller], `${ref}'s controller`);
    if (pe.territory !== undefined)
      check(
        at("territory"),
        pe.territory,
        perm.territory === undefined ? null : names[perm.territory],
        `${ref}'s territory (classic Emperor)`,
      );
    if (pe.power !== undefined) check(at("power"), pe.power, perm.power, `${ref}'s power`);
    if (pe.toughness !== undefined)
      check(at("toughness"), pe.toughness, perm.toughness, `${ref}'s toughness`);
    if (pe.tapped !== undefined) check(at("tapped"), pe.tapped, perm.tapped, `${ref} is tapped`);
    if (pe.sick !== undefined) check(at("sick"), pe.sick, perm.sick, `${ref} is summoning sick`);
    if (pe.damage !== undefined) check(at("damage"), pe.damage, perm.damage, `${ref}'s damage`);
    if (pe.counters !== undefined && !sameCounters(pe.counters, perm.counters))
      fail(
        at("counters"),
        pe.counters,
        perm.counters,
        `${ref}'s counters: expected ${show(pe.counters)}, got ${show(perm.counters)}`,
      );
    for (const field of ["types", "subtypes", "colors", "keywords"] as const) {
      const want = pe[field];
      if (want !== undefined)
        check(at(field), [...want].sort(), [...perm[field]].sort(), `${ref}'s ${field}`);
    }
    if (pe.attachedTo !== undefined) {
      const enchanted = s.objects[perm.id].enchantedPlayer; // 303.4: an Aura attached to a player
      const actual =
        perm.attachedTo !== null ? label(perm.attachedTo) : enchanted === undefined ? null : names[enchanted];
      if (pe.attachedTo === null || names.includes(pe.attachedTo))
        check(at("attachedTo"), pe.attachedTo, actual, `${ref} is attached to`);
      else {
        const t = resolveRef(pe.attachedTo, candidates, names);
        if (!t.ok) fail(at("attachedTo"), pe.attachedTo, actual, `${ref}'s attachedTo: ${t.message}`);
        else if (t.id !== perm.attachedTo)
          fail(
            at("attachedTo"),
            pe.attachedTo,
            actual,
            `${ref} is attached to ${actual ?? "nothing"}, not ${pe.attachedTo}`,
          );
      }
    }
  }
  return out;
}

/** " (turn markers: 1, 3)", or " (the game has no turn markers)". */
function markerList(game: Game): string {
  const ms = game.state.melee?.markers;
  return ms === undefined
    ? " (the game has no turn markers)"
    : ` (turn markers: ${ms.map((k) => k.id).join(", ") || "none"})`;
}

/**
 * 807.4: exactly the turn markers listed, each with its holder and the fields given: whether the holder is
 * taking a turn, designations for removal, and the number of the turn taken and whether it is extra (null
 * while the holder waits).
 */
function checkMarkers(
  expected: MarkerExpectation[],
  game: Game,
  fail: (path: (string | number)[], expected: unknown, actual: unknown, message: string) => void,
  check: (path: (string | number)[], expected: unknown, actual: unknown, what: string) => void,
): void {
  const s = game.state;
  const names = s.players.map((p) => p.name);
  const markers = s.melee?.markers ?? [];
  const want = expected.map((e) => e.marker).sort((a, b) => a - b);
  const have = markers.map((k) => k.id).sort((a, b) => a - b);
  if (JSON.stringify(want) !== JSON.stringify(have))
    fail(
      ["markers"],
      want,
      have,
      `turn markers: expected ${want.join(", ") || "none"}, got ${have.join(", ") || "none"}${s.melee === undefined ? " (the game has no turn markers)" : ""}`,
    );
  const all = lanes(s);
  expected.forEach((e, i) => {
    const k = markers.find((m) => m.id === e.marker);
    if (k === undefined) return;
    const turn = all.find((l) => l.marker === k.id)!.lane.turn;
    const what = (field: string) => `turn marker ${k.id}'s ${field}`;
    check(["markers", i, "holder"], e.holder, names[k.holder], what("holder"));
    if (e.taking !== undefined)
      check(["markers", i, "taking"], e.taking, k.taking, what("holder is taking a turn (807.4d)"));
    if (e.designations !== undefined)
      check(
        ["markers", i, "designations"],
        e.designations,
        k.designations,
        what("designations for removal (807.4e)"),
      );
    // The turn's number as the game shows it, as the file numbers its turns.
    if (e.turn !== undefined)
      check(["markers", i, "turn"], e.turn, k.taking ? shownTurn(s, turn.number) : null, what("turn"));
    if (e.extra !== undefined)
      check(
        ["markers", i, "extra"],
        e.extra,
        k.taking ? turn.extra : null,
        what("turn is an extra turn (500.7)"),
      );
  });
}
