/**
 * Tempting offer (an ability word, 207.2c; Commander 2013's Tempt cycle): "[effects]. Each opponent may
 * [do the same]. For each opponent who does, [effects]." The controller does the effects; then each
 * opponent, in turn order from the controller, accepts or declines, seeing the answers before theirs; then
 * each opponent who accepted does the effects, in turn order; then the controller does them once more for
 * each opponent who accepted. Each answer, and each effect, is one step of the resolution (stepwise.ts), so
 * an effect may ask its own questions (which land to find) and an answer given stands if a later opponent
 * leaves the game.
 *
 * Multiplayer: "each opponent" is each opponent within the controller's range of influence (801.10); an
 * opponent who has left the game is no longer one and isn't asked (800.4a, 102.3). "For each opponent who
 * does": we count the opponents who accepted — one who accepted and then left before doing it did not.
 */
import type { Effect } from "../../cards/types.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { inGame, turnOrderFrom } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { followUp, stepAs } from "./stepwise.ts";

type Offer = Effect & { e: "temptingOffer" };

export function temptingOfferEffect(g: Ctx, r: Resolving, e: Offer): void {
  const offer = e.offer;
  if (offer === undefined) {
    // The controller's effects first; the opponents are those in range, in turn order from the controller.
    const near = new Set(playersOf(g, r, "eachOpponent"));
    const opponents = turnOrderFrom(g.s, r.controller).filter((q) => near.has(q));
    followUp(r, ...e.effects, { ...e, offer: { opponents, next: 0, accepted: [] } });
    return;
  }
  const doing = offer.doing;
  if (doing !== undefined) {
    // One effect done by an opponent who accepted: the effect as theirs ("you" is them).
    if (!inGame(g.s, doing.player)) return;
    const resume = (left: Effect[]) => ({
      ...e,
      offer: { ...offer, doing: { player: doing.player, effects: left } },
    });
    stepAs(g, r, { controller: doing.player }, doing.effects, resume);
    return;
  }
  const at = offer.opponents.findIndex((q, i) => i >= offer.next && inGame(g.s, q));
  if (at >= 0) {
    const q = offer.opponents[at];
    const name = defOf(g, r.object).name;
    const caster = g.s.players[r.controller].name;
    const taken = offer.accepted.map((p) => g.s.players[p].name);
    const soFar = taken.length === 0 ? "" : ` (accepted so far: ${taken.join(", ")})`;
    const prompt = `${name}: accept ${caster}'s tempting offer? ${caster} repeats it once for each opponent who does${soFar}`;
    const options = [{ label: "accept" }, { label: "decline" }];
    const [k] = askChoose(g, q, "temptingOffer", prompt, options, 1, 1);
    const accepted = k === 0 ? [...offer.accepted, q] : offer.accepted;
    followUp(r, { ...e, offer: { ...offer, next: at + 1, accepted } });
    return;
  }
  // All have answered: each who accepted does the effects, then the controller once for each of them.
  const still = offer.accepted.filter((q) => inGame(g.s, q));
  for (const q of still) followUp(r, { ...e, offer: { ...offer, doing: { player: q, effects: e.effects } } });
  for (const _ of still) followUp(r, ...e.effects);
}

/** The effect table's entries for the multiplayer offers (effectTable.ts). */
export const multiplayerOfferEffects: EffectHandlers = { temptingOffer: temptingOfferEffect };
