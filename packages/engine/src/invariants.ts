/**
 * Structural invariants of a game state, for tests and fuzzing. Pure: reads the state, returns a list of
 * human-readable violations (empty when everything holds). Expects a state of the right shape (as the
 * engine builds it) and reports broken contents; cheap enough to run after every decision.
 */

import { flatMapOf } from "./arrays.ts";
import { isCard } from "./cards/tokens.ts";
import type { CardDb } from "./cards/types.ts";
import { staleBattlefieldIndex } from "./engine/characteristics/battlefieldIndex.ts";
import { lanes } from "./engine/players/lanes.ts";
import { stalePlayerChecks } from "./engine/players/playerChecks.ts";
import { priorityPlayers } from "./engine/players/players.ts";
import { fullShapeZone } from "./objectFields.ts";
import type { GameObject, GameState, Lane, ObjId, PlayerState, Zone } from "./state.ts";

const PLAYER_ZONES = ["library", "hand", "graveyard", "exile", "command", "ante"] as const;
type PlayerZone = (typeof PLAYER_ZONES)[number];
const ZONE_CODES: readonly Zone[] = [...PLAYER_ZONES, "battlefield", "stack", "phasedOut"];
const BATTLEFIELD = PLAYER_ZONES.length;
const STACK = PLAYER_ZONES.length + 1;
const PHASED_OUT = PLAYER_ZONES.length + 2;
const COMMAND = PLAYER_ZONES.indexOf("command");

const FLAGS = ["token", "tapped", "sick", "deathtouched"] as const;

/**
 * The fields of `o` stored although they must be at their default (state.ts: the one form of an object): a
 * flag not `true`, no damage, no counters, nothing attached to or carried, the owner as base controller;
 * outside the battlefield and the stack (objectFields.ts: the small shape), any field set to undefined.
 */
function storedDefaults(o: GameObject): string[] {
  const out: string[] = [];
  const fields = o as unknown as Record<string, unknown>;
  for (const f of FLAGS) if (fields[f] !== undefined && fields[f] !== true) out.push(`${f} ${fields[f]}`);
  if (fields.damage === 0) out.push("damage 0");
  if (
    typeof fields.counters === "object" &&
    fields.counters !== null &&
    Object.keys(fields.counters).length === 0
  )
    out.push("counters {}");
  for (const f of ["attachedTo", "stack"]) if (fields[f] === null) out.push(`${f} null`);
  if (o.baseController === o.owner) out.push(`baseController ${o.owner} (its owner)`);
  if (!fullShapeZone(o.zone)) for (const f in o) if (fields[f] === undefined) out.push(`${f} undefined`);
  return out;
}

function isInt(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n);
}

function isSeat(s: GameState, p: unknown): p is number {
  return isInt(p) && p >= 0 && p < s.players.length;
}

function describe(s: GameState, id: ObjId): string {
  const o = s.objects[id];
  return o ? `object ${id} (${o.card})` : `object ${id}`;
}

/**
 * Checks the state's invariants. `initialCards`, when given, is the number of cards the game started
 * with (all decks together): the cards in the game plus `state.removed` must equal it. Which objects are
 * cards (tokens, abilities and dungeons are not) is read from the state, and with `db`, the game's card
 * database, from their definitions too (an emblem, 114.5, is known by its definition): give it for a game
 * that may have emblems.
 */
