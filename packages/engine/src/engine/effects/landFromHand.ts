/**
 * 305.4: "You may put a land card from your hand onto the battlefield." (Growth Spiral, Burgeoning). The
 * controller chooses one land card in their hand (by its printed characteristics, as a land play reads them:
 * priority.ts), or none; it enters under their control. Putting a land onto the battlefield isn't playing it: it
 * uses no land play (305.2a), and neither the turn nor the timing limits it (305.1, 305.3 limit only playing).
 */
import type { Effect } from "../../cards/types.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { landCards } from "../characteristics/cardSets.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

export function putLandFromHandEffect(g: Ctx, r: Resolving, _e: Effect & { e: "putLandFromHand" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const lands = landCards(g.db);
  const inHand = s.players[you].hand.filter((id) => lands.has(s.objects[id].card));
  if (inHand.length === 0) return;
  const prompt = `${nameOf(g, r.object)}: you may put a land card from your hand onto the battlefield (none: don't)`;
  const [i] = askChoose(g, you, "putLand", prompt, optionsByName(g, inHand), 0, 1);
  if (i === undefined) return;
  putOntoBattlefield(g, [{ id: inHand[i], controller: you }]);
}

/** The effect table's entry for putting a land card from a hand onto the battlefield (effectTable.ts). */
export const landFromHandEffects: EffectHandlers = { putLandFromHand: putLandFromHandEffect };
