/**
 * Checking a client's wire for hidden information (principle 4): the objects that were in each player's
 * hand during a game (replayed from its record), and a scan of every frame a client received for the card
 * identity of another player's hand object.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameEvent, type GameRecord } from "@roundtable/engine";

export interface HandHistory {
  /** Every object that was ever in the seat's hand. */
  hands: Set<number>[];
  /** Objects of hands whose card the seat was allowed to learn (revealed to all, or looked at by it). */
  known: Set<number>[];
}

export function handHistory(record: GameRecord): HandHistory {
  if (!("setup" in record.start)) throw new Error("a game from a setup is expected");
  const game = Game.create(cardDb, record.start.setup);
  const n = game.state.players.length;
  const hands = Array.from({ length: n }, () => new Set<number>());
  const known = Array.from({ length: n }, () => new Set<number>());
  const note = (events: GameEvent[]) => {
    game.state.players.forEach((p, seat) => {
      for (const o of p.hand) hands[seat].add(o);
    });
    for (const e of events) {
      if (e.type === "reveal") for (const k of known) for (const c of e.cards) k.add(c.object);
      if (e.type === "look" && e.secret !== undefined)
        for (const seat of e.secret.to) for (const c of e.secret.cards) known[seat].add(c.object);
    }
  };
  note(game.startEvents);
  for (const input of record.inputs) {
    const r =
      "loop" in input
        ? game.declareLoop(input.loop)
        : "concede" in input
          ? game.concede(input.player)
          : game.submit(input.player, input.decision, input.answer);
    if (!r.ok) throw new Error(`replay failed: ${r.message}`);
    note(r.events);
  }
  return { hands, known };
}

/**
 * The leaks in a seat's frames: any object node carrying a card (`card`) with the id (`id` or `object`) of
 * another seat's hand object it may not know, and any patch adding to another seat's hand.
 */
export function leaks(frames: string[], seat: number, h: HandHistory): string[] {
  const hidden = new Set<number>();
  h.hands.forEach((set, s) => {
    if (s !== seat) for (const o of set) if (!h.known[seat].has(o)) hidden.add(o);
  });
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