export function checkInvariants(state: GameState, initialCards?: number, db?: CardDb): string[] {
  const v: string[] = [];
  const s = state;
  const players: PlayerState[] = s.players;
  const left = (p: number): boolean => isSeat(s, p) && players[p].left;
  /**
   * A game can end in the middle of an event (104.4, 800.4a: the last opponent leaves during combat
   * damage); no state-based actions are checked after that, so the final state may keep an Aura attached
   * to a departed object or a dead blocker in `combat`. Those checks apply while the game goes on.
   */
  const live = s.status !== "over";

  // ---- zones: where each id is listed -------------------------------------------------------------
  // Called after every decision by the fuzz tests, so this avoids allocating per object: a listing is
  // coded as zone index * 1024 + seat + 1 (seat -1 for the shared zones).
  const first = new Map<ObjId, number>();
  /** Only ids listed more than once: all their listings. */
  const repeated = new Map<ObjId, number[]>();
  const note = (id: ObjId, zone: number, seat: number): void => {
    const code = zone * 1024 + seat + 1;
    const prev = first.get(id);
    if (prev === undefined) first.set(id, code);
    else {
      const list = repeated.get(id);
      if (list) list.push(code);
      else repeated.set(id, [prev, code]);
    }
  };
  const zoneOf = (code: number): Zone => ZONE_CODES[Math.floor(code / 1024)];
  const seatOf = (code: number): number => (code % 1024) - 1;
  const label = (code: number): string =>
    seatOf(code) < 0 ? zoneOf(code) : `${zoneOf(code)} of seat ${seatOf(code)}`;
  players.forEach((p, seat) => {
    PLAYER_ZONES.forEach((z, zi) => {
      const list: ObjId[] = p[z as PlayerZone];
      if (!Array.isArray(list)) {
        v.push(`seat ${seat}: ${z} is not a list`);
        return;
      }
      for (const id of list) note(id, zi, seat);
    });
  });
  for (const id of s.battlefield) note(id, BATTLEFIELD, -1);
  for (const id of s.phasedOut ?? []) note(id, PHASED_OUT, -1); // 702.26b
  if (s.phasedOut !== undefined && s.phasedOut.length === 0) v.push("phasedOut is empty (it must be absent)");
  if (s.phasedOut?.some((id, i) => i > 0 && id <= s.phasedOut![i - 1]))
    v.push("phasedOut is not in id order");
  for (const { lane } of lanes(s)) for (const id of lane.stack) note(id, STACK, -1); // 807.5: a stack per marker
  // 901.4: the planar decks and the face-up planar cards are in the command zone (a list of their own).
  const planar = s.planechase === undefined ? [] : [...s.planechase.decks.flat(), ...s.planechase.faceUp];
  for (const id of planar) note(id, COMMAND, -1);

  for (const [id, code] of first) {
    const o = s.objects[id];
    const all = repeated.get(id);
    if (o === undefined) {
      v.push(`object ${id} is listed in ${(all ?? [code]).map(label).join(", ")} but doesn't exist`);
      continue;
    }
    if (all) v.push(`${describe(s, id)} is listed ${all.length} times: ${all.map(label).join(", ")}`);
    if (o.zone !== zoneOf(code))
      v.push(`${describe(s, id)} is listed in ${label(code)} but its zone is ${o.zone}`);
    if (seatOf(code) >= 0 && o.owner !== seatOf(code))
      v.push(`${describe(s, id)} is in the ${label(code)} but is owned by seat ${o.owner}`);
  }

  // ---- objects --------------------------------------------------------------------------------------
  /** Non-token cards in the game, for conservation. */
  let cards = 0;
  for (const key in s.objects) {
    const id = Number(key);
    const o = s.objects[id];
    if (isCard(o, db?.get(o.card))) cards++;
    if (o.id !== id) v.push(`objects[${key}] has id ${o.id}`);
    if (!first.has(id)) v.push(`${describe(s, id)} (zone ${o.zone}) is in no zone list`);
    if (isInt(s.nextId) && id >= s.nextId) v.push(`${describe(s, id)}: id is not below nextId ${s.nextId}`);
    if (!isSeat(s, o.owner)) v.push(`${describe(s, id)}: owner ${o.owner} is not a seat`);
    if (!isSeat(s, o.controller)) v.push(`${describe(s, id)}: controller ${o.controller} is not a seat`);
    // 800.4a: when a player leaves, every object they own leaves the game with them (800.4n: but ante).
    if (left(o.owner) && o.zone !== "ante")
      v.push(`${describe(s, id)} is owned by seat ${o.owner}, who has left the game`);
    if ((o.zone === "battlefield" || o.zone === "stack") && left(o.controller))
      v.push(
        `${describe(s, id)} on the ${o.zone} is controlled by seat ${o.controller}, who has left the game`,
      );
    for (const field of storedDefaults(o))
      v.push(`${describe(s, id)}: ${field} is stored at its default (it must be absent: state.ts)`);
    if (o.zone === "stack") {
      if (o.stack === undefined) v.push(`${describe(s, id)} is on the stack without stack info`);
    } else if (o.stack !== undefined) v.push(`${describe(s, id)} is in the ${o.zone} but has stack info`);
    if (o.damage !== undefined && (!isInt(o.damage) || o.damage <= 0))
      v.push(`${describe(s, id)}: damage ${o.damage} is not a positive integer`);
    if (o.counters !== undefined && (o.counters === null || typeof o.counters !== "object"))
      v.push(`${describe(s, id)}: counters is not a record`);
    else
      for (const kind in o.counters) {
        const n = o.counters[kind];
        if (!isInt(n) || n <= 0)
          v.push(`${describe(s, id)}: ${n} ${kind} counters (must be a positive integer)`);
      }
    // 702.26: the phasing fields are a phased-out permanent's; what phased out with its host stays on it.
    if (o.zone !== "phasedOut" && (o.phasedUnder !== undefined || o.phasedIndirectly !== undefined))
      v.push(`${describe(s, id)} in the ${o.zone} has phasing fields`);
    if (o.zone === "phasedOut" && o.phasedUnder === undefined)
      v.push(`${describe(s, id)} is phased out under no player`);
    if (o.attachedTo !== undefined && live && o.zone === "phasedOut") {
      // 702.26g: it phases in only with its host — which may have left the game with its owner (702.26k).
      const host = s.objects[o.attachedTo];
      if (o.phasedIndirectly === true && host !== undefined && host.zone !== "phasedOut")
        v.push(`${describe(s, id)} phased out indirectly, but its host is in the ${host.zone}`);
    } else if (o.attachedTo !== undefined && live) {
      const host = s.objects[o.attachedTo];
      if (o.zone !== "battlefield")
        v.push(`${describe(s, id)} in the ${o.zone} is attached to object ${o.attachedTo}`);
      if (host === undefined)
        v.push(`${describe(s, id)} is attached to object ${o.attachedTo}, which doesn't exist`);
      else if (host.zone !== "battlefield")
        v.push(
          `${describe(s, id)} is attached to ${describe(s, o.attachedTo)}, which is in the ${host.zone}`,
        );
      if (o.attachedTo === id) v.push(`${describe(s, id)} is attached to itself`);
    }
    // 702.26d: a phased-out token goes on existing.
    if (o.token && !fullShapeZone(o.zone) && s.status === "playing")
      v.push(`${describe(s, id)} is a token in the ${o.zone} (704.5d: it should have ceased to exist)`);
  }

  // ---- players --------------------------------------------------------------------------------------
  players.forEach((p, seat) => {
    if (!isInt(p.life)) v.push(`seat ${seat}: life ${p.life} is not an integer`);
    if (!isInt(p.poison) || p.poison < 0)
      v.push(`seat ${seat}: poison ${p.poison} is not a non-negative integer`);
    if (p.left) {
      const zones = PLAYER_ZONES.filter((z) => z !== "ante"); // 800.4n: ante cards stay
      const n = zones.reduce((sum, z) => sum + (Array.isArray(p[z]) ? p[z].length : 0), 0);
      if (n > 0)
        v.push(
          `seat ${seat} has left the game but still has ${n} card(s) in ${zones.filter((z) => p[z]?.length).join(", ")}`,
        );
      if (p.result === null) v.push(`seat ${seat} has left the game without a result`);
    }
    // 104.3, 800.4a: a player who loses leaves the game; nobody has won while the game goes on.
    if (p.result === "lost" && !p.left) v.push(`seat ${seat} has lost but is still in the game`);
    if (p.result === "won" && s.status !== "over") v.push(`seat ${seat} has won but the game is not over`);
    for (const [c, n] of Object.entries(p.pool ?? {}))
      if (!isInt(n) || n < 0) v.push(`seat ${seat}: ${n} {${c}} mana in pool`);
    v.push(...commanderInvariants(s, p, seat));
    // 904.3, 701.32a: only an archenemy has a scheme deck.
    if (p.schemeDeck !== undefined && s.config.archenemies?.includes(seat) !== true)
      v.push(`seat ${seat} has a scheme deck but is no archenemy (904.3)`);
    v.push(...vanguardInvariants(s, p, seat));
  });

  // ---- turns, open decisions and status (Grand Melee: each turn marker's) ---------------------------
  const all = lanes(s);
  for (const { lane } of all) v.push(...laneInvariants(s, lane, live));
  const open = all.filter(({ lane }) => lane.pending !== null).length;
  if (s.status !== "over" && open === 0) v.push(`status is "${s.status}" but no decision is pending`);
  v.push(...meleeInvariants(s));
  if (s.status === "over") {
    for (const w of s.winners) {
      if (!isSeat(s, w)) v.push(`winner ${w} is not a seat`);
      else if (players[w].result !== "won") v.push(`winner seat ${w} has result ${players[w].result}`);
    }
  }

  v.push(...teamInvariants(s));
  // Classic Emperor: every permanent stands in the territory of a player still in the game.
  if (s.config.territories && live)
    for (const id of s.battlefield) {
      const t = s.objects[id].territory;
      if (t !== undefined && (s.players[t] === undefined || s.players[t].left))
        v.push(`${describe(s, id)} stands in the territory of seat ${t}, who isn't in the game`);
    }

  v.push(...planechaseInvariants(s));
  // ---- conservation ---------------------------------------------------------------------------------
  // 904.3: the cards of the scheme decks are in the game too (face down, not objects).
  for (const p of players) cards += p.schemeDeck?.length ?? 0;
  if (initialCards !== undefined) {
    if (cards + s.removed !== initialCards)
      v.push(
        `conservation: ${cards} card(s) in the game + ${s.removed} removed = ${cards + s.removed}, expected ${initialCards}`,
      );
  }
  // ---- what the engine keeps beside the state (battlefieldIndex.ts, playerChecks.ts) ------------------
  v.push(...staleBattlefieldIndex(s));
  v.push(...stalePlayerChecks(s)); // playerChecks.ts
  return v;
}

