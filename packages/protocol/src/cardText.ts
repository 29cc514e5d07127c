/**
 * A card as the web table's hover shows it (`GET /api/cards/:id`, docs/server.md): its name, mana cost,
 * type line, P/T or loyalty, and the rules text generated from its definition.
 */
export interface CardText {
  id: string;
  name: string;
  cost: string | null;
  typeLine: string;
  text: string;
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}
