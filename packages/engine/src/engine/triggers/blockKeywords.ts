/**
 * The keywords that trigger as blockers are declared (509.2a), from the characteristics the creatures have
 * then (509.3f), printed or gained, each instance separately:
 *
 * - Bushido N (702.45a), "whenever this creature blocks or becomes blocked": of the attacker once as it becomes
 *   blocked (509.3c), and of each of its blockers (509.3a).
 * - Rampage N (702.23a), "whenever this creature becomes blocked": once (509.3c); the creatures blocking it
 *   beyond the first are counted as it resolves (702.23b, effects/combatKeywords.ts).
 * - Afflict N (702.130a), "whenever this creature becomes blocked, defending player loses N life": the defending
 *   player is the one it attacks, or who controls the planeswalker or protects the battle it attacks (508.5,
 *   802.2a) — whoever declared its blockers (805.10d: a teammate may have).
 * - Flanking (702.25a), "whenever this creature becomes blocked by a creature without flanking, the blocking
 *   creature gets -1/-1 until end of turn": once for each such blocker (509.3d), which is the trigger's object.
 *   801.7: that event includes the blocker, so it must be within the range of the attacker's controller.
 * - Frenzy N (702.68a), "whenever this creature attacks and isn't blocked": of each attacking creature no
 *   creature was declared to block, once every defending player has declared blockers (509.3g) — one put onto
 *   the battlefield attacking before then too (myriad's tokens), not one put onto it attacking afterwards.
 */
import type { GameObject, PlayerId } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange } from "../players/players.ts";
import { triggerEachInstance } from "./eachInstance.ts";

/**
 * `attacker` became blocked by `blockers`; `defending`, the defending player it attacks (508.5); `again`: it
 * was blocked already by an earlier declaration this combat (classic Emperor), so only the blockers' triggers
 * and flanking's, once per blocker (509.3d), trigger now — "becomes blocked" triggers once (509.3c).
 */
export function blockKeywordTriggers(
  g: Ctx,
  attacker: GameObject,
  blockers: readonly GameObject[],
  defending: PlayerId,
  again = false,
): void {
  const s = g.s;
  const { keywords } = characteristics(g.db, s, attacker);
  if (!again) {
    triggerEachInstance(g, attacker, keywords, "bushido", { triggering: null });
    triggerEachInstance(g, attacker, keywords, "rampage", { triggering: null });
    triggerEachInstance(g, attacker, keywords, "afflict", { triggering: defending });
  }
  for (const b of blockers) {
    const theirs = characteristics(g.db, s, b).keywords;
    triggerEachInstance(g, b, theirs, "bushido", { triggering: null });
    if (theirs.includes("flanking") || !inRange(s, attacker.controller, b.controller)) continue;
    triggerEachInstance(g, attacker, keywords, "flanking", { triggering: null, object: b.id });
  }
}

/** Blockers are declared (509.2a): the frenzy of each attacking creature that is unblocked (509.1h) triggers. */
export function unblockedKeywordTriggers(g: Ctx): void {
  const s = g.s;
  for (const a of s.combat?.attacks ?? []) {
    if (a.blocked) continue;
    const o = s.objects[a.attacker];
    triggerEachInstance(g, o, characteristics(g.db, s, o).keywords, "frenzy", { triggering: null });
  }
}
