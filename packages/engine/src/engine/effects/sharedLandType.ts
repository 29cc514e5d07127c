/**
 * "Search your library for up to two basic land cards that share a land type, …" (Myriad Landscape): the cards
 * found have a land type in common (205.3i: a land's subtypes are its land types). The searcher chooses the
 * first among every card sought, then the others among those with a land type the first has; they may find
 * fewer, even none (701.23b) — and a card with no land type (Wastes) shares one with none.
 */
import type { ObjId, PlayerId } from "../../state.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";

/** The cards found among `qualifying`, at most `amount`, sharing a land type with the first. */
export function chooseSharingLandType(
  g: Ctx,
  you: PlayerId,
  qualifying: readonly ObjId[],
  amount: number,
  prompt: (n: number, sharing?: string) => string,
): ObjId[] {
  const [pick] = askChoose(g, you, "search", prompt(1), optionsByName(g, qualifying), 0, 1);
  if (pick === undefined) return [];
  const first = qualifying[pick];
  const types = landTypes(g, first);
  const sharing = qualifying.filter((id) => id !== first && landTypes(g, id).some((t) => types.includes(t)));
  const n = Math.min(amount - 1, sharing.length);
  if (n === 0) return [first];
  const more = prompt(n, nameOf(g, g.s.objects[first]));
  const rest = askChoose(g, you, "search", more, optionsByName(g, sharing), 0, n);
  return [first, ...rest.map((i) => sharing[i])];
}

/** A land card's land types: its subtypes (205.3i). */
function landTypes(g: Ctx, id: ObjId): readonly string[] {
  return defOf(g, g.s.objects[id]).subtypes ?? [];
}
