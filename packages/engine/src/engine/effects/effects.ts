/**
 * The one-shot effects (608.2, 701) that are a short use of an action: damage, drawing, destroying,
 * counters, tokens, shields, continuous effects begun. An effect that needs choices asks them all (in
 * APNAP order, 101.4) before it changes anything, then acts simultaneously. Registered in the effect table
 * (effectTable.ts) like every other family.
 */

import { flatMapOf } from "../../arrays.ts";
import type { Effect, ManaType, Modification, PlayerRef } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { addCounters, clearField, countersOf, setCounters } from "../../objectFields.ts";
import { randInt } from "../../prng.ts";
import type { GameObject, ObjId, PlayerId, Ref } from "../../state.ts";
import { applyControl } from "../actions/control.ts";
import { createTokenCopy, createTokens } from "../actions/createToken.ts";
import { dealDamage, gainLife, loseLife, sourceInfo } from "../actions/damage.ts";
import { drawCard } from "../actions/draw.ts";
import { createEmblem } from "../actions/emblems.ts";
import { moveObject, tapPermanent } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { cantBeCountered, characteristics } from "../characteristics/characteristics.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf, onStack } from "../context/ctx.ts";
import { emit, type SourceInfo } from "../context/record.ts";
import { controlNextTurn } from "../players/playerControl.ts";
import { inGame } from "../players/players.ts";
import { addShield, type DamageItem, regenerateInstead } from "../replacement/replacements.ts";
import { mayPutCounters } from "../statics/counterRestrictions.ts";
import { skipNextUntapEffect } from "../statics/untapSkip.ts";
import { permanentsMatching, relationOk } from "../targets/targets.ts";
import { attach } from "../zones/zones.ts";
import { amountOf } from "./amounts.ts";
import { combatKeywordEffect } from "./combatKeywords.ts";
import { type EffectHandlers, runEffect } from "./effectTable.ts";
import { addDelayedTrigger } from "./linked.ts";
import { isPlayerRef, objectsOf, playersOf, type Resolving } from "./resolving.ts";

function damageSource(g: Ctx, r: Resolving): SourceInfo {
  const id = r.source ?? r.object.id;
  if (g.s.objects[id] !== undefined) return sourceInfo(g, id);
  // Last known information (608.2h): the source has left its zone.
  const def = defOf(g, r.object);
  const { colors, types } = printed(g.db, r.object.card);
  return {
    id,
    card: r.object.card,
    name: def.name,
    controller: r.controller,
    keywords: def.keywords ?? [],
    colors,
    creature: types.includes("Creature"),
  };
}

function damageItems(g: Ctx, r: Resolving, e: Effect & { e: "damage" }): DamageItem[] {
  const source = damageSource(g, r);
  const amount = amountOf(g, r, e.amount);
  const to = e.to;
  if (typeof to === "object" && "target" in to) {
    const chosen = r.allTargets[to.target];
    const legal = r.targets[to.target];
    return flatMapOf(chosen, (ref, i) => {
      if (!legal.includes(ref)) return [];
      let n = amount;
      if (e.divided) n = r.divide?.[i] ?? amount;
      // Fireball's ruling: the division involves only the targets still legal as it resolves (608.2b).
      else if (e.evenly) n = Math.floor(amount / legal.length);
      return [{ source, to: ref, amount: n, combat: false }];
    });
  }
  if (isPlayerRef(to))
    return playersOf(g, r, to).map((p) => ({
      source,
      to: { player: p },
      amount: amountOf(g, r, e.amount, p), // per player: "half that player's life total"
      combat: false,
    }));
  return objectsOf(g, r, to).map((o) => ({ source, to: { object: o.id }, amount, combat: false }));
}

