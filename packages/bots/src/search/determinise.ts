/**
 * Determinisation for search over hidden information: a fork of the game in which what the deciding
 * player cannot see is dealt again at random, from the cards that could be there. Each other player's
 * hidden cards (their hand, unless the player may see it, and their library) are pooled and re-dealt over
 * the same objects (not a spell being cast: 601.2a); every library's order is shuffled (the player's own too: 401.2, its order is hidden);
 * so are the archenemies' scheme decks (904.4) and the planar decks (901.3); and the game's PRNG, which
 * holds every future shuffle and coin flip, is seeded afresh. The pool of a player's hidden cards is the
 * player's deck less the cards seen elsewhere, which every player knows (the decks are known), so the
 * re-dealt game is one the deciding player can't tell from the real one.
 *
 * The pool is sorted before it is shuffled and dealt over the objects by position, so two games that
 * differ only in hidden cards give the same determinisation for the same `rng`.
 */
import {
  announcements,
  cardsBeingCast,
  type Game,
  type GameState,
  nextU32,
  type ObjId,
  type PlayerId,
  type RngState,
  seedRng,
  shuffle,
  writable,
} from "@roundtable/engine";

/** A fork of `game` with what `player` cannot see re-dealt from `rng` (advanced in place). */
export function determinise(game: Game, player: PlayerId, rng: RngState): Game {
  const world = game.fork();
  const s = world.state;
  const view = game.view(player);
  // 601.2a: a spell being cast is on the stack, its card seen by everyone, though the state keeps it in
  // its caster's hand until the cast completes: it is not dealt again.
  const cast = cardsBeingCast(announcements(game.db, s));
  for (const [seat, p] of s.players.entries()) {
    const handSeen = seat === player || (view.players[seat]?.hand ?? null) !== null;
    const hidden = handSeen ? [] : p.hand.filter((id) => !cast.has(id));
    redeal(s, [...hidden, ...p.library], rng);
    if (p.schemeDeck !== undefined) p.schemeDeck = shuffledCopy(p.schemeDeck, rng);
  }
  if (s.planechase !== undefined) s.planechase.decks = s.planechase.decks.map((d) => shuffledCopy(d, rng));
  s.rng = seedRng(nextU32(rng));
  world.edited();
  return world;
}

/**
 * Deals the cards of `objects` over them again, at random. A commander keeps its place: which card a
 * player's commander is, is public (903.3).
 */
function redeal(s: GameState, objects: ObjId[], rng: RngState): void {
  const commanders = new Set(s.players.flatMap((p) => p.commanders ?? []));
  const slots = objects.filter((id) => !commanders.has(s.objects[id].card));
  const cards = slots.map((id) => s.objects[id].card).sort();
  const dealt = shuffledCopy(cards, rng);
  slots.forEach((id, i) => {
    // The fork shares its objects with the game (copy-on-write): an object is copied only if it changes.
    if (s.objects[id].card !== dealt[i]) writable(s, id).card = dealt[i];
  });
}

function shuffledCopy<T>(items: T[], rng: RngState): T[] {
  const out = [...items];
  shuffle(rng, out);
  return out;
}
