/**
 * Checking a client's wire for hidden information (principle 4). The judge's connection, which sees
 * every hand, tells which objects were ever in each player's hand and which of them a seat was allowed to
 * learn (shown by an event's public part — a card returned to a hand from the battlefield, a card revealed,
 * 701.20a — or by a secret addressed to it: a look, 701.20e); every frame a client received is then
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
  /** Objects whose card an event showed in public: known to every seat, and to spectators. */
  readonly shown = new Set<number>();

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
    // What an event says in public (a card moved from a public zone to a hand, a revealed card) everyone
    // knows; its secret part only the players it is addressed to.
    for (const e of events) {
      const { secret, ...open } = e as GameEvent & { secret?: { to: number[] } };
      for (const id of cardNodes(open)) this.shown.add(id);
      if (secret !== undefined)
        for (const seat of secret.to) for (const id of cardNodes(secret)) this.of(this.known, seat).add(id);
    }
  }

  private of(map: Map<number, Set<number>>, seat: number): Set<number> {
    const set = map.get(seat) ?? new Set<number>();
    map.set(seat, set);
    return set;
  }

  /**
   * The leaks in a seat's frames (a spectator's: seat -1): any object node carrying a card (`card`) with
   * the id (`id` or `object`) of another seat's hand object it may not know, and any patch adding to
   * another seat's hand.
   */
  leaks(frames: string[], seat: number): string[] {
    const hidden = new Set<number>();
    for (const [s, set] of this.hands)
      if (s !== seat)
        for (const o of set) if (!this.shown.has(o) && !this.known.get(seat)?.has(o)) hidden.add(o);
    const found: string[] = [];
    for (const [i, f] of frames.entries())
      walk(JSON.parse(f), `#${i}`, (node, where) => {
        const id = cardId(node);
        if (id !== null && hidden.has(id)) found.push(`${where}: ${node.card} (${id})`);
        if (typeof node.op === "string" && typeof node.path === "string") {
          const m = /^\/hands\/(\d+)(\/|$)/.exec(node.path);
          if (m !== null && Number(m[1]) !== seat && node.op !== "remove")
            found.push(`${where}: patch ${node.path}`);
        }
      });
    return found;
  }
}

type Node = Record<string, unknown>;

/** Calls `visit` on every object node of a JSON value, with its path. */
function walk(node: unknown, where: string, visit: (node: Node, where: string) => void): void {
  if (Array.isArray(node)) {
    for (const [i, x] of node.entries()) walk(x, `${where}/${i}`, visit);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  visit(node as Node, where);
  for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`, visit);
}

/** The object id of a node that shows a card (`card` with `id` or `object`), else null. */
function cardId(node: Node): number | null {
  if (typeof node.card !== "string") return null;
  return typeof node.id === "number" ? node.id : typeof node.object === "number" ? node.object : null;
}

/** The ids of the objects whose card a JSON value shows. */
function cardNodes(value: unknown): number[] {
  const ids: number[] = [];
  walk(value, "", (node) => {
    const id = cardId(node);
    if (id !== null) ids.push(id);
  });
  return ids;
}
