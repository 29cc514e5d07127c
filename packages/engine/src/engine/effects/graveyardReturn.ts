/**
 * Returning cards from a graveyard (400.7): "Return target creature card from your graveyard to your
 * hand" (Raise Dead, Gravedigger) or "to the battlefield" (Zombify), and "Put target creature card from a
 * graveyard onto the battlefield under your control" (Rise from the Grave). A card that has left the
 * graveyard since it was targeted is a new object and an illegal target (608.2b), so it stays where it is.
 * A card put onto the battlefield "under your control" has the controller of the effect as its
 * controller (110.2); otherwise its owner controls it. Persist's return (702.79a) is one of these: "it", the
 * card the permanent became, "with a -1/-1 counter on it" as it enters (614.1c; Melira keeps it off, 122.6).
 */
import type { Effect } from "../../cards/types.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { moveObject } from "../actions/move.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf, type Resolving } from "./resolving.ts";

export function returnFromGraveyardEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "returnFromGraveyard" },
): void {
  const cards = objectsOf(g, r, e.what).filter((o) => o.zone === "graveyard");
  if (e.to === "hand") for (const o of cards) moveObject(g, o.id, "hand");
  else
    putOntoBattlefield(
      g,
      cards.map((o) => ({
        id: o.id,
        controller: e.underYourControl ? r.controller : o.owner,
        ...(e.withCounter !== undefined ? { withCounter: e.withCounter } : {}),
      })),
    );
}

/** The effect table's entries for returning cards from graveyards (effectTable.ts). */
export const graveyardReturnEffects: EffectHandlers = { returnFromGraveyard: returnFromGraveyardEffect };
