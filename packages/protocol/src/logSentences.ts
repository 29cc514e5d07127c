/**
 * The game log's sentences both clients write alike — the web table's (packages/web/src/log/) and the
 * command line's (packages/cli/src/log.ts) —, written once here. Each client names players, cards,
 * permanents and lists its own way (`LogNames`: the terminal says "Ann (you)", reads card names from the card
 * database and knows the permanents it has seen; the web table has neither) and ends a sentence its own way
 * (the web with a full stop). The other events each client writes itself — its own wording, or remarks that
 * need what it has seen (the terminal's) — in a switch whose default takes `never` (`unknownLogEvent`): an
 * event type the engine adds is a type error until this file or each client says how to show it.
 *
 * The events come filtered for the recipient (eventFor, principle 4): a secret part is there only for those
 * in it, and the sentences use what is there.
 */
import type { GameEvent, PlayerId, Ref, Zone } from "@roundtable/engine";

/** How a client names what the sentences name. */
export interface LogNames {
  player(p: PlayerId): string;
  /** A card by the name or id an event gives. */
  card(card: string): string;
  /** "Forest, Island" or "Forest and Island". */
  list(names: readonly string[]): string;
  /** Whose: "Bob's" unless a client says otherwise (the terminal: "your" for its viewer). */
  possessive?(p: PlayerId): string;
}

/** A list of names as a sentence writes it: "Ann", "Ann and Bob", "Ann, Bob and Cat". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A spell by its name; an ability by its source's ("Massacre Wurm's triggered ability", 113.3). */
export function stackName(
  e: { card: string; ability?: "activated" | "triggered" },
  n: Pick<LogNames, "card">,
): string {
  return e.ability === undefined ? n.card(e.card) : `${n.card(e.card)}'s ${e.ability} ability`;
}

/** The event types with one sentence for both clients. */
const SHARED_TYPES = [
  "play",
  "cast",
  "copy",
  "counter",
  "removed",
  "defender",
  "damage",
  "prevent",
  "regenerate",
  "destroy",
  "dies",
  "discard",
  "token",
  "control",
  "attach",
  "unattach",
  "return",
  "cycle",
  "reveal",
  "look",
  "piles",
  "vote",
  "votesCounted",
  "emblem",
  "setInMotion",
  "schemeToBottom",
  "coinFlip",
  "retarget",
  "chaos",
  "planeswalk",
  "monarch",
  "initiative",
  "venture",
  "dungeonCompleted",
  "anteWon",
  "phase",
] as const satisfies readonly GameEvent["type"][];

export type SharedLogEvent = Extract<GameEvent, { type: (typeof SHARED_TYPES)[number] }>;

const SHARED: ReadonlySet<string> = new Set(SHARED_TYPES);

export function isSharedLogEvent(e: GameEvent): e is SharedLogEvent {
  return SHARED.has(e.type);
}

/**
 * The default of a client's switch over the events it writes itself: `e` is `never` there, so an event
 * type no one writes fails typechecking. At run time (an event from a newer engine) the line is left out.
 */
export function unknownLogEvent(_e: never): null {
  return null;
}

/** 610.3: where an object exiled "until" a source leaves returns to. */
const RETURN_TO: Record<Zone, string> = {
  battlefield: "the battlefield",
  hand: "its owner's hand",
  library: "its owner's library",
  graveyard: "its owner's graveyard",
  exile: "exile",
  stack: "the stack",
  command: "the command zone",
  ante: "the ante",
  phasedOut: "the battlefield", // no effect returns an object there (702.26b)
};

