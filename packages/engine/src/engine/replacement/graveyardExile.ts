/**
 * 614.1a: "If a card would be put into an opponent's graveyard from anywhere, exile it instead." (Leyline of
 * the Void; static `opponentsCardsExiled`). It replaces the move itself: the card never reaches the graveyard,
 * so nothing that looks for a card put there (dies, 700.4) sees it — it is exiled from where it was. A token
 * isn't a card: it goes to the graveyard as usual (and ceases to exist, 111.7). The effect reaches only cards
 * owned by players within its controller's range of influence (801.10).
 */
import type { GameObject, Zone } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { lastKnownCharacteristics } from "../characteristics/lastKnown.ts";
import { graveyardExilerCards } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange, isOpponent } from "../players/players.ts";
import { lookingBack } from "../records/lookBack.ts";

/**
 * Where `o`, about to be put into `to`, goes: exile instead of its owner's graveyard, if an opponent's effect says so.
 * 614.1a, 603.10a: an effect applies to a whole event if its source is there immediately before it — a Leyline
 * destroyed with the creatures (Nevinyrral's Disk, a Wrath) still exiles them, whatever order they move in.
 */
export function graveyardExileInstead(g: Ctx, o: GameObject, to: Zone): Zone {
  if (to !== "graveyard" || o.token) return to;
  const s = g.s;
  const exilers = graveyardExilerCards(g.db);
  if (exilers.size === 0) return to;
  // Inside a simultaneous event once a permanent has left: those there before it (records/lookBack.ts).
  const sources = Array.isArray(g.lookBack)
    ? lookingBack(g).filter((src) => exilers.has(src.card))
    : permanentsWith(s, exilers).map((id) => s.objects[id]);
  for (const src of sources) {
    if (!isOpponent(s, src.controller, o.owner) || !inRange(s, src.controller, o.owner)) continue;
    const there = s.objects[src.id]?.zone === "battlefield";
    const ch = there ? characteristics(g.db, s, src) : lastKnownCharacteristics(g, src);
    if (ch.abilities.some((a) => a.kind === "static" && a.effect.s === "opponentsCardsExiled"))
      return "exile";
  }
  return to;
}
