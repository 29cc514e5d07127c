/**
 * What the game log remembers of the events and views that came before: the objects' names and controllers
 * (a cast spell's permanent, an attacker a blocker blocks), the spell resolving, the players whose game is
 * over. It knows nothing the events and the public views don't say.
 */
import type { GameEvent, ObjId, PlayerId, PlayerView } from "@roundtable/engine";
import { cardName } from "./words.ts";

/** What the log knows of an object: its name, and its controller where the events or a view said. */
export interface Known {
  card: string;
  controller?: PlayerId;
}

export class LogMemory {
  readonly objects = new Map<ObjId, Known>();
  /** The spells and abilities on the stack: whose they are (a resolved permanent spell's permanent is theirs). */
  readonly stack = new Map<ObjId, Known>();
  /** The spell resolving now, whose permanent enters next (608.3). */
  resolving: Known | null = null;
  /** The players whose game is over (lost, won, drawn): their leaving isn't told again. */
  readonly done = new Set<PlayerId>();

  /** Learns the public objects a view shows: on the battlefield and on the stacks, with their controllers. */
  seeObjects(view: Pick<PlayerView, "battlefield" | "stack" | "markers">): void {
    for (const o of view.battlefield) this.objects.set(o.id, { card: o.name, controller: o.controller });
    for (const lane of view.markers ?? [view])
      for (const o of lane.stack) this.stack.set(o.id, { card: o.name, controller: o.controller });
  }

  learn(id: ObjId, card: string, controller?: PlayerId): void {
    const known = this.objects.get(id);
    this.objects.set(id, { card, controller: controller ?? known?.controller });
  }

  /** "Ben's Grizzly Bears" (its controller, where known), adding them to the line's players. */
  whose(id: ObjId, card: string, name: (p: PlayerId) => string, extra: Set<PlayerId>): string {
    const c = this.objects.get(id)?.controller ?? this.stack.get(id)?.controller;
    if (c === undefined) return cardName(card);
    extra.add(c);
    return `${name(c)}'s ${cardName(card)}`;
  }

  /** A permanent spell's permanent (608.3): the object entering from the stack is its caster's. */
  enters(e: Extract<GameEvent, { type: "move" }>): void {
    if (e.from === "stack" && e.to === "battlefield" && e.card !== undefined) {
      const controller = this.resolving?.card === e.card ? this.resolving.controller : undefined;
      this.learn(e.object, e.card, controller);
      this.resolving = null;
    } else if (e.to === "battlefield" && e.card !== undefined) this.learn(e.object, e.card);
  }
}
