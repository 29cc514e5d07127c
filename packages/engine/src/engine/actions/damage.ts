import { totalToxicValue } from "../../cards/keywordInstances.ts";
import { writable } from "../../forkState.ts";
import { addCounters, setDamage } from "../../objectFields.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { indexMarked } from "../characteristics/battlefieldIndex.ts";
import { characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { playerRule } from "../characteristics/playerRules.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit, type SourceInfo } from "../context/record.ts";
import { commanderKey, isCommander } from "../players/commanders.ts";
import { teamLifeRestricted } from "../players/lifeShare.ts";
import { playersChanged } from "../players/playerChecks.ts";
import { damageWithinRange, inGame, teammates } from "../players/players.ts";
import { recordLifeLost } from "../records/turnRecords.ts";
import { type DamageItem, replaceDamage } from "../replacement/replacements.ts";
import { mayPutCounters } from "../statics/counterRestrictions.ts";
import { playersCantGainLife } from "../statics/lifeGainAndPrevention.ts";
import { givePoison } from "./poison.ts";

export function sourceInfo(g: Ctx, id: ObjId): SourceInfo {
  const o = g.s.objects[id];
  const ch = characteristics(g.db, g.s, o);
  return {
    id,
    card: o.card,
    name: ch.name,
    controller: o.controller,
    keywords: ch.keywords,
    colors: ch.colors,
    creature: ch.types.includes("Creature"),
    ...(isCommander(g.s, o) ? { commander: commanderKey(o) } : {}),
  };
}

export function dealDamage(g: Ctx, proposed: readonly DamageItem[]): void {
  const s = g.s;
  const lifelink = new Map<PlayerId, number>();
  // 2004 draft 601.1: with its range rules, no damage reaches what is outside the source's controller's
  // range — combat damage included (damage that isn't dealt is neither prevented nor redirected).
  const reaching = proposed.filter((d) => {
    const to = "player" in d.to ? d.to.player : s.objects[d.to.object]?.controller;
    return to === undefined || damageWithinRange(s, d.source.controller, to);
  });
  // 614–616: prevention and redirection (asks its 616.1 choices before anything is dealt).
  const items = replaceDamage(g, reaching);
  for (const d of items) {
    if (d.amount <= 0) continue;
    let dealt = false;
    if ("player" in d.to) {
      const p = d.to.player;
      if (!inGame(s, p)) continue; // 800.4e: no damage to a player who has left
      dealt = true;
      emitDamage(g, d); // damage dealt to a player triggers (603.2) before the life it makes them lose
      if (d.source.keywords.includes("infect"))
        givePoison(g, p, d.amount); // 120.3b, 702.90b
      else changeLife(g, p, -d.amount); // 120.3a
      // 120.3g, 702.164c: combat damage from a creature with toxic, in addition to its other results.
      if (d.combat && d.source.creature) givePoison(g, p, totalToxicValue(d.source.keywords));
      if (d.combat && d.source.commander !== undefined) commanderDamage(g, p, d.source.commander, d.amount);
    } else {
      if (s.objects[d.to.object]?.zone !== "battlefield") continue;
      const o = writable(s, d.to.object);
      const types = characteristics(g.db, s, o).types;
      const counters = d.source.keywords.includes("wither") || d.source.keywords.includes("infect");
      if (types.includes("Creature") && counters) {
        // 702.80a, 702.90c, 120.3d; 122.6: unless -1/-1 counters can't be put on it (Melira).
        if (mayPutCounters(g, o, "-1/-1")) addCounters(o, "-1/-1", d.amount);
        marksChanged(s, o);
        dealt = true;
      } else if (types.includes("Creature")) {
        setDamage(o, (o.damage ?? 0) + d.amount);
        if (s.melee !== undefined) o.damageTurn = s.turn.number; // Grand Melee: removed as this turn ends
        if (d.source.keywords.includes("deathtouch")) o.deathtouched = true;
        indexMarked(s, o);
        dealt = true;
      }
      if (types.includes("Planeswalker")) {
        addCounters(o, "loyalty", -d.amount);
        marksChanged(s, o);
        dealt = true;
      }
      if (dealt) emitDamage(g, d);
    }
    if (dealt && d.source.keywords.includes("lifelink"))
      lifelink.set(d.source.controller, (lifelink.get(d.source.controller) ?? 0) + d.amount);
  }
  for (const [p, n] of lifelink) gainLife(g, p, n);
}

/** 903.10a: combat damage a commander dealt a player, counted over the whole game (704.6c reads it). */
function commanderDamage(g: Ctx, p: PlayerId, key: string, amount: number): void {
  const pl = g.s.players[p];
  pl.commanderDamage = { ...pl.commanderDamage, [key]: (pl.commanderDamage?.[key] ?? 0) + amount };
  playersChanged(g.s); // 704.6c
}

function emitDamage(g: Ctx, d: DamageItem): void {
  emit(g, {
    type: "damage",
    source: d.source.id,
    card: d.source.name,
    controller: d.source.controller,
    to: d.to,
    ...("object" in d.to ? { toCard: nameOf(g, g.s.objects[d.to.object]) } : {}),
    amount: d.amount,
    combat: d.combat,
    sourceInfo: d.source,
  });
}

/**
 * 119.3: p gains or loses life. 810.9: with a shared life total, it happens to p and the result is applied
 * to the team's total — kept by every player of the team, so that whatever needs "a player's life total"
 * reads the team's (810.9a).
 */
function changeLife(g: Ctx, p: PlayerId, delta: number): void {
  const s = g.s;
  if (delta > 0 ? cantGainLife(g, p) : cantLoseLife(g, p)) return;
  const pl = s.players[p];
  pl.life += delta;
  if (s.config.sharedLife) for (const q of teammates(s, p)) s.players[q].life = pl.life;
  playersChanged(s); // 704.5a, 704.6a
  if (delta < 0) recordLifeLost(s, p, -delta);
  emit(g, { type: "life", player: p, delta, life: pl.life }); // a loss triggers "whenever you lose life"
}

/**
 * 119.7: p can't gain life — an effect said so (Stigma Lasher), a static ability says players can't (Leyline
 * of Punishment), or their life total can't change (Platinum Emperion; for a time, Teferi's Protection). 810.9g:
 * with a shared life total, if a player can't gain life no player of the team can.
 */
export function cantGainLife(g: Ctx, p: PlayerId): boolean {
  const s = g.s;
  const team = teamLifeRestricted(s) ? [p, ...teammates(s, p)] : [p];
  return (
    team.some(
      (q) =>
        s.players[q].cantGainLife === true || playersCantGainLife(g, q) || playerRule(s, q, "lifeCantChange"),
    ) || controlsStatic(g.db, s, p, "lifeCantChange")
  );
}

/**
 * 119.8: p can't lose life (nor pay more than 0 life): their life total can't change (Platinum Emperion; for a
 * time, Teferi's Protection). 810.9h: with a shared life total, for every player of the team.
 */
export function cantLoseLife(g: Ctx, p: PlayerId): boolean {
  const s = g.s;
  const team = teamLifeRestricted(s) ? [p, ...teammates(s, p)] : [p];
  return controlsStatic(g.db, s, p, "lifeCantChange") || team.some((q) => playerRule(s, q, "lifeCantChange"));
}

/**
 * 119.4: whether p can pay n life — only up to their life total (119.4a, 810.9b: with a shared life total,
 * the team's), and none but 0 if it can't change (119.8, 810.9h). 119.4b: 0 life can always be paid.
 */
export function canPayLife(g: Ctx, p: PlayerId, n: number): boolean {
  return n <= 0 || (g.s.players[p].life >= n && !cantLoseLife(g, p));
}

export function gainLife(g: Ctx, p: PlayerId, n: number): void {
  if (n > 0 && inGame(g.s, p)) changeLife(g, p, n);
}

export function loseLife(g: Ctx, p: PlayerId, n: number): void {
  if (n > 0 && inGame(g.s, p)) changeLife(g, p, -n);
}
