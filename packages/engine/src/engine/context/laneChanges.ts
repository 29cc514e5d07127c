/**
 * Grand Melee: which players' open decisions an engine run may have made stale. While several turns go on
 * at once (807.4), a decision asked in one turn marker's lane lists what its player could do then; another
 * lane's turn may since have used up or changed it (a card cast, a creature destroyed, mana spent). Every
 * change to the game is an event (ctx.ts `emit`); the players it concerns are noted, and the open decisions
 * of the players within range of them (or made for them, 723.5) are asked again (loop.ts). Asking again
 * replays the task's earlier answers only to the questions they answered (ask.ts): from the first that
 * changed, the task asks anew.
 */
import type { GameEvent } from "../../events.ts";
import type { GameState, PlayerId, Ref } from "../../state.ts";

const OBJECT_KEYS = ["object", "source", "attacker", "blocker"] as const;
const PLAYER_KEYS = ["player", "by", "chooser", "whose", "owner", "controller"] as const;

/** The players an event concerns: named, or owning or controlling an object it names. */
export function playersOfEvent(s: GameState, e: GameEvent): PlayerId[] {
  const r = e as unknown as Record<string, unknown>;
  const out: PlayerId[] = [];
  const object = (id: unknown): void => {
    const o = typeof id === "number" ? s.objects[id] : undefined;
    if (o !== undefined) out.push(o.owner, o.controller);
  };
  for (const k of PLAYER_KEYS) if (typeof r[k] === "number") out.push(r[k] as number);
  for (const k of OBJECT_KEYS) object(r[k]);
  if (Array.isArray(r.players)) for (const p of r.players) if (typeof p === "number") out.push(p);
  if (e.type === "march") out.push(e.from, e.to);
  const to = r.to as Ref | undefined;
  if (typeof to === "object" && to !== null) {
    if ("player" in to) out.push(to.player);
    else object(to.object);
  }
  return out;
}

/**
 * The players whose choices may depend on what p has and does: within p's range as this turn began, or
 * as the players are seated now (807.4h: a later turn may see them as neighbours already); everyone when
 * ranges are unlimited.
 */
export function playersNear(s: GameState, p: PlayerId): PlayerId[] {
  const range = s.config.range?.[p];
  if (range === undefined) return s.players.map((_, q) => q);
  // The ranges fixed as the turn began, where they differ from the table now (absent otherwise: the seats
  // walked below give those).
  const out = new Set<PlayerId>([p, ...(s.turn.inRange?.[p] ?? [])]);
  const n = s.players.length;
  for (const dir of [1, -1]) {
    let q = p;
    for (let d = 0; d < range; ) {
      q = (q + dir + n) % n;
      if (q === p) break;
      if (s.players[q].left) continue;
      out.add(q);
      d++;
    }
  }
  return [...out];
}
