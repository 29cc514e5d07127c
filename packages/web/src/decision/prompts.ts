/**
 * A short line naming what a decision asks and the rule it comes from, shown under the engine's own prompt
 * (which names the card and the step). One table, by decision kind and purpose; the table's facts that
 * change the wording (whether the players to choose are opponents, within a limited range of influence;
 * several players to attack; a choice of who chooses for a player who has left) are what the engine says —
 * the decision's options and fields (`departed`, `additional`) and the view's `opponents` and `inRange` — never worked out
 * again here from the rules in force (principle 6) nor read in the prompt's words.
 */
import type { Decision, PlayerId, PlayerView } from "@roundtable/engine";

/** What the view says of the decision's player, as the engine works it out (docs/protocol.md § Views). */
export interface PromptContext {
  /** 102.2–102.3: their opponents still in the game (the view's `opponents`; none in others' decisions). */
  opponents: readonly PlayerId[];
  /** 801.2c: the players within their range of influence this turn (their `inRange`); null when unlimited. */
  inRange: readonly PlayerId[] | null;
}

/** The context of decision `d` in `view`: its player's opponents (the viewer's own) and range (public). */
export function promptContext(view: PlayerView, d: Decision): PromptContext {
  return {
    opponents: d.player === view.viewer ? view.opponents : [],
    inRange: view.players[d.player]?.inRange ?? null,
  };
}

type Choose = Extract<Decision, { kind: "choose" }>;
type NumberDecision = Extract<Decision, { kind: "number" }>;

/** By `choose` purpose. */
const CHOOSE: Record<Choose["purpose"], (d: Choose, c: PromptContext) => string> = {
  targets: (d) => `Choose ${count(d)} target${d.max === 1 ? "" : "s"} (601.2c)${intentNote(d)}`,
  modes: (d) => `Choose ${count(d)} mode${d.max === 1 ? "" : "s"} (601.2b, 700.2)`,
  discard: (d) => `Choose ${count(d)} card${d.max === 1 ? "" : "s"} to discard (701.9)`,
  bottom: (d) =>
    `Choose ${count(d)} card${d.max === 1 ? "" : "s"} to put on the bottom of your library (103.5)`,
  mulligan: () =>
    "Mulligan: choose the cards to exile from your hand; you draw that many minus one (2011 CR 103.4d, Commander)",
  legend: () => "Legend rule: choose the one to keep; the others go to the graveyard (704.5j)",
  mana: () => "Choose the mana source that pays next, or pay automatically (601.2g–h)",
  color: () => "Choose a color (105.4)",
  name: () => "Name a card (201.4)",
  may: () => "You may: yes or no (603.5)",
  untap: () => "Choose what untaps (502.3)",
  replacement: () => "Choose which replacement or prevention effect applies first (616.1)",
  player: (d, c) =>
    d.departed !== undefined
      ? "Choose who makes the choice of a player who has left the game (800.4g)"
      : playerLine(d, c),
  enchant: (d) => `Choose what the Aura enchants as it enters; it isn't targeted (303.4f)${intentNote(d)}`,
  pay: () => "Pay the cost, or don't (118.12a)",
  keep: (d) => `Choose ${count(d)} to keep; the rest are sacrificed, discarded or tapped, as the prompt says`,
  piles: (d) =>
    d.options.length === 2 && d.options.every((o) => o.ref === undefined)
      ? "Choose one of the two piles (700.3)"
      : "Separate the cards into two piles: choose the cards of pile 1, the rest form pile 2 (700.3a)",
  reveal: () => "Choose a card face down; it is revealed when everyone has chosen (101.4a)",
  search: () => "Search: choose the card you find, or none (701.23)",
  putLand: () => "You may put a land card from your hand onto the battlefield; it isn't a land play (305.4)",
  toHand: (d) => `Choose ${count(d)} of the cards you look at to put into your hand`,
  order: () => "Choose the next card to put into your library; only you see the order (401.4)",
  defender: () => "Choose the defending player for this combat (2004 draft 307.1)",
  sacrifice: () => "Choose the permanent to sacrifice (701.21a)",
  tap: () => "Choose the untapped permanents to tap for the cost (701.26a, 118.3)",
  vote: (d) =>
    d.additional === true
      ? "Vote: your additional vote, made with your vote (701.38d); votes are public"
      : "Vote for one of the choices; votes are public, made in turn order (701.38a)",
  assist: () =>
    "Assist: choose another player who may pay some of the spell's generic mana, or no one; you pay the rest (702.132a)",
  temptingOffer: () =>
    "Tempting offer: accept to do the effect yourself; its caster does it again for each opponent who accepts",
  joinForces: () =>
    "Join forces: choose how much mana to pay (0 pays none); the effect uses the total every player pays",
  friendOrFoe: () =>
    "Friend or foe: choose the players who are friends (you may choose yourself); the others are foes. Friends act first, then foes",
  dungeon: () => "Choose the dungeon card to venture into (309.2a, 701.49a)",
  room: () => "Choose the room your venture marker moves into (309.5a, 701.49b)",
  scry: () => "Scry: choose the cards to put on the bottom of your library; the rest stay on top (701.22a)",
  surveil: () => "Surveil: choose the cards to put into your graveyard; the rest stay on top (701.25a)",
  proliferate: () =>
    "Proliferate: choose the permanents and players to give another counter of each kind they have (701.34a)",
  explore: () =>
    "Explore: choose the revealed card to put it into your graveyard, or none to leave it on top (701.44a)",
  bolster: () => "Bolster: choose which creature with the least toughness gets the counters (701.39a)",
  populate: () => "Populate: choose the creature token to copy (701.36a)",
  openingHand: () =>
    "Choose any of these cards to begin the game with on the battlefield, in the order chosen, or none (103.6a)",
  openingReveal: () =>
    "Choose any of these cards to reveal from your opening hand, or none; they stay revealed until the first turn begins (103.6b)",
  mulliganAction: () =>
    "Before you declare your mulligan, you may use one of these cards, or none; then you declare (103.5b)",
  costForm: () =>
    "Announce how you'll pay the hybrid or Phyrexian mana: which half of each hybrid symbol, mana or 2 life for each Phyrexian one (601.2b, 107.4e–f)",
  castingWay: () =>
    "Announce which cost you cast the spell for: its mana cost or an alternative cost (601.2b, 118.9)",
  exile: (d) => `Choose ${count(d)} card${d.max === 1 ? "" : "s"} to exile to pay the cost (601.2h)`,
};