/**
 * Teams (102.3, 104.2c, 104.3g, 809.5): the winners of a finished game are exactly one whole team, no one
 * plays on once their team's emperor has lost (809.5b), and a game goes on only while two teams have a
 * player in it.
 */
function teamInvariants(s: GameState): string[] {
  const team = s.config.teams;
  if (team === null || team === undefined) return [];
  const v: string[] = [];
  const inGame = flatMapOf(s.players, (p, seat) => (p.left ? [] : [seat]));
  const teamsLeft = new Set(inGame.map((p) => team[p]));
  if (s.status !== "over" && teamsLeft.size < 2)
    v.push(`the game goes on with ${teamsLeft.size} team(s) in it (104.2c: one team left wins)`);
  if (s.status === "over" && s.winners.length > 0) {
    const t = team[s.winners[0]];
    // 104.2c: even those who had lost; 2004 draft 102.2a (`departedTeammatesWin` off): those still in it.
    const all = s.config.departedTeammatesWin !== false;
    const whole = flatMapOf(team, (x, seat) => (x === t && (all || !s.players[seat].left) ? [seat] : []));
    if (JSON.stringify([...s.winners].sort((a, b) => a - b)) !== JSON.stringify(whole))
      v.push(
        `winners ${JSON.stringify(s.winners)} aren't team ${t + 1}'s players ${JSON.stringify(whole)} (104.2c)`,
      );
  }
  // 810.4, 810.10: teammates share one life total and one count of poison counters.
  if (s.config.sharedLife)
    for (const p of inGame)
      for (const q of inGame)
        if (
          q > p &&
          team[q] === team[p] &&
          (s.players[q].life !== s.players[p].life ||
            (s.config.sharedPoison && s.players[q].poison !== s.players[p].poison))
        )
          v.push(
            `seats ${p} and ${q} share a life total and poison counters (810.4) but have ${s.players[p].life}/${s.players[p].poison} and ${s.players[q].life}/${s.players[q].poison}`,
          );
  // 810.8a: a team whose player lost has lost: none of it is still in the game.
  if (s.config.teamLosesTogether)
    for (const p of inGame) {
      const fallen = team.findIndex((t, q) => t === team[p] && s.players[q].result === "lost");
      if (fallen >= 0) v.push(`seat ${p} is still in the game though teammate seat ${fallen} lost (810.8a)`);
    }
  const roles = s.config.roles;
  if (roles !== null && roles !== undefined)
    for (const p of inGame) {
      const emperor = roles.findIndex((r, q) => r === "emperor" && team[q] === team[p]);
      if (emperor >= 0 && s.players[emperor].left && s.players[emperor].result === "lost")
        v.push(`seat ${p} is still in the game though their emperor (seat ${emperor}) lost (809.5b)`);
    }
  return v;
}

