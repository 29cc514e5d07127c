/**
 * 614.1a: "If a card would be put into an opponent's graveyard from anywhere, exile it instead." (Leyline of
 * the Void; static `opponentsCardsExiled`). It replaces the move itself: the card never reaches the graveyard,
 * so nothing that looks for a card put there (dies, 700.4) sees it — it is exiled from where it was. A token
 * isn't a card: it goes to the graveyard as usual (and ceases to exist, 111.7). The effect reaches only cards
 * owned by players within its controller's range of influence (801.10).
 */
import type { GameObject, Zone } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { cardsInLayers } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange, isOpponent } from "../players/players.ts";

/** Where `o`, about to be put into `to`, goes: exile instead of its owner's graveyard, if an opponent's effect says so. */
export function graveyardExileInstead(g: Ctx, o: GameObject, to: Zone): Zone {
  if (to !== "graveyard" || o.token) return to;
  const s = g.s;
  const statics = cardsInLayers(g.db);
  const exilers = cardsWhere(
    g.db,
    "opponentsCardsExiled",
    (def, id) =>
      statics.has(id) &&
      (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "opponentsCardsExiled"),
  );
  if (exilers.size === 0) return to;
  for (const id of permanentsWith(s, exilers)) {
    const src = s.objects[id];
    if (!isOpponent(s, src.controller, o.owner) || !inRange(s, src.controller, o.owner)) continue;
    if (
      characteristics(g.db, s, src).abilities.some(
        (a) => a.kind === "static" && a.effect.s === "opponentsCardsExiled",
      )
    )
      return "exile";
  }
  return to;
}
