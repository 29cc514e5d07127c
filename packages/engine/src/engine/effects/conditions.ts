import type { Condition } from "../../cards/types.ts";
import { countersOf, wasKicked } from "../../objectFields.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { permanentsNear, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { staticConditionHolds } from "../characteristics/staticConditions.ts";
import type { Ctx } from "../context/ctx.ts";
import { lifeForEffect } from "../players/lifeShare.ts";
import { inGame, isOpponent, playersInRangeOf } from "../players/players.ts";
import { anOpponentPoisonAtLeast, isPoisoned } from "../players/poisonCounts.ts";
import { castAnotherNamed, castFromHand } from "../records/history.ts";
import { lifeLostThisTurn } from "../records/turnRecords.ts";
import { youControlHolds } from "../targets/youControl.ts";
import { playersOf, type Resolving } from "./resolving.ts";
/**
 * Conditions an ability or effect checks as the game is now: intervening "if" clauses (603.4), state
 * triggers (603.8), "if …, … Otherwise, …" effects. 801.11: only what is within range is seen.
 */
export function checkCondition(
  g: Ctx,
  c: Condition,
  source: GameObject | undefined,
  you: PlayerId,
  r?: Resolving,
): boolean {
  switch (c.if) {
    case "selfUntapped":
      return source !== undefined && source.zone === "battlefield" && !source.tapped;
    case "noCreaturesOnBattlefield":
      // 801.11: only the creatures within the controller's range are seen.
      return !permanentsNear(g.s, you).some((id) =>
        characteristics(g.db, g.s, g.s.objects[id]).types.includes("Creature"),
      );
    case "youControl":
      return youControlHolds(g, c, you, source);
    case "lifeAtLeast":
      return inGame(g.s, you) && lifeForEffect(g.s, you) >= c.n; // 810.9a; 2007 CR 606.9a
    case "castFromHand":
      return source !== undefined && castFromHand(g.s, source, you);
    case "castAnotherNamedThisGame":
      return source !== undefined && castAnotherNamed(g, source, you);
    case "anOpponentLifeAtMost":
      // 801.11: only opponents within range are seen.
      return playersInRangeOf(g.s, you).some((q) => isOpponent(g.s, you, q) && lifeForEffect(g.s, q) <= c.n);
    case "anOpponentControlsMoreLands": {
      // 801.11: only opponents within range are seen.
      const lands = (p: PlayerId) =>
        permanentsOf(g.s, p).filter((id) =>
          characteristics(g.db, g.s, g.s.objects[id]).types.includes("Land"),
        ).length;
      const mine = lands(you);
      return playersInRangeOf(g.s, you).some((q) => isOpponent(g.s, you, q) && lands(q) > mine);
    }
    case "selfIsType":
      return (
        source !== undefined &&
        source.zone === "battlefield" &&
        characteristics(g.db, g.s, source).types.includes(c.type)
      );
    case "handEmpty":
      return g.s.players[you].hand.length === 0;
    case "noLifeLostThisTurn":
      return lifeLostThisTurn(g.s, you) === 0;
    case "selfCounters":
      return source !== undefined && countersOf(source, c.counter) >= c.atLeast;
    case "hadNoCounters":
      // 603.10a: the permanent as it last existed; once it is gone (on resolution) that can't change.
      return source === undefined || countersOf(source, c.counter) === 0;
    case "youAreMonarch":
      return g.s.monarch === you; // 725
    case "anOpponentIsMonarch": {
      // 725; 801.11: only an opponent within range is seen.
      const m = g.s.monarch;
      return m !== undefined && isOpponent(g.s, you, m) && playersInRangeOf(g.s, you).includes(m);
    }
    case "completedDungeon":
      return (g.s.players[you].completedDungeons?.length ?? 0) > 0; // 309.7
    case "anOpponentPoisonAtLeast":
      return anOpponentPoisonAtLeast(g.s, you, c.n); // 810.10a; 801.11
    case "poisoned": {
      // 810.10d. "Its controller" names a target of the resolving spell (Corrupted Resolve); without one,
      // only "you" can be read.
      const who = r !== undefined ? playersOf(g, r, c.who) : c.who === "you" ? [you] : [];
      return who.some((p) => isPoisoned(g.s, p));
    }
    case "kicked":
      // 702.33d–e: the spell, or the permanent it became.
      return source !== undefined && wasKicked(source);
    case "notKicked":
      return source !== undefined && !wasKicked(source);
    case "youControlCommander":
      return staticConditionHolds(g.s, c, you); // 903.3d, as a static ability's "as long as" reads it
    case "all":
      return c.of.every((x) => checkCondition(g, x, source, you, r));
  }
}
