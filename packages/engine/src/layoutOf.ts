/**
 * Writing a position out as a TableLayout (setup.ts), so that a judge can save it as a scenario file.
 *
 * A layout begins with the untap step of a turn (Game.fromLayout), so the one position it reproduces
 * exactly is a turn's beginning: the first priority of the upkeep step, before anything has happened in
 * the turn. Anything else a layout cannot hold — the stack, a step later in the turn, effects of resolved
 * spells but those it writes (the cards a permanent exiled, control changes that last indefinitely and the
 * continuous effects that outlast their turn: layoutOfEffects.ts; what a permanent's unearth left on it and the
 * modes it remembers: layoutOfAbilities.ts), delayed triggered abilities but unearth's and those waiting for an
 * opponent's first spell (layoutOfPlayers.ts), "this turn" records,
 * Grand Melee's turn markers — makes saving refuse, naming it (`layoutProblems`): a saved position is never
 * silently different. Before the first turn, the game's starting sequence (103.5: its mulligans under way) is
 * written at any of its questions, as the layout's `mulligans` (layoutOfMulligans.ts).
 */
import type { CardDb } from "./cards/types.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { shownTurn } from "./engine/context/shownTurn.ts";
import { onceModal } from "./engine/game/abilitiesSetup.ts";
import { inGame, rangesAsTurnBegins, sameRanges, teammates, turnRanges } from "./engine/players/players.ts";
import { designationTriggers } from "./engine/triggers/designations.ts";
import { stepTriggers } from "./engine/triggers/triggers.ts";
import {
  modalAbility,
  modesChosenBefore,
  type Unearthed,
  unaskedModes,
  unearthOf,
} from "./layoutOfAbilities.ts";
import { writeCommanders } from "./layoutOfCommanders.ts";
import type { WrittenEffect } from "./layoutOfDurations.ts";
import { lastingEffects } from "./layoutOfEffects.ts";
import { extraTurnProblems, writeExtraTurns } from "./layoutOfExtraTurns.ts";
import { mayPlayOf } from "./layoutOfMayPlay.ts";
import { startingProblems, writeMulligans } from "./layoutOfMulligans.ts";
import { phasingProblems, writtenPhasedOut } from "./layoutOfPhasing.ts";
import { planarProblems, untapStepsSkipped, writeCommunalPlanarDeck, writePlanes } from "./layoutOfPlanes.ts";
import { playerProblems, writePlayerEffects } from "./layoutOfPlayers.ts";
import { baseControllerOf } from "./objectFields.ts";
import type { Seed } from "./prng.ts";
import type { LayoutDeparture, LayoutEffect, LayoutPermanent, LayoutPlayer, TableLayout } from "./setup.ts";
import type {
  DelayedTrigger,
  GameObject,
  GameState,
  ObjId,
  PendingTrigger,
  PlayerId,
  PlayerState,
} from "./state.ts";
import type { VariantConfig, VariantOptions } from "./variants/config.ts";
import { variantConfig } from "./variants/presets.ts";
import { teamLists } from "./variants/teams.ts";

/** The position cannot be written as a layout; `problems` says why, one line each. */
export class LayoutError extends Error {
  override name = "LayoutError";
  constructor(readonly problems: string[]) {
    super(`this position cannot be saved: ${problems.join("; ")}`);
  }
}

const LIST_ZONES = ["hand", "library", "graveyard", "exile", "command", "ante"] as const;

/** The variant options the game was made with, worked out from its configuration; null if none gives it. */
function optionsOf(cfg: VariantConfig, players: number): VariantOptions | null {
  const options: VariantOptions = {};
  if (cfg.edition !== "current") options.edition = cfg.edition;
  // Archenemy seats its own teams (904.2a–b).
  if (
    cfg.teams !== null &&
    cfg.opponentsBySeat === null &&
    cfg.name !== "duel" &&
    cfg.archenemies === undefined
  )
    options.teams = teamLists(cfg.teams);
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  try {
    const base = variantConfig(cfg.name, players, options);
    for (const k of ["attack", "ante", "range", "deploy", "sharedTurns", "mulligan"] as const)
      if (!same(cfg[k], base[k])) Object.assign(options, { [k]: cfg[k] });
    // 901: Planechase added to another variant (a scenario's options.planechase).
    if (cfg.planechase === true && base.planechase !== true) options.planechase = true;
    // 903.7: Commander's starting life, 30 by the French rules (2011 CR 103.3c).
    if (cfg.commander === true && cfg.startingLife !== base.startingLife)
      options.commanderLife = cfg.startingLife as 30 | 40;
    return same(variantConfig(cfg.name, players, options), cfg) ? options : null;
  } catch {
    return null;
  }
}

