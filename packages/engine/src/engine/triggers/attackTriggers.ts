/**
 * The abilities that trigger on the declaration of attackers as a whole (508.3), once every attacker is
 * declared (context/record.ts "attackersDeclared"):
 *
 * - 508.3a, "Whenever a creature attacks you or a planeswalker you control" (Blood Reckoning): once for
 *   each creature declared attacking the controller or one of their planeswalkers — not their teammates
 *   (805), nor creatures put onto the battlefield attacking (508.4: myriad's tokens).
 * - 508.3d–e, "Whenever an opponent attacks, if they attacked you and/or a planeswalker you control"
 *   (Ever-Watching Threshold): once for each attacking player — with shared team turns (805.10a) each
 *   player of the attacking team is one — who declared a creature attacking the controller or their
 *   planeswalker, however many creatures they attacked with.
 * - Myriad (702.116a), melee (702.121a) and battle cry (702.91a), "whenever this creature attacks": of each
 *   creature with the keyword, printed or gained (its characteristics, 613), once per instance (702.116b,
 *   702.121b, 702.91b: the layers keep every instance, cards/keywordInstances.ts). Myriad remembers the
 *   defending player (802.2a); melee counts the opponents its controller attacked with declared creatures
 *   this combat (planeswalkers not counted) as the trigger's amount; battle cry finds the other attacking
 *   creatures as it resolves (effects/combatKeywords.ts).
 * - Exalted (702.83a), "whenever a creature you control attacks alone": of each permanent of the controller
 *   of the one creature declared, once per instance (702.83b); "that creature" is the trigger's object.
 *
 * 801.7: each triggers only if the players the event involves are within its controller's range of
 * influence (the `collect` of triggers.ts checks it).
 */

import { flatMapOf } from "../../arrays.ts";
import type { TriggerWhen } from "../../cards/types.ts";
import type { Attack, GameObject, ObjId, PlayerId } from "../../state.ts";
import { permanentsOf, permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsTriggeringOn } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { isOpponent } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import { triggerEachInstance } from "./eachInstance.ts";

/** triggers.ts's `collect`: records the abilities of `o` that match, within range (801.7). */
export type Collect = (
  g: Ctx,
  o: GameObject,
  card: string,
  controller: PlayerId,
  match: (w: TriggerWhen) => boolean,
  triggering: PlayerId | null,
  object?: ObjId,
  involved?: readonly PlayerId[],
) => void;

/** 508.3: what triggers on the declaration of `attackers` (each with its attack in this combat). */
export function declarationTriggers(g: Ctx, attackers: readonly GameObject[], collect: Collect): void {
  const s = g.s;
  const attacks = flatMapOf(attackers, (o) => s.combat?.attacks.find((a) => a.attacker === o.id) ?? []);
  keywordTriggers(g, attacks);
  // 508.3a: "Whenever a creature attacks you or a planeswalker you control".
  for (const id of permanentsWith(s, cardsTriggeringOn(g.db, "creatureAttacksYou"))) {
    const p = s.objects[id];
    for (const a of attacks) {
      if (a.defendingPlayer !== p.controller) continue;
      const o = s.objects[a.attacker];
      const match = (w: TriggerWhen) =>
        w.on === "creatureAttacksYou" &&
        (w.filter === undefined || matchesFilter(g, o, w.filter, p.controller));
      collect(g, p, p.card, p.controller, match, o.controller, o.id, [o.controller]);
    }
  }
  // 508.3d–e: "Whenever an opponent attacks, if they attacked you and/or a planeswalker you control".
  const attackingPlayers = [...new Set(attacks.map((a) => s.objects[a.attacker].controller))];
  for (const id of permanentsWith(s, cardsTriggeringOn(g.db, "playerAttacks"))) {
    const p = s.objects[id];
    for (const ap of attackingPlayers) {
      if (!isOpponent(s, p.controller, ap)) continue;
      const attackedYou = attacks.some(
        (a) => a.defendingPlayer === p.controller && s.objects[a.attacker].controller === ap,
      );
      if (!attackedYou) continue;
      collect(g, p, p.card, p.controller, (w) => w.on === "playerAttacks", ap, undefined, [ap]);
    }
  }
}

/**
 * Myriad, melee and battle cry of each attacking creature that has them (702.116a, 702.121a, 702.91a), and
 * exalted of its controller's permanents if it attacks alone (702.83a).
 */
function keywordTriggers(g: Ctx, attacks: readonly Attack[]): void {
  const s = g.s;
  for (const a of attacks) {
    const o = s.objects[a.attacker];
    const { keywords } = characteristics(g.db, s, o);
    triggerEachInstance(g, o, keywords, "myriad", { triggering: a.defendingPlayer });
    if (keywords.includes("melee")) {
      // 702.121a: opponents attacked (not planeswalkers) with creatures its controller declared.
      const attacked = new Set(
        flatMapOf(attacks, (b) =>
          "player" in b.defender &&
          s.objects[b.attacker].controller === o.controller &&
          isOpponent(s, o.controller, b.defender.player)
            ? [b.defender.player]
            : [],
        ),
      );
      triggerEachInstance(g, o, keywords, "melee", { triggering: null, amount: attacked.size });
    }
    triggerEachInstance(g, o, keywords, "battle cry", { triggering: null });
  }
  if (attacks.length === 1) exaltedTriggers(g, s.objects[attacks[0].attacker]);
}

/**
 * Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
 * turn." — `attacker` attacks alone (702.83b, 506.5): it is the only creature declared as an attacker this
 * combat, in the whole declaration (805.10a: with shared team turns, the team's one declaration; 508.4: myriad's
 * tokens are put onto the battlefield attacking, not declared). Each instance of exalted of each permanent its
 * controller controls triggers — on a noncreature permanent too, granted or printed (Cathedral of War).
 */
function exaltedTriggers(g: Ctx, attacker: GameObject): void {
  const s = g.s;
  for (const id of permanentsOf(s, attacker.controller)) {
    const o = s.objects[id];
    const { keywords } = characteristics(g.db, s, o);
    triggerEachInstance(g, o, keywords, "exalted", { triggering: null, object: attacker.id });
  }
}
