/**
 * Tempting offer (an ability word, 207.2c): "Tempting offer — [effects]. Each opponent may [the same effects, done
 * by them]. For each opponent who does, [effects]." (Tempt with Vengeance). The effects are read from the text up to
 * the offer to the opponents; the rest is read only as the generator writes it for those effects.
 */
import { type Effect, rulesText } from "@roundtable/engine";
import { refuse } from "../phrases/refusal.ts";
import { namesAndTypes, type Scope } from "../phrases/scope.ts";
import { effectsOf } from "./sentences.ts";

const LEAD = "Tempting offer \u2014 ";
const OFFER = ". Each opponent may ";

/** The tempting offer a spell's text is, or undefined if the text does not open with the ability word. */
export function temptingOfferOf(scope: Scope, text: string): Effect[] | undefined {
  if (!text.startsWith(LEAD)) return undefined;
  const offer = text.indexOf(OFFER);
  if (offer < 0) return refuse(text, "a tempting offer without its offer to each opponent");
  const effects = effectsOf(scope, text.slice(LEAD.length, offer + 1));
  if (scope.targets.length > 0)
    refuse(
      text.slice(LEAD.length, offer + 1),
      "a target in a tempting offer, whose effects each opponent may do",
    );
  const tempting: Effect = { e: "temptingOffer", effects };
  const written = rulesText({ ...namesAndTypes(scope.def), spell: { effects: [tempting] } });
  if (written !== text) refuse(text, `not the tempting offer the generator writes: "${written}"`);
  return [tempting];
}
