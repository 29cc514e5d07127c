/**
 * Emblems (114): "You get an emblem with …" puts an emblem into the command zone. It has no
 * characteristics but the abilities it was given, which function from the command zone (114.4), and
 * it can't leave that zone (it leaves the game with its owner, 800.4a). Emblem definitions are derived
 * from the effects that create them, like token definitions (cards/tokens.ts).
 */
import { type EmblemSpec, emblemId } from "../../cards/tokens.ts";
import type { StaticEffect } from "../../cards/types.ts";
import type { GameState, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame, inRange, isOpponent } from "../players/players.ts";
import { newObject } from "../zones/zones.ts";

export function createEmblem(g: Ctx, emblem: EmblemSpec, player: PlayerId): void {
  const s = g.s;
  if (!inGame(s, player)) return;
  const card = emblemId(emblem);
  if (!g.db.has(card)) throw new Error(`internal: no emblem definition "${card}" in the card database`);
  const o = newObject(s, card, player, "command");
  s.players[player].command.push(o.id);
  emit(g, { type: "emblem", player, card: emblem.name, object: o.id, abilities: emblem.abilities.length });
}

/**
 * The static abilities of the emblems `p` owns: of the objects in their command zone, those whose
 * definition is an emblem's (marked as a token's, cards/tokens.ts) — not a commander's, a vanguard's or a
 * scheme's, whose statics work their own ways.
 */
function emblemStatics(g: Ctx, p: PlayerId): StaticEffect[] {
  const out: StaticEffect[] = [];
  for (const id of g.s.players[p].command) {
    const def = g.db.get(g.s.objects[id].card);
    if (def?.token !== true) continue;
    for (const a of def.abilities ?? []) if (a.kind === "static") out.push(a.effect);
  }
  return out;
}

/** Dovin Baan's emblem: the most permanents `p` may untap in their untap step (null: no limit). */
export function untapLimit(g: Ctx, s: GameState, p: PlayerId): number | null {
  let limit: number | null = null;
  // Emblems are in their owners' command zones (114.1): most players have none, so those are looked at
  // first (a big table asks this at every untap step); the order doesn't change the least limit.
  for (let q = 0; q < s.players.length; q++) {
    if (s.players[q].command.length === 0 || !isOpponent(s, p, q) || !inRange(s, q, p)) continue;
    // 801.10: an emblem's effect reaches only its owner's range
    for (const e of emblemStatics(g, q))
      if (e.s === "opponentsUntapLimit") limit = limit === null ? e.n : Math.min(limit, e.n);
  }
  return limit;
}
