/**
 * Creating tokens (111.2–111.4, 701.7): a token is created on the battlefield under the control of the
 * player who creates it, who is also its owner. It enters like any permanent: "sick" (302.6), tapped if
 * something says so (614.1d), with enters-the-battlefield triggers (603.6a). 800.4b: no token is created
 * for a player who has left the game.
 */
import { tokenId } from "../../cards/tokens.ts";
import type { TokenSpec } from "../../cards/types.ts";
import { setFlag } from "../../objectFields.ts";
import type { GameObject, PlayerId, WritableObject } from "../../state.ts";
import { indexEnters } from "../characteristics/battlefieldIndex.ts";
import type { Ctx } from "../context/ctx.ts";
import { layersTouched } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { entersTapped, enterWithCounters } from "../replacement/replacements.ts";
import { newObject } from "../zones/zones.ts";

export function createTokens(g: Ctx, spec: TokenSpec, player: PlayerId, n: number): void {
  const card = tokenId(spec);
  const def = g.db.get(card);
  if (def === undefined) throw new Error(`internal: no token definition "${card}" in the card database`);
  for (let i = 0; i < n; i++) createToken(g, card, def.name, player);
}

/** 706.10: a token that's a copy of an object has its copiable values: the same definition. */
export function createTokenCopy(g: Ctx, card: string, player: PlayerId, tapped = false): GameObject | null {
  return createToken(g, card, g.db.get(card)?.name ?? card, player, tapped);
}

/** Creates one token; `tapped`: it enters tapped (myriad's "tapped and attacking", 702.116a). */
function createToken(
  g: Ctx,
  card: string,
  name: string,
  player: PlayerId,
  tapped = false,
): WritableObject | null {
  const s = g.s;
  if (!inGame(s, player)) return null; // 800.4b
  const o = newObject(s, card, player, "battlefield");
  o.token = true;
  o.sick = true;
  s.battlefield.push(o.id);
  indexEnters(s, o);
  setFlag(o, "tapped", tapped || entersTapped(g, o));
  layersTouched(s, o.id, card); // layers.ts brings its characteristics up to date
  enterWithCounters(g, o);
  emit(g, { type: "token", object: o.id, card: name, player, before: { ...o, zone: "stack" }, after: o });
  return o;
}
