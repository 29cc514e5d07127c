/**
 * State-based actions (704). All applicable ones are performed simultaneously as a single event
 * (704.3); the check repeats until none apply. The legend rule's choice (704.5j) is asked first.
 */

import type { CardDb } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { addCounters, clearField, countersOf } from "../../objectFields.ts";
import type { GameObject, GameState, ObjId, PlayerId, Ref } from "../../state.ts";
import { playersLose } from "../actions/leave.ts";
import { moveObject } from "../actions/move.ts";
import { completeDungeon, dungeonOf } from "../actions/venture.ts";
import { finishedSchemes } from "../archenemy/schemes.ts";
import { askChoose } from "../ask/ask.ts";
import {
  type BattlefieldIndex,
  battlefieldIndex,
  permanentsWith,
} from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { type Characteristics, characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import { type Layered, layered } from "../characteristics/layers.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { lethalCommander } from "../players/commanders.ts";
import { nearLosing, playersSettled, settlePlayers } from "../players/playerChecks.ts";
import { apnap, inRange, worldRuleSees } from "../players/players.ts";
import { lethalPoison } from "../players/poisonCounts.ts";
import { simultaneously } from "../records/lookBack.ts";
import { regenerateInstead } from "../replacement/replacements.ts";
import { mayEnchant, protectedFrom } from "../zones/attachRules.ts";
import { commandersToReturn } from "./commanderReturns.ts";
import { dungeonDone } from "./dungeonCompletion.ts";
import { phenomenaDone, planeswalkFromPhenomena } from "./phenomena.ts";

/** One round of state-based actions. Returns true if any was performed. */
export function performSbaRound(g: Ctx): boolean {
  const s = g.s;
  const { toGraveyard, toDestroy, clashes, unattach, annihilate } = permanentsPass(g);
  // 704.5j: each controller chooses the one to keep, asked in APNAP order before anything happens.
  for (const p of clashes.length > 0 ? apnap(s) : []) {
    for (const [key, list] of clashes) {
      if (list[0].controller !== p) continue;
      const name = key.slice(key.indexOf("|") + 1);
      const options = list.map((o) => ({ label: nameOf(g, o), ref: { object: o.id } }));
      const [keep] = askChoose(g, p, "legend", `Legend rule: choose the ${name} to keep`, options, 1, 1);
      list.forEach((o, i) => {
        if (i !== keep) toGraveyard.add(o.id);
      });
    }
  }
  // 704.6d: asked with the legend rule, before anything happens. A choice made counts as an action
  // performed, even "no": the check runs again with its questions answered (ask.ts).
  const { chosen: toCommand, asked: askedCommanders } = commandersToReturn(g);
  const walkers = phenomenaDone(g); // 704.6f
  const { losers, dungeons } = playersPass(g);
  for (const id of toGraveyard) toDestroy.delete(id);
  const schemesDone = finishedSchemes(g); // 904.10, 314.6
  const performed =
    schemesDone ||
    toGraveyard.size > 0 ||
    toDestroy.size > 0 ||
    losers.length > 0 ||
    annihilate.length > 0 ||
    unattach.length > 0 ||
    dungeons.length > 0 ||
    walkers.length > 0 ||
    askedCommanders;
  for (const o of unattach) {
    clearField(writable(s, o.id), "attachedTo");
    emit(g, { type: "unattach", object: o.id, card: nameOf(g, o) });
  }
  for (const d of dungeons) completeDungeon(g, d); // 309.6–309.7
  for (const a of annihilate) {
    const o = writable(s, a.id);
    const n = Math.min(countersOf(o, "+1/+1"), countersOf(o, "-1/-1"));
    addCounters(o, "+1/+1", -n);
    addCounters(o, "-1/-1", -n);
  }
  // 704.3: one event — leaves-the-battlefield abilities see every permanent that leaves (603.10a).
  simultaneously(g, () => {
    for (const id of toDestroy) {
      const o = s.objects[id];
      if (o === undefined || regenerateInstead(g, o)) continue; // 701.19
      emit(g, { type: "destroy", object: id, card: nameOf(g, o) });
      moveObject(g, id, "graveyard");
    }
    for (const id of toGraveyard) if (s.objects[id] !== undefined) moveObject(g, id, "graveyard");
    for (const id of toCommand) moveObject(g, id, "command"); // 903.9a
  });
  playersLose(g, losers);
  planeswalkFromPhenomena(g, walkers);
  return performed;
}

/**
 * The state-based actions that look at each player: losing the game (704.5a–c, 704.6a–c) and completing a
 * dungeon (704.5t). Skipped while nothing they read has changed since a check found no player near any of
 * them (players/playerChecks.ts).
 */
function playersPass(g: Ctx): { losers: { player: PlayerId; reason: string }[]; dungeons: GameObject[] } {
  const s = g.s;
  const losers: { player: PlayerId; reason: string }[] = [];
  if (playersSettled(s)) return { losers, dungeons: [] };
  const dungeons: GameObject[] = [];
  let near = false;
  const poisonToLose = s.config.poisonToLose;
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    const dungeon = pl.command.length === 0 ? undefined : dungeonOf(g, p);
    if (dungeon !== undefined) {
      near = true;
      if (dungeonDone(g, dungeon)) dungeons.push(dungeon); // 704.5t
    }
    // The common case, at every check for every seat of a big table: nothing to lose for.
    if (!pl.drewFromEmpty && (pl.left || !nearLosing(s, p))) continue;
    near = true;
    const drew = pl.drewFromEmpty;
    pl.drewFromEmpty = false;
    if (pl.left) continue;
    let reason: string | null = null;
    // 704.6a–b: with a shared life total (Two-Headed Giant), the team's life, and its poison if shared (810.10;
    // 2004 draft 609.5 and 2007 CR 606.5 shared only life, so 704.5c applied to each player).
    const team = s.config.sharedLife;
    if (pl.life <= 0 && !controlsStatic(g.db, s, p, "noLoseForLife"))
      reason = team ? "the team's life total is 0 or less (704.6a, 810.8c)" : "life total 0 or less (704.5a)";
    else if (drew) reason = "drew from an empty library (704.5b)";
    else if (lethalPoison(s, p))
      reason = s.config.sharedPoison
        ? `the team has ${poisonToLose} or more poison counters (704.6b, 810.8d)`
        : `${poisonToLose} or more poison counters (704.5c)`;
    else if (lethalCommander(s, pl) !== undefined)
      reason = "21 or more combat damage from one commander (704.6c, 903.10a)";
    if (reason !== null && !controlsStatic(g.db, s, p, "cantLose")) losers.push({ player: p, reason });
  }
  if (!near) settlePlayers(s);
  return { losers, dungeons };
}

