/**
 * Builds the engine's TableLayout (setup.ts) from a validated scenario: card names become card ids,
 * player names become seats, and `attachedTo` references become layout keys (a player's name, their seat).
 */

import type {
  CardDb,
  LayoutPermanent,
  LayoutPlayer,
  TableLayout,
  VariantOptions,
  Zone,
} from "@roundtable/engine";
import { layoutCommanderDamage } from "./commanderDamage.ts";
import { layoutDesignations } from "./designations.ts";
import { layoutEffect } from "./effects.ts";
import { namesPlayer } from "./enchantedPlayers.ts";
import { layoutExtraTurns } from "./extraTurns.ts";
import { layoutExiled } from "./lasting.ts";
import { layoutMayPlay } from "./mayPlay.ts";
import { layoutMulligans } from "./mulligans.ts";
import { cardId } from "./names.ts";
import { layoutPlayerEffects } from "./playerEffects.ts";
import { type Candidate, resolveRef } from "./resolve.ts";
import { type Scenario, type ScenarioPermanent, type ScenarioPlayer, splitCopies } from "./schema.ts";
import { startingPlayer, turnGame } from "./turnOrder.ts";

/** What a player's library holds when the file lists none. */
export const DEFAULT_LIBRARY: readonly string[] = Array(40).fill("Wastes");

const LIST_ZONES = ["hand", "graveyard", "exile", "library", "command", "ante"] as const;

/** A player's library as listed: 40 Wastes when it isn't — none for a player who has left (800.4a). */
export function libraryOf(p: ScenarioPlayer): readonly string[] {
  return p.library ?? (p.left === undefined ? DEFAULT_LIBRARY : []);
}

/** "Mountain x3" -> ["Mountain", "Mountain", "Mountain"]. */
export function expandList(entries: readonly string[]): string[] {
  return entries.flatMap((e) => {
    const { name, copies } = splitCopies(e);
    return Array<string>(copies).fill(name);
  });
}

/** A battlefield entry after expansion, with where it came from. */
export interface LaidPermanent {
  owner: number;
  /** Index of the entry in the file's battlefield list (for error paths). */
  entry: number;
  key: string;
  perm: ScenarioPermanent;
}

export function laidPermanents(scn: Scenario): LaidPermanent[] {
  const out: LaidPermanent[] = [];
  scn.players.forEach((p, owner) => {
    (p.battlefield ?? []).forEach((e, entry) => {
      const perms = typeof e === "string" ? expandList([e]).map((card) => ({ card })) : [e];
      perms.forEach((perm, copy) => {
        out.push({ owner, entry, key: `${owner}/${entry}/${copy}`, perm });
      });
    });
  });
  return out;
}

export function seatOf(scn: Scenario, name: string): number {
  return scn.players.findIndex((p) => p.name === name);
}

/** The objects of the layout in reference order (resolve.ts); ids are layout keys. */
export function layoutCandidates(scn: Scenario): Candidate<string>[] {
  const perms = laidPermanents(scn);
  const out: Candidate<string>[] = [];
  scn.players.forEach((p, seat) => {
    for (const lp of perms) {
      const controller = lp.perm.controller === undefined ? lp.owner : seatOf(scn, lp.perm.controller);
      if (controller === seat) out.push({ id: lp.key, name: lp.perm.card, seat, zone: "battlefield" });
    }
    for (const zone of LIST_ZONES) {
      const list = zone === "library" ? libraryOf(p) : (p[zone] ?? []);
      expandList(list).forEach((name, i) => {
        out.push({ id: `${seat}/${zone}/${i}`, name, seat, zone: zone as Zone });
      });
    }
  });
  return out;
}

type Path = (string | number)[];

/**
 * 611.2b: the layout key of the source of each entry of a permanent's `effects` (effects.ts), by the
 * permanent's laidPermanents key, in the entries' order; an entry without a source has none. `err` gets each
 * reference that names no permanent of the layout (validate.ts reports it; buildLayout, on a validated file,
 * throws).
 */
export function effectSources(
  scn: Scenario,
  names: readonly string[],
  err: (path: Path, message: string) => void,
): Map<string, (string | undefined)[]> {
  const candidates = layoutCandidates(scn);
  const out = new Map<string, (string | undefined)[]>();
  for (const lp of laidPermanents(scn)) {
    const effects = lp.perm.effects;
    if (effects === undefined) continue;
    out.set(
      lp.key,
      effects.map((e, k) => {
        if (e.source === undefined) return undefined;
        const path: Path = ["players", lp.owner, "battlefield", lp.entry, "effects", k, "source"];
        const r = resolveRef(e.source, candidates, names);
        if (!r.ok) err(path, r.message);
        else if (candidates.find((c) => c.id === r.id)?.zone !== "battlefield")
          err(
            path,
            `"${e.source}" is not on the battlefield: an effect's source is a permanent of the layout`,
          );
        else return r.id;
        return undefined;
      }),
    );
  }
  return out;
}