/** One turn's invariants (Grand Melee: one turn marker's): its turn, extra turns, open decision, combat. */
function laneInvariants(s: GameState, lane: Lane, live: boolean): string[] {
  const v: string[] = [];
  const left = (p: number): boolean => isSeat(s, p) && s.players[p].left;
  if (!isSeat(s, lane.turn.active)) v.push(`turn.active ${lane.turn.active} is not a seat`);
  if (!isSeat(s, lane.turn.orderSeat)) v.push(`turn.orderSeat ${lane.turn.orderSeat} is not a seat`);
  if (!lane.turn.extra && lane.turn.orderSeat !== lane.turn.active)
    v.push(
      `turn.orderSeat ${lane.turn.orderSeat} is not the active player ${lane.turn.active} in a normal turn`,
    );
  for (const p of lane.extraTurns ?? [])
    if (!isSeat(s, p)) v.push(`extra turn for ${p}, which is not a seat`);
  if (lane.turn.priority !== null) {
    if (!isSeat(s, lane.turn.priority)) v.push(`turn.priority ${lane.turn.priority} is not a seat`);
    else if (left(lane.turn.priority))
      v.push(`seat ${lane.turn.priority} has priority but has left the game`);
  }
  const d = lane.pending;
  if (s.status === "over" && d !== null)
    v.push(`the game is over but decision ${d.id} (${d.kind}) is pending`);
  if (d !== null) {
    if (!isSeat(s, d.player)) v.push(`pending decision ${d.id} belongs to ${d.player}, which is not a seat`);
    else if (left(d.player))
      v.push(`pending decision ${d.id} belongs to seat ${d.player}, who has left the game`);
    // 723.5: a controlled player's priority is answered by their controller, on their behalf.
    if (d.kind === "priority" && (d.onBehalfOf ?? d.player) !== lane.turn.priority)
      v.push(
        `pending priority decision ${d.id} is for seat ${d.onBehalfOf ?? d.player} but turn.priority is ${lane.turn.priority}`,
      );
    // 807.5a: priority on a turn marker's stack only for the players entitled to it.
    if (d.kind === "priority" && !priorityPlayers(s, lane).includes(d.onBehalfOf ?? d.player))
      v.push(`seat ${d.onBehalfOf ?? d.player} has priority on a stack they aren't entitled to (807.5a)`);
    // 103.5, 103.5b, 103.6: the mulligans (and what a card lets a player do any time they could mulligan),
    // then the actions taken with cards from the opening hands.
    const opening =
      d.kind === "choose" && ["bottom", "mulliganAction", "openingHand", "openingReveal"].includes(d.purpose);
    if (s.status === "starting" && d.kind !== "mulligan" && !opening)
      v.push(`status is "starting" but the pending decision is ${d.kind}, not a mulligan or 103.6's`);
  }
  if (lane.combat !== null && live) {
    const onBattlefield = (id: ObjId): boolean => s.objects[id]?.zone === "battlefield";
    for (const a of lane.combat.attacks) {
      if (!onBattlefield(a.attacker))
        v.push(`attacking ${describe(s, a.attacker)} is not on the battlefield`);
      for (const b of a.blockers)
        if (!onBattlefield(b)) v.push(`${describe(s, b)} blocking ${a.attacker} is not on the battlefield`);
    }
    for (const [b, attackers] of Object.entries(lane.combat.blocks)) {
      if (!onBattlefield(Number(b))) v.push(`blocking ${describe(s, Number(b))} is not on the battlefield`);
      for (const a of attackers)
        if (!lane.combat.attacks.some((x) => x.attacker === a))
          v.push(`object ${b} blocks object ${a}, which is not attacking`);
    }
  }

  return v;
}

