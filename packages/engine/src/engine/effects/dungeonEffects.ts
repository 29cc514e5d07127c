/**
 * The effects of the monarch (725), the initiative (726) and dungeons (309, 701.49), and of the rooms of the
 * Undercity the other families don't carry out (Throne of the Dead Three); and White Plume Adventurer's "untap a
 * creature you control, or all of them if you've completed a dungeon".
 */

import type { Effect } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { addCounters, clearField } from "../../objectFields.ts";
import { shuffle } from "../../prng.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { becomeMonarch, takeInitiative } from "../actions/designations.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { doVenture, planVenture, type VenturePlan } from "../actions/venture.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf } from "./reveal.ts";

type Of<K extends Effect["e"]> = Effect & { e: K };

/** 701.49: each player named ventures; every choice is asked before any marker moves. */
function ventureEffect(g: Ctx, r: Resolving, e: Of<"venture">): void {
  const plans: [PlayerId, VenturePlan][] = [];
  for (const p of playersOf(g, r, e.who)) {
    const plan = planVenture(g, p, e.into);
    if (plan !== null) plans.push([p, plan]);
  }
  for (const [p, plan] of plans) doVenture(g, p, plan);
}

/**
 * Throne of the Dead Three: reveal the top N cards, put a creature card from among them onto the
 * battlefield with K +1/+1 counters on it; it gains the keywords until your next turn; then shuffle.
 */
function revealPutCreatureEffect(g: Ctx, r: Resolving, e: Of<"revealPutCreature">): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const lib = s.players[you].library;
  const top = lib.slice(0, e.amount);
  if (top.length > 0 && beforeFirstAnswer(g))
    emit(g, { type: "reveal", player: you, cards: cardsOf(g, top) });
  const creatures = top.filter((id) => printed(g.db, s.objects[id].card).types.includes("Creature"));
  let put: ObjId | undefined = creatures[0];
  if (creatures.length > 1) {
    const options = optionsByName(g, creatures);
    const prompt = `${nameOf(g, r.object)}: choose a creature card to put onto the battlefield`;
    put = creatures[askChoose(g, you, "search", prompt, options, 1, 1)[0]];
  }
  if (put !== undefined) {
    const [moved] = putOntoBattlefield(g, [{ id: put, controller: you }]);
    if (moved !== undefined && moved.zone === "battlefield") {
      const o = writable(s, moved.id);
      addCounters(o, "+1/+1", e.counters);
      marksChanged(s, o);
      const mods = [{ m: "keywords" as const, keywords: e.gains }];
      addEffect(g, {
        controller: you,
        source: r.source,
        objects: [o.id],
        mods,
        duration: "untilYourNextTurn",
      });
    }
  }
  shuffle(s.rng, s.players[you].library); // 701.24
}

/** White Plume Adventurer: untap a creature you control; all of them if you've completed a dungeon (309.7). */
function untapOneOrAllEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const mine = permanentsOf(s, you).filter((id) => printedCreature(g, id));
  let chosen: ObjId[];
  if ((s.players[you].completedDungeons?.length ?? 0) > 0) chosen = mine;
  else {
    if (mine.length === 0) return;
    const options = optionsByName(g, mine);
    const prompt = `${nameOf(g, r.object)}: untap a creature you control`;
    chosen = [mine[askChoose(g, you, "untap", prompt, options, 1, 1)[0]]];
  }
  for (const id of chosen) {
    if (!s.objects[id].tapped) continue;
    clearField(writable(s, id), "tapped");
    emit(g, { type: "untap", object: id });
  }
}

function printedCreature(g: Ctx, id: ObjId): boolean {
  return matchesFilter(g, g.s.objects[id], { types: ["Creature"] }, g.s.objects[id].controller);
}

/** The effect table's entries for the designations and dungeons (effectTable.ts). */
export const dungeonEffects: EffectHandlers = {
  becomeMonarch: (g, r, e) => {
    for (const p of playersOf(g, r, e.who)) becomeMonarch(g, p);
  },
  takeInitiative: (g, r, e) => {
    for (const p of playersOf(g, r, e.who)) takeInitiative(g, p);
  },
  venture: ventureEffect,
  revealPutCreature: revealPutCreatureEffect,
  untapOneOrAllIfDungeon: (g, r) => untapOneOrAllEffect(g, r),
};
