/**
 * How clients name a variant, an edition of the multiplayer rules and an attack rule to players: the
 * variants' names as the rules write them (the engine's variantTitle, whose list the deck checks of
 * packages/cards read too), each edition by its document (docs/editions.md), each attack rule by its rule.
 * Data only (the engine's types and its data-only titles), so that the web table may bundle it.
 */
import { type AttackRule, type Edition, variantTitle } from "@roundtable/engine";

export { variantTitle };

/** Each edition by the document its multiplayer rules come from, with their rule numbers (docs/editions.md). */
const EDITION_LABELS: Record<Edition, string> = {
  current: "today's rules (800–811)",
  "2007": "2007 Comprehensive Rules (606–609)",
  "2004": "2004 draft rules (600–611)",
};

/**
 * Each attack rule of the engine (its `AttackRule`) as the rules name it: 802's and 803's options; the
 * two-player rule, whose one opponent is the defending player (506.2); and where no option is used, the
 * defending player the active player chooses as combat begins (507.1; the 2004 draft's 306.3, 307.1).
 */
const ATTACK_RULE_LABELS: Record<AttackRule, string> = {
  multiple: "attack multiple players (802)",
  left: "attack left (803)",
  right: "attack right (803)",
  single: "one defending player (506.2)",
  chosenDefender: "a defending player chosen as combat begins (507.1; 2004 draft 306.3, 307.1)",
};

/** "2007 Comprehensive Rules (606–609)" for "2007"; an edition this module doesn't know keeps its name. */
export function editionLabel(edition: string): string {
  return EDITION_LABELS[edition as Edition] ?? edition;
}

/**
 * A table's game as a list of tables names it: "Free-for-All"; with an older edition in force, "Two-Headed
 * Giant, 2007 Comprehensive Rules (606–609)".
 */
export function gameTitle(variant: string, edition: string | undefined): string {
  const title = variantTitle(variant);
  return edition === undefined || edition === "current" ? title : `${title}, ${editionLabel(edition)}`;
}

/** "attack left (803)" for "left"; a rule this module doesn't know keeps its name. */
export function attackRuleLabel(rule: string): string {
  return ATTACK_RULE_LABELS[rule as AttackRule] ?? rule;
}

/** A table's name in the lobby: the one its creator gave (`settings.name`), else "Two-Headed Giant table". */
export function tableName(variant: string, name: string | undefined): string {
  return name ?? `${variantTitle(variant)} table`;
}