/** Converts a scenario (already validated by parseScenario) to a TableLayout. Throws on unknown names. */
export function buildLayout(scn: Scenario, db: CardDb): TableLayout {
  const id = (name: string): string => {
    const c = cardId(db, name);
    if (c === undefined) throw new Error(`unknown card "${name}"`);
    return c;
  };
  const names = scn.players.map((p) => p.name);
  const candidates = layoutCandidates(scn);
  const perms = laidPermanents(scn);
  const keyed = new Set<string>();
  const attach = new Map<string, string>();
  for (const lp of perms) {
    if (lp.perm.attachedTo === undefined || namesPlayer(lp.perm.attachedTo, names)) continue; // 303.4: a seat
    const r = resolveRef(lp.perm.attachedTo, candidates, names);
    if (!r.ok) throw new Error(`attachedTo: ${r.message}`);
    attach.set(lp.key, r.id);
    keyed.add(r.id);
  }
  const sources = effectSources(scn, names, (path, message) => {
    throw new Error(`${path.join(".")}: ${message}`);
  });
  for (const list of sources.values()) for (const key of list) if (key !== undefined) keyed.add(key); // 611.2b
  const players: LayoutPlayer[] = scn.players.map((p, seat) => {
    const lp: LayoutPlayer = { name: p.name };
    if (p.life !== undefined) lp.life = p.life;
    if (p.poison !== undefined) lp.poison = p.poison;
    if (p.commander !== undefined) {
      const [first, second] = typeof p.commander === "string" ? [p.commander] : p.commander;
      lp.commander = id(first);
      if (second !== undefined) lp.partner = id(second);
    }
    const casts = p.commanderCasts; // 903.8
    if (casts !== undefined)
      lp.commanderCasts =
        typeof casts === "number"
          ? casts
          : Object.fromEntries(Object.entries(casts).map(([c, n]) => [id(c), n]));
    if (p.commanderDamage !== undefined)
      lp.commanderDamage = layoutCommanderDamage(p.commanderDamage, names, id); // 903.10a
    if (p.vanguard !== undefined) lp.vanguard = id(p.vanguard); // 902.3
    for (const zone of LIST_ZONES) {
      const list = zone === "library" ? libraryOf(p) : p[zone];
      if (list !== undefined) lp[zone] = expandList(list).map(id);
    }
    if (p.schemes !== undefined) lp.schemes = expandList(p.schemes).map(id); // 904.3
    if (p.planarDeck !== undefined) lp.planarDeck = expandList(p.planarDeck).map(id); // 901.3
    if (p.plane !== undefined)
      lp.plane =
        p.planeCounters === undefined ? id(p.plane) : { card: id(p.plane), counters: { ...p.planeCounters } }; // 901.6, 122
    if (p.left !== undefined) lp.left = p.left === true ? true : structuredClone(p.left); // 800.4
    layoutPlayerEffects(p, lp, (who) => seatOf(scn, who), id); // 500.11, 119.7, 723.1; spells cast earlier
    layoutMayPlay(p, lp, id); // 601.3: cards in exile they may play
    lp.battlefield = perms
      .filter((x) => x.owner === seat)
      .map((x): LayoutPermanent => {
        const { card, token, tapped, sick, counters, controller, damage, chosen, territory } = x.perm;
        const { exiled, controlledBy, effects } = x.perm;
        const out: LayoutPermanent = { card: id(card), sick: sick ?? false };
        if (token !== undefined) out.token = token;
        if (tapped !== undefined) out.tapped = tapped;
        if (counters !== undefined) out.counters = { ...counters };
        if (controller !== undefined) out.controller = seatOf(scn, controller);
        if (damage !== undefined) out.damage = damage;
        if (chosen !== undefined) out.chosen = names.includes(chosen) ? seatOf(scn, chosen) : chosen;
        if (territory !== undefined) out.territory = seatOf(scn, territory);
        if (x.perm.skipsUntap === true) out.skipsUntap = true; // statics/untapSkip.ts
        if (x.perm.kicked === true) out.kicked = true; // 702.33e
        if (x.perm.timesKicked !== undefined) out.timesKicked = x.perm.timesKicked; // 702.33c
        if (x.perm.unearthed !== undefined) out.unearthed = x.perm.unearthed; // 702.84a
        if (x.perm.phasedOut !== undefined) out.phasedOut = x.perm.phasedOut; // 702.26b
        if (x.perm.modesChosen !== undefined) out.modesChosen = [...x.perm.modesChosen]; // 700.2b
        if (exiled !== undefined) out.exiled = layoutExiled(exiled, names, id); // 607.2a, 610.3
        if (controlledBy !== undefined)
          out.controlledBy =
            typeof controlledBy === "string"
              ? seatOf(scn, controlledBy)
              : controlledBy.map((who) => seatOf(scn, who)); // 611.2a
        if (effects !== undefined)
          out.effects = effects.map((e, k) => layoutEffect(e, seatOf(scn, e.by), sources.get(x.key)?.[k])); // 611.2a–b
        const target = attach.get(x.key);
        if (target !== undefined) out.attachedTo = target;
        const to = x.perm.attachedTo;
        if (to !== undefined && namesPlayer(to, names)) out.attachedTo = seatOf(scn, to); // 303.4: a Curse
        if (keyed.has(x.key)) out.key = x.key;
        return out;
      });
    return lp;
  });
  // Every player receives every priority decision (no automatic passing), so actions, concessions and
  // stopAt can name any step in which players get priority.
  const layout: TableLayout = { variant: scn.variant, seed: scn.seed, players, autoPass: false };
  const options = engineOptions(scn, players.length);
  if (Object.keys(options).length > 0) layout.options = options;
  if (scn.start !== undefined) layout.start = seatOf(scn, scn.start);
  if (scn.shuffle) layout.shuffle = true;
  if (scn.laterTurn) layout.laterTurn = true;
  if (scn.turnNumber !== undefined) layout.turnNumber = scn.turnNumber;
  if (scn.rng !== undefined) layout.rng = [...scn.rng];
  layoutDesignations(scn, db, layout); // 725, 726, 309
  layoutExtraTurns(scn, layout); // 500.7
  // 103.5: the declarations in turn order from the starting player — the engine's (805.3: with shared team
  // turns the starting team's primary player, whoever `start` names).
  const game = scn.mulligans === undefined ? null : turnGame(db, turnLayout(scn));
  layoutMulligans(scn, layout, game === null ? (layout.start ?? 0) : startingPlayer(game));
  return layout;
}