/** The one-shot effects of 608.2 and 701 that need no rule of their own: each is a short use of an action. */
function oneShot(g: Ctx, r: Resolving, e: Effect): void {
  const s = g.s;
  switch (e.e) {
    case "damage":
      dealDamage(g, damageItems(g, r, e));
      return;
    case "damageEach": {
      const source = damageSource(g, r);
      const amount = amountOf(g, r, e.amount);
      const items: DamageItem[] = [];
      if (e.creatures)
        for (const o of permanentsMatching(g, e.creatures, r.controller))
          items.push({ source, to: { object: o.id }, amount, combat: false });
      if (e.players)
        for (const p of playersOf(g, r, e.players))
          items.push({ source, to: { player: p }, amount, combat: false });
      dealDamage(g, items);
      return;
    }
    case "draw":
      for (const p of playersOf(g, r, e.who))
        for (let i = amountOf(g, r, e.amount); i > 0; i--) drawCard(g, p);
      return;
    case "mill":
      for (const p of playersOf(g, r, e.who))
        for (let i = amountOf(g, r, e.amount); i > 0 && s.players[p].library.length > 0; i--)
          moveObject(g, s.players[p].library[0], "graveyard");
      return;
    case "discard":
      discard(g, r, e.who, amountOf(g, r, e.amount), e.random === true);
      return;
    case "discardHand": // 701.9: every card in hand, no choice to make
      discard(g, r, e.who, Number.MAX_SAFE_INTEGER, false);
      return;
    case "addMana": {
      // 106.4: into the controller's pool; Jeska's Will: that much for each card in the player's hand.
      const who = e.forEachCardInHand === undefined ? undefined : playersOf(g, r, e.forEachCardInHand)[0];
      const times =
        e.forEachCardInHand === undefined ? 1 : who === undefined ? 0 : s.players[who].hand.length;
      for (const m of e.mana.match(/[WUBRGC]/g) ?? []) s.players[r.controller].pool[m as ManaType] += times;
      return;
    }
    case "addProducedMana":
      // A triggered mana ability resolves where it triggers (605.4a, manaTriggers.ts), never from the stack.
      return;
    case "skipNextUntap":
      skipNextUntapEffect(g, objectsOf(g, r, e.what));
      return;
    case "gainLife":
      for (const p of playersOf(g, r, e.who)) gainLife(g, p, amountOf(g, r, e.amount));
      return;
    case "loseLife":
      for (const p of playersOf(g, r, e.who)) {
        const before = s.players[p].life;
        loseLife(g, p, amountOf(g, r, e.amount));
        if (r.lifeLost !== undefined) r.lifeLost += before - s.players[p].life; // "the life lost this way"
      }
      return;
    case "destroy":
      for (const o of objectsOf(g, r, e.what)) destroy(g, o, e.noRegenerate !== true);
      return;
    case "delayed":
      // 603.7d–e: its controller is the controller of the resolving spell or ability; its source, the source.
      addDelayedTrigger(g, {
        controller: r.controller,
        source: r.source ?? r.object.id,
        card: r.object.card,
        at: e.at,
        effects: e.effects,
        objects: [],
        ...(e.about !== undefined && playersOf(g, r, e.about).length > 0
          ? { player: playersOf(g, r, e.about)[0] }
          : {}),
      });
      return;
    case "exile":
      for (const o of objectsOf(g, r, e.what))
        if (o.zone === "battlefield" || o.zone === "graveyard" || o.zone === "stack")
          moveObject(g, o.id, "exile");
      return;
    case "preventDamage":
    case "redirectDamage":
    case "regenerate":
      shieldEffect(g, r, e);
      return;
    case "sacrifice": {
      const src = r.source === null ? undefined : s.objects[r.source];
      if (src !== undefined && src.zone === "battlefield" && src.controller === r.controller)
        moveObject(g, src.id, "graveyard");
      return;
    }
    case "counter":
      for (const o of objectsOf(g, r, e.what)) {
        // 101.2, 113.6g: "This spell can't be countered." — the counter does nothing to it.
        if (o.zone !== "stack" || cantBeCountered(g.db, s, o)) continue;
        emit(g, { type: "counter", ...onStack(g, o) });
        // 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist.
        moveObject(g, o.id, "graveyard");
      }
      return;
    case "pump":
    case "grant":
    case "gainControl":
    case "become": {
      // Thoughtlace: "target spell or permanent becomes blue" can apply to a spell on the stack.
      const objects = objectsOf(g, r, e.what)
        .filter((o) => o.zone === "battlefield" || (e.e === "become" && o.zone === "stack"))
        .map((o) => o.id);
      // 800.4b: nothing changes to the control of a player who has left the game.
      if (e.e === "gainControl" && !inGame(s, r.controller)) return;
      addEffect(g, {
        controller: r.controller,
        source: r.source ?? r.object.id,
        objects,
        mods: modsOf(g, r, e),
        duration: e.duration,
      });
      if (e.e === "gainControl") applyControl(g);
      return;
    }
    case "exchangeControl":
      exchangeControl(g, r);
      return;
    case "createToken": {
      const who = e.who ?? "you";
      for (const p of playersOf(g, r, who)) createTokens(g, e.token, p, amountOf(g, r, e.amount, p));
      return;
    }
    case "createTokenCopies":
      // 706.2: a copy gets the copiable values — the card's printed characteristics (the same definition);
      // effects, counters and damage on the original aren't copied.
      for (const o of objectsOf(g, r, e.what)) createTokenCopy(g, o.card, r.controller);
      return;
    case "emblem":
      createEmblem(g, e, r.controller);
      return;
    case "controlPlayer":
      for (const p of playersOf(g, r, e.who)) controlNextTurn(g, p, r.controller);
      return;
    case "may": {
      // "that player may …": that player chooses (a player who has left chooses nothing, 800.4a).
      const chooser = e.who === undefined ? r.controller : playersOf(g, r, e.who)[0];
      if (chooser === undefined) return;
      const [yes] = askChoose(
        g,
        chooser,
        "may",
        `${defOf(g, r.object).name}: do it?`,
        [{ label: "yes" }, { label: "no" }],
        1,
        1,
      );
      if (yes === 0) for (const sub of e.effects) runEffect(g, r, sub);
      return;
    }
    case "attachSelf": {
      // 701.3b–c: an Equipment the ability's controller still controls becomes attached to the target.
      const src = r.source === null ? undefined : s.objects[r.source];
      const host = r.targets[0]?.[0];
      if (src === undefined || src.zone !== "battlefield" || src.controller !== r.controller) return;
      if (host === undefined || !("object" in host) || src.attachedTo === host.object) return;
      attach(s, src, host.object);
      const toCard = nameOf(g, s.objects[host.object]);
      emit(g, { type: "attach", object: src.id, card: nameOf(g, src), to: host.object, toCard });
      return;
    }
    case "tap":
    case "untap":
      for (const o of objectsOf(g, r, e.what)) {
        if (o.zone !== "battlefield" || (o.tapped === true) === (e.e === "tap")) continue;
        if (e.e === "tap") {
          tapPermanent(g, o);
          continue;
        }
        clearField(writable(g.s, o.id), "tapped");
        emit(g, { type: "untap", object: o.id });
      }
      return;
    case "addCounters":
      for (const o of objectsOf(g, r, e.what)) {
        const planar = g.s.planechase?.faceUp.includes(o.id) === true; // Naar Isle's flame counters
        if (o.zone !== "battlefield" && !planar) continue;
        if (!planar && !mayPutCounters(g, o, e.counter)) continue; // 122.6 (Melira)
        const amount = amountOf(g, r, e.amount);
        const w = writable(g.s, o.id);
        addCounters(w, e.counter, amount);
        if (!planar) marksChanged(g.s, w);
      }
      return;
    case "removeCounters":
      for (const o of objectsOf(g, r, e.what)) {
        const had = countersOf(o, e.counter);
        if (o.zone !== "battlefield" || had === 0) continue;
        const left = Math.max(0, had - amountOf(g, r, e.amount));
        const w = writable(g.s, o.id);
        marksChanged(g.s, w);
        setCounters(w, e.counter, left);
        if (left === 0) {
          emit(g, { type: "lastCounterRemoved", object: w, counter: e.counter, remover: r.controller });
        }
      }
      return;
    case "bounce":
      for (const o of objectsOf(g, r, e.what)) if (o.zone === "battlefield") moveObject(g, o.id, "hand");
      return;
    case "battleCry":
    case "rampage":
      combatKeywordEffect(g, r, e);
      return;
    case "cantGainLife":
      for (const p of playersOf(g, r, e.who)) s.players[p].cantGainLife = true;
      return;
  }
}

