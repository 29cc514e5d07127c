/**
 * Two keyword abilities of multiplayer combat, as their triggered abilities resolve (their triggers:
 * triggers/attackTriggers.ts).
 *
 * 702.116a Myriad: "for each opponent other than defending player, you may create a token that's a copy of
 * this creature that's tapped and attacking that player or a planeswalker they control. If one or more
 * tokens are created this way, exile the tokens at end of combat." The opponents are those the attacking
 * player could attack (801.3 range, 803.1 attack left or right, 805 the other team: `attackablePlayers`),
 * in APNAP order; for each, the controller chooses that player, one of their planeswalkers, or no token
 * (508.4). The defending player is the one the creature attacked as it triggered (802.2a, kept by the
 * trigger), so the ability works even if the creature has left combat; the copy is of the card (706.2:
 * the copiable values; last known if the creature has left). The tokens were never declared as attackers
 * (508.4: they don't trigger "whenever … attacks", 508.3a) and a delayed triggered ability exiles them at
 * end of combat (603.7, 511.2).
 *
 * 702.121a Melee: "it gets +1/+1 until end of turn for each opponent you attacked with a creature this
 * combat": the opponents the controller attacked with creatures declared as attackers (not planeswalkers,
 * not creatures put onto the battlefield attacking), counted as attackers were declared and kept by the
 * trigger — it doesn't matter whether those creatures still attack or those opponents are still in the
 * game.
 */
import type { DefenderRef, ObjId, PlayerId } from "../../state.ts";
import { createTokenCopy } from "../actions/createToken.ts";
import { askChoose } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { layersRecount } from "../context/layerCache.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { addDelayedTrigger } from "../effects/linked.ts";
import type { Resolving } from "../effects/resolving.ts";
import { inApnapOrder, inGame } from "../players/players.ts";
import { attackablePlayers } from "./combat.ts";

/** 702.116a: the token copies, each tapped and attacking another opponent or their planeswalker. */
function myriad(g: Ctx, r: Resolving): void {
  const s = g.s;
  const ap = r.controller;
  const defending = r.triggering;
  if (s.combat === null || !inGame(s, ap)) return;
  const others = inApnapOrder(
    s,
    attackablePlayers(g, ap).filter((q) => q !== defending),
  );
  const source = r.source === null ? undefined : s.objects[r.source];
  const name = source !== undefined ? nameOf(g, source) : nameOf(g, r.object);
  // Every question first (the handler runs again from the start with each answer).
  const picks: { defender: DefenderRef; player: PlayerId }[] = [];
  for (const q of others) {
    const walkers = permanentsOf(s, q).filter((id) =>
      characteristics(g.db, s, s.objects[id]).types.includes("Planeswalker"),
    );
    const options = [
      { label: s.players[q].name, ref: { player: q } },
      ...walkers.map((id) => ({
        label: `${nameOf(g, s.objects[id])} (${s.players[q].name})`,
        ref: { object: id },
      })),
      { label: "No token" },
    ];
    const prompt = `Myriad: create a token copy of ${name} tapped and attacking ${s.players[q].name} or a planeswalker they control? (702.116a)`;
    const [i] = askChoose(g, ap, "defender", prompt, options, 1, 1);
    if (i === 0) picks.push({ defender: { player: q }, player: q });
    else if (i <= walkers.length) picks.push({ defender: { planeswalker: walkers[i - 1] }, player: q });
  }
  const tokens: ObjId[] = [];
  for (const p of picks) {
    const token = createTokenCopy(g, r.object.card, ap, true);
    if (token === null) continue;
    tokens.push(token.id);
    // 508.4a: a token meant to attack a player who has left (or a planeswalker gone) isn't attacking.
    const gone =
      "player" in p.defender
        ? !inGame(s, p.player)
        : s.objects[p.defender.planeswalker]?.zone !== "battlefield";
    if (gone || s.combat === null) continue;
    s.combat.attacks.push({
      attacker: token.id,
      defender: p.defender,
      defendingPlayer: p.player,
      blockers: [],
      blocked: false,
    });
    layersRecount(s); // it is attacking (Gaea's Liege)
  }
  if (tokens.length === 0) return;
  addDelayedTrigger(g, {
    controller: ap,
    source: r.source ?? r.object.id,
    card: r.object.card,
    at: "endOfCombat",
    effects: [{ e: "exile", what: "remembered" }],
    objects: tokens,
  });
}

/** 702.121a: +1/+1 until end of turn for each opponent counted as the ability triggered. */
function melee(g: Ctx, r: Resolving): void {
  const n = r.amount ?? 0;
  const o = r.source === null ? undefined : g.s.objects[r.source];
  if (n === 0 || o === undefined || o.zone !== "battlefield") return;
  addEffect(g, {
    controller: r.controller,
    source: o.id,
    objects: [o.id],
    mods: [{ m: "modifyPT", power: n, toughness: n }],
    duration: "endOfTurn",
  });
}

/** The effect table's entries for myriad and melee. */
export const multiplayerCombatEffects: EffectHandlers = { myriad, melee };
