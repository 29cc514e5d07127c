/**
 * Ante (407), an optional rule: a game is played for ante only with the variant option `ante`
 * (VariantConfig.ante, off by default, 407.1).
 *
 * - 407.2: as the game begins, after the starting player is determined and before anyone draws, each
 *   player puts one random card of their deck into the ante zone. Cards there are public. At the end of
 *   the game the winner becomes the owner of every card in the ante zone (a game with no single winner
 *   leaves the cards where they are).
 * - 407.3: a card that says "Remove this card from your deck before playing if you're not playing for
 *   ante" (CardDef.ante) can't be in a deck of a game not played for ante: that is a setup error.
 * - 407.4: to ante an object is to put it into the ante zone; only its owner antes it.
 * - 800.4n: a player who leaves the game leaves their ante cards behind (see leave.ts).
 */

import type { CardDb } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { setBaseController } from "../../objectFields.ts";
import { randInt } from "../../prng.ts";
import type { GameState } from "../../state.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { moveObject } from "./move.ts";

/**
 * 407.3: the problem with having card `id` in a deck (or a layout) of this game, or null. The message
 * names the card and how to play for ante.
 */
export function antePlayProblem(db: CardDb, s: GameState, id: string): string | null {
  const def = db.get(id);
  if (def?.ante !== true || s.config.ante) return null;
  return `${def.name} says "Remove ${def.name} from your deck before playing if you're not playing for ante", and this game isn't played for ante (407.3): remove it, or set the variant option "ante"`;
}

/** 407.2: each player antes one random card of their library (the game's PRNG picks it). */
export function anteAtStart(g: Ctx): void {
  const s = g.s;
  if (!s.config.ante) return;
  for (const pl of s.players) {
    if (pl.library.length === 0) continue;
    ante(g, pl.library[randInt(s.rng, pl.library.length)]);
  }
}

/** 407.4: the owner antes the object (the move event says which card: the ante zone is public). */
export function ante(g: Ctx, id: number): void {
  moveObject(g, id, "ante");
}

/** 407.2: at the end of the game, a single winner becomes the owner of all the cards in the ante zone. */
export function anteToWinner(g: Ctx): void {
  const s = g.s;
  if (s.winners.length !== 1) return;
  const w = s.winners[0];
  const won: string[] = [];
  s.players.forEach((pl, p) => {
    if (p === w) return;
    for (const id of pl.ante) {
      const o = writable(s, id);
      o.owner = w;
      o.controller = w;
      setBaseController(o, w);
      s.players[w].ante.push(id);
      won.push(nameOf(g, s.objects[id]));
    }
    pl.ante = [];
  });
  if (won.length > 0) emit(g, { type: "anteWon", player: w, cards: won });
}