/**
 * The abilities that trigger at the beginning of this upkeep (503.1a), worked out on a copy of the state:
 * a loaded layout, beginning the turn again, triggers them again — the permanents' and the rules' (726.2:
 * the initiative's "At the beginning of the upkeep of the player who has the initiative").
 */
function upkeepTriggers(db: CardDb, s: GameState): PendingTrigger[] {
  const copy = structuredClone(s);
  copy.triggers = [];
  const g = makeCtx(db, copy, null);
  stepTriggers(g, "upkeep");
  designationTriggers(g, { type: "stepBegins", step: "upkeep" });
  return copy.triggers;
}

/**
 * Whether the abilities that triggered as this upkeep began (`again`) are all that waits to be put on the
 * stack, with nothing else done yet: the stack empty, and the open decision the first one putting them there
 * (their order, 603.3b, or a target, 603.3d). A loaded layout, beginning the turn again, triggers them again
 * and asks the same; the answers given since the turn began (a saved file's `choices`) answer it.
 */
function waitingAreUpkeepTriggers(s: GameState, again: readonly PendingTrigger[]): boolean {
  if (s.triggers.length === 0 || s.triggers.length !== again.length || s.stack.length > 0) return false;
  const top = s.work[s.work.length - 1];
  if (s.pending === null || s.pending.kind === "priority" || top?.t !== "priority" || top.answers.length > 0)
    return false;
  const key = (x: PendingTrigger): string =>
    `${x.source} ${x.ability} ${x.controller} ${x.triggering} ${x.delayed === undefined}`;
  const waiting = s.triggers.map(key).sort();
  const triggered = again.map(key).sort();
  return waiting.every((k, i) => k === triggered[i] && k.endsWith("true"));
}

/**
 * 700.2b: what putting a trigger of this upkeep on the stack again does with its modes: nothing, for one
 * that isn't modal (null); else the modes it is given without anyone being asked — [] when none can be
 * chosen (it is removed from the stack: Captive Audience with every mode chosen), or "asked" when its
 * controller chooses them. The modes chosen before for one whose modes are each chosen once are those before
 * this upkeep (`modesChosenBefore`: not those of its instance already on the stack).
 */
function modesAgain(db: CardDb, s: GameState, x: PendingTrigger): number[] | "asked" | null {
  const a = x.delayed === undefined ? modalAbility(db, x.card, x.ability) : undefined;
  if (a === undefined) return null;
  const src = s.objects[x.source];
  const used = src === undefined ? [] : modesChosenBefore(db, s, src);
  return unaskedModes(db, s, x, a, used) ?? "asked";
}

/**
 * Whether the stack holds just the abilities that triggered as this upkeep began (`again`), as they were
 * put on it — no targets chosen, no modes but those given without asking (700.2b), and no player with two
 * different ones to order (603.3b) — so that a loaded layout, beginning the turn again, puts the same on the
 * stack with nothing asked: Phyrexian Arena's trigger at the first priority of its controller's upkeep;
 * Captive Audience's with one mode left. One removed from the stack for want of a mode (700.2b: Captive
 * Audience's with none left) is removed again.
 */
