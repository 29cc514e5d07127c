/**
 * Keyword actions (701) of the library and of tokens: scry (701.22) and surveil (701.25), one way of looking
 * at the top of a library and sorting it; explore (701.44); connive (701.50); investigate (701.16) and
 * populate (701.36). The actions that put counters are in counterActions.ts; this module's family holds both.
 * Each asks its questions before it changes anything (ask.ts) — connive draws first, as a step of its own.
 */
import { INVESTIGATE_MEANS } from "../../cards/predefinedTokens.ts";
import type { Effect, PlayerRef } from "../../cards/types.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { createTokenCopy } from "../actions/createToken.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { permanentsMatching } from "../targets/targets.ts";
import { counterActionEffects, putCounters } from "./counterActions.ts";
import { type EffectHandlers, runEffect } from "./effectTable.ts";
import { knownTargets, objectsOf, type Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf, lookAtLibrary } from "./reveal.ts";

type Of<K extends Effect["e"]> = Effect & { e: K };

/** Where scry and surveil put the cards the player chooses: the bottom of the library, or the graveyard. */
const AWAY = { scry: "on the bottom of your library", surveil: "into your graveyard" } as const;

/**
 * 701.22a, 701.25a: look at the top N cards of your library, put any number of them on the bottom in any order
 * (scry) or into your graveyard (surveil), and the rest on top in any order. Only the player sees the cards (a
 * `look` event, secret to them; the questions are theirs alone); cards put into the graveyard are public as
 * they move. 701.22b, 701.25c: scry 0 or surveil 0 does nothing.
 */
function lookAndSort(g: Ctx, r: Resolving, action: keyof typeof AWAY, amount: number): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you) || amount <= 0) return;
  const lib = s.players[you].library;
  const top = lib.slice(0, amount);
  if (top.length === 0) return;
  if (beforeFirstAnswer(g)) lookAtLibrary(g, you, top);
  const source = nameOf(g, r.object);
  const prompt = `${source}: ${action} ${amount} — choose the cards to put ${AWAY[action]}`;
  const away = askChoose(g, you, action, prompt, optionsByName(g, top), 0, top.length).map((i) => top[i]);
  /** The cards in the order the player puts them, one question per card but the last. */
  const ordered = (ids: ObjId[], where: string): ObjId[] => {
    const rest = [...ids];
    const out: ObjId[] = [];
    while (rest.length > 1) {
      const q = `${source}: ${action} — choose the card to put ${where} next`;
      out.push(rest.splice(askChoose(g, you, action, q, optionsByName(g, rest), 1, 1)[0], 1)[0]);
    }
    return [...out, ...rest];
  };
  const stay = ordered(
    top.filter((id) => !away.includes(id)),
    "on top (the first chosen is the top card)",
  );
  if (action === "scry") {
    const bottom = ordered(away, "on the bottom (the first chosen goes nearest the top)");
    lib.splice(0, top.length, ...stay);
    lib.push(...bottom);
    return;
  }
  for (const id of away) moveObject(g, id, "graveyard");
  lib.splice(0, stay.length, ...stay);
}

/**
 * The permanent that explores or connives, if it is still on the battlefield, and the player who does it: its
 * controller, or once it has left the battlefield its controller as last known (701.44c, 701.50b) — for the
 * source itself, the controller of its ability.
 */
function actorOf(
  g: Ctx,
  r: Resolving,
  what: "self" | { target: number },
): [GameObject | undefined, PlayerId?] {
  const permanent = objectsOf(g, r, what).find((o) => o.zone === "battlefield");
  if (permanent !== undefined) return [permanent, permanent.controller];
  return [undefined, what === "self" ? r.controller : knownTargets(g, r, what.target)[0]?.controller];
}

/**
 * 701.44a: the exploring permanent's controller reveals the top card of their library. A land card goes into
 * their hand; otherwise (also when no card is revealed: an empty library) the permanent gets a +1/+1 counter —
 * not once it has left the battlefield (701.44c) — and the player may put the revealed card into their
 * graveyard. The player chooses before anything moves (the counter changes nothing they see).
 */
