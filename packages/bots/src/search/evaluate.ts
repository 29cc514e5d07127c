/**
 * The value of a position for one player, between 0 (lost) and 1 (won), for the leaves of a search: a
 * finished game scores its result (104); an unfinished one compares the player's side with its
 * opponents' by life, poison (704.5c), the creatures and other permanents they control and the cards in
 * their hands, squashed by a logistic curve. Reads the whole state: it is used on determinised forks
 * only (determinise.ts), which hold nothing the player may not know.
 */
import { characteristics, type Game, type GameState, opposing, type PlayerId } from "@roundtable/engine";

/** How many points of the strength difference move the value from 0.5 to about 0.73. */
const SCALE = 8;

export function evaluate(game: Game, player: PlayerId): number {
  const s = game.state;
  if (s.status === "over" || s.players[player].left) {
    if (s.winners.includes(player)) return 1;
    return s.players[player].result === "draw" ? 0.5 : 0;
  }
  const strength = strengths(game);
  const mine: number[] = [];
  const theirs: number[] = [];
  for (const [seat, p] of s.players.entries()) {
    if (p.left) continue;
    (opposing(s, player, seat) ? theirs : mine).push(strength[seat]);
  }
  if (theirs.length === 0) return 1;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  // Against several opponents, both the strongest of them and their average count.
  const diff = mean(mine) - (Math.max(...theirs) + mean(theirs)) / 2;
  return 1 / (1 + Math.exp(-diff / SCALE));
}

/** Each seat's strength: life (worth more when low), poison, board and hand (a card in it counts 1). */
function strengths(game: Game): number[] {
  const s: GameState = game.state;
  const out = s.players.map(
    (p) => lifeValue(p.life) - 3 * p.poison + p.hand.length + (p.library.length === 0 ? -10 : 0),
  );
  for (const id of s.battlefield) {
    const o = s.objects[id];
    const c = characteristics(game.db, s, o);
    let v = 0;
    if (c.types.includes("Creature")) {
      const p = Math.max(0, c.power ?? 0);
      const t = Math.max(0, (c.toughness ?? 0) - (o.damage ?? 0));
      v = 1 + 1.5 * p + t + 0.5 * c.keywords.length;
    } else if (c.types.includes("Planeswalker")) v = 3 + (c.loyalty ?? 0);
    // A land in play is worth more than a card in hand: it is the mana every later turn.
    else if (c.types.includes("Land")) v = 2;
    else v = 2.5;
    out[o.controller] += v;
  }
  return out;
}

/** Life counts for more as it runs out: the last points are the ones that lose the game (704.5a). */
function lifeValue(life: number): number {
  return life <= 0 ? -30 : 30 * (1 - Math.exp(-life / 15));
}
