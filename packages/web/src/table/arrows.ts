/**
 * The arrows drawn over the table: attacks (attacker → the player or planeswalker it attacks, 508.1b),
 * blocks (blocker → the attacker it blocks, 509.1a) and targets (a spell or ability on the stack → each
 * player or object it targets, 601.2c), in every lane (each turn marker's in Grand Melee). Each end is an
 * anchor: a seat or an object, found on the page by its data attribute (`data-seat`, `data-object`).
 */
import type { PlayerView, Ref } from "@roundtable/engine";
import { lanesOf } from "./seating.ts";

export type Anchor = { seat: number } | { object: number };

export interface Arrow {
  kind: "attack" | "block" | "target";
  from: Anchor;
  to: Anchor;
  /** What a screen reader or a tooltip says of it. */
  label: string;
}

const anchorOf = (r: Ref): Anchor => ("player" in r ? { seat: r.player } : { object: r.object });

export function arrowsOf(view: PlayerView): Arrow[] {
  const names = new Map<number, string>();
  for (const p of view.battlefield) names.set(p.id, p.name);
  const out: Arrow[] = [];
  for (const lane of lanesOf(view)) for (const o of lane.stack) names.set(o.id, o.name);
  const nameOf = (a: Anchor) =>
    "seat" in a
      ? (view.players[a.seat]?.name ?? `seat ${a.seat + 1}`)
      : (names.get(a.object) ?? `object ${a.object}`);
  const add = (kind: Arrow["kind"], from: Anchor, to: Anchor, verb: string) =>
    out.push({ kind, from, to, label: `${nameOf(from)} ${verb} ${nameOf(to)}` });
  for (const lane of lanesOf(view)) {
    for (const a of lane.attacks) {
      const to = "player" in a.defender ? { seat: a.defender.player } : { object: a.defender.planeswalker };
      add("attack", { object: a.attacker }, to, "attacks");
      for (const b of a.blockers) add("block", { object: b }, { object: a.attacker }, "blocks");
    }
    for (const o of lane.stack)
      for (const group of o.targets)
        for (const t of group) add("target", { object: o.id }, anchorOf(t), "targets");
  }
  return out;
}

export const anchorSelector = (a: Anchor): string =>
  "seat" in a ? `[data-seat="${a.seat}"]` : `[data-object="${a.object}"]`;
