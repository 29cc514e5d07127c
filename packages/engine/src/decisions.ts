/**
 * The decision protocol (DEVELOPERS.md principle 3): the engine asks, players answer. Every decision is
 * a typed request with an id, the player who must answer, and the legal options. Answers are validated
 * against the open decision; anything else is an EngineError and leaves the state untouched.
 */
import type { TargetIntent } from "./cards/types.ts";
import type { DefenderRef, ObjId, PlayerId, Ref } from "./ids.ts";

/** An action a player with priority may take (117.1). */
export type PriorityAction =
  | { type: "pass" }
  /** 305.1: play a land; `fromExile`, from exile, which an effect allows (Act on Impulse). */
  | { type: "play"; object: ObjId; name: string; fromExile?: true }
  | {
      type: "cast";
      object: ObjId;
      name: string;
      /**
       * Follow-up choices the engine will ask for, in 601.2 order; `assist`: whether another player helps pay
       * (702.132a), asked when one within range could.
       */
      needs: ("modes" | "x" | "targets" | "divide" | "assist" | "payment")[];
      /** 702.34a: cast from its owner's graveyard for its flashback cost; absent otherwise. */
      flashback?: true;
      /** 601.3: cast from exile, which an effect allows (Act on Impulse); absent otherwise. */
      fromExile?: true;
    }
  | {
      type: "activate";
      object: ObjId;
      name: string;
      ability: number;
      text: string;
      /** A mana ability (605): resolves at once, doesn't use the stack. */
      mana: boolean;
      needs: ("x" | "targets" | "payment")[];
    }
  /** 901.9, 116.2i: roll the planar die, a special action costing {cost} (paid as the next decisions ask). */
  | { type: "planarDie"; name: "the planar die"; cost: number }
  /** Classic Emperor: march a creature into the territory of `to`, a neighbouring ally (territories.ts). */
  | { type: "march"; object: ObjId; name: string; to: PlayerId; territory: string };

/** One option of a `choose` decision. */
export interface ChoiceOption {
  label: string;
  /** The player or object this option stands for, if any. */
  ref?: Ref;
}

