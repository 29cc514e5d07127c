/**
 * Chaos Warp: "The owner of target permanent shuffles it into their library, then reveals the top card of their
 * library. If it's a permanent card, they put it onto the battlefield." Two steps of the resolution (608.2c: in
 * the order written), the second a follow-up that remembers the owner (`owner`), since the permanent is gone:
 *
 * 1. The owner shuffles the permanent into their library (701.24a) — a commander may go to the command zone
 *    instead (903.9b), and a token ceases to exist (111.7) — and the library is shuffled either way.
 * 2. They reveal its top card (701.20a); a permanent card (110.4a) they put onto the battlefield under their
 *    control, asking first what it chooses as it enters (614.12). An empty library reveals nothing.
 */
import type { CardType, Effect } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { enter, entering } from "../actions/enter.ts";
import { printed } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { shuffleIntoLibraryEffect } from "./library.ts";
import { objectsOf, type Resolving } from "./resolving.ts";
import { cardsOf } from "./reveal.ts";
import { followUp } from "./stepwise.ts";

/** 110.4a: the types of a permanent card. */
const PERMANENT_TYPES: readonly CardType[] = [
  "Artifact",
  "Battle",
  "Creature",
  "Enchantment",
  "Land",
  "Planeswalker",
];

export function shuffleInRevealEffect(g: Ctx, r: Resolving, e: Effect & { e: "shuffleInReveal" }): void {
  if (e.owner !== undefined) {
    revealTop(g, e.owner);
    return;
  }
  const owners = new Set(objectsOf(g, r, e.what).map((o) => o.owner));
  shuffleIntoLibraryEffect(g, r, { e: "shuffleIntoLibrary", what: e.what });
  for (const p of owners) if (inGame(g.s, p)) followUp(r, { ...e, owner: p });
}

/** Step 2: the owner reveals their top card and puts it onto the battlefield if it's a permanent card. */
function revealTop(g: Ctx, owner: PlayerId): void {
  const s = g.s;
  if (!inGame(s, owner)) return;
  const top = s.players[owner].library[0] as ObjId | undefined;
  if (top === undefined) return;
  const types = printed(g.db, s.objects[top].card).types;
  const put = types.some((t) => PERMANENT_TYPES.includes(t));
  const entries = put ? entering(g, [{ id: top, controller: owner }]) : []; // asked before the reveal
  emit(g, { type: "reveal", player: owner, cards: cardsOf(g, [top]) });
  for (const entry of entries) enter(g, entry);
}

/** The effect table's entries for shuffling a permanent into its owner's library, then revealing (effectTable.ts). */
export const shuffleInRevealEffects: EffectHandlers = { shuffleInReveal: shuffleInRevealEffect };
