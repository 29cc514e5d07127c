/**
 * Amounts (107.1): numbers an effect reads from the game as it applies (608.2h). "them" is the player the
 * effect is acting on (each player in turn for "each player"); null where the effect acts on no player.
 * A negative result is returned as it is: effects that deal damage or gain life treat it as 0, while
 * setting a life total may use it (107.1b).
 */
import type { Amount } from "../../cards/types.ts";
import { timesKicked } from "../../objectFields.ts";
import type { PlayerId } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { graveyardCards } from "../characteristics/graveyardCounts.ts";
import { printed } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { lifeForEffect } from "../players/lifeShare.ts";
import { inRange, opponents, playersInRangeOf } from "../players/players.ts";
import { spellsCastBefore } from "../records/history.ts";
import { permanentsMatching } from "../targets/targets.ts";
import { knownTargets, type Resolving } from "./resolving.ts";

export function amountOf(g: Ctx, r: Resolving, a: Amount, them: PlayerId | null = null): number {
  const s = g.s;
  if (typeof a === "number") return a;
  if (a === "X") return r.x ?? 0;
  if (a === "lifeLostThisWay") return r.lifeLost ?? 0;
  if (a === "sourcePower") {
    // "This creature's power" as the effect applies; its printed power once it has left (no later one).
    const source = r.source === null ? undefined : s.objects[r.source];
    if (source?.zone === "battlefield") return characteristics(g.db, s, source).power ?? 0;
    return printed(g.db, r.object.card).power ?? 0;
  }
  if (a === "spellsCastBeforeThisTurn")
    return r.source === null ? 0 : spellsCastBefore(s, r.source, r.controller);
  if ("count" in a) {
    // "for each creature card in your graveyard" (Spider Spawning); 801.11: the graveyards within range.
    if (a.count.zone === "graveyard") return graveyardCards(g.db, s, a.count, r.controller).length;
    if (a.controlledBy !== "them") return permanentsMatching(g, a.count, r.controller).length;
    if (them === null) return 0;
    return permanentsMatching(g, a.count, them).filter((o) => o.controller === them).length;
  }
  if ("life" in a) {
    // 801.11: "among all players" reads only the players within the controller's range.
    // Mortal Flesh Is Weak: "the lowest life total among your opponents" (those within range, 801.11).
    if (a.life === "lowestOpponent")
      return Math.min(
        ...opponents(s, r.controller)
          .filter((p) => inRange(s, r.controller, p))
          .map((p) => lifeForEffect(s, p)),
      );
    if (a.life === "lowest")
      return Math.min(...playersInRangeOf(s, r.controller).map((p) => lifeForEffect(s, p)));
    const p = a.life === "you" ? r.controller : them;
    return p === null ? 0 : lifeForEffect(s, p); // 810.9a; 2007 CR 606.9a
  }
  if ("handSize" in a) {
    const p = a.handSize === "you" ? r.controller : them; // "them" and "thatPlayer" alike
    return p === null ? 0 : s.players[p].hand.length;
  }
  if ("triggered" in a) return (r.amount ?? 0) * (a.times ?? 1);
  if ("powerOf" in a) return knownTargets(g, r, a.powerOf)[0]?.power ?? 0; // 608.2h
  if ("manaValueOf" in a) return knownTargets(g, r, a.manaValueOf)[0]?.manaValue ?? 0; // 608.2h
  if ("greatestPower" in a) {
    const powers = permanentsMatching(g, a.greatestPower, r.controller).map(
      (o) => characteristics(g.db, s, o).power ?? 0,
    );
    return powers.length === 0 ? 0 : Math.max(...powers);
  }
  if ("countersOnSelf" in a)
    return r.source === null ? 0 : (s.objects[r.source]?.counters?.[a.countersOnSelf] ?? 0);
  if ("sacrificed" in a) return r.object.stack?.sacrificed?.[a.sacrificed] ?? 0; // 608.2h
  if ("perKick" in a) return a.perKick * timesKicked(r.object); // 702.33c–e: the spell's, or its trigger's
  if ("of" in a) return a.times * amountOf(g, r, a.of, them); // "2 life for each creature card …"
  if ("half" in a) {
    const n = amountOf(g, r, a.half, them) / 2;
    return a.round === "down" ? Math.floor(n) : Math.ceil(n);
  }
  return amountOf(g, r, a.from, them) - a.minus;
}