function stackIsUpkeepTriggers(db: CardDb, s: GameState, again: readonly PendingTrigger[]): boolean {
  const modes = again.map((x) => modesAgain(db, s, x));
  const stacked = again.filter((_, i) => !(Array.isArray(modes[i]) && modes[i].length === 0));
  if (stacked.length === 0 || s.stack.length !== stacked.length) return false;
  // 603.3b: a player's several triggers were put in an order they chose, unless they are one card's one
  // ability (two Phyrexian Arenas; White Plume Adventurer at each of two opponents' upkeeps, 805.4a: nothing
  // is asked). With shared team turns a team orders them (805.7): asked only of different ones too.
  const kinds = new Map<PlayerId, Set<string>>();
  for (const x of again)
    kinds.set(x.controller, (kinds.get(x.controller) ?? new Set()).add(`${x.card}#${x.ability}`));
  if ([...kinds.values()].some((k) => k.size > 1)) return false;
  return s.stack.every((id) => {
    const o = s.objects[id];
    const info = o.stack;
    return (
      info?.kind === "triggered" &&
      info.targets.every((t) => t.length === 0) &&
      again.some((x, i) => {
        const given = modes[i];
        return (
          x.source === info.source &&
          x.ability === info.ability &&
          x.controller === o.controller &&
          x.triggering === info.triggering &&
          x.delayed === undefined &&
          given !== "asked" &&
          JSON.stringify(given ?? []) === JSON.stringify(info.modes)
        );
      })
    );
  });
}

/**
 * Whether every ability that triggered as this upkeep began (`again`) is one removed from the stack for
 * want of a mode (700.2b: Captive Audience with every mode chosen): with the stack empty, nothing of the
 * turn has happened — a loaded layout triggers it again, and it is removed again.
 */
function allRemovedAgain(db: CardDb, s: GameState, again: readonly PendingTrigger[]): boolean {
  return again.every((x) => {
    const modes = modesAgain(db, s, x);
    return Array.isArray(modes) && modes.length === 0;
  });
}

/** Whether p's permanents untapped in this turn's untap step (502.3; 805.8: with shared turns, the team's). */
function untapsThisTurn(s: GameState, p: PlayerId): boolean {
  const ap = s.turn.active;
  return p === ap || (s.config.sharedTurns && teammates(s, ap).includes(p));
}

/**
 * Whether a permanent doesn't untap in the next untap step the layout runs (`skipsUntap`): one under a
 * "doesn't untap during its controller's next untap step" effect whose controller doesn't untap this turn;
 * or one of the player who untapped this turn that is tapped at the upkeep's first priority — it didn't
 * untap (its effect is used up, or a static ability keeps it tapped), so the layout's untap step, run
 * again, mustn't untap it either (502.3). With the untap steps skipped (The Eon Fog, `skipped`), nothing
 * untapped this turn and the layout's untap step is skipped too: one under the effect waits for the first
 * untap step that isn't skipped (614.10a), whoever controls it.
 */
function skipsUntap(s: GameState, o: GameObject, skipped: boolean): boolean {
  if (skipped) return o.skipNextUntap === true;
  return untapsThisTurn(s, o.controller)
    ? o.tapped === true && o.skipNextUntap !== true
    : o.skipNextUntap === true;
}

function objectProblems(
  db: CardDb,
  s: GameState,
  o: GameObject,
  name: (o: GameObject) => string,
  skipped: boolean,
): string[] {
  const n = name(o);
  const out: string[] = [];
  // 303.4: an Aura attached to a player is written with the player's seat (`attachedTo`), but not one still
  // attached to a player who has left (704.5m puts it into the graveyard before anyone has priority).
  const enchanted = o.enchantedPlayer;
  if (enchanted !== undefined && !inGame(s, enchanted))
    out.push(`${n} is attached to ${s.players[enchanted].name}, who has left the game (704.5m)`);
  // 700.2b: modes remembered are written (`modesChosen`) for the ability whose modes are each chosen once.
  if (o.chosenModes !== undefined && onceModal(db.get(o.card)?.abilities) === undefined)
    out.push(`${n} has modes already chosen, but no ability whose modes are each chosen once (700.2b)`);
  // Its controller's next untap step is the layout's own only if they untap this turn: then it's to come
  // after this turn, which a layout can't say (`skipsUntap` is for the next untap step the layout runs). The
  // effect is used up in this turn's untap step (statics/untapSkip.ts), so only a skipped one (The Eon Fog,
  // 614.10a: it waits for one that isn't skipped, as the layout's does) leaves it on the active player's.
  if (o.skipNextUntap && untapsThisTurn(s, o.controller) && !skipped)
    out.push(`${n} doesn't untap during its controller's next untap step, after this turn's`);
  const unearth = o.unearthed === true ? unearthOf(s, o) : null; // 702.84a: written as `unearthed`
  if (typeof unearth === "string") out.push(`${n}: ${unearth}`);
  const turn = s.turn.number;
  if (o.attackedTurn === turn || o.loyaltyTurn === turn || o.marchedTurn === turn)
    out.push(`${n} attacked, marched or activated a loyalty ability this turn`);
  // 800.4c: were its control-changing effects to end, it would be exiled; a layout's controller is in the game.
  const base = baseControllerOf(o);
  if (!inGame(s, base))
    out.push(
      `${n}'s controller without control-changing effects, ${s.players[base].name}, has left the game: were the effects to end, it would be exiled (800.4c)`,
    );
  return out;
}

