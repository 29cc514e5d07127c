/**
 * Effects that group objects into piles (700.3). The objects stay in their zone while they are separated
 * (700.3c); every object goes into exactly one of the two piles (700.3a), and a pile may be empty
 * (700.3d). Separating is a `choose` decision for the objects of pile 1 (the rest form pile 2); choosing
 * a pile is a `choose` decision between "Pile 1" and "Pile 2", whose contents the prompt lists.
 *
 * - Fact or Fiction: the caster reveals the top five cards of their library (701.20a); an opponent — the
 *   caster chooses which if there are several (700.3c's example; 800.4g if that opponent leaves) —
 *   separates them; the caster puts the pile they choose into their hand and the other into their
 *   graveyard.
 * - Bend or Break: each player, in APNAP order (101.4), separates the nontoken lands they control; then
 *   for each player in APNAP order, that player chooses one of their opponents, who chooses one of the
 *   player's piles. Then every land in a chosen pile is destroyed and every land in another pile tapped.
 */

import type { Effect } from "../../cards/types.ts";
import type { ChoiceOption } from "../../decisions.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { moveObject, tapPermanent } from "../actions/move.ts";
import { askChoose, type Chooser, optionsByName } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { permanentsMatching } from "../targets/targets.ts";
import { destroy } from "./effects.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf } from "./reveal.ts";

type Piles = [ObjId[], ObjId[]];

const PILE_OPTIONS: ChoiceOption[] = [{ label: "Pile 1" }, { label: "Pile 2" }];

function pileNames(g: Ctx, pile: readonly ObjId[]): string[] {
  return pile.map((id) => nameOf(g, g.s.objects[id]));
}

function describe(g: Ctx, piles: Piles): string {
  const one = (pile: ObjId[]) => (pile.length === 0 ? "(empty)" : pileNames(g, pile).join(", "));
  return `Pile 1: ${one(piles[0])}; Pile 2: ${one(piles[1])}`;
}

/** `who` separates `ids` into two piles (700.3a): they choose the objects of pile 1. */
function separate(g: Ctx, who: Chooser, ids: readonly ObjId[], prompt: string): Piles {
  const options = optionsByName(g, ids);
  const picked = askChoose(
    g,
    who,
    "piles",
    `${prompt}: choose the cards of pile 1 (the rest form pile 2)`,
    options,
    0,
    ids.length,
  );
  return [ids.filter((_, i) => picked.includes(i)), ids.filter((_, i) => !picked.includes(i))];
}

/** `who` chooses one of the two piles: 0 or 1. */
function choosePile(g: Ctx, who: Chooser, piles: Piles, prompt: string): number {
  return askChoose(g, who, "piles", `${prompt} — ${describe(g, piles)}`, PILE_OPTIONS, 1, 1)[0];
}

function emitPiles(g: Ctx, by: PlayerId, piles: Piles, chooser: PlayerId, chosen: number): void {
  emit(g, { type: "piles", by, piles: [pileNames(g, piles[0]), pileNames(g, piles[1])], chooser, chosen });
}

/** Fact or Fiction. */
export function revealTopPilesEffect(g: Ctx, r: Resolving, e: Effect & { e: "revealTopPiles" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const source = nameOf(g, r.object);
  const cards = s.players[you].library.slice(0, e.amount);
  if (beforeFirstAnswer(g)) emit(g, { type: "reveal", player: you, cards: cardsOf(g, cards) });
  if (cards.length === 0) return;
  const opp = chooseOpponent(
    g,
    you,
    `${source}: choose the opponent who separates the revealed cards into two piles`,
    "chooser",
  );
  if (opp === null) return;
  // 800.4g: should that opponent leave before separating, the caster picks another opponent to do it.
  const chooser: Chooser = { player: opp, controller: you, source };
  const piles = separate(
    g,
    chooser,
    cards,
    `${source}: separate ${s.players[you].name}'s revealed cards into two piles`,
  );
  const k = choosePile(
    g,
    you,
    piles,
    `${source}: choose the pile to put into your hand (the other goes to your graveyard)`,
  );
  emitPiles(g, opp, piles, you, k);
  for (const id of piles[k]) moveObject(g, id, "hand");
  for (const id of piles[1 - k]) moveObject(g, id, "graveyard");
}

/** Bend or Break (`chosen`: destroy; `other`: tap). */
export function separatePermanentsEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "separatePermanents" },
): void {
  const s = g.s;
  const source = nameOf(g, r.object);
  const each = playersOf(g, r, "each");
  const separated: { p: PlayerId; piles: Piles }[] = [];
  for (const p of each) {
    const ids = permanentsMatching(g, { ...e.filter, controller: "you" }, p).map((o) => o.id);
    // With fewer than two, both ways of separating are the same two piles (one may be empty).
    const piles: Piles =
      ids.length < 2
        ? [ids, []]
        : separate(g, p, ids, `${source}: separate the lands you control into two piles`);
    separated.push({ p, piles });
  }
  const results: { p: PlayerId; piles: Piles; chooser: PlayerId; chosen: number }[] = [];
  for (const { p, piles } of separated) {
    if (piles[0].length + piles[1].length === 0) continue;
    const name = s.players[p].name;
    const opp = chooseOpponent(
      g,
      p,
      `${source}: choose the opponent who chooses one of your piles`,
      "chooser",
    );
    if (opp === null) continue;
    const prompt = `${source}: choose one of ${name}'s piles (its lands are destroyed, the other pile's are tapped)`;
    const chosen = choosePile(g, { player: opp, controller: r.controller, source }, piles, prompt);
    results.push({ p, piles, chooser: opp, chosen });
  }
  for (const x of results) emitPiles(g, x.p, x.piles, x.chooser, x.chosen);
  for (const x of results)
    for (const id of x.piles[x.chosen]) {
      const o = s.objects[id];
      if (o !== undefined && e.chosen === "destroy") destroy(g, o);
    }
  for (const x of results)
    for (const id of x.piles[1 - x.chosen]) {
      const o = s.objects[id];
      if (o === undefined || o.zone !== "battlefield" || e.other !== "tap") continue;
      tapPermanent(g, o); // "becomes tapped" triggers too
    }
}

/** The effect table's entries for 700.3 piles (effectTable.ts). */
export const pileEffects: EffectHandlers = {
  separatePermanents: separatePermanentsEffect,
  revealTopPiles: revealTopPilesEffect,
};
