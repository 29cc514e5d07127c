/**
 * The arrows drawn over the table: attacks (attacker → the player or planeswalker it attacks, 508.1b),
 * blocks (blocker → the attacker it blocks, 509.1a) and targets (a spell or ability on the stack → each
 * player or object it targets, 601.2c), in every lane (each turn marker's in Grand Melee). Each end is an
 * anchor: a seat or an object, found on the page by its data attribute (`data-seat`, `data-object`); an
 * object not shown (another player's board out of focus) is reached at its controller's seat.
 */
import type { PlayerView, Ref } from "@roundtable/engine";
import { lanesOf } from "./seating.ts";

/** A seat, or an object with the seat of its controller (where the arrow ends when the object isn't shown). */
export type Anchor = { seat: number } | { object: number; seat?: number };

export interface Arrow {
  kind: "attack" | "block" | "target";
  from: Anchor;
  to: Anchor;
  /** What a screen reader or a tooltip says of it. */
  label: string;
}

export function arrowsOf(view: PlayerView): Arrow[] {
  const objects = new Map<number, { name: string; controller: number }>();
  for (const p of view.battlefield) objects.set(p.id, p);
  for (const lane of lanesOf(view)) for (const o of lane.stack) objects.set(o.id, o);
  const out: Arrow[] = [];
  const obj = (id: number): Anchor => {
    const seat = objects.get(id)?.controller;
    return seat === undefined ? { object: id } : { object: id, seat };
  };
  const anchorOf = (r: Ref): Anchor => ("player" in r ? { seat: r.player } : obj(r.object));
  const nameOf = (a: Anchor) =>
    "object" in a
      ? (objects.get(a.object)?.name ?? `object ${a.object}`)
      : (view.players[a.seat]?.name ?? `seat ${a.seat + 1}`);
  const add = (kind: Arrow["kind"], from: Anchor, to: Anchor, verb: string) =>
    out.push({ kind, from, to, label: `${nameOf(from)} ${verb} ${nameOf(to)}` });
  for (const lane of lanesOf(view)) {
    for (const a of lane.attacks) {
      const to = "player" in a.defender ? { seat: a.defender.player } : obj(a.defender.planeswalker);
      add("attack", obj(a.attacker), to, "attacks");
      for (const b of a.blockers) add("block", obj(b), obj(a.attacker), "blocks");
    }
    for (const o of lane.stack)
      for (const group of o.targets) for (const t of group) add("target", obj(o.id), anchorOf(t), "targets");
  }
  return out;
}

/** Where to look for an end on the page: the object itself first, then its controller's seat. */
export const anchorSelectors = (a: Anchor): string[] => [
  ...("object" in a ? [`[data-object="${a.object}"]`] : []),
  ...(a.seat !== undefined ? [`[data-seat="${a.seat}"]`] : []),
];
