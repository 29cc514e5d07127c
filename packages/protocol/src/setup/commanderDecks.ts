/**
 * Random Commander decks from the whole card pool (903.5), for `--decks pool` and random decks in a
 * Commander game: each seat's commander is a legendary creature card of the pool chosen with the seed
 * (903.3); the other 99 cards are singletons (903.5b) whose colour identity is within the commander's
 * (903.4, 903.5c) — up to 62 nonland cards — and basic lands of the commander's colours (903.5d; Wastes
 * for a colourless commander) to make 100 (903.5a). Brawl's are 60 cards (903.12d), in the same proportion.
 */
import { allCards } from "@roundtable/cards";
import {
  type CardDef,
  type Color,
  colorIdentity,
  commandersIdentity,
  deriveSeed,
  partnerProblem,
  type Seed,
  seedRng,
  shuffle,
} from "@roundtable/engine";

const BASICS: Record<Color, string> = { W: "plains", U: "island", B: "swamp", R: "mountain", G: "forest" };
const NONLAND = 62;

/** Whether a card can be a commander (903.3): a legendary creature card (in Brawl, or planeswalker: 903.12c). */
export function canBeCommander(def: CardDef, walkers = false): boolean {
  const kind = def.types.includes("Creature") || (walkers && def.types.includes("Planeswalker"));
  return (def.supertypes ?? []).includes("Legendary") && kind && def.token !== true;
}

/** A card for the 99: not a land, not an ante card (407.3), within the identity (903.5c). */
function fits(def: CardDef, identity: readonly Color[]): boolean {
  if (def.types.includes("Land") || def.ante === true || def.token === true) return false;
  return colorIdentity(def).every((c) => identity.includes(c));
}

export interface CommanderDeck {
  name: string;
  /** The 100 cards, the commander among them. */
  cards: string[];
  /** The commander's card id (903.3). */
  commander: string;
  /** 702.124: a second commander, when the first has a partner ability and the pool holds a partner for it. */
  partner?: string;
}

/** A partner for `first` among the pool's possible commanders (702.124h, 702.124j), chosen with `rng`. */
function partnerFor(
  first: CardDef,
  legends: readonly CardDef[],
  rng: ReturnType<typeof seedRng>,
): CardDef | null {
  if (first.partner === undefined) return null;
  const mates = legends.filter((d) => partnerProblem(first, d) === null);
  if (mates.length === 0) return null;
  const order = mates.map((_, i) => i);
  shuffle(rng, order);
  return mates[order[0]];
}

/** What the variant's decks are: 100 cards (903.5a) or Brawl's 60 (903.12d), and who may lead (903.12c). */
export interface CommanderDeckShape {
  size: number;
  walkers: boolean;
}

export function commanderDecks(
  seed: Seed,
  n: number,
  shape: CommanderDeckShape = { size: 100, walkers: false },
  pool: readonly CardDef[] = allCards,
): CommanderDeck[] {
  const rng = seedRng(deriveSeed(seed, 0xc0de));
  const legends = pool.filter((c) => canBeCommander(c, shape.walkers));
  if (legends.length === 0) throw new Error("the card pool has no legendary creature to be a commander");
  const out: CommanderDeck[] = [];
  for (let seat = 0; seat < n; seat++) {
    const order = legends.map((_, i) => i);
    shuffle(rng, order);
    const commander = legends[order[0]];
    const partner = partnerFor(commander, legends, rng);
    const leaders = partner === null ? [commander] : [commander, partner];
    const identity = commandersIdentity(leaders); // 702.124c: both commanders' identity
    const candidates = pool.filter((c) => !leaders.includes(c) && fits(c, identity)).map((c) => c.id);
    shuffle(rng, candidates);
    const cards = [
      ...leaders.map((d) => d.id),
      ...candidates.slice(0, Math.round((shape.size * NONLAND) / 100) + 1 - leaders.length),
    ];
    const basics = identity.length === 0 ? ["wastes"] : identity.map((c) => BASICS[c]);
    for (let i = 0; cards.length < shape.size; i++) cards.push(basics[i % basics.length]);
    const name = leaders.map((d) => d.name).join(" & ");
    out.push({
      name: `${name} (pool)`,
      cards,
      commander: commander.id,
      ...(partner === null ? {} : { partner: partner.id }),
    });
  }
  return out;
}
