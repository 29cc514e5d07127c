/**
 * Structural invariants of a game state, for tests and fuzzing. Pure: reads the state, returns a list of
 * human-readable violations (empty when everything holds). Never throws on a malformed state.
 */
import type { GameObject, GameState, ObjId, PlayerState, Zone } from "./state.ts";

const PLAYER_ZONES = ["library", "hand", "graveyard", "exile", "command"] as const;
type PlayerZone = (typeof PLAYER_ZONES)[number];

/** Abilities on the stack (602, 603) are objects but not cards; they don't count for conservation. */
function isAbility(o: GameObject): boolean {
  return o.zone === "stack" && o.stack !== null && o.stack !== undefined && o.stack.kind !== "spell";
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
 * with (all decks together): non-token cards in the game plus `state.removed` must equal it.
 */
export function checkInvariants(state: GameState, initialCards?: number): string[] {
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
  /** id -> the lists it appears in, as "zone" or "zone of seat N" labels. */
  const seen = new Map<ObjId, { zone: Zone; seat: number | null; label: string }[]>();
  const note = (id: ObjId, zone: Zone, seat: number | null): void => {
    const label = seat === null ? zone : `${zone} of seat ${seat}`;
    const list = seen.get(id);
    if (list) list.push({ zone, seat, label });
    else seen.set(id, [{ zone, seat, label }]);
  };
  players.forEach((p, seat) => {
    for (const z of PLAYER_ZONES) {
      const list: ObjId[] = p[z as PlayerZone];
      if (!Array.isArray(list)) {
        v.push(`seat ${seat}: ${z} is not a list`);
        continue;
      }
      for (const id of list) note(id, z, seat);
    }
  });
  for (const id of s.battlefield) note(id, "battlefield", null);
  for (const id of s.stack) note(id, "stack", null);

  for (const [id, where] of seen) {
    const o = s.objects[id];
    if (o === undefined) {
      v.push(`object ${id} is listed in ${where.map((w) => w.label).join(", ")} but doesn't exist`);
      continue;
    }
    if (where.length > 1)
      v.push(`${describe(s, id)} is listed ${where.length} times: ${where.map((w) => w.label).join(", ")}`);
    const w = where[0];
    if (o.zone !== w.zone) v.push(`${describe(s, id)} is listed in ${w.label} but its zone is ${o.zone}`);
    if (w.seat !== null && o.owner !== w.seat)
      v.push(`${describe(s, id)} is in the ${w.label} but is owned by seat ${o.owner}`);
  }

  // ---- objects --------------------------------------------------------------------------------------
  for (const key of Object.keys(s.objects)) {
    const id = Number(key);
    const o = s.objects[id];
    const d = describe(s, id);
    if (o.id !== id) v.push(`objects[${key}] has id ${o.id}`);
    if (!seen.has(id)) v.push(`${d} (zone ${o.zone}) is in no zone list`);
    if (isInt(s.nextId) && id >= s.nextId) v.push(`${d}: id is not below nextId ${s.nextId}`);
    if (!isSeat(s, o.owner)) v.push(`${d}: owner ${o.owner} is not a seat`);
    if (!isSeat(s, o.controller)) v.push(`${d}: controller ${o.controller} is not a seat`);
    // 800.4a: when a player leaves, every object they own leaves the game with them.
    if (left(o.owner)) v.push(`${d} is owned by seat ${o.owner}, who has left the game`);
    if ((o.zone === "battlefield" || o.zone === "stack") && left(o.controller))
      v.push(`${d} on the ${o.zone} is controlled by seat ${o.controller}, who has left the game`);
    if (o.zone === "stack") {
      if (o.stack === null || o.stack === undefined) v.push(`${d} is on the stack without stack info`);
    } else if (o.stack !== null) v.push(`${d} is in the ${o.zone} but has stack info`);
    if (!isInt(o.damage) || o.damage < 0) v.push(`${d}: damage ${o.damage} is not a non-negative integer`);
    if (o.counters === null || typeof o.counters !== "object") v.push(`${d}: counters is not a record`);
    else
      for (const [kind, n] of Object.entries(o.counters))
        if (!isInt(n) || n <= 0) v.push(`${d}: ${n} ${kind} counters (must be a positive integer)`);
    if (o.attachedTo !== null && live) {
      const host = s.objects[o.attachedTo];
      if (o.zone !== "battlefield") v.push(`${d} in the ${o.zone} is attached to object ${o.attachedTo}`);
      if (host === undefined) v.push(`${d} is attached to object ${o.attachedTo}, which doesn't exist`);
      else if (host.zone !== "battlefield")
        v.push(`${d} is attached to ${describe(s, o.attachedTo)}, which is in the ${host.zone}`);
      if (o.attachedTo === id) v.push(`${d} is attached to itself`);
    }
    if (o.token && o.zone !== "battlefield" && o.zone !== "stack" && s.status === "playing")
      v.push(`${d} is a token in the ${o.zone} (704.5d: it should have ceased to exist)`);
  }

  // ---- players --------------------------------------------------------------------------------------
  players.forEach((p, seat) => {
    if (!isInt(p.life)) v.push(`seat ${seat}: life ${p.life} is not an integer`);
    if (!isInt(p.poison) || p.poison < 0)
      v.push(`seat ${seat}: poison ${p.poison} is not a non-negative integer`);
    if (p.left) {
      const n = PLAYER_ZONES.reduce((sum, z) => sum + (Array.isArray(p[z]) ? p[z].length : 0), 0);
      if (n > 0)
        v.push(
          `seat ${seat} has left the game but still has ${n} card(s) in ${PLAYER_ZONES.filter((z) => p[z]?.length).join(", ")}`,
        );
      if (p.result === null) v.push(`seat ${seat} has left the game without a result`);
    }
    // 104.3, 800.4a: a player who loses leaves the game; nobody has won while the game goes on.
    if (p.result === "lost" && !p.left) v.push(`seat ${seat} has lost but is still in the game`);
    if (p.result === "won" && s.status !== "over") v.push(`seat ${seat} has won but the game is not over`);
    for (const [c, n] of Object.entries(p.pool ?? {}))
      if (!isInt(n) || n < 0) v.push(`seat ${seat}: ${n} {${c}} mana in pool`);
  });

  // ---- turn, pending decision and status ------------------------------------------------------------
  if (!isSeat(s, s.turn.active)) v.push(`turn.active ${s.turn.active} is not a seat`);
  if (s.turn.priority !== null) {
    if (!isSeat(s, s.turn.priority)) v.push(`turn.priority ${s.turn.priority} is not a seat`);
    else if (left(s.turn.priority)) v.push(`seat ${s.turn.priority} has priority but has left the game`);
  }
  const d = s.pending;
  if (s.status === "over") {
    if (d !== null) v.push(`the game is over but decision ${d.id} (${d.kind}) is pending`);
  } else if (d === null) {
    v.push(`status is "${s.status}" but no decision is pending`);
  }
  if (d !== null) {
    if (!isSeat(s, d.player)) v.push(`pending decision ${d.id} belongs to ${d.player}, which is not a seat`);
    else if (left(d.player))
      v.push(`pending decision ${d.id} belongs to seat ${d.player}, who has left the game`);
    if (d.kind === "priority" && d.player !== s.turn.priority)
      v.push(
        `pending priority decision ${d.id} is for seat ${d.player} but turn.priority is ${s.turn.priority}`,
      );
    if (s.status === "starting" && d.kind !== "mulligan" && !(d.kind === "choose" && d.purpose === "bottom"))
      v.push(`status is "starting" but the pending decision is ${d.kind}, not a mulligan`);
  }
  if (s.status === "over") {
    for (const w of s.winners) {
      if (!isSeat(s, w)) v.push(`winner ${w} is not a seat`);
      else if (players[w].result !== "won") v.push(`winner seat ${w} has result ${players[w].result}`);
    }
  }

  // ---- combat ---------------------------------------------------------------------------------------
  if (s.combat !== null && live) {
    const onBattlefield = (id: ObjId): boolean => s.objects[id]?.zone === "battlefield";
    for (const a of s.combat.attacks) {
      if (!onBattlefield(a.attacker))
        v.push(`attacking ${describe(s, a.attacker)} is not on the battlefield`);
      for (const b of a.blockers)
        if (!onBattlefield(b)) v.push(`${describe(s, b)} blocking ${a.attacker} is not on the battlefield`);
    }
    for (const [b, attackers] of Object.entries(s.combat.blocks)) {
      if (!onBattlefield(Number(b))) v.push(`blocking ${describe(s, Number(b))} is not on the battlefield`);
      for (const a of attackers)
        if (!s.combat.attacks.some((x) => x.attacker === a))
          v.push(`object ${b} blocks object ${a}, which is not attacking`);
    }
  }

  // ---- conservation ---------------------------------------------------------------------------------
  if (initialCards !== undefined) {
    let cards = 0;
    for (const key of Object.keys(s.objects)) {
      const o = s.objects[Number(key)];
      if (!o.token && !isAbility(o)) cards++;
    }
    if (cards + s.removed !== initialCards)
      v.push(
        `conservation: ${cards} card(s) in the game + ${s.removed} removed = ${cards + s.removed}, expected ${initialCards}`,
      );
  }
  return v;
}