/**
 * "Choose an opponent within your range of influence (801.5a)", "Choose up to 3 players …": opponents where
 * every player offered is one, and within the range where it is limited and every player offered is in it —
 * as the options and the view say, not as the rules in force would (Reverse the Sands offers its caster
 * too, 810.9f a teammate, 805.9 an active player who may be one).
 */
function playerLine(d: Choose, c: PromptContext): string {
  const offered = d.options.flatMap((o) => (o.ref !== undefined && "player" in o.ref ? [o.ref.player] : []));
  const all = (ps: readonly PlayerId[] | null) =>
    ps !== null && offered.length > 0 && offered.every((p) => ps.includes(p));
  const noun = all(c.opponents) ? "opponent" : "player";
  const what =
    d.min === 1 && d.max === 1
      ? `${noun === "opponent" ? "an" : "a"} ${noun}`
      : `${count(d)} ${noun}${d.max === 1 ? "" : "s"}`;
  return `Choose ${what}${all(c.inRange) ? " within your range of influence (801.5a)" : ""}`;
}

/** What the effect is to what is chosen (targets, what an Aura enchants). */
function intentNote(d: Choose): string {
  if (d.intent === "harmful") return " — harmful to what you choose";
  return d.intent === "helpful" ? " — helpful to what you choose" : "";
}

function count(d: { min: number; max: number }): string {
  return d.min === d.max ? String(d.min) : d.min === 0 ? `up to ${d.max}` : `${d.min} to ${d.max}`;
}

/** By `number` purpose, given the range ("from 0 to 2"). */
const NUMBER: Record<NumberDecision["purpose"], (range: string) => string> = {
  x: (range) => `Choose X, ${range} (601.2b)`,
  multikicker: (range) => `Choose how many times you pay the multikicker cost, ${range} (702.33c, 601.2b)`,
  assist: (range) => `Assist: choose how much of the spell's generic mana you pay, ${range} (702.132a)`,
  draws: (range) => `Choose how many cards to draw, ${range}`,
};

/** The rule line for a decision (null where the engine's prompt says it all). */
export function ruleLine(d: Decision, c: PromptContext): string | null {
  switch (d.kind) {
    case "priority":
      return null;
    case "choose":
      return CHOOSE[d.purpose](d, c);
    case "number":
      return NUMBER[d.purpose](`from ${d.min} to ${d.max}`);
    case "mulligan":
      return "Keep this hand, or shuffle it away and draw a new one, putting cards on the bottom (103.5)";
    case "order":
      return d.purpose === "triggers"
        ? "Order your triggered abilities: the first listed goes on the stack first and resolves last (603.3b)"
        : "Which life total each player gets";
    case "divide":
      return `Divide ${d.amount} among the targets, at least ${d.minEach} each (601.2d)`;
    case "damage":
      return d.trample
        ? "Assign combat damage: lethal damage to each blocker in order, the rest may go to the player (510.1c, 702.19b)"
        : "Assign combat damage among the blockers: lethal damage to each before the next (510.1c)";
    case "attackers": {
      const defenders = new Set(d.candidates.flatMap((c) => c.defenders.map((x) => JSON.stringify(x))));
      return defenders.size > 1
        ? "Declare attackers (508.1): each creature attacks one player or planeswalker you may attack (802.1, 803)"
        : "Declare attackers (508.1)";
    }
    case "blockers":
      return "Declare blockers: each creature blocks one attacker it may block (509.1)";
  }
}
