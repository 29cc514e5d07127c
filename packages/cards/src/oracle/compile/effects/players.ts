/**
 * Players' life totals and turns: "Target player's life total becomes 10." (119.5), "Double target player's life
 * total." (701.10d), "Two target players exchange life totals." (701.12b), "… can't gain life for the rest of the
 * game" (119.7), "Target player skips their next draw step." (500.11), "Look at target player's hand." (701.20e).
 */
import { newTarget, playerOf } from "../phrases/refs.ts";
import { actor, type ClauseReader, digitsOf } from "./clause.ts";

/** "your" / "target player's" / "each player's": the player. */
function owner(scope: Parameters<ClauseReader>[0], phrase: string) {
  if (phrase === "your") return "you" as const;
  const m = phrase.match(/^(.+)'s$/);
  return m ? playerOf(scope, m[1]) : undefined;
}

const setLife: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+) life total becomes (\d+)$/);
  const who = m ? owner(scope, m[1]) : undefined;
  if (!m || who === undefined) return undefined;
  return [{ e: "setLife", who, amount: digitsOf(m[2]) }];
};

const doubleLife: ClauseReader = (scope, clause) => {
  const m = clause.match(/^double (.+) life total$/);
  const who = m ? owner(scope, m[1]) : undefined;
  return who === undefined ? undefined : [{ e: "doubleLife", who }];
};

const lookAtHand: ClauseReader = (scope, clause) => {
  const m = clause.match(/^look at (.+) hand$/);
  const who = m ? owner(scope, m[1]) : undefined;
  return who === undefined ? undefined : [{ e: "lookAtHand", who }];
};

const exchangeLife: ClauseReader = (scope, clause) => {
  if (clause !== "two target players exchange life totals") return undefined;
  newTarget(scope, { kind: "player", min: 2, max: 2 });
  return [{ e: "exchangeLife" }];
};

const cantGainLife: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+) can't gain life for the rest of the game$/);
  return m ? [{ e: "cantGainLife", who: actor(scope, m[1]) }] : undefined;
};

const skipDraw: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+) (?:skips|skip) their next draw step$/);
  return m ? [{ e: "skipStep", who: actor(scope, m[1]), step: "draw" }] : undefined;
};

export const playerReaders: readonly ClauseReader[] = [
  setLife,
  doubleLife,
  lookAtHand,
  exchangeLife,
  cantGainLife,
  skipDraw,
];
