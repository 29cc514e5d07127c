/**
 * Random decks from the whole card pool, for fuzzing every card (`--decks pool`, a seat's deck "pool"):
 * each seat gets two colours chosen with the seed, 24 nonland cards of those colours or colourless (at
 * most two copies of each), and 16 basic lands. Cards that need an optional rule the game isn't using
 * (ante) are left out.
 */
import { allCards } from "@roundtable/cards";
import {
  type CardDef,
  type Color,
  colorsOfCost,
  deriveSeed,
  type Seed,
  seedRng,
  shuffle,
} from "@roundtable/engine";

const BASICS: Record<Color, string> = { W: "plains", U: "island", B: "swamp", R: "mountain", G: "forest" };
const COLORS: Color[] = ["W", "U", "B", "R", "G"];

function colorsOf(def: CardDef): Color[] {
  return def.colors ?? colorsOfCost(def.cost);
}

/** Whether a card can be in a deck for an ordinary game (not an ante card, not a land). */
function playable(def: CardDef): boolean {
  return !def.types.includes("Land") && def.ante !== true; // 407.3
}

/** `cards`: the pool to deal from (default the whole pool; the pinned traces deal from a fixed list). */
export function poolDecks(
  seed: Seed,
  n: number,
  cards: readonly CardDef[] = allCards,
): { name: string; cards: string[] }[] {
  const rng = seedRng(deriveSeed(seed, 0x5eed));
  const out: { name: string; cards: string[] }[] = [];
  for (let seat = 0; seat < n; seat++) {
    const colors = [...COLORS];
    shuffle(rng, colors);
    const pair = colors.slice(0, 2);
    const candidates = cards.filter((c) => playable(c) && colorsOf(c).every((x) => pair.includes(x)));
    const picks: string[] = [];
    for (const c of candidates) picks.push(c.id, c.id);
    shuffle(rng, picks);
    const deck = picks.slice(0, 24);
    for (const x of pair) for (let i = 0; i < 8; i++) deck.push(BASICS[x]);
    out.push({ name: `pool ${pair.join("")}`, cards: deck });
  }
  return out;
}
