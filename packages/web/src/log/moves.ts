/**
 * Cards moving between zones in the game log: several alike at once in one line ("Island ×3 are put into
 * Ann's graveyard from their library."), and none for a move another event next to it tells already (a land
 * played, a card discarded, a permanent destroyed).
 */
import type { GameEvent, PlayerId, Zone } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";
import { cardName, tally } from "./words.ts";

export type MoveEvent = Extract<GameEvent, { type: "move" }>;

/**
 * Moves told by an event of their own next to them: a land played, a card discarded, a scheme set in motion —
 * which name the moved object (the new one, 400.7) —, and a card cycled, a permanent destroyed (to its
 * owner's graveyard), an exiled card returned, a scheme put on the bottom — which name its card.
 */
const TOLD_BY_OBJECT: ReadonlySet<string> = new Set([
  "play",
  "discard",
  "setInMotion",
  "planeswalk",
  "emblem",
  "return",
]);
const TOLD_BY_NAME: ReadonlySet<string> = new Set(["cycle", "destroy", "dies", "return", "schemeToBottom"]);

/**
 * The event next to the move at `i` that tells it already (a land played, a card discarded, a permanent
 * destroyed), or null.
 */
export function toldBy(events: readonly GameEvent[], i: number): GameEvent | null {
  const e = events[i];
  if (e.type !== "move") return null;
  for (const x of [events[i - 1], events[i + 1]]) {
    if (x === undefined) continue;
    if (TOLD_BY_OBJECT.has(x.type) && "object" in x && x.object === e.object) return x;
    const toGraveyard = x.type !== "destroy" && x.type !== "dies" ? true : e.to === "graveyard";
    if (TOLD_BY_NAME.has(x.type) && "card" in x && x.card === e.card && toGraveyard) return x;
  }
  return null;
}

/** Whether move `b` goes with move `a` in one line: the same zones, the same owner, a card named. */
export function sameMove(a: MoveEvent, b: MoveEvent): boolean {
  return a.from === b.from && a.to === b.to && a.owner === b.owner && b.card !== undefined;
}

/**
 * Cards moving between zones that no other event tells (a permanent exiled or bounced, cards milled, a card
 * put onto the battlefield from a graveyard), by the names the events give: only moves with a public zone
 * name their cards (a move between two hidden zones, a library searched into a hand, is left out). Moves to
 * and from the stack are the casts' and the resolutions' (said by their own lines).
 */
export function moveLine(moves: readonly MoveEvent[], name: (p: PlayerId) => string): string | null {
  const e = moves[0];
  if (e.card === undefined || e.from === null || e.from === "stack" || e.to === "stack") return null;
  if (e.from === e.to) return null;
  const owner = name(e.owner);
  const cards = joinNames(tally(moves.map((m) => cardName(m.card ?? "a card"))));
  const verb = moves.length === 1 ? "is" : "are";
  // From the battlefield, "Ann's Grizzly Bears is exiled"; else the zone it came from, after where it went.
  const fromField = e.from === "battlefield";
  const into = (zone: string) => `put into ${fromField ? "their" : `${owner}'s`} ${zone}`;
  const to: Record<Zone, string> = {
    battlefield: "put onto the battlefield",
    hand: fromField ? "returned to their hand" : `put into ${owner}'s hand`,
    library: into("library"),
    graveyard: into("graveyard"),
    exile: "exiled",
    stack: "put onto the stack",
    command: "put into the command zone",
    ante: "put into the ante",
    phasedOut: "put onto the battlefield", // no move goes there: phasing isn't one (702.26d)
  };
  const ownsTo = !fromField && (e.to === "hand" || e.to === "library" || e.to === "graveyard");
  const zone = (z: string) => `from ${ownsTo ? "their" : `${owner}'s`} ${z}`;
  const from: Record<Zone, string> = {
    battlefield: "",
    hand: zone("hand"),
    library: zone("library"),
    graveyard: zone("graveyard"),
    exile: "from exile",
    stack: "from the stack",
    command: "from the command zone",
    ante: "from the ante",
    phasedOut: "", // a phased-out permanent is moved by nothing (702.26b)
  };
  const what = fromField ? `${owner}'s ${cards}` : cards;
  return `${what} ${verb} ${to[e.to]}${fromField ? "" : ` ${from[e.from]}`}.`;
}