export type ChoosePurpose =
  | "targets"
  | "modes"
  | "discard"
  | "bottom" // London mulligan: cards to put on the bottom (103.5)
  | "mulligan" // the 2011 Commander mulligan: the cards to exile from your hand (2011 CR 103.4d)
  | "legend" // legend rule: the one to keep (704.5j)
  | "mana" // which mana ability pays next (601.2g–h)
  | "color" // which colour a mana ability produces, or a colour chosen as a permanent enters (Teferi's Moat)
  | "name" // a card name (201.4), chosen as a permanent enters (Pithing Needle)
  | "may" // "you may …": yes or no
  | "untap" // which permanents to untap when only some may be (Dovin Baan's emblem)
  | "replacement" // which replacement or prevention effect applies first (616.1)
  | "player" // a player to choose: an opponent as Black Vise enters, the opponent who picks a target
  | "enchant" // 303.4f: what an Aura put onto the battlefield (not cast) enchants, as it enters
  | "pay" // whether to pay a cost an object asks of you ("… unless that player pays {3}"): "yes" / "no"
  | "keep" // Balance: the permanents or cards to keep (the rest are sacrificed or discarded; tapped: Regna's Sanction)
  | "piles" // 700.3: the cards of the first pile (the rest form the second), or which pile is chosen
  | "reveal" // a card to choose face down and reveal later (Stronghold Gambit, 101.4a)
  | "search" // 701.23: the card to find in a library searched (none: fail to find, 701.23b)
  | "putLand" // 305.4: a land card to put from a hand onto the battlefield (none: don't) — Growth Spiral, Burgeoning
  | "toHand" // the cards to put into your hand of those you looked at (Dig Through Time)
  | "order" // 401.4: the next card to put into one place of your library, of several put there at once (Ponder, Brainstorm)
  | "defender" // 2004 draft 307.1 (507.1): the opponent who is the defending player this combat
  | "vote" // 701.38a: a vote for one of the choices (words, or objects); public as it is made
  | "assist" // 702.132a: the other player who may pay some of the spell's generic mana ("No one", or a player)
  | "temptingOffer" // 207.2c tempting offer: an opponent accepts ("accept") or declines ("decline") the offer
  | "joinForces" // 207.2c join forces: how much mana to pay, options "0" up to the most the player can pay
  | "friendOrFoe" // friend or foe (Battlebond): the players within range chosen are friends, the others foes
  | "dungeon" // 309.2a, 701.49a: the dungeon card to bring into the command zone
  | "room" // 309.5a, 701.49b: the room the venture marker moves into, of those the arrows lead to
  | "scry" // 701.22a: the cards to put on the bottom of the library, then each next card of either side, in order
  | "surveil" // 701.25a: the cards to put into the graveyard, then each next card to put back on top, in order
  | "proliferate" // 701.34a: the permanents and players (with counters, in range) to give another counter of each kind
  | "explore" // 701.44a: the revealed nonland card, to put it into the graveyard (none: it stays on top)
  | "bolster" // 701.39a: which of the creatures tied for least toughness gets the counters
  | "populate" // 701.36a: the creature token to copy
  | "sacrifice" // 701.21a: the permanent to sacrifice ("a land of an opponent's choice": the opponent picks)
  | "tap" // 701.26a, 118.3: the untapped permanents to tap for a cost ("Tap an untapped creature you control")
  | "openingHand" // 103.6a: the cards of your opening hand to begin the game with on the battlefield (any or none)
  | "openingReveal" // 103.6b: the cards of your opening hand to reveal (any or none)
  | "mulliganAction" // 103.5b: a card to use "any time you could mulligan" before you declare (one or none)
  | "costForm" // 601.2b: how a cost with hybrid or Phyrexian symbols will be paid ("{1}{B} and 2 life")
  | "castingWay" // 601.2b, 118.9a: the cost a spell is cast for — its mana cost or one alternative cost
  | "exile"; // 601.2h: the cards to exile to pay a cost (Force of Will's card from the hand, delve's from the graveyard)

/** What every {@link Decision} has, whatever its kind. */
export interface DecisionBase {
  /** Unique, increasing id; an answer must quote it. */
  id: number;
  player: PlayerId;
  /** A one-line description for people. */
  prompt: string;
  /**
   * Set when `player` makes a choice that was asked of this player, who has left the game (800.4g–h).
   * Absent otherwise.
   */
  onBehalfOf?: PlayerId;
  /**
   * Set on the questions of a spell being cast or an ability being activated (601.2, 602.2) asked of its
   * caster: `{ "back": true }` answers "go back", undoing the previous answer of the cast (the first question:
   * the cast is cancelled and priority asked again). Nothing has changed before the last answer, so going
   * back changes nothing in the game (601.2: the costs are paid and the card moves only at the end).
   * Absent otherwise — and once anyone else has answered a question of that cast (an opponent choosing its
   * mode, 700.2e), since that answer can't be taken back.
   */
  back?: true;
}

/**
 * A question the engine asks one player ({@link Game.pending}, {@link Game.decisions}): its `kind` says
 * what is asked and which {@link Answer} it takes ({@link AnswerByKind}); the options listed are the legal
 * ones. An answer quotes the decision's `id`.
 */