/** The layer modifications of an effect that creates a continuous effect. */
function modsOf(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "pump" | "grant" | "gainControl" | "become" },
): Modification[] {
  switch (e.e) {
    case "pump":
      return [{ m: "modifyPT", power: e.power, toughness: e.toughness }];
    case "grant":
      return [{ m: "keywords", keywords: e.keywords }];
    case "gainControl": {
      if (e.to === undefined) return [{ m: "control" }];
      const to = playersOf(g, r, e.to)[0];
      return to === undefined ? [] : [{ m: "control", to }];
    }
    case "become":
      return e.mods;
  }
}

/**
 * 701.12b: exchange control of two permanents — only if both targets are still legal (and still share a
 * type, for Legerdemain) and they have different controllers. Each gets an indefinite control effect.
 */
function exchangeControl(g: Ctx, r: Resolving): void {
  const s = g.s;
  const [ra, rb] = [r.targets[0]?.[0], r.targets[1]?.[0]];
  if (ra === undefined || rb === undefined || !("object" in ra) || !("object" in rb)) return;
  const spec = (r.object.stack && defOf(g, r.object).spell?.targets?.[1]) || undefined;
  if (spec !== undefined && !relationOk(g, spec, rb, [[ra]])) return;
  const a = s.objects[ra.object];
  const b = s.objects[rb.object];
  if (a.controller === b.controller) return;
  const [ca, cb] = [a.controller, b.controller];
  const source = r.source ?? r.object.id;
  for (const [o, to] of [
    [a, cb],
    [b, ca],
  ] as const)
    addEffect(g, {
      controller: r.controller,
      source,
      objects: [o.id],
      mods: [{ m: "control", to }],
      duration: "indefinitely",
    });
  applyControl(g);
}

