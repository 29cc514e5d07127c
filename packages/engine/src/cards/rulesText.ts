/**
 * Rules text generated from a card definition (DEVELOPERS.md principle 7), in modern Oracle wording:
 * "enters" rather than "enters the battlefield", the card's own name for self-references, "It" where
 * Oracle uses a pronoun (a triggered ability whose trigger names the card, or an ability whose cost
 * sacrifices it), U+2212 for negative loyalty costs.
 *
 * The generator lives in rulesText/, one module per family of the definition's kinds: effects/ (damage,
 * life, hand, library, zones, …) and statics/ (combat restrictions, entering, …) hold a table per family,
 * joined into one `Record` over every kind; triggers.ts (603.1), conditions.ts, costs.ts, keywords.ts
 * (702), targets.ts (115) and filters.ts phrase the rest, over the leaf words.ts. card.ts assembles a card.
 */
export { rulesText, rulesTextOfAbility, rulesTextOfEffects } from "./rulesText/card.ts";
