/**
 * Azra Bladeseeker (Battlebond): "each player on your team may discard a card, then each player who discarded a
 * card this way draws a card." The players of the controller's team (102.4: just the controller in a game
 * without teams), within range (801.10), each choose in turn order (101.4) a card of their hand to discard, or
 * none — each asked alone; then the chosen cards are discarded at once (101.4), and each player who discarded
 * one draws a card (121.1).
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { drawCard } from "../actions/draw.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { isTeammate } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

export function teamDiscardToDrawEffect(g: Ctx, r: Resolving, _e: Effect & { e: "teamDiscardToDraw" }): void {
  const s = g.s;
  const team = playersOf(g, r, "each").filter((p) => p === r.controller || isTeammate(s, r.controller, p));
  const source = defOf(g, r.object).name;
  const picks: { p: PlayerId; card: ObjId }[] = [];
  for (const p of team) {
    const hand = s.players[p].hand;
    if (hand.length === 0) continue;
    const prompt = `${source}: you may discard a card; if you do, you draw a card`;
    const [i] = askChoose(g, p, "discard", prompt, optionsByName(g, hand), 0, 1);
    if (i !== undefined) picks.push({ p, card: hand[i] });
  }
  const discarded: PlayerId[] = [];
  for (const { p, card } of picks) {
    const name = nameOf(g, s.objects[card]);
    const moved = moveObject(g, card, "graveyard");
    if (moved === null) continue;
    emit(g, { type: "discard", player: p, object: moved.id, card: name });
    discarded.push(p);
  }
  for (const p of discarded) drawCard(g, p);
}

/** The effect table's entries for Azra Bladeseeker's team discard (effectTable.ts). */
export const teamDiscardToDrawEffects: EffectHandlers = { teamDiscardToDraw: teamDiscardToDrawEffect };
