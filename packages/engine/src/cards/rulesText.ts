/**
 * Rules text generated from a card definition (DEVELOPERS.md principle 7), in modern Oracle wording:
 * "enters" rather than "enters the battlefield", the card's own name for self-references, "It" where
 * Oracle uses a pronoun (a triggered ability whose trigger names the card, or an ability whose cost
 * sacrifices it), U+2212 for negative loyalty costs.
 *
 * The generator lives in rulesText/, in three layers with no import circle:
 * - phrasing/: the shared helpers — words (numbers, lists), keywords (702), filters, targets (115),
 *   amounts, durations, costs (118), conditions, references to players and objects, clauses;
 * - effects/ and statics/: a text table per family of effect kinds (damage, life, hand, library, zones,
 *   …) and of static-ability kinds (combat restrictions, entering, …), joined into one `Record` over
 *   every kind, so that a kind without text does not compile;
 * - the top: sentences.ts (effects joined as Oracle joins them), triggers.ts (603.1), the abilities by
 *   kind, and card.ts, which assembles a card's lines.
 */
export { rulesText, rulesTextOfAbility, rulesTextOfEffects, rulesTextOfModes } from "./rulesText/card.ts";