/** 702.84a: the unearthed permanents on the battlefield a layout writes as `unearthed`, by id. */
function unearths(s: GameState): Map<ObjId, Unearthed> {
  const out = new Map<ObjId, Unearthed>();
  for (const id of [...s.battlefield, ...(s.phasedOut ?? [])]) {
    const u = s.objects[id].unearthed === true ? unearthOf(s, s.objects[id]) : null;
    if (u !== null && typeof u !== "string") out.set(id, u);
  }
  return out;
}

/** Shows objects by name; an object that left with its departed owner (800.4a) is gone from the state: "?". */
function objectNames(db: CardDb, s: GameState): (ids: readonly (ObjId | null)[]) => string {
  return (ids) =>
    ids
      .map((id) => {
        const o = id === null ? undefined : s.objects[id];
        // A resolved spell's effect outlives the spell: its source is gone from the stack (400.7).
        return o === undefined ? "an object gone from its zone (400.7)" : (db.get(o.card)?.name ?? o.card);
      })
      .join(", ");
}

/**
 * Everything about the position that a layout cannot hold; empty when `layoutOf` can write it exactly.
 * Stored objects ids are not kept: a loaded layout numbers its objects afresh.
 */
export function layoutProblems(db: CardDb, s: GameState): string[] {
  const options =
    optionsOf(s.config, s.players.length) === null
      ? ["the variant's options cannot be worked out from its configuration"]
      : [];
  // 103.5: before the first turn, a position is the starting sequence's (layoutOfMulligans.ts).
  if (s.status === "starting") return [...startingProblems(s), ...options];
  const name = (o: GameObject): string => db.get(o.card)?.name ?? o.card;
  const names = objectNames(db, s);
  const out: string[] = [];
  const t = s.turn;
  if (s.status !== "playing") out.push("the game is not under way");
  if (s.melee !== undefined) out.push("Grand Melee's turn markers and their turns (807.4)");
  // 800.4: players who have left are written as such (`left`); but not a turn they left during.
  if (s.players[t.active]?.left)
    out.push(
      `${s.players[t.active].name}, the active player, has left the game during their turn (800.4j): a saved position begins with the turn of a player in the game`,
    );
  if (!sameRanges(turnRanges(s), rangesAsTurnBegins(s)))
    out.push(
      "a player left the game during this turn, which keeps the ranges of influence it began with (801.2c)",
    );
  const again = t.step === "upkeep" ? upkeepTriggers(db, s) : [];
  const retriggered = stackIsUpkeepTriggers(db, s, again); // on the stack as the layout will put them there
  // Or waiting to go there, their order or a target asked: the layout asks it again (603.3b, 603.3d).
  const waiting = t.passed.length === 0 && waitingAreUpkeepTriggers(s, again);
  if (s.stack.length > 0 && !retriggered) out.push(`the stack is not empty: ${names(s.stack)}`);
  if (s.triggers.length > 0 && !waiting)
    out.push(
      `triggered abilities are waiting to be put on the stack: ${s.triggers.map((x) => db.get(x.card)?.name ?? x.card).join(", ")}`,
    );
  if (t.step !== "upkeep" || t.passed.length > 0 || (s.pending?.kind !== "priority" && !waiting))
    out.push(
      `the turn is under way (${t.step}): a saved position begins with the untap step, so it can only be saved at the first priority of the upkeep`,
    );
  if (
    again.length > 0 &&
    !retriggered &&
    !waiting &&
    !(s.stack.length === 0 && allRemovedAgain(db, s, again))
  )
    out.push(
      `abilities triggered at the beginning of this upkeep (503.1a) and would trigger again: ${again.map((x) => db.get(x.card)?.name ?? x.card).join(", ")}`,
    );
  out.push(...phasingProblems(db, s)); // 702.26n
  out.push(...extraTurnProblems(s)); // 500.7: an extra turn, and those to come, are written; 800.4m
  // 500.11, 119.7: skipped draws to come and "can't gain life" are written; 723.1: the control of players too.
  out.push(...playerProblems(s));
  if (s.combat !== null) out.push("a combat is under way");
  out.push(...lastingEffects(db, s, names).problems); // 611.2; 607.2a, 610.3
  for (let seat = 0; seat < s.players.length; seat++) out.push(...mayPlayOf(db, s, seat).problems); // 601.3
  if (s.shields.length > 0)
    out.push(
      `prevention, redirection or regeneration shields from ${s.shields.map((x) => db.get(x.card)?.name ?? x.card).join(", ")}`,
    );
  // 603.7: but an unearthed permanent's "exile it at the beginning of the next end step" (702.84a: `unearthed`)
  // and those waiting for an opponent's first spell of the game (103.6b: `firstSpellTriggers`). Chancellor of
  // the Dross's, "at the beginning of the first upkeep", waits only before the first turn's upkeep begins.
  const written = new Set<DelayedTrigger>();
  for (const u of unearths(s).values()) if (u.delayed !== null) written.add(u.delayed);
  const delayed = s.delayed.filter((d) => !written.has(d) && d.at !== "firstSpell");
  if (delayed.length > 0)
    out.push(
      `delayed triggered abilities (603.7) of ${delayed.map((d) => db.get(d.card)?.name ?? d.card).join(", ")}`,
    );
  if ((s.attackRequirements ?? []).some((r) => r.turn >= t.number))
    out.push("creatures must attack in a coming combat (508.1d)");
  // Of earlier turns' spells the game keeps those "another spell named … this game" looks back for, written
  // as each player's `castThisGame` (layoutOfPlayers.ts).
  if (s.spellsCast.some((c) => c.turn === t.number)) out.push("spells were cast this turn");
  for (const p of s.players) {
    if (p.left) continue; // 800.4: nothing of theirs counts any more
    if (Object.values(p.pool).some((n) => n > 0)) out.push(`${p.name} has mana in their mana pool`);
    if (p.landsPlayed > 0 || (p.lifeLost?.[t.number] ?? 0) > 0)
      out.push(`${p.name} played a land or lost life this turn`);
    if ((p.landPlaysAdded?.[t.number] ?? 0) > 0)
      out.push(`${p.name} may play additional lands this turn (305.2)`);
  }
  const skipped = untapStepsSkipped(db, s); // The Eon Fog (502.3, 614.10a)
  // 702.26b: the phased-out permanents are written with the others.
  for (const id of [...s.battlefield, ...(s.phasedOut ?? [])])
    out.push(...objectProblems(db, s, s.objects[id], name, skipped));
  out.push(...planarProblems(s)); // 901
  out.push(...options);
  return out;
}