/**
 * Grand Melee (807.4): no more turn markers than one per full four players (807.4a; 807.4f: markers
 * designated for removal don't count; reading: one marker stays below four players), and markers whose
 * holders are taking turns are at least four seats apart (807.4b, 807.4d: the others wait), counting every
 * seat of the table — a holder who left during their turn too (807.4c: the marker stays in their seat).
 */
function meleeInvariants(s: GameState): string[] {
  const m = s.melee;
  if (m === undefined) return [];
  const v: string[] = [];
  const seatedCount = s.players.filter((p) => !p.left).length;
  const standing = m.markers.length - m.markers.reduce((n, k) => n + k.designations, 0);
  if (s.status !== "over" && standing > Math.max(1, Math.floor(seatedCount / 4)))
    v.push(`${standing} turn markers not designated for removal with ${seatedCount} players (807.4a)`);
  const n = s.players.length;
  // A holder who left during their turn still holds the marker in their seat until that turn ends (807.4c),
  // and counts for 807.4d; seats are counted as at the start, departed ones too, so that departures may
  // bring two turns under way closer (807.4d reading: one player, one turn) without breaking this.
  const taking = m.markers.filter((k) => k.taking);
  for (const a of taking)
    for (const b of taking) {
      const d = (b.holder - a.holder + n) % n;
      if (a !== b && d < 4) v.push(`turn markers ${a.id} and ${b.id} take turns ${d} seat(s) apart (807.4d)`);
    }
  if (s.status !== "over" && !m.markers.some((k) => k.id === m.current))
    v.push(`the current lane is turn marker ${m.current}, which is gone`);
  return v;
}

