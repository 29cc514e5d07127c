/**
 * The classic Emperor's territories (the Emperor article, `shared/reference/historical`): every player's
 * seat is a territory, and each creature stands in one. A creature may "march" into a neighbouring allied
 * territory; it attacks only enemies seated next to its territory, on its controller's turn, and blocks
 * only for the territory it stands in; when a player dies, every creature in their territory dies and
 * can't be regenerated; a stolen creature jumps one territory toward its new controller; a creature forced
 * to attack with no enemy next to it marches toward the source of the effect instead.
 *
 * The rules chosen where the article leaves a question open are in docs/variants.md ("Classic Emperor").
 */

import type { PriorityAction } from "../../decisions.ts";
import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import type { DefenderRef, GameObject, GameState, ObjId, PlayerId, WritableObject } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame, inRange, nextInGame, opposing, prevInGame } from "../players/players.ts";
import { moveObject } from "./move.ts";

/** The territory an object stands in: where it marched or was moved to, else its controller's. */
export function territoryOf(o: GameObject): PlayerId {
  return o.territory ?? o.controller;
}

/**
 * Whether `p`'s territory still stands: they are in the game and not leaving it. A player who has lost or
 * drawn is leaving (800.4a), and their territory has fallen with them ("when a player dies, all creatures in
 * that player's territory die"), so what moves as they leave — a stolen creature whose control returns,
 * jumping toward its controller — passes it by.
 */
function stands(s: GameState, p: PlayerId): boolean {
  return inGame(s, p) && s.players[p].result === null;
}

/** The nearest territory still standing on one side of `t`: to its left (`nextInGame`) or right (`prevInGame`). */
function nextTerritory(s: GameState, t: PlayerId, side: typeof nextInGame): PlayerId | null {
  let q = side(s, t);
  for (let k = 0; q !== null && !stands(s, q) && k < s.players.length; k++) q = side(s, q);
  return q !== null && stands(s, q) ? q : null;
}

/** The territories next to `t` (the nearest standing territories on either side). */
function neighbours(s: GameState, t: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const q of [nextTerritory(s, t, nextInGame), nextTerritory(s, t, prevInGame)])
    if (q !== null && q !== t && !out.includes(q)) out.push(q);
  return out;
}

/**
 * The territory one step from `from` toward `to`, the shorter way round the table (to the left on a tie),
 * over the territories that still stand.
 */
export function stepToward(s: GameState, from: PlayerId, to: PlayerId): PlayerId {
  if (from === to) return from;
  let left = 0;
  let right = 0;
  for (let q: PlayerId | null = from; q !== null && q !== to && left <= s.players.length; left++)
    q = nextTerritory(s, q, nextInGame);
  for (let q: PlayerId | null = from; q !== null && q !== to && right <= s.players.length; right++)
    q = nextTerritory(s, q, prevInGame);
  return nextTerritory(s, from, left <= right ? nextInGame : prevInGame) ?? from;
}

/** "Only creatures that are ready to attack may march": untapped, not summoning sick, able to attack. */
function readyToMove(g: Ctx, o: GameObject): boolean {
  if (o.tapped || o.sick || o.marchedTurn === g.s.turn.number) return false;
  const ch = characteristics(g.db, g.s, o);
  return ch.types.includes("Creature") && !ch.keywords.includes("defender") && !ch.subtypes.includes("Wall");
}

/**
 * Where `o` may march: a neighbouring territory of its controller or a teammate, no more than the
 * controller's range away ("creatures may not move more than two territories away from their controller").
 */
function marchDestinations(g: Ctx, o: GameObject): PlayerId[] {
  const s = g.s;
  const c = o.controller;
  return neighbours(s, territoryOf(o)).filter((t) => !opposing(s, c, t) && inRange(s, c, t));
}

/** The marches `p` may make now (at sorcery timing, like casting a creature spell), as priority actions. */
export function marchActions(g: Ctx, p: PlayerId): PriorityAction[] {
  const s = g.s;
  const out: PriorityAction[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.controller !== p || !readyToMove(g, o)) continue;
    for (const to of marchDestinations(g, o))
      out.push({ type: "march", object: id, name: nameOf(g, o), to, territory: s.players[to].name });
  }
  return out;
}

/** The creature marches: it arrives untapped and summoning sick, once per turn. */
export function march(g: Ctx, id: ObjId, to: PlayerId): void {
  const s = g.s;
  const o = writable(s, id);
  const from = territoryOf(o);
  o.territory = to;
  o.sick = true;
  o.marchedTurn = s.turn.number;
  emit(g, { type: "march", object: id, card: nameOf(g, o), from, to });
}

/** The players a creature may attack: its controller's opponents seated next to its territory. */
export function territoryDefenders(g: Ctx, o: GameObject): DefenderRef[] {
  const s = g.s;
  const players = neighbours(s, territoryOf(o)).filter((q) => opposing(s, o.controller, q) && inGame(s, q));
  const out: DefenderRef[] = players.map((p) => ({ player: p }));
  for (const id of s.battlefield) {
    const w = s.objects[id];
    if (players.includes(w.controller) && characteristics(g.db, s, w).types.includes("Planeswalker"))
      out.push({ planeswalker: id });
  }
  return out;
}

/**
 * A change of control: a creature makes "a mandatory one-zone march" toward its new controller, even if
 * it couldn't march; any other permanent goes straight to the new controller's territory.
 */
export function jumpToward(g: Ctx, o: WritableObject, controller: PlayerId): void {
  const s = g.s;
  const here = territoryOf(o);
  if (!characteristics(g.db, s, o).types.includes("Creature") || here === controller) {
    clearField(o, "territory");
    return;
  }
  const to = stepToward(s, here, controller);
  o.territory = to;
  emit(g, { type: "march", object: o.id, card: nameOf(g, o), from: here, to });
}

/**
 * The player dies: every creature standing in their territory that isn't theirs to take with them dies
 * too, and can't be regenerated (it goes to its owner's graveyard).
 */
export function territoryFalls(g: Ctx, p: PlayerId): void {
  const s = g.s;
  if (!s.config.territories) return;
  for (const id of [...s.battlefield]) {
    const o = s.objects[id];
    if (o.owner === p || territoryOf(o) !== p || !characteristics(g.db, s, o).types.includes("Creature"))
      continue;
    emit(g, { type: "destroy", object: id, card: nameOf(g, o) });
    moveObject(g, id, "graveyard");
  }
}

/**
 * "If creatures are forced to attack, but have no adjacent enemies, assume that they have been forced to
 * march towards the source of the effect": each such creature that could march moves one territory toward
 * the player whose effect forces it (if that territory is its side's), as the declare attackers step begins.
 */
export function forcedMarches(g: Ctx, forced: readonly { player: PlayerId; by: PlayerId }[]): void {
  const s = g.s;
  for (const id of [...s.battlefield]) {
    const o = s.objects[id];
    const req = forced.find((r) => r.player === o.controller);
    if (req === undefined || !readyToMove(g, o) || territoryDefenders(g, o).length > 0) continue;
    const to = stepToward(s, territoryOf(o), req.by);
    if (marchDestinations(g, o).includes(to)) march(g, id, to);
  }
}