/** What the permanents call for: the state-based actions of 704.5f–q. */
interface PermanentsPass {
  toGraveyard: Set<ObjId>;
  toDestroy: Set<ObjId>;
  /** 704.5j: the legendary permanents of one controller with one name, by "controller|name". */
  clashes: [string, GameObject[]][];
  unattach: GameObject[];
  annihilate: GameObject[];
}

/**
 * A pass that found nothing, with the characteristics and battlefield marks it read: until either changes
 * (a permanent enters, leaves, changes controller or characteristics, gets counters or damage, a player
 * leaves or ranges change — all of which compute the characteristics again), the next pass finds nothing
 * too. Most checks come to that at a big table, whose every pass would read hundreds of permanents.
 */
const clean = new WeakMap<
  GameState,
  { layered: Map<ObjId, Layered>; index: BattlefieldIndex; marks: number }
>();

function permanentsPass(g: Ctx): PermanentsPass {
  const s = g.s;
  const seen = { layered: layered(g.db, s), index: battlefieldIndex(s), marks: battlefieldIndex(s).marks };
  const last = clean.get(s);
  if (last?.layered === seen.layered && last.index === seen.index && last.marks === seen.marks)
    return { toGraveyard: new Set(), toDestroy: new Set(), clashes: [], unattach: [], annihilate: [] };
  // One pass over the battlefield: legendary permanents by controller and name (704.5j), creatures with
  // 0 toughness or lethal damage (704.5f–h), planeswalkers with no loyalty (704.5i), illegal Auras
  // (704.5m), counters that annihilate (704.5q).
  const toGraveyard = new Set<ObjId>();
  const toDestroy = new Set<ObjId>();
  const legends = new Map<string, GameObject[]>();
  const worlds: GameObject[] = [];
  const unattach: GameObject[] = [];
  const annihilate: GameObject[] = [];
  for (const id of candidates(g)) {
    const o = s.objects[id];
    const ch = characteristics(g.db, s, o);
    if (ch.supertypes.includes("Legendary")) {
      const key = `${o.controller}|${ch.name}`;
      const list = legends.get(key);
      if (list) list.push(o);
      else legends.set(key, [o]);
    }
    if (ch.supertypes.includes("World")) worlds.push(o);
    // 704.5n: Equipment attached to something that isn't a creature it may equip becomes unattached.
    if (ch.subtypes.includes("Equipment") && o.attachedTo !== undefined) {
      const host = s.objects[o.attachedTo];
      const hch = host === undefined ? null : characteristics(g.db, s, host);
      if (
        hch === null ||
        !hch.types.includes("Creature") ||
        protectedFrom(hch, o, ch) || // 702.16d
        !inRange(s, o.controller, host.controller) // 801.9
      )
        unattach.push(o);
    }
    if (ch.types.includes("Creature") && ch.toughness !== null) {
      if (ch.toughness <= 0)
        toGraveyard.add(id); // 704.5f
      else if (
        ((o.damage ?? 0) >= ch.toughness || (o.deathtouched === true && o.damage !== undefined)) &&
        !ch.keywords.includes("indestructible")
      )
        toDestroy.add(id); // 704.5g, 704.5h
    }
    if (ch.types.includes("Planeswalker") && (ch.loyalty ?? 0) <= 0) toGraveyard.add(id); // 704.5i
    if (defOf(g, o).enchant) {
      // 303.4c: an Aura enchanting nothing, or what it can't enchant, is put into its owner's graveyard.
      const on: Ref | undefined =
        o.enchantedPlayer !== undefined
          ? { player: o.enchantedPlayer }
          : o.attachedTo !== undefined
            ? { object: o.attachedTo }
            : undefined;
      if (on === undefined || !mayEnchant(g, o, ch, o.controller, on)) toGraveyard.add(id);
    }
    if (countersOf(o, "+1/+1") > 0 && countersOf(o, "-1/-1") > 0) annihilate.push(o);
  }
  // 704.5k: the world rule — all but the newest world permanent go to the graveyard; 801.12: it applies to
  // a permanent only if other world permanents are within its controller's range of influence (under the
  // 2004 draft's range rules, which have no 801.12, it sees the whole table).
  for (const o of worlds) {
    const seen = worlds.filter((w) => worldRuleSees(s, o.controller, w.controller));
    if (seen.some((w) => w.timestamp > o.timestamp)) toGraveyard.add(o.id);
  }
  const clashes = [...legends].filter(([, list]) => list.length > 1);
  const pass = { toGraveyard, toDestroy, clashes, unattach, annihilate };
  if (toGraveyard.size + toDestroy.size + clashes.length + unattach.length + annihilate.length === 0)
    clean.set(s, seen);
  return pass;
}

