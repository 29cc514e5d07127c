/**
 * Static abilities that change how the game is won or lost (104), how life works (119) and hand size (402.2);
 * how it begins (103.5b, 103.6a, 103.6b), whom players may target (702.11c), when they may cast spells (601.3), where
 * their cards go (614.1a) and whether damage can be prevented (615.12).
 */
import type { StaticTexts } from "./family.ts";

export const gameStaticTexts = {
  // 104.3, 104.2 (Platinum Angel; the two read as one sentence, see card.ts).
  cantLose: () => "You can't lose the game.",
  opponentsCantWin: () => "Your opponents can't win the game.",
  // 704.5a doesn't apply to you (Transcendence).
  noLoseForLife: () => "You don't lose the game for having 0 or less life.",
  // 614.1a (Laboratory Maniac).
  drawFromEmptyWins: () =>
    "If you would draw a card while your library has no cards in it, you win the game instead.",
  // 119.7–119.8 (Platinum Emperion).
  lifeCantChange: () =>
    "Your life total can't change. (You can't gain or lose life. You can't pay any life except 0.)",
  // 402.2 (Reliquary Tower).
  noMaximumHandSize: () => "You have no maximum hand size.",
  // 701.38d (Brago's Representative, Ballot Broker).
  additionalVote: (_def, s) =>
    `While voting, ${s.may ? "you may vote an additional time" : "you get an additional vote"}. (The votes can be for different choices or for the same choice.)`,
  // 502.1 (The Eon Fog, a plane: 901.7).
  playersSkipUntap: () => "Players skip their untap steps.",
  // 103.6a (the Leylines; "this card": it works in the opening hand).
  beginOnBattlefield: () =>
    "If this card is in your opening hand, you may begin the game with it on the battlefield.",
  // 103.6b (Chancellor of the Dross, Chancellor of the Annex): what the delayed triggered ability does
  // follows "If you do, …"; the Annex's calls the spell cast "that spell".
  revealFromOpeningHand: (_def, s, effects) =>
    `You may reveal this card from your opening hand. If you do, ${
      s.at === "firstUpkeep"
        ? `at the beginning of the first upkeep, ${effects(s.effects)}`
        : `when each opponent casts their first spell of the game, ${effects(s.effects, "that spell")}`
    }`,
  // 103.5b (Serum Powder), with the reminder text Oracle keeps.
  mulliganExileHand: () =>
    "Any time you could mulligan and this card is in your hand, you may exile all the cards from your hand, then draw that many cards. (You can do this in addition to taking mulligans.)",
  // 702.11c (Leyline of Sanctity).
  playerHexproof: () =>
    "You have hexproof. (You can't be the target of spells or abilities your opponents control.)",
  // 601.3, 702.8a (Leyline of Anticipation).
  castAsThoughFlash: () => "You may cast spells as though they had flash.",
  // 614.1a (Leyline of the Void).
  opponentsCardsExiled: () =>
    "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
  // 119.7, 615.12 (Leyline of Punishment).
  playersCantGainLife: () => "Players can't gain life.",
  damageCantBePrevented: () => "Damage can't be prevented.",
} satisfies Partial<StaticTexts>;
