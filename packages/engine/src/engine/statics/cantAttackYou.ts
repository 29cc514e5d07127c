/**
 * "Creatures [of the chosen color] [without flying] can't attack you." (Teferi's Moat). A restriction
 * (508.1c) on attacking one player: the controller of the permanent with the ability — "you" is that
 * player (109.5), not their planeswalkers. In a multiplayer game it restricts only creatures attacking
 * that player (802.3a): they may still attack the other defending players and every planeswalker. It
 * affects only creatures within its controller's range of influence (801.10): with different ranges
 * (801.2a), a player out of the defender's range may attack them with any creature.
 */
import type { CardDb, StaticEffect } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { anyOnBattlefield, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange, teammates } from "../players/players.ts";

/**
 * Whether a static ability of a permanent `defender` controls says `attacker` can't attack them — or, when
 * creatures attack the defending team as a group (2007 CR 606.7b, `attackTheTeam`), one of a teammate's:
 * a creature unable to attack one of the defending players can't attack the defending team.
 */
export function cantAttackPlayer(g: Ctx, attacker: GameObject, defender: PlayerId): boolean {
  if (!anyOnBattlefield(g.s, moatCards(g.db))) return false;
  const team = g.s.config.attackTheTeam ? [defender, ...teammates(g.s, defender)] : [defender];
  return team.some((d) => cantAttackOne(g, attacker, d));
}

/**
 * The cards with "… can't attack you": only their permanents can say so. No effect grants a static ability
 * (layer 6 grants keywords), and a copy has its original's definition (706.2).
 */
function moatCards(db: CardDb): Set<string> {
  return cardsWhere(db, "cantAttackYou", (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "cantAttackYou"),
  );
}

function cantAttackOne(g: Ctx, attacker: GameObject, defender: PlayerId): boolean {
  const s = g.s;
  if (!inRange(s, defender, attacker.controller)) return false; // 801.10, 801.2d
  const statics = moatCards(g.db);
  const ch = characteristics(g.db, s, attacker);
  for (const id of permanentsOf(s, defender)) {
    const src = s.objects[id];
    if (!statics.has(src.card)) continue;
    for (const a of characteristics(g.db, s, src).abilities) {
      if (a.kind !== "static" || a.effect.s !== "cantAttackYou") continue;
      if (applies(a.effect, src, attacker, ch, g)) return true;
    }
  }
  return false;
}

function applies(
  e: StaticEffect & { s: "cantAttackYou" },
  src: GameObject,
  attacker: GameObject,
  ch: ReturnType<typeof characteristics>,
  g: Ctx,
): boolean {
  if (!filterAccepts(g.s, ch, attacker, e.filter, src.controller)) return false;
  // "of the chosen color" (105.4): no color chosen, no creature is of it.
  if (e.ofChosenColor) return src.chosenColor !== undefined && ch.colors.includes(src.chosenColor);
  return true;
}
