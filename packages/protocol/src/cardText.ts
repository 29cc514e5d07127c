/**
 * A card as the web table's hover shows it (`GET /api/cards/:id`, docs/server.md): its name, mana cost,
 * type line, P/T or loyalty, and the rules text generated from its definition (packages/cards cardText).
 */
export type { CardText } from "@roundtable/cards";
