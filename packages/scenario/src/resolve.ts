/**
 * Card references (docs/scenarios.md, "Card references"):
 *   "Name"     the only object with that name, anywhere;
 *   "B:Name"   the one controlled by B (battlefield, stack) or owned by B (other zones);
 *   "Name#2"   the second one, counting in seating order, then zone order (battlefield, hand, graveyard,
 *              exile, library, command, ante, stack), then order within the zone;
 *   "B:Name#2" the second of B's.
 * References are resolved against the current state: an object that changed zones is a new object (400.7).
 */
import { type CardDb, type GameState, lanes, type ObjId, type Zone } from "@roundtable/engine";
import { fileName } from "./names.ts";

export interface CardRef {
  /** Seat of the player prefix, or null. */
  seat: number | null;
  name: string;
  /** 1-based, or null for "the only one". */
  index: number | null;
}

/** One object that a reference may name. `id` is an object id at run time, a layout key at setup. */
export interface Candidate<Id = ObjId> {
  id: Id;
  name: string;
  /** Controller on the battlefield and the stack, owner elsewhere. */
  seat: number;
  zone: Zone;
}

export const ZONE_ORDER: readonly Zone[] = [
  "battlefield",
  "hand",
  "graveyard",
  "exile",
  "library",
  "command",
  "ante",
  "stack",
  "phasedOut",
];

/**
 * Reads a reference. A prefix is only a player prefix if it names a player, so card names with a colon
 * ("Circle of Protection: Red") still work.
 */
export function parseRef(text: string, players: readonly string[]): CardRef {
  let seat: number | null = null;
  let rest = text;
  const colon = text.indexOf(":");
  if (colon > 0) {
    const s = players.indexOf(text.slice(0, colon));
    if (s >= 0) {
      seat = s;
      rest = text.slice(colon + 1);
    }
  }
  const m = /^(.+)#(\d+)$/.exec(rest);
  return m ? { seat, name: m[1], index: Number(m[2]) } : { seat, name: rest, index: null };
}

function where(c: Candidate<unknown>, players: readonly string[]): string {
  return `${players[c.seat]}'s ${c.zone}`;
}

export type Resolved<Id> = { ok: true; id: Id } | { ok: false; message: string };

/** Resolves `text` among `candidates` (already in reference order). */
export function resolveRef<Id>(
  text: string,
  candidates: readonly Candidate<Id>[],
  players: readonly string[],
): Resolved<Id> {
  const ref = parseRef(text, players);
  const named = candidates.filter((c) => c.name === ref.name);
  const mine = ref.seat === null ? named : named.filter((c) => c.seat === ref.seat);
  const whose = ref.seat === null ? "" : `${players[ref.seat]} has `;
  if (mine.length === 0) {
    const elsewhere =
      named.length === 0 ? "" : `; there is one in ${named.map((c) => where(c, players)).join(", ")}`;
    return { ok: false, message: `${whose}no object named "${ref.name}"${elsewhere}` };
  }
  if (ref.index !== null) {
    const c = mine[ref.index - 1];
    if (c === undefined)
      return { ok: false, message: `"${text}": ${whose || "there are "}only ${mine.length} "${ref.name}"` };
    return { ok: true, id: c.id };
  }
  if (mine.length > 1) {
    const each = mine.map((c, i) => `"${nameOne(ref, mine, i, players)}" (${where(c, players)})`);
    return { ok: false, message: `"${text}" is ambiguous: ${mine.length} objects: ${each.join(", ")}` };
  }
  return { ok: true, id: mine[0].id };
}

/**
 * A reference to the `i`th of `mine`, the objects an ambiguous `ref` matches (in reference order): its
 * player's prefix where that player has no other, else its number among them — `"B:Grizzly Bears"`,
 * `"Soldier Token#2"`, `"A:Soldier Token#2"`.
 */
function nameOne(
  ref: CardRef,
  mine: readonly Candidate<unknown>[],
  i: number,
  players: readonly string[],
): string {
  const seat = mine[i].seat;
  if (ref.seat === null && mine.filter((c) => c.seat === seat).length === 1)
    return `${players[seat]}:${ref.name}`;
  return `${ref.seat === null ? "" : `${players[ref.seat]}:`}${ref.name}#${i + 1}`;
}

/**
 * Every object in the game, in reference order. Grand Melee has a stack per turn marker (807.5): the stacks
 * count as one, in marker order.
 */
export function stateCandidates(db: CardDb, s: GameState): Candidate[] {
  const out: Candidate[] = [];
  const name = (id: ObjId) => fileName(db, s.objects[id].card) ?? s.objects[id].card;
  const stack = s.melee === undefined ? s.stack : lanes(s).flatMap((l) => l.lane.stack);
  s.players.forEach((p, seat) => {
    for (const zone of ZONE_ORDER) {
      let ids: ObjId[];
      if (zone === "battlefield") ids = s.battlefield.filter((id) => s.objects[id].controller === seat);
      else if (zone === "stack") ids = stack.filter((id) => s.objects[id].controller === seat);
      else if (zone === "phasedOut")
        ids = (s.phasedOut ?? []).filter((id) => s.objects[id].controller === seat);
      else ids = p[zone];
      for (const id of ids) out.push({ id, name: name(id), seat, zone });
    }
  });
  return out;
}