/** The sentence of an event both clients write alike, without a closing full stop. */
export function sharedLogSentence(e: SharedLogEvent, n: LogNames): string {
  switch (e.type) {
    case "play": // 601.3: from exile, as an effect allows
      return `${n.player(e.player)} plays ${n.card(e.card)}${e.fromExile === true ? " from exile" : ""}`;
    case "cast":
      return `${n.player(e.player)} casts ${n.card(e.card)}${e.fromExile === true ? " from exile" : ""}${targeting(e.targets, n)}`;
    case "copy": // 707.10: put onto the stack, not cast
      return `${n.player(e.player)} puts a copy of ${n.card(e.card)} on the stack${targeting(e.targets, n)}`;
    case "counter":
      return `${stackName(e, n)} is countered`;
    case "removed": // 603.4: its intervening "if" clause is checked again as it resolves
      return `${stackName(e, n)} is removed from the stack: its condition is no longer true (603.4)`;
    case "defender": // 2004 draft 307.1: the active player chooses whom to attack
      return `${n.player(e.player)} chooses to attack ${n.player(e.defender)} this combat`;
    case "damage":
      return `${n.card(e.card)} deals ${e.amount} damage to ${recipient(e.to, e.toCard, n)}`;
    case "prevent":
      return `${preventer(e.card, n)} prevents ${e.amount} damage to ${recipient(e.to, e.toCard, n)}`;
    case "regenerate":
      return `${n.card(e.card)} is regenerated (701.19)`;
    case "destroy":
      return `${n.card(e.card)} is destroyed`;
    case "dies":
      return `${n.card(e.card)} dies`;
    case "discard":
      return `${n.player(e.player)} discards ${n.card(e.card)}`;
    case "token":
      return `${n.player(e.player)} creates ${n.card(e.card)}`;
    case "control":
      return `${n.player(e.player)} gains control of ${n.card(e.card)}`;
    case "phase": // 702.26
      return `${n.possessive?.(e.player) ?? `${n.player(e.player)}'s`} ${n.list(e.cards.map((c) => n.card(c)))} ${e.cards.length === 1 ? "phases" : "phase"} ${e.direction}`;
    case "attach":
      return `${n.card(e.card)} is attached to ${n.card(e.toCard)}`;
    case "unattach":
      return `${n.card(e.card)} becomes unattached (704.5n)`;
    case "return":
      return `${n.card(e.card)} returns to ${RETURN_TO[e.to]}`;
    case "cycle":
      return `${n.player(e.player)} cycles ${n.card(e.card)}`;
    case "reveal":
      return `${n.player(e.player)} reveals ${n.list(e.cards.map((c) => n.card(c.card)))}`;
    case "look": {
      // 701.20e: the cards only for those in the secret; the others learn that they were looked at.
      const whose = e.whose === e.player ? "their" : (n.possessive?.(e.whose) ?? `${n.player(e.whose)}'s`);
      const seen = e.secret ? `: ${n.list(e.secret.cards.map((c) => n.card(c.card))) || "nothing"}` : "";
      return `${n.player(e.player)} looks at ${whose} ${e.zone === "library" ? "library" : "hand"}${seen}`;
    }
    case "piles": {
      const pile = (p: string[]) => (p.length === 0 ? "(empty)" : p.map((c) => n.card(c)).join(", "));
      return `${n.player(e.by)} separates piles: ${pile(e.piles[0])} / ${pile(e.piles[1])}; ${n.player(e.chooser)} chooses pile ${e.chosen + 1}`;
    }
    case "vote": // 701.38a: votes are public as they are made
      return `${n.player(e.player)} votes for ${e.choice} (${n.card(e.card)})`;
    case "votesCounted":
      return `${n.card(e.card)}: the votes are ${e.tally.map((t) => `${t.choice} ${t.votes}`).join(", ")}`;
    case "emblem": // 114: the event names the emblem ("Dovin Baan's emblem")
      return `${n.player(e.player)} gets ${/emblem/i.test(e.card) ? n.card(e.card) : `an emblem (${n.card(e.card)})`}`;
    case "setInMotion": // 701.32
      return `${n.player(e.player)} sets ${n.card(e.card)} in motion${e.ongoing ? " (ongoing)" : ""}`;
    case "schemeToBottom": // 701.33 abandoned; 904.10 a non-ongoing scheme done
      return e.abandoned
        ? `${n.player(e.player)} abandons ${n.card(e.card)}`
        : `${n.player(e.player)} puts ${n.card(e.card)} on the bottom of their scheme deck`;
    case "coinFlip": // 705.2
      return `${n.player(e.player)} flips a coin for ${n.card(e.card)} and ${e.won ? "wins" : "loses"} the flip`;
    case "retarget": // 115.7
      return `${n.player(e.player)} changes the targets of ${stackName(e, n)} to ${n.list(e.targets)}`;
    case "chaos": // 311.7
      return "Chaos ensues";
    case "planeswalk": // 701.31, 901.5
      return e.start === true
        ? `${n.player(e.player)} turns over ${n.card(e.card)}`
        : `${n.player(e.player)} planeswalks${e.away.length > 0 ? ` away from ${n.list(e.away.map((c) => n.card(c)))}` : ""}${e.card === "" ? "" : ` to ${n.card(e.card)}`}`;
    case "monarch": // 725
      return `${n.player(e.player)} becomes the monarch`;
    case "initiative": // 726
      return `${n.player(e.player)} takes the initiative`;
    case "venture": // 701.49
      return `${n.player(e.player)} ventures into ${e.dungeon}: ${e.room}`;
    case "dungeonCompleted": // 309.7
      return `${n.player(e.player)} completes ${e.dungeon}`;
    case "anteWon": // 407.2: the winner becomes the owner of the ante
      return `${n.player(e.player)} wins the ante: ${n.list(e.cards.map((c) => n.card(c)))}`;
    default:
      return e satisfies never; // every shared type has its sentence
  }
}

function targeting(targets: readonly string[], n: LogNames): string {
  return targets.length > 0 ? ` targeting ${n.list(targets)}` : "";
}

/** A player, or a permanent by the name the event gives (an event without it: "a permanent"). */
function recipient(r: Ref, toCard: string | undefined, n: LogNames): string {
  return "player" in r ? n.player(r.player) : toCard === undefined ? "a permanent" : n.card(toCard);
}

/** 615: what prevented the damage — the shield's card, or protection (702.16e). */
function preventer(card: string, n: LogNames): string {
  return card === "protection" ? "Protection" : n.card(card);
}