export type Decision =
  | (DecisionBase & { kind: "priority"; actions: PriorityAction[] })
  | (DecisionBase & {
      kind: "choose";
      purpose: ChoosePurpose;
      options: ChoiceOption[];
      min: number;
      max: number;
      /**
       * Targets, and what an Aura enchants (`enchant`): whether the effect harms or helps the controller of
       * what is chosen (the chosen player), or neither (cards/intent.ts); absent where card data doesn't tell.
       */
      intent?: TargetIntent;
      /**
       * Purpose `player` only: set when the question is who makes a choice asked of this player, who has
       * left the game (800.4g); the options are the players who may make it. Absent otherwise.
       */
      departed?: PlayerId;
      /**
       * Purpose `vote` only: true for a voter's additional vote (701.38d: Brago's Representative; Ballot
       * Broker's optional one has a last option "no additional vote"). Absent for their vote.
       */
      additional?: true;
    })
  /**
   * `x`: X (107.3); `multikicker`: how many times the caster pays a multikicker cost (702.33c); `assist`: how
   * much of another player's spell's generic mana the player pays (702.132a), 0 for none — `caster`: whose
   * spell it is (absent for the other purposes); `draws`: how many cards the player draws of "up to N"
   * (Arcane Denial's "may draw up to two cards").
   */
  | (DecisionBase & {
      kind: "number";
      purpose: "x" | "multikicker" | "assist" | "draws";
      min: number;
      max: number;
      caster?: PlayerId;
    })
  | (DecisionBase & { kind: "mulligan"; handSize: number; mulligans: number })
  /**
   * `triggers`: the order triggered abilities go on the stack (first = bottom); `lifeTotals`: which life
   * total each chosen player gets when life totals are redistributed (the k-th item goes to the k-th player
   * named in the prompt).
   */
  | (DecisionBase & { kind: "order"; purpose: "triggers" | "lifeTotals"; items: ChoiceOption[] })
  | (DecisionBase & { kind: "divide"; amount: number; recipients: ChoiceOption[]; minEach: number })
  | (DecisionBase & {
      kind: "damage";
      attacker: ObjId;
      amount: number;
      /** Blockers in any order, then (with trample) the player or planeswalker attacked. */
      recipients: (ChoiceOption & { lethal: number })[];
      trample: boolean;
    })
  | (DecisionBase & {
      kind: "attackers";
      /**
       * Every creature that could attack, with the defenders it may attack. `mustAttack`: a requirement
       * says it attacks if able (Juggernaut), so the declaration must include it (508.1d).
       */
      candidates: { attacker: ObjId; name: string; defenders: DefenderRef[]; mustAttack?: boolean }[];
    })
  | (DecisionBase & {
      kind: "blockers";
      /** Every creature that could block, with the attackers it may block. */
      candidates: { blocker: ObjId; name: string; attackers: ObjId[] }[];
    });

/** The kinds of {@link Decision}: "priority", "choose", "mulligan", "attackers", … */
export type DecisionKind = Decision["kind"];

/**
 * The answer each kind of decision takes: exactly these keys, as plain JSON (`engine/answerShape.ts`
 * refuses anything else with the path of the problem, and only this normalised form is stored).
 */
export interface AnswerByKind {
  priority: { choice: number }; // index into actions
  choose: { choices: number[] }; // indices into options
  number: { value: number };
  mulligan: { keep: boolean };
  order: { order: number[] }; // a permutation of item indices, first = put on the stack first
  divide: { amounts: number[] }; // parallel to recipients
  damage: { amounts: number[] }; // parallel to recipients
  attackers: { attacks: { attacker: ObjId; defender: DefenderRef }[] };
  blockers: { blocks: { blocker: ObjId; attacker: ObjId }[] };
}

/** An answer to a {@link Decision}, for {@link Game.submit}: the shape its kind takes in {@link AnswerByKind}. */
export type Answer = AnswerByKind[DecisionKind];

/** "Go back" within a cast or activation: valid only for a decision with `back: true` (see Base.back). */
export interface BackAnswer {
  back: true;
}

/** Why an answer or input was refused ({@link EngineError.code}). */
export type ErrorCode =
  | "not-pending" // no decision is open (the game is over or starting)
  | "stale-decision" // the decision id is not the open one
  | "wrong-player" // the open decision belongs to another player
  | "bad-answer" // the answer's shape doesn't fit the decision's kind
  | "illegal" // the answer is well formed but breaks a rule
  | "not-in-game"; // the player has left the game

/** A typed error with a readable message. The state is unchanged when one is returned. */
export interface EngineError {
  ok: false;
  code: ErrorCode;
  /** What is wrong, for people: names the decision, the field or the rule. */
  message: string;
}