/**
 * Planechase (901): planar decks only in a Planechase game; each face-up card is a plane or phenomenon
 * controlled by a player still in the game (901.6); outside Grand Melee at most one is face up (901.14).
 */
function planechaseInvariants(s: GameState): string[] {
  const v: string[] = [];
  const pc = s.planechase;
  if (pc === undefined) return v;
  if (s.config.planechase !== true) v.push("planar decks in a game that isn't a Planechase game");
  if (!s.config.turnMarkers && pc.faceUp.length > 1)
    v.push(`${pc.faceUp.length} face-up planar cards outside Grand Melee (901.14)`);
  if (s.status === "playing")
    for (const id of pc.faceUp) {
      const o = s.objects[id];
      if (o !== undefined && s.players[o.controller]?.left)
        v.push(`${describe(s, id)} is face up under seat ${o.controller}, who has left (901.6)`);
    }
  for (const [p, r] of Object.entries(pc.rolls))
    if (!isInt(r.n) || r.n < 0) v.push(`seat ${p}: planar die rolls ${r.n} is not a whole number`);
  return v;
}

/**
 * Commander games (903): a player's commander is one card they own (903.3), in a Commander game only;
 * commander damage (903.10a) and casts from the command zone (903.8) are whole numbers.
 */
function commanderInvariants(s: GameState, p: PlayerState, seat: number): string[] {
  const v: string[] = [];
  if (p.commanders === undefined) return v;
  if (!s.config.commander) v.push(`seat ${seat} has a commander outside a Commander game`);
  for (const card of p.commanders)
    if (!p.left && !Object.values(s.objects).some((o) => o.owner === seat && o.card === card && !o.token))
      v.push(`seat ${seat}'s commander ${card} is none of their cards (903.3)`);
  for (const [k, n] of Object.entries({ ...p.commanderDamage, ...p.commanderCasts }))
    if (!isInt(n) || n < 0) v.push(`seat ${seat}: commander count ${k} = ${n} is not a whole number`);
  return v;
}

/**
 * Vanguard games (902): each player still in the game has exactly their vanguard card in their command zone,
 * face up and controlled by them (902.3, 902.6, 313.2); nobody has one outside a Vanguard game.
 */
function vanguardInvariants(s: GameState, p: PlayerState, seat: number): string[] {
  if (p.vanguard === undefined) return [];
  if (s.config.vanguard !== true) return [`seat ${seat} has a vanguard card outside a Vanguard game`];
  if (p.left) return [];
  const here = p.command.filter((id) => s.objects[id]?.card === p.vanguard);
  if (here.length !== 1)
    return [
      `seat ${seat}'s vanguard ${p.vanguard} is in their command zone ${here.length} times (902.3, 313.2)`,
    ];
  const o = s.objects[here[0]];
  return o.owner === seat && o.controller === seat
    ? []
    : [
        `seat ${seat}'s vanguard ${p.vanguard} is owned by ${o.owner} and controlled by ${o.controller} (902.6)`,
      ];
}
