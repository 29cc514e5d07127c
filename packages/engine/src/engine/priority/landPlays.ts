/**
 * 305.2: how many lands a player can play this turn — one, plus what continuous effects add ("You may play an
 * additional land on each of your turns.", Exploration; "two additional lands", Azusa, Lost but Seeking; "You may
 * play an additional land this turn.", Explore, recorded for the turn: records/turnRecords.ts). 305.2a: a land
 * play is legal while that number is greater than the lands the player has played this turn.
 */
import type { CardDef } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { landPlaysAddedThisTurn } from "../records/turnRecords.ts";

const addsLandPlays = (def: CardDef): boolean =>
  (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "additionalLandPlays");

/** 305.2: the number of lands `p` can play this turn (their own: "on each of your turns"). */
export function landPlaysAllowed(g: Ctx, p: PlayerId): number {
  let n = 1 + landPlaysAddedThisTurn(g.s, p);
  for (const id of permanentsWith(g.s, cardsWhere(g.db, "additionalLandPlays", addsLandPlays))) {
    const o = g.s.objects[id];
    if (o.controller !== p) continue;
    for (const a of characteristics(g.db, g.s, o).abilities)
      if (a.kind === "static" && a.effect.s === "additionalLandPlays") n += a.effect.n;
  }
  return n;
}
