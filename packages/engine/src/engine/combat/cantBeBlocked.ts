/**
 * "Target creature can't be blocked this turn." (Rogue's Passage): a resolved effect's blocking restriction on
 * the creature (509.1b) — it affects a game rule, not the creature's characteristics (613.11), so it is
 * noted as the modification `cantBeBlocked` of a continuous effect on a locked set of objects (611.2c),
 * lasting as the effect says (611.2a: "this turn", until the cleanup step, 514.2).
 */
import type { GameState, ObjId } from "../../state.ts";
import { effectApplies } from "../characteristics/continuous.ts";

/**
 * Whether an effect says the creature can't be blocked (509.1b): read by the blocks' legality (evasion.ts) and
 * shown in the table view (public: the effect is, tableView.ts).
 */
export function cantBeBlocked(s: GameState, attacker: ObjId): boolean {
  return s.effects.some(
    (e) => e.objects.includes(attacker) && e.mods.some((m) => m.m === "cantBeBlocked") && effectApplies(s, e),
  );
}
