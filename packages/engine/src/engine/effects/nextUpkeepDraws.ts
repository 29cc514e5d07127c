/**
 * "Its controller may draw up to two cards at the beginning of the next turn's upkeep. You draw a card at the
 * beginning of the next turn's upkeep." (Arcane Denial): each sentence creates a delayed triggered ability
 * (603.7), controlled by the controller of the spell (603.7d), for one player — "its controller" is read as the
 * spell resolves (608.2h: a countered spell's controller as it last existed on the stack). It triggers as the
 * next upkeep begins: one created during a turn's upkeep, after it began, waits for the next turn's (the waiting
 * list in linked.ts that 103.6b's "the first upkeep" uses: before the first turn, the next upkeep is the first).
 * "Up to two" (`upTo`): as the ability resolves, that player chooses how many cards to draw, 0 to N — the
 * choice makes the "may".
 */
import type { Effect } from "../../cards/types.ts";
import { drawCard } from "../actions/draw.ts";
import { askNumber } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { addDelayedTrigger } from "./linked.ts";
import { playersOf, type Resolving } from "./resolving.ts";

type DrawNextUpkeep = Effect & { e: "drawNextUpkeep" };

export function drawNextUpkeepEffect(g: Ctx, r: Resolving, e: DrawNextUpkeep): void {
  if (e.due === true) {
    for (const p of playersOf(g, r, e.who)) {
      const prompt = `${defOf(g, r.object).name}: how many cards to draw (up to ${e.amount})`;
      const n = e.upTo === true ? askNumber(g, p, prompt, 0, e.amount, "draws") : e.amount;
      for (let i = 0; i < n; i++) drawCard(g, p);
    }
    return;
  }
  const due: DrawNextUpkeep = { ...e, who: "triggering", due: true };
  for (const p of playersOf(g, r, e.who))
    addDelayedTrigger(g, {
      controller: r.controller,
      source: r.source ?? r.object.id,
      card: r.object.card,
      at: "firstUpkeep",
      effects: [due],
      objects: [],
      player: p,
    });
}

/** The effect table's entry for draws at the beginning of the next turn's upkeep (effectTable.ts). */
export const nextUpkeepDrawEffects: EffectHandlers = { drawNextUpkeep: drawNextUpkeepEffect };
