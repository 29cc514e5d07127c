/**
 * Typed game events. Each event is public except for its `secret` part, which only the players in
 * `secret.to` may see (principle 4: hidden information is filtered at the source). Use `eventFor`
 * to get what one recipient may know.
 */
import type { DefenderRef, ObjId, PlayerId, Ref, Step, Zone } from "./state.ts";

/**
 * What happened, as a {@link Result} of {@link Game.submit} and the others reports it: a turn begins,
 * a spell is cast, damage is dealt, a player loses. A `secret` part is for the players in `secret.to` only:
 * {@link eventFor} gives what one recipient may know.
 */
export type GameEvent =
  | { type: "gameStart"; players: string[]; starting: PlayerId }
  | { type: "mulligan"; player: PlayerId; count: number }
  | { type: "keep"; player: PlayerId; handSize: number }
  /**
   * A turn begins: `player` is the active player (805.2: with shared team turns, the active team's primary
   * player); `players`, every active player (805.4a: the active team's players still in the game; the
   * active player alone otherwise).
   */
  | { type: "turn"; number: number; player: PlayerId; players: PlayerId[] }
  | { type: "step"; step: Step }
  /**
   * Grand Melee (807.4): the events that follow, up to the next `lane` event, happen in the turn of turn
   * marker `marker` (turn number `turn`); several turns go on at once.
   */
  | { type: "lane"; marker: number; turn: number }
  | { type: "draw"; player: PlayerId; secret?: { to: PlayerId[]; card: string; object: ObjId } }
  | {
      type: "move";
      /** The new object (400.7); card name is public when either zone is public. */
      object: ObjId;
      from: Zone | null;
      to: Zone;
      owner: PlayerId;
      card?: string;
      secret?: { to: PlayerId[]; card: string };
    }
  /** 305.1: a land played; `fromExile`, from exile, as an effect allows (601.3: Act on Impulse). */
  | { type: "play"; player: PlayerId; object: ObjId; card: string; fromExile?: true }
  /**
   * 601.2b: `way`, how it was cast when not for its mana cost: for its flashback cost (702.34a), without paying its
   * mana cost (118.9, 903.3d), for another alternative cost its card prints (118.9: Force of Will's), for its
   * overload cost (702.96a).
   */
  | {
      type: "cast";
      player: PlayerId;
      object: ObjId;
      card: string;
      targets: string[];
      way?: "flashback" | "free" | "alternative" | "overload" | "spectacle";
      /** 601.3: cast from exile, as an effect allows (Act on Impulse). */
      fromExile?: true;
    }
  /** A copy of a spell put onto the stack (707.10); it isn't cast. */
  | { type: "copy"; player: PlayerId; object: ObjId; card: string; targets: string[] }
  | { type: "activate"; player: PlayerId; source: ObjId; card: string; text: string; targets: string[] }
  | { type: "trigger"; player: PlayerId; source: ObjId; card: string; text: string; targets: string[] }
  /**
   * A spell or ability on the stack resolves (608), is countered on resolution (608.2b: `fizzle`) or is
   * countered (701.6): `card` is the spell's name or the ability's source's; `ability`, for an ability.
   */
  | { type: "resolve"; object: ObjId; card: string; ability?: "activated" | "triggered" }
  | { type: "fizzle"; object: ObjId; card: string; ability?: "activated" | "triggered" }
  | { type: "counter"; object: ObjId; card: string; ability?: "activated" | "triggered" }
  /**
   * 115.7: `player` changed the targets of a spell or ability on the stack (Deflecting Swat, Bolt Bend): `targets`
   * are all its targets now. Only when one changed. Public, as the targets chosen as it was put on the stack are.
   */
  | {
      type: "retarget";
      player: PlayerId;
      object: ObjId;
      card: string;
      ability?: "activated" | "triggered";
      targets: string[];
    }
  /**
   * 603.4: a triggered ability whose intervening "if" clause is false as it resolves is removed from the
   * stack and does nothing; `card` is its source's name.
   */
  | { type: "removed"; object: ObjId; card: string; ability: "triggered" }
  /** 2004 draft 307.1 (507.1): active player `player` chose `defender` as the defending player this combat. */
  | { type: "defender"; player: PlayerId; defender: PlayerId }
  | { type: "attack"; attacker: ObjId; card: string; defender: DefenderRef }
  | { type: "block"; blocker: ObjId; card: string; attacker: ObjId }
  | {
      type: "damage";
      source: ObjId;
      card: string;
      /** The source's controller as the damage is dealt (last known, 608.2h). */
      controller: PlayerId;
      to: { player: PlayerId } | { object: ObjId };
      /** Damage to a permanent: its name (public, as the permanent is). */
      toCard?: string;
      amount: number;
      combat: boolean;
    }
  | { type: "life"; player: PlayerId; delta: number; life: number }
  /** 122.1f: a player got or lost poison counters; `poison`: their count after it — with shared poison, the team's (810.10). */
  | { type: "poison"; player: PlayerId; delta: number; poison: number }
  | { type: "tap" | "untap"; object: ObjId }
  /**
   * 702.26: permanents `player` controls phased out or in, in battlefield order, with their cards (public: a
   * phased-out permanent stays on the table, 702.26b). Those attached to a permanent phasing go with it
   * (702.26g). No zone changes (702.26d). Added 2026-12-08, within version 1.
   */
  | { type: "phase"; direction: "out" | "in"; player: PlayerId; objects: ObjId[]; cards: string[] }
  | { type: "control"; object: ObjId; card: string; player: PlayerId }
  /** Classic Emperor: a creature marched (or jumped, after a change of control) between territories. */
  | { type: "march"; object: ObjId; card: string; from: PlayerId; to: PlayerId }
  /**
   * Damage prevented (615) by the effect of the card named `card` ("Healing Salve"), or "protection"
   * (702.16e); `toCard`, the name of the permanent it would have been dealt to.
   */
  | { type: "prevent"; to: Ref; amount: number; card: string; toCard?: string }
  /** 610.3: an object exiled "until" (or with) a source returns to the zone it came from. */
  | { type: "return"; object: ObjId; card: string; to: Zone }
  /** 701.38a: `player` voted for `choice` (a word, or an object's label) for the spell or ability `card`. Public. */
  | { type: "vote"; player: PlayerId; card: string; choice: string }
  /** 701.38: the players finished voting for `card`; the votes each choice got. */
  | { type: "votesCounted"; card: string; tally: { choice: string; votes: number }[] }
  /** 702.29: a player cycled a card. */
  | { type: "cycle"; player: PlayerId; card: string }
  /** 701.32, 904.9: an archenemy set a scheme (named `card`) in motion: turned it face up from the top of their scheme deck. */
  | { type: "setInMotion"; player: PlayerId; card: string; object: ObjId; ongoing: boolean }
  /**
   * A face-up scheme was turned face down and put on the bottom of its owner's scheme deck: abandoned
   * (701.33), or a non-ongoing scheme done (904.10).
   */
  | { type: "schemeToBottom"; player: PlayerId; card: string; abandoned: boolean }
  /** 901.9, 116.2i: a player rolled the planar die (a special action costing `cost` mana). */
  | { type: "planarDie"; player: PlayerId; result: "planeswalker" | "chaos" | "blank"; cost: number }
  /**
   * 705.2: a player flipped a coin for an effect of `card` (Mana Crypt) and won or lost the flip (705.1: a fair coin,
   * whatever they called). Public.
   */
  | { type: "coinFlip"; player: PlayerId; card: string; won: boolean }
  /** 311.7, 901.9b: chaos ensues (for the face-up planes `player`, a planar controller, controls). */
  | { type: "chaos"; player: PlayerId }
  /**
   * 701.31, 901.11: `player` planeswalked (or, `start`, set a starting plane: 901.5) — the face-up plane or
   * phenomenon `card` (object `object`) is turned face up; `away`: the names of the cards it left.
   */
  | {
      type: "planeswalk";
      player: PlayerId;
      card: string;
      object: ObjId;
      away: string[];
      start?: true;
    }
  /** 114: a player got an emblem. */
  | { type: "emblem"; player: PlayerId; card: string; object: ObjId; abilities: number }
  /** 407.2: at the end of a game played for ante, the winner became the owner of these ante cards. */
  | { type: "anteWon"; player: PlayerId; cards: string[] }
  /** 111.2: a token was created. */
  | { type: "token"; object: ObjId; card: string; player: PlayerId }
  /** An Equipment or Aura became attached to a permanent (701.3), or unattached (704.5n). */
  | { type: "attach"; object: ObjId; card: string; to: ObjId; toCard: string }
  | { type: "unattach"; object: ObjId; card: string }
  /** 701.19: a permanent was regenerated instead of destroyed. */
  | { type: "regenerate"; object: ObjId; card: string }
  | { type: "discard"; player: PlayerId; object: ObjId; card: string }
  | { type: "destroy"; object: ObjId; card: string }
  | { type: "dies"; object: ObjId; card: string }
  | { type: "mana"; player: PlayerId; mana: string }
  | { type: "leave"; player: PlayerId; reason: string }
  | { type: "lose"; player: PlayerId; reason: string }
  | { type: "win"; players: PlayerId[] }
  | { type: "draw-game"; players: PlayerId[] }
  | { type: "gameOver" }
  /** 701.20a: cards revealed to every player (they stay in their zone). */
  | { type: "reveal"; player: PlayerId; cards: { object: ObjId; card: string }[] }
  /**
   * 701.20e: `player` looks at `zone` of `whose` (a hand; a library searched, 701.23a): only they learn
   * the cards.
   */
  | {
      type: "look";
      player: PlayerId;
      whose: PlayerId;
      zone: Zone;
      count: number;
      secret?: { to: PlayerId[]; cards: { object: ObjId; card: string }[] };
    }
  /**
   * 700.3: `by` separated objects into two piles (public: the cards are revealed or permanents);
   * `chooser` chose pile `chosen` (0 or 1).
   */
  | { type: "piles"; by: PlayerId; piles: string[][]; chooser: PlayerId; chosen: number }
  /** 725.3: `player` became the monarch (the one before, if any, ceased to be). */
  | { type: "monarch"; player: PlayerId }
  /** 726.3: `player` took the initiative (also when they already had it, 726.5). */
  | { type: "initiative"; player: PlayerId }
  /**
   * 309.4a, 309.5a, 701.49: `player` moved their venture marker into room `room` (its name, index
   * `index`) of the dungeon `dungeon` (object `object`, in the command zone).
   */
  | { type: "venture"; player: PlayerId; dungeon: string; object: ObjId; room: string; index: number }
  /** 309.7: `player` completed the dungeon `dungeon`, removing it from the game. */
  | { type: "dungeonCompleted"; player: PlayerId; dungeon: string };

/** What `viewer` may know of `event` (null viewer = spectator). Strips the secret part otherwise. */
export function eventFor(event: GameEvent, viewer: PlayerId | null): GameEvent {
  if (!("secret" in event) || event.secret === undefined) return event;
  if (viewer !== null && event.secret.to.includes(viewer)) return event;
  const { secret: _hidden, ...rest } = event;
  return rest as GameEvent;
}