/**
 * 800.4: a player who has left — with their reason, their result if the game was a draw for them
 * (801.15–801.16), what was last known of their zones (800.4i) and their cards in the ante zone, which
 * stayed (800.4n); everything else of theirs left with them (800.4a).
 */
function departed(s: GameState, pl: PlayerState, lp: LayoutPlayer): LayoutPlayer {
  const left: LayoutDeparture = { reason: pl.reason ?? "left the game" };
  if (pl.result === "draw") left.draw = true;
  if (pl.lastKnown !== undefined) left.lastKnown = { ...pl.lastKnown };
  lp.left = left;
  lp.ante = pl.ante.map((id) => s.objects[id].card);
  if (pl.completedDungeons !== undefined) lp.completedDungeons = [...pl.completedDungeons]; // 309.7
  return lp;
}

/** 611.2a–b: a permanent's lasting effects as its `effects`; a source by its key. */
function writeEffects(written: readonly WrittenEffect[], keyOf: (id: ObjId) => string): LayoutEffect[] {
  return written.map((w) => {
    const out: LayoutEffect = { controller: w.effect.controller, duration: w.duration, mods: w.mods };
    if (w.source !== null) out.source = keyOf(w.source);
    return out;
  });
}

/**
 * The position as a layout that `Game.fromLayout` loads again to the same position: every player's life,
 * poison and zones, the permanents with their state, the variant, its options, the seed and whose turn it
 * is (an extra turn after whose normal turn, and the extra turns to come: 500.7), the state of the game's
 * random numbers (`rng`: what is random after the position comes out as in the game), the players' emblems
 * in their command zones (114) and their dungeons, each in its place there (309.4), the draw steps they will
 * skip (500.11), who can't gain life (119.7) and who controls whom during their next turn (723.1), the spells
 * each cast earlier that "another spell named … this game" looks back for (Approach of the Second Sun), the
 * delayed triggered abilities waiting for an opponent's first spell of the game (Chancellor of the Annex:
 * `firstSpellTriggers`, 103.6b), in a Commander game each player's commanders, the tax paid and the commander
 * damage dealt, per commander (903.3, 903.8, 903.10a), and in a Planechase game the planar decks and the
 * face-up plane with its counters (901.3, 901.6). A permanent keeps what its own abilities left on it: unearth
 * (702.84a: `unearthed`) and the modes chosen for "choose one that hasn't been chosen" (700.2b: `modesChosen`).
 * In the starting sequence, the mulligans under way (103.5: `mulligans`), with the hands so far.
 * Throws LayoutError naming what cannot be saved (`layoutProblems`). The layout asks every player at every
 * priority (`autoPass: false`), as scenario files do.
 */