/**
 * What of the file's layout says who takes its turns (turnOrder.ts): the variant and its options, the players
 * and who of them has left (800.4), who takes turn 1 and the extra turns (500.7) — no cards, so that it is
 * there before the file's cards are checked. A file in its mulligans has its first turn begin at once.
 */
export function turnLayout(scn: Scenario): TableLayout {
  const players: LayoutPlayer[] = scn.players.map((p) =>
    p.left === undefined ? { name: p.name, library: [] } : { name: p.name, left: structuredClone(p.left) },
  );
  const layout: TableLayout = { variant: scn.variant, seed: scn.seed, players, autoPass: false };
  const options = engineOptions(scn, players.length);
  if (Object.keys(options).length > 0) layout.options = options;
  if (scn.start !== undefined) layout.start = seatOf(scn, scn.start);
  if (scn.laterTurn) layout.laterTurn = true;
  layoutExtraTurns(scn, layout); // 500.7
  return layout;
}

/**
 * The variant options for the engine: a per-player range (801.2a) `{"A": 2, "B": 1}` becomes one range
 * per seat; a player the file doesn't name (a bystander) has an unlimited range. Players' `team` fields
 * become the teams option (102.3): a list of seats per team name, in the order the names first appear;
 * a seat without a team (a bystander, seated by table.ts) plays alone, in a team of its own. `seats` may
 * be larger than the listed players (validation checks every table size): the extra seats are bystanders.
 */
export function engineOptions(scn: Scenario, seats: number): VariantOptions {
  const { range, ...rest } = scn.options ?? {};
  const out: VariantOptions = { ...rest };
  const names = scn.players.map((p) => p.name);
  if (typeof range === "number") out.range = range;
  else if (range !== undefined)
    out.range = Array.from({ length: seats }, (_, seat) => range[names[seat]] ?? seats);
  const teams = teamsOf(scn, seats);
  if (teams !== null) out.teams = teams;
  return out;
}

/** The team name of a player, or undefined (`"team": 2` is the team "2"). */
export function teamName(p: { team?: string | number }): string | undefined {
  return p.team === undefined ? undefined : String(p.team);
}

/** The teams option built from the players' `team` fields, or null if nobody has a team. */
export function teamsOf(scn: Scenario, seats: number): number[][] | null {
  if (!scn.players.some((p) => p.team !== undefined)) return null;
  const byName = new Map<string, number[]>();
  const teams: number[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const name = seat < scn.players.length ? teamName(scn.players[seat]) : undefined;
    if (name === undefined) {
      teams.push([seat]); // a bystander plays alone
      continue;
    }
    const team = byName.get(name);
    if (team !== undefined) team.push(seat);
    else {
      const fresh = [seat];
      byName.set(name, fresh);
      teams.push(fresh);
    }
  }
  return teams;
}