/**
 * Prevention, redirection and regeneration shields (615, 614.9, 701.19), until end of turn. A shield on a
 * target applies to that target; Fog's has no recipient.
 */
function shieldEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "preventDamage" | "redirectDamage" | "regenerate" },
): void {
  const source = g.s.objects[r.source ?? r.object.id] ?? r.object;
  if (e.e === "regenerate") {
    for (const o of objectsOf(g, r, e.what))
      if (o.zone === "battlefield")
        addShield(g, {
          source,
          controller: r.controller,
          kind: "regenerate",
          to: { object: o.id },
          combatOnly: false,
          amount: 1,
          redirectTo: null,
        });
    return;
  }
  if (e.e === "redirectDamage") {
    const [from, to] = [r.targets[0]?.[0], r.targets[1]?.[0]];
    if (from === undefined || to === undefined) return;
    const amount = amountOf(g, r, e.amount);
    if (amount > 0)
      addShield(g, {
        source,
        controller: r.controller,
        kind: "redirect",
        to: from,
        combatOnly: false,
        amount,
        redirectTo: to,
      });
    return;
  }
  const amount = e.amount === "all" ? null : amountOf(g, r, e.amount);
  if (amount === 0) return;
  const recipients: (Ref | null)[] =
    e.to === undefined
      ? [null]
      : isPlayerRef(e.to)
        ? playersOf(g, r, e.to).map((p) => ({ player: p }))
        : typeof e.to === "object" && "target" in e.to
          ? r.targets[(e.to as { target: number }).target]
          : objectsOf(g, r, e.to).map((o) => ({ object: o.id }));
  for (const to of recipients)
    addShield(g, {
      source,
      controller: r.controller,
      kind: "prevent",
      to,
      combatOnly: e.combatOnly === true,
      amount,
      redirectTo: null,
      ...(e.by === "creatures" ? { byCreatures: true } : {}),
    });
}

/** 701.8: destroy — indestructible permanents are not destroyed (702.12b); regeneration replaces it (701.19). */
export function destroy(g: Ctx, o: GameObject, canRegenerate = true): void {
  if (o.zone !== "battlefield") return;
  if (characteristics(g.db, g.s, o).keywords.includes("indestructible")) return;
  if (canRegenerate && regenerateInstead(g, o)) return;
  emit(g, { type: "destroy", object: o.id, card: nameOf(g, o) });
  moveObject(g, o.id, "graveyard");
}

/** 701.9: each affected player, in APNAP order, chooses what to discard; then all discard at once. */
function discard(g: Ctx, r: Resolving, who: PlayerRef, n: number, random: boolean): void {
  const s = g.s;
  const picks: { p: PlayerId; cards: ObjId[] }[] = [];
  for (const p of playersOf(g, r, who)) {
    const hand = s.players[p].hand;
    if (random || hand.length <= n) {
      picks.push({ p, cards: hand.length <= n ? [...hand] : [] });
      continue;
    }
    const options = optionsByName(g, hand);
    const chosen = askChoose(g, p, "discard", `Discard ${n} card${n === 1 ? "" : "s"}`, options, n, n);
    picks.push({ p, cards: chosen.map((i) => hand[i]) });
  }
  for (const { p, cards } of picks) {
    let chosen = cards;
    if (random && s.players[p].hand.length > n) {
      const hand = [...s.players[p].hand];
      chosen = [];
      for (let i = 0; i < n; i++) chosen.push(hand.splice(randInt(s.rng, hand.length), 1)[0]);
    }
    for (const id of chosen) {
      const card = nameOf(g, s.objects[id]);
      const moved = moveObject(g, id, "graveyard");
      if (moved) emit(g, { type: "discard", player: p, object: moved.id, card });
    }
  }
}

/** The effects this module carries out (registered in the effect table, effectTable.ts). */
export const oneShotEffects: EffectHandlers = Object.fromEntries(
  (
    [
      "damage",
      "damageEach",
      "draw",
      "mill",
      "discard",
      "discardHand",
      "addProducedMana",
      "addMana",
      "skipNextUntap",
      "gainLife",
      "loseLife",
      "destroy",
      "delayed",
      "exile",
      "preventDamage",
      "redirectDamage",
      "regenerate",
      "sacrifice",
      "counter",
      "pump",
      "grant",
      "gainControl",
      "become",
      "exchangeControl",
      "createToken",
      "createTokenCopies",
      "emblem",
      "controlPlayer",
      "may",
      "attachSelf",
      "tap",
      "untap",
      "addCounters",
      "removeCounters",
      "bounce",
      "battleCry",
      "rampage",
      "cantGainLife",
    ] as const
  ).map((kind) => [kind, oneShot]),
);