export function layoutOf(db: CardDb, s: GameState, seed: Seed = 1): TableLayout {
  const problems = layoutProblems(db, s);
  if (problems.length > 0) throw new LayoutError(problems);
  const keyOf = (id: ObjId): string => `p${id}`;
  const lasting = lastingEffects(db, s, objectNames(db, s)); // 607.2a, 610.3; 611.2a–b
  const unearthed = unearths(s); // 702.84a
  // An unearthed permanent's haste is `unearthed`'s (702.84a), not one of its `effects`.
  for (const [id, u] of unearthed) {
    const rest = (lasting.effects.get(id) ?? []).filter((w) => w.effect !== u.haste);
    if (rest.length > 0) lasting.effects.set(id, rest);
    else lasting.effects.delete(id);
  }
  const skipped = untapStepsSkipped(db, s); // The Eon Fog (502.3, 614.10a)
  // The permanents others name: what is attached to them, the sources of effects (611.2b).
  const permanents = [...s.battlefield, ...(s.phasedOut ?? [])].sort((a, b) => a - b); // 702.26b
  const phasedOut = writtenPhasedOut(db, s, skipped);
  const hosts = new Set<ObjId | undefined>(permanents.map((id) => s.objects[id].attachedTo));
  for (const list of lasting.effects.values())
    for (const w of list) if (w.source !== null) hosts.add(w.source);
  const players = s.players.map((pl, seat): LayoutPlayer => {
    const lp: LayoutPlayer = { name: pl.name, life: pl.life, poison: pl.poison };
    if (pl.left) return departed(s, pl, lp);
    // 902.3: the vanguard card, by its own field (a loaded layout puts it first in the command zone, where it
    // stays: 313.2); the zones' other cards in order.
    const vanguard =
      pl.vanguard === undefined ? undefined : pl.command.find((id) => s.objects[id].card === pl.vanguard);
    if (pl.vanguard !== undefined) lp.vanguard = pl.vanguard;
    for (const zone of LIST_ZONES)
      lp[zone] = pl[zone]
        .filter((id) => s.objects[id].ventureRoom === undefined && id !== vanguard)
        .map((id) => s.objects[id].card);
    // 309.4, 309.7: the dungeon and its venture marker, with its place in the command zone if objects came
    // there after it (`at`; a loaded layout puts it after the others), and the dungeons completed.
    const dungeon = pl.command.map((id) => s.objects[id]).find((o) => o.ventureRoom !== undefined);
    if (dungeon !== undefined) {
      lp.dungeon = { card: dungeon.card, room: dungeon.ventureRoom ?? 0 };
      const at = pl.command.indexOf(dungeon.id);
      if (at < pl.command.length - 1) lp.dungeon.at = at;
    }
    if (pl.completedDungeons !== undefined) lp.completedDungeons = [...pl.completedDungeons];
    if (pl.schemeDeck !== undefined) lp.schemes = [...pl.schemeDeck]; // 904.3, top first
    writeCommanders(s, seat, lp); // 903.3, 903.8, 903.10a
    writePlayerEffects(db, s, seat, lp); // 500.11, 119.7, 723.1; spells cast earlier this game
    const mayPlay = mayPlayOf(db, s, seat).entries; // 601.3: cards in exile they may play
    if (mayPlay.length > 0) lp.mayPlay = mayPlay;
    writePlanes(s, seat, lp); // 901.3, 901.6: the planar deck, the face-up plane
    lp.battlefield = permanents
      .map((id) => s.objects[id])
      .filter((o) => o.owner === seat)
      .map((o): LayoutPermanent => {
        const bp: LayoutPermanent = { card: o.card, tapped: o.tapped === true, sick: o.sick === true };
        if (o.token) bp.token = true;
        if (o.counters !== undefined) bp.counters = { ...o.counters };
        if (o.baseController !== undefined) bp.controller = o.baseController;
        if (o.attachedTo !== undefined) bp.attachedTo = keyOf(o.attachedTo);
        if (o.enchantedPlayer !== undefined) bp.attachedTo = o.enchantedPlayer; // 303.4: a Curse's player
        if (hosts.has(o.id)) bp.key = keyOf(o.id);
        if (o.damage !== undefined) bp.damage = o.damage;
        const chosen = o.chosenPlayer ?? o.chosenColor ?? o.chosenName;
        if (chosen !== undefined) bp.chosen = chosen;
        if (o.territory !== undefined) bp.territory = o.territory;
        const phased = phasedOut.get(o.id); // 702.26b
        if (phased !== undefined) bp.phasedOut = phased;
        // One that phased out in this untap step, written phased in, phases out again before anything untaps.
        const phasesOutAgain = o.zone === "phasedOut" && phased === undefined;
        if (phasesOutAgain ? o.skipNextUntap === true : skipsUntap(s, o, skipped)) bp.skipsUntap = true;
        if (o.kicked === true) bp.kicked = true; // 702.33e
        if (o.timesKicked !== undefined) bp.timesKicked = o.timesKicked; // 702.33c
        const unearth = unearthed.get(o.id); // 702.84a
        if (unearth !== undefined) bp.unearthed = unearth.how;
        const modes = o.chosenModes === undefined ? [] : modesChosenBefore(db, s, o); // 700.2b
        if (modes.length > 0) bp.modesChosen = modes.map((m) => m + 1);
        const exiled = lasting.exiled.get(o.id);
        if (exiled !== undefined) bp.exiled = exiled;
        const controlledBy = lasting.controlledBy.get(o.id);
        if (controlledBy !== undefined) bp.controlledBy = controlledBy;
        const effects = lasting.effects.get(o.id); // 611.2a–b
        if (effects !== undefined) bp.effects = writeEffects(effects, keyOf);
        return bp;
      });
    return lp;
  });
  const layout: TableLayout = { variant: s.config.name, seed, players, start: s.turn.active };
  const options = optionsOf(s.config, s.players.length)!;
  if (Object.keys(options).length > 0) layout.options = options;
  layout.autoPass = false;
  if (s.turn.number > 1 || s.laterTurn === true) layout.laterTurn = true; // 103.8: not the game's first turn
  const number = shownTurn(s, s.turn.number);
  if (number > 1 && s.status !== "starting") layout.turnNumber = number; // as the table shows it
  // What is random after the position comes out as in the game; as unsigned words (sfc32 keeps its first
  // word signed at times, and uses it modulo 2³²: the same numbers follow).
  layout.rng = [s.rng[0] >>> 0, s.rng[1] >>> 0, s.rng[2] >>> 0, s.rng[3] >>> 0];
  if (s.monarch !== undefined) layout.monarch = s.monarch; // 725
  if (s.initiative !== undefined) layout.initiative = s.initiative; // 726
  writeExtraTurns(s, layout); // 500.7
  writeCommunalPlanarDeck(s, layout); // 901.15
  if (s.status === "starting") layout.mulligans = writeMulligans(db, s); // 103.5
  return layout;
}
