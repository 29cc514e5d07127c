/** Checking a scenario's `expect` block against the game where the run stopped. */
import type { CardDb, Game, ObjId } from "@roundtable/engine";
import { expandList, teamName } from "./layout.ts";
import { formatPath } from "./names.ts";
import { resolveRef, stateCandidates } from "./resolve.ts";
import type { Scenario } from "./schema.ts";

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

export function checkExpectations(scn: Scenario, db: CardDb, game: Game): Failure[] {
  const out: Failure[] = [];
  const s = game.state;
  const x = scn.expect;
  const names = s.players.map((p) => p.name);
  const seat = (n: string) => names.indexOf(n);
  const nameOf = (id: ObjId) => db.get(s.objects[id].card)?.name ?? s.objects[id].card;
  const fail = (path: (string | number)[], expected: unknown, actual: unknown, message: string) =>
    out.push({ path: formatPath(["expect", ...path]), expected, actual, message });
  const check = (path: (string | number)[], expected: unknown, actual: unknown, what: string) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      fail(
        path,
        expected,
        actual,
        `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      );
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
      if (members.length === 0 || !s.config.sharedLife) {
        fail(
          [key, team],
          n,
          null,
          members.length === 0
            ? `no player is in team "${team}"`
            : `${key}: the variant "${s.config.name}" has no shared life total (810.4)`,
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
  if (x.activePlayer !== undefined)
    check(["activePlayer"], x.activePlayer, names[s.turn.active], "active player");
  if (x.activePlayers !== undefined)
    check(
      ["activePlayers"],
      sorted(x.activePlayers),
      sorted(game.view(null).turn.activePlayers.map((p) => names[p])),
      "active players (805.4a)",
    );

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

  const candidates = stateCandidates(db, s);
  const view = game.view(null).battlefield;
  const label = (id: ObjId) => `${names[s.objects[id].controller]}:${nameOf(id)}`;
  for (const [ref, pe] of Object.entries(x.permanents ?? {})) {
    const r = resolveRef(ref, candidates, names);
    const perm = r.ok ? view.find((v) => v.id === r.id) : undefined;
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
        `${ref}'s counters: expected ${JSON.stringify(pe.counters)}, got ${JSON.stringify(perm.counters)}`,
      );
    for (const field of ["types", "subtypes", "colors", "keywords"] as const) {
      const want = pe[field];
      if (want !== undefined)
        check(at(field), [...want].sort(), [...perm[field]].sort(), `${ref}'s ${field}`);
    }
    if (pe.attachedTo !== undefined) {
      const actual = perm.attachedTo === null ? null : label(perm.attachedTo);
      if (pe.attachedTo === null) check(at("attachedTo"), null, actual, `${ref} is attached to`);
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
