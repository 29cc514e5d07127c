/**
 * Checking a client's wire for hidden information (principle 4). The judge's connection, which sees
 * every hand, tells which objects were ever in each player's hand and which of them a seat was allowed to
 * learn (revealed to all, 701.20a, or looked at by it, 701.20e); every frame a client received is then
 * scanned for the card identity of another player's hand object.
 */
import type { GameEvent } from "@roundtable/engine";
import type { AutoPlayer } from "./autoPlayer.ts";
import type { Message } from "./wsClient.ts";

export class HandWatcher {
  /** Every object that was ever in the seat's hand. */
  readonly hands = new Map<number, Set<number>>();
  /** Objects of hands whose card the seat was allowed to learn. */
  readonly known = new Map<number, Set<number>>();

  /** `judge` follows the judge's view; this watcher's listener runs after it has applied each message. */
  constructor(private readonly judge: AutoPlayer) {
    judge.client.socket.on("message", (data) => this.note(JSON.parse(data.toString()) as Message));
  }

  private note(m: Message): void {
    const views = this.judge.views;
    if (views === null) return;
    const hands = (views.seat as unknown as { hands: Record<string, { id: number }[]> }).hands;
    for (const [seat, cards] of Object.entries(hands))
      for (const c of cards) this.of(this.hands, +seat).add(c.id);
    const events: GameEvent[] =
      m.type === "update" || m.type === "started" ? m.events : m.type === "welcome" ? (m.missed ?? []) : [];
    for (const e of events) {
      if (e.type === "reveal")
        for (const seat of Object.keys(hands))
          for (const c of e.cards) this.of(this.known, +seat).add(c.object);
      if (e.type === "look" && e.secret !== undefined)
        for (const seat of e.secret.to)
          for (const c of e.secret.cards) this.of(this.known, seat).add(c.object);
    }
  }

  private of(map: Map<number, Set<number>>, seat: number): Set<number> {
    const set = map.get(seat) ?? new Set<number>();
    map.set(seat, set);
    return set;
  }

  /**
   * The leaks in a seat's frames: any object node carrying a card (`card`) with the id (`id` or `object`)
   * of another seat's hand object it may not know, and any patch adding to another seat's hand.
   */
  leaks(frames: string[], seat: number): string[] {
    const hidden = new Set<number>();
    for (const [s, set] of this.hands)
      if (s !== seat) for (const o of set) if (!this.known.get(seat)?.has(o)) hidden.add(o);
    const found: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const [i, x] of node.entries()) walk(x, `${where}/${i}`);
        return;
      }
      if (typeof node !== "object" || node === null) return;
      const o = node as Record<string, unknown>;
      const id = typeof o.id === "number" ? o.id : typeof o.object === "number" ? o.object : null;
      if (id !== null && typeof o.card === "string" && hidden.has(id))
        found.push(`${where}: ${o.card} (${id})`);
      if (typeof o.op === "string" && typeof o.path === "string") {
        const m = /^\/hands\/(\d+)(\/|$)/.exec(o.path);
        if (m !== null && Number(m[1]) !== seat && o.op !== "remove") found.push(`${where}: patch ${o.path}`);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${where}/${k}`);
    };
    for (const [i, f] of frames.entries()) walk(JSON.parse(f), `#${i}`);
    return found;
  }
}
