/** The engine's GameSetup for a table: its options checked, then each seat's player and deck. */
import { deckRules, planarDeck } from "@roundtable/cards";
import {
  deriveSeed,
  type GameSetup,
  randInt,
  type Seed,
  seedRng,
  variantConfig,
  variantPreset,
} from "@roundtable/engine";
import { type DeckChoice, seatDecks } from "./decks.ts";
import type { OptionNames } from "./names.ts";
import { schemeDecks } from "./schemeDecks.ts";
import { type TableOptions, variantOptions } from "./tableOptions.ts";
import { seatVanguards } from "./vanguards.ts";

/** Who sits in a seat as the table is set up, and the deck they play. */
export interface SeatPlan {
  name: string;
  deck: DeckChoice;
  /** A Vanguard game (902.3): the seat's vanguard card, by name; "random" or left out: chosen with the seed. */
  vanguard?: string;
}

/**
 * The setup of a table and the name of each seat's deck, in the setup's order. The options are checked
 * first (a ConfigError or TableOptionError), and only then is `seat` asked for each seat's plan.
 */
export function buildSetup(
  opts: TableOptions,
  seed: Seed,
  seat: (seat: number) => SeatPlan,
  names: OptionNames,
): { setup: GameSetup; deckNames: string[] } {
  const options = variantOptions(opts, names);
  const plans = Array.from({ length: opts.players }, (_, i) => seat(i));
  // 903: each deck's commander; 100 cards (903.5a), or Brawl's 60 (903.12d) and its planeswalkers (903.12c).
  const preset = variantPreset(opts.variant, opts.players);
  const shape =
    preset.commander === true
      ? { size: deckRules(opts.variant).minMain + 1, walkers: preset.planeswalkerCommanders === true }
      : undefined;
  const chosen = seatDecks(
    seed,
    plans.map((p) => p.deck),
    shape,
  );
  const schemes = schemeDecks(preset, opts.players, seed); // 904.3
  // 902.3: each player's vanguard card.
  const vanguards =
    preset.vanguard === true
      ? seatVanguards(
          seed,
          plans.map((p) => p.vanguard),
        )
      : null;
  const setup: GameSetup = {
    variant: opts.variant,
    seed,
    players: plans.map((p, i) => {
      const { commander, partner } = chosen[i];
      const sch = schemes[i];
      return {
        name: p.name,
        deck: chosen[i].cards,
        ...(commander === undefined ? {} : { commander }),
        ...(partner === undefined ? {} : { partner }),
        ...(sch === undefined ? {} : { schemes: sch }),
        ...(vanguards === null ? {} : { vanguard: vanguards[i] }),
      };
    }),
  };
  if (options !== undefined) setup.options = options;
  // 901.3: a Planechase game's random planar decks, chosen with the seed (apart from the decks' own draw).
  if (variantConfig(opts.variant, opts.players, options).planechase === true) {
    const rng = seedRng(deriveSeed(seed, 0x901));
    const rand = (n: number) => randInt(rng, n);
    setup.players.forEach((p) => {
      p.planarDeck = planarDeck(rand);
    });
  }
  return { setup, deckNames: chosen.map((d) => d.name) };
}
