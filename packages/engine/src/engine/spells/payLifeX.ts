/**
 * "As an additional cost to cast this spell, pay X life." (Toxic Deluge): X isn't in the mana cost, so the
 * spell's mana value doesn't count it (202.3e), and it is announced even when the mana cost isn't paid. The
 * caster announces X as the spell is cast (601.2b, 107.3a) — at most the life they could pay besides the cost's
 * other life (119.4; 119.4b: 0 always) — and pays it with the other costs (601.2h: cast.ts).
 */
import type { CardDef } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { canPayLife } from "../actions/damage.ts";
import { askNumber } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";

/** The X p announces for `def`'s "pay X life", with `life` more to pay besides; null if it has none. */
export function announceLifeX(g: Ctx, p: PlayerId, def: CardDef, life: number): number | null {
  if (!def.additionalCost?.payLifeX) return null;
  // Any life up to their life total, less what they pay besides; none if it can't change (119.8).
  const most = canPayLife(g, p, life + 1) ? g.s.players[p].life - life : 0;
  return askNumber(g, p, `${def.name}: choose X, the life to pay`, 0, most);
}
