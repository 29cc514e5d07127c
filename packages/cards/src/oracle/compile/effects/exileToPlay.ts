/**
 * Impulse draw, two sentences read as one effect (601.3, 611.2a): "Exile the top three cards of your library.
 * Until end of turn, you may play those cards." (Act on Impulse), "… Until the end of your next turn, you may
 * play those cards." (Reckless Impulse), "exile the top card of your library. Until end of turn, you may play
 * that card." (Abbot of Keral Keep's trigger), "… You may play them this turn." (Jeska's Will). See the engine's
 * effects/exileToPlay.ts.
 */
import type { Effect } from "@roundtable/engine";
import type { Scope } from "../phrases/scope.ts";
import { countOf } from "./clause.ts";

const EXILE_TOP = /^[Ee]xile the top (?:card|(.+) cards) of your library\.$/;
const MAY_PLAY = /^Until (end of turn|the end of your next turn), you may play (those cards|that card)\.$/;
const THIS_TURN = /^You may play (them|that card) this turn\.$/;

/** The effect of the two sentences `first` and `second`, or undefined if they aren't impulse draw's. */
export function exileToPlayOf(scope: Scope, first: string, second: string | undefined): Effect | undefined {
  const top = first.match(EXILE_TOP);
  if (!top) return undefined;
  const one = top[1] === undefined;
  const thisTurn = second?.match(THIS_TURN);
  if (thisTurn) {
    if (one !== (thisTurn[1] === "that card")) return undefined;
    const amount = one ? 1 : countOf(scope, `${top[1]} cards`, "card");
    return { e: "exileToPlay", amount, duration: "endOfTurn", thisTurn: true };
  }
  const play = second?.match(MAY_PLAY);
  if (!play) return undefined;
  if (one !== (play[2] === "that card")) return undefined;
  const amount = one ? 1 : countOf(scope, `${top[1]} cards`, "card");
  const duration = play[1] === "end of turn" ? "endOfTurn" : "endOfYourNextTurn";
  return { e: "exileToPlay", amount, duration };
}
