/**
 * Delve (702.66a): "For each generic mana in this spell's total cost, you may exile a card from your graveyard rather
 * than pay that mana." Neither an additional nor an alternative cost, it applies once the total cost is determined
 * (702.66b, 601.2f); the cards are chosen and exiled as the costs are paid (601.2h). Whether a spell can be cast
 * counts its caster's graveyard toward its generic mana (castable.ts); the cast asks which cards (cast.ts).
 */
import type { CardDef } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import type { ManaCost } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { manaSources } from "../mana/mana.ts";
import { canPayCost } from "./payment.ts";

/** The cards p could exile for the delve of a spell `self` of card `def`: those in their graveyard but it. */
function delvable(g: Ctx, p: PlayerId, def: CardDef, self: ObjId): readonly ObjId[] {
  return def.delve ? g.s.players[p].graveyard.filter((id) => id !== self) : [];
}

/** `cost` with `n` of its generic mana paid otherwise (none below {0}). */
function lessGeneric(cost: ManaCost, n: number): ManaCost {
  return n === 0 ? cost : { ...cost, generic: Math.max(0, cost.generic - n) };
}

/**
 * 702.66a: what is left of `cost` to pay with mana if p exiles every card they could for its delve — for the
 * castable check (a spell without delve: `cost` itself).
 */
export function afterMostDelve(g: Ctx, p: PlayerId, def: CardDef, self: ObjId, cost: ManaCost): ManaCost {
  if (def.delve !== true || cost.generic === 0) return cost; // nearly every spell
  return lessGeneric(cost, delvable(g, p, def, self).length);
}

/**
 * 601.2h, 702.66a: the cards p exiles from their graveyard for the spell's delve, and the mana left to pay: at most
 * one a generic mana of `cost`, and at least as many as the mana p could pay from their pool and sources (without
 * those in `exclude`) leaves unpaid. Asked only when there is a choice. Null when even every card leaves too much.
 */
export function chooseDelve(
  g: Ctx,
  p: PlayerId,
  def: CardDef,
  self: ObjId,
  cost: ManaCost,
  exclude: readonly ObjId[],
  life: number,
): { exile: ObjId[]; cost: ManaCost } | null {
  const cards = delvable(g, p, def, self);
  const most = Math.min(cost.generic, cards.length);
  if (most === 0) return { exile: [], cost };
  const sources = manaSources(g, p, exclude);
  let least = 0;
  while (least <= most && !canPayCost(g, p, lessGeneric(cost, least), sources, life)) least++;
  if (least > most) return null;
  const prompt = `${def.name}: choose the cards to exile from your graveyard, each paying {1} of its generic mana (702.66a)`;
  const picked =
    least === cards.length
      ? [...cards]
      : askChoose(g, p, "exile", prompt, optionsByName(g, cards), least, most).map((k) => cards[k]);
  return { exile: picked, cost: lessGeneric(cost, picked.length) };
}

/** 601.2h: exiles the cards chosen for the delve (those still in the graveyard). */
export function payDelve(g: Ctx, exile: readonly ObjId[]): void {
  for (const id of exile) if (g.s.objects[id]?.zone === "graveyard") moveObject(g, id, "exile");
}
