/**
 * 701.38d: "While voting, you get an additional vote." (Brago's Representative) and "While voting, you may
 * vote an additional time." (Ballot Broker): each such static ability of a permanent a voter controls
 * gives them one more vote, made at the same time as their vote.
 */
import type { PlayerId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { cardsInLayers } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";

/** The additional votes `p` gets, one per ability; `may`: one they may choose not to make. */
export function additionalVotes(g: Ctx, p: PlayerId): { may: boolean }[] {
  const statics = cardsInLayers(g.db);
  if (statics.size === 0) return [];
  const out: { may: boolean }[] = [];
  for (const id of permanentsWith(g.s, statics)) {
    const o = g.s.objects[id];
    if (o.controller !== p) continue;
    for (const a of characteristics(g.db, g.s, o).abilities)
      if (a.kind === "static" && a.effect.s === "additionalVote") out.push({ may: a.effect.may === true });
  }
  return out;
}
