/**
 * Parley (an ability word, 207.2c; Conspiracy): "Each player reveals the top card of their library. For
 * each nonland card revealed this way, [effects]. Then each player draws a card." The cards are revealed to
 * every player (701.20a) and stay on top of their libraries (701.20b); a player whose library is empty
 * reveals nothing. Then the effects happen, for the number of nonland cards revealed (forEachTimes.ts), and
 * each player draws a card — each its own step of the resolution (stepwise.ts).
 *
 * Multiplayer: "each player" is each player within the controller's range of influence (801.10), in APNAP
 * order (101.4); only their cards are revealed and counted, and only they draw.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId } from "../../state.ts";
import { printed } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { forEachTimes } from "./forEachTimes.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { cardsOf } from "./reveal.ts";
import { followUp } from "./stepwise.ts";

export function parleyEffect(g: Ctx, r: Resolving, e: Effect & { e: "parley" }): void {
  const s = g.s;
  let nonland = 0;
  for (const p of playersOf(g, r, "each")) {
    const top = s.players[p].library[0] as ObjId | undefined;
    if (top === undefined) continue;
    emit(g, { type: "reveal", player: p, cards: cardsOf(g, [top]) });
    if (!printed(g.db, s.objects[top].card).types.includes("Land")) nonland++;
  }
  followUp(r, ...e.effects.flatMap((x) => forEachTimes(x, nonland)), { e: "draw", who: "each", amount: 1 });
}

/** The effect table's entries for parley (effectTable.ts). */
export const parleyEffects: EffectHandlers = { parley: parleyEffect };