/**
 * The permanents a state-based action may concern, in battlefield order: those whose cards are legendary,
 * worlds, planeswalkers, Equipment, Auras or creatures with no toughness; those effects changed (they may
 * have become creatures); and those with counters or marked damage. A creature as printed with neither
 * counters nor damage can't be put into a graveyard by any: a big table has hundreds of those, and lands.
 */
function candidates(g: Ctx): ObjId[] {
  const s = g.s;
  const ids = new Set<ObjId>(permanentsWith(s, watchedCards(g.db)));
  for (const [id, l] of layered(g.db, s))
    if (s.objects[id]?.zone === "battlefield" && !untouchable(l)) ids.add(id);
  for (const id of battlefieldIndex(s).marked) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** Cards whose permanents state-based actions look at whatever their counters and damage. */
function watchedCards(db: CardDb): Set<string> {
  return cardsWhere(db, "stateBasedActions", (def, id) => {
    const p = printed(db, id);
    const creature = p.types.includes("Creature");
    return (
      def.enchant !== undefined ||
      (!untouchable(p) && !(creature && (p.toughness ?? 0) > 0 && plainCreature(p)))
    );
  });
}

/** A creature that isn't also legendary, a world, a planeswalker or an Equipment. */
function plainCreature(p: Characteristics): boolean {
  return (
    !p.supertypes.includes("Legendary") &&
    !p.supertypes.includes("World") &&
    !p.types.includes("Planeswalker") &&
    !p.subtypes.includes("Equipment")
  );
}

/** Neither a creature, a planeswalker, legendary, a world nor an Equipment: no state-based action looks at it. */
function untouchable(l: Characteristics | Layered): boolean {
  return (
    !l.supertypes.includes("Legendary") &&
    !l.supertypes.includes("World") &&
    !l.types.includes("Creature") &&
    !l.types.includes("Planeswalker") &&
    !l.subtypes.includes("Equipment")
  );
}