function exploreEffect(g: Ctx, r: Resolving, e: Of<"explore">): void {
  const s = g.s;
  const [explorer, p] = actorOf(g, r, e.what);
  if (p === undefined || !inGame(s, p)) return;
  const card = s.players[p].library[0] as ObjId | undefined;
  if (card !== undefined && beforeFirstAnswer(g))
    emit(g, { type: "reveal", player: p, cards: cardsOf(g, [card]) });
  if (card !== undefined && printed(g.db, s.objects[card].card).types.includes("Land")) {
    moveObject(g, card, "hand");
    return;
  }
  let toGraveyard = false;
  if (card !== undefined) {
    const prompt = `${nameOf(g, r.object)}: explore — choose ${nameOf(g, s.objects[card])} to put it into your graveyard, or nothing to leave it on top`;
    toGraveyard = askChoose(g, p, "explore", prompt, optionsByName(g, [card]), 0, 1).length > 0;
  }
  if (explorer !== undefined) putCounters(g, explorer, "+1/+1", 1);
  if (toGraveyard && card !== undefined) moveObject(g, card, "graveyard");
}

/**
 * 701.50a: the conniving permanent's controller draws a card, then discards a card; if a nonland card is
 * discarded this way, they put a +1/+1 counter on the permanent (if it is still on the battlefield: 701.50b).
 * The draw is an effect of its own, a step before the discard (so that it is a draw for every rule: 903.9b),
 * and the discard is asked only after it. 701.50c–e don't arise: each connive effect has one permanent
 * connive once.
 */
function conniveEffect(g: Ctx, r: Resolving, e: Of<"connive">): void {
  if (e.drawn !== true) {
    const who: PlayerRef = e.what === "self" ? "you" : { controllerOf: e.what.target };
    r.followUps?.push({ e: "draw", who, amount: 1 }, { ...e, drawn: true });
    return;
  }
  const s = g.s;
  const [conniver, p] = actorOf(g, r, e.what);
  if (p === undefined || !inGame(s, p)) return;
  const hand = s.players[p].hand;
  if (hand.length === 0) return;
  let card = hand[0];
  if (hand.length > 1) {
    const prompt = `${nameOf(g, r.object)}: connive — discard a card`;
    card = hand[askChoose(g, p, "discard", prompt, optionsByName(g, hand), 1, 1)[0]];
  }
  const name = nameOf(g, s.objects[card]);
  const nonland = !printed(g.db, s.objects[card].card).types.includes("Land");
  const moved = moveObject(g, card, "graveyard");
  if (moved !== null) emit(g, { type: "discard", player: p, object: moved.id, card: name });
  if (nonland && conniver !== undefined) putCounters(g, conniver, "+1/+1", 1);
}

/**
 * 701.36a: choose a creature token you control and create a token that's a copy of it (706.10: its copiable
 * values, the same definition). 701.36b: with no creature token, nothing is created.
 */
function populateEffect(g: Ctx, r: Resolving): void {
  const you = r.controller;
  if (!inGame(g.s, you)) return;
  const tokens = permanentsMatching(g, { types: ["Creature"], controller: "you" }, you).filter(
    (o) => o.token,
  );
  let chosen = tokens[0];
  if (tokens.length > 1) {
    const prompt = `${nameOf(g, r.object)}: populate — choose a creature token you control to copy`;
    const ids = tokens.map((o) => o.id);
    chosen = tokens[askChoose(g, you, "populate", prompt, optionsByName(g, ids), 1, 1)[0]];
  }
  if (chosen !== undefined) createTokenCopy(g, chosen.card, you);
}

/** The effect table's entries for the keyword actions of 701 in this module and counterActions.ts. */
export const keywordActionEffects: EffectHandlers = {
  scry: (g, r, e) => lookAndSort(g, r, "scry", e.amount),
  surveil: (g, r, e) => lookAndSort(g, r, "surveil", e.amount),
  explore: exploreEffect,
  connive: conniveEffect,
  investigate: (g, r) => runEffect(g, r, INVESTIGATE_MEANS),
  populate: (g, r) => populateEffect(g, r),
  ...counterActionEffects,
};
