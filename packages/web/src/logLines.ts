/**
 * The game log's lines: each event the client may see (the server sends them filtered for it) as one short
 * readable line. Kept simple: the events people follow most get a sentence, the rest their type.
 */
import type { GameEvent, PlayerId } from "@roundtable/engine";

/** Card ids are kebab-case slugs: "lightning-bolt" reads "Lightning Bolt". */
export function cardName(card: string): string {
  return card.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());
}

export function logLine(e: GameEvent, name: (p: PlayerId) => string): string | null {
  switch (e.type) {
    case "gameStart":
      return `The game begins: ${e.players.join(", ")}; ${e.players[e.starting]} starts.`;
    case "turn":
      return `Turn ${e.number}: ${name(e.player)}.`;
    case "mulligan":
      return `${name(e.player)} takes a mulligan.`;
    case "keep":
      return `${name(e.player)} keeps ${e.handSize} cards.`;
    case "play":
      return `${name(e.player)} plays ${cardName(e.card)}.`;
    case "cast":
      return `${name(e.player)} casts ${cardName(e.card)}.`;
    case "activate":
      return `${name(e.player)} activates ${cardName(e.card)}: ${e.text}`;
    case "trigger":
      return `${cardName(e.card)} triggers: ${e.text}`;
    case "resolve":
      return `${cardName(e.card)} resolves.`;
    case "attack":
      return `${cardName(e.card)} attacks ${"player" in e.defender ? name(e.defender.player) : "a planeswalker"}.`;
    case "block":
      return `${cardName(e.card)} blocks.`;
    case "life":
      return `${name(e.player)}: ${e.delta > 0 ? "+" : ""}${e.delta} life (${e.life}).`;
    case "dies":
      return `${cardName(e.card)} dies.`;
    case "march":
      return `${cardName(e.card)} marches from ${name(e.from)}'s territory to ${name(e.to)}'s.`;
    case "lose":
      return `${name(e.player)} loses (${e.reason}).`;
    case "leave":
      return `${name(e.player)} leaves the game (${e.reason}).`;
    case "win":
      return `${e.players.map(name).join(" and ")} ${e.players.length === 1 ? "wins" : "win"} the game.`;
    case "draw-game":
      return `The game is a draw for ${e.players.map(name).join(", ")}.`;
    case "step":
    case "tap":
    case "untap":
    case "mana":
    case "draw":
    case "move":
    case "lane":
      return null;
    default:
      return e.type;
  }
}
