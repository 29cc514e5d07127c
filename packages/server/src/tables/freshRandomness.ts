/**
 * "Fresh randomness" at a table from a position (the create request's `freshRandomness: true`; docs/server.md,
 * "A table from a position"). A saved position's file lists every library in order and holds the game's
 * random numbers (`seed`, `rng`): whoever has the file knows every draw and every shuffle to come. That is
 * the point of a practice table (a judge replays a ruling exactly); at a real game it is hidden information
 * known to one player. With the option the table's start is the file's with each library shuffled (103.3:
 * its order is hidden information) and the game seeded with 128 new random bits instead of the file's seed
 * and `rng` — nothing else changes: hands, battlefields, graveyards are the file's.
 *
 * A saved file begins at its turn's beginning and its actions reach the saved position, drawing from the
 * libraries on the way (the draw step's draw): the cards the actions take from a library's top stay where the
 * file lists them, so that they draw what was drawn, and the rest below them is shuffled. The start is a layout
 * like any other (the libraries listed in their new order, the new seed, no `rng`): the table's record holds
 * what its game was made from and replays to the same hash.
 */
import { cardDb } from "@roundtable/cards";
import {
  deriveSeed,
  Game,
  type GameState,
  hashState,
  type Input,
  type Seed,
  seedRng,
  shuffle,
  type TableLayout,
} from "@roundtable/engine";
import { RequestError } from "@roundtable/protocol";

/** The salt of the libraries' shuffle, a stream of its own drawn from the seed (deriveSeed): "103.3". */
const LIBRARIES_SALT = 0x1033;

/**
 * The start of a table from a position with fresh randomness: `start`'s layout (the file's) with each
 * player's library shuffled below the cards `inputs` (the file's actions, as the table logs them) take from
 * its top, seeded with `seed` — or a RequestError at `freshRandomness` where the actions don't reach the
 * same position that way (they draw after a shuffle, or use a random result: a die, a random discard).
 */
export function freshStart(
  start: { layout: TableLayout },
  inputs: Input[],
  seed: Seed,
): { layout: TableLayout } {
  const file = start.layout;
  // The libraries as laid out (after the file's own `shuffle`), at the first decision: nothing is drawn yet.
  const laid = Game.fromLayout(cardDb, { ...file, autoPass: false }, { events: false }).state;
  const saved = played(file, inputs);
  if (saved === null) throw new Error("the position's inputs don't replay from its own start");
  const rng = seedRng(deriveSeed(seed, LIBRARIES_SALT));
  const players = file.players.map((lp, seat) => {
    const library = laid.players[seat].library; // index 0 the top
    if (library.length === 0) return lp;
    // A card that left the library is a new object (400.7): the deepest the actions took, and those above it, stay.
    const still = new Set(saved.state.players[seat].library);
    const taken = library.reduce((deepest, id, i) => (still.has(id) ? deepest : i + 1), 0);
    const rest = library.slice(taken);
    shuffle(rng, rest);
    return { ...lp, library: [...library.slice(0, taken), ...rest].map((id) => laid.objects[id].card) };
  });
  const { rng: _file, shuffle: _listed, ...kept } = file;
  const layout: TableLayout = { ...kept, seed, players };
  const fresh = played(layout, inputs);
  if (fresh === null || beyondLibraries(fresh.state) !== beyondLibraries(saved.state))
    throw new RequestError([
      {
        path: "freshRandomness",
        message:
          "freshRandomness: the file's actions don't reach its position with the libraries shuffled and new random numbers (they draw after a shuffle, or use a random result): start the table without it, or from a position saved at a turn's beginning",
      },
    ]);
  return { layout };
}

/** The game of `layout` after `inputs`, or null where one is refused. */
function played(layout: TableLayout, inputs: Input[]): Game | null {
  const game = Game.fromLayout(cardDb, layout, { events: false });
  return inputs.every((input) => game.apply(input).ok) ? game : null;
}

/**
 * The state but for the libraries' order and the random numbers: the cards in each library (not their order),
 * every other object and zone as it is. Equal for two games at the same position whose libraries differ in
 * order alone.
 */
function beyondLibraries(s: GameState): string {
  const inLibraries = new Set(s.players.flatMap((p) => p.library));
  const objects = Object.fromEntries(
    Object.entries(s.objects).filter(([id]) => !inLibraries.has(Number(id))),
  );
  const players = s.players.map((p) => ({ ...p, library: p.library.map((id) => s.objects[id].card).sort() }));
  return hashState({ ...s, rng: null, objects, players });
}
