/**
 * What a saved position (layoutOf.ts) writes of the continuous effects of resolved spells or abilities that
 * outlast the turn they were made in (611.2a–b), but for control that lasts indefinitely (`controlledBy`,
 * layoutOfEffects.ts): each as an entry of `effects` on every permanent it applies to, with its controller,
 * duration, source and modifications (layoutMods.ts) — Dovin Baan's "-3/-0 until your next turn", Sower of
 * Temptation's control "for as long as", a goad, Lurking Evil's "becomes a 4/4 creature". Loading makes each
 * again, later than every permanent (engine/game/effectsSetup.ts); what a layout can't hold so is refused.
 */

import { layeredParts } from "./cards/grants.ts";
import type { CardDb, Modification } from "./cards/types.ts";
import { activePlayers, inGame } from "./engine/players/players.ts";
import { type LayoutDuration, modProblem, orderFree, SOURCE_DURATIONS, sortMods } from "./layoutMods.ts";
import type { ContinuousEffect, GameObject, GameState, ObjId } from "./state.ts";

/** An effect as a permanent's `effects` entry holds it; the source by id (layoutOf makes it a key). */
export interface WrittenEffect {
  effect: ContinuousEffect;
  duration: LayoutDuration;
  /** The source, if on the battlefield (required for the "for as long as" durations). */
  source: ObjId | null;
  mods: Modification[];
}

/** The effects written on each permanent, oldest first, and what a layout can't hold of them. */
export interface Durations {
  on: Map<ObjId, WrittenEffect[]>;
  /** The effects no layout holds, with why. */
  refused: { effect: ContinuousEffect; why: string }[];
  /** What else can't be held. */
  problems: string[];
}

/** The sources of static abilities: permanents, and the command zone's (emblems, schemes, vanguards, planes). */
function staticSources(s: GameState): GameObject[] {
  const ids = [...s.battlefield, ...s.players.flatMap((p) => p.command), ...(s.planechase?.faceUp ?? [])];
  return [...new Set(ids)].map((id) => s.objects[id]).filter((o) => o !== undefined);
}

/**
 * 613.7: a static ability later than the effect that may apply to `id` in the same layer, where the order
 * matters: loaded, the effect is later than every static ability, so it would apply after it. Which objects
 * an "each …" ability reaches is taken to be any (a file refused, never a position changed).
 */
function laterStatic(db: CardDb, s: GameState, e: ContinuousEffect, id: ObjId): GameObject | null {
  for (const src of staticSources(s)) {
    if (src.timestamp <= e.timestamp) continue;
    for (const a of db.get(src.card)?.abilities ?? []) {
      if (a.kind !== "static") continue;
      // 611.3a: each effect of an "As long as …", whether or not its condition holds now (it may later).
      for (const st of layeredParts(a.effect)) {
        const reaches =
          st.affects === "self"
            ? src.id === id
            : st.affects === "enchanted" || st.affects === "equipped"
              ? src.attachedTo === id
              : true;
        if (reaches && st.mods.some((m) => e.mods.some((x) => !orderFree(m, x)))) return src;
      }
    }
  }
  return null;
}

/** Why effect `e` can't be written (null: it can), as the problem's end. */
function unwritable(s: GameState, e: ContinuousEffect): string | null {
  const until = lastingProblem(s, e);
  if (until !== null) return until;
  if (e.players !== undefined)
    return "rules for a player other than until their own next turn (611.2a), which a layout doesn't hold";
  if (e.mods.some((m) => modProblem(m) !== null)) return "a modification a layout doesn't hold";
  if (new Set(e.mods.map((m) => m.m)).size !== e.mods.length) return "two modifications of one kind";
  // 800.4a: control given to a player who has left ended as they left.
  if (e.mods.some((m) => m.m === "control") && !inGame(s, e.controller))
    return "control given to a player who has left the game";
  if (e.objects.some((id) => s.objects[id] !== undefined && s.objects[id].zone !== "battlefield"))
    return "on an object not on the battlefield";
  const src = e.source === null ? undefined : s.objects[e.source];
  if ((SOURCE_DURATIONS as readonly string[]).includes(e.duration) && src?.zone !== "battlefield")
    return "its source is gone";
  if (e.duration === "whileYouControlSource" && src?.controller !== e.controller)
    return "its controller no longer controls its source";
  return null;
}

/**
 * Why a layout can't hold how long effect `e` lasts (null: it can). A layout begins a turn (514.2): it holds no
 * effect until end of turn, none until its controller's next turn if this turn is theirs (that one ended as it
 * began, 611.2a), and one until the end of their next turn only if it began counting as this turn began.
 */
export function lastingProblem(s: GameState, e: ContinuousEffect): string | null {
  if (e.duration === "endOfTurn" || e.turn !== undefined) return "until end of turn";
  // 611.2a: one until its controller's next turn ended as this turn began: this one was made in the turn.
  if (e.duration === "untilYourNextTurn" && activePlayers(s).includes(e.controller))
    return "made in this turn, until its controller's next turn";
  // 611.2a: started as its controller's turn began (this one) — loaded, this turn begins again.
  if (e.duration === "endOfYourNextTurn" && e.started !== activePlayers(s).includes(e.controller))
    return "until the end of its controller's next turn, not begun as this turn began";
  return null;
}

/**
 * The effects of `effects` (but those `skip` leaves to `controlledBy`) on each permanent, oldest first. An
 * effect whose objects have all left the battlefield applies to nothing and is left out (400.7).
 */
export function durationEffects(db: CardDb, s: GameState, skip: (e: ContinuousEffect) => boolean): Durations {
  const out: Durations = { on: new Map(), refused: [], problems: [] };
  const name = (o: GameObject): string => db.get(o.card)?.name ?? o.card;
  for (const e of [...s.effects].sort((a, b) => a.timestamp - b.timestamp)) {
    if (skip(e)) continue;
    const why = unwritable(s, e);
    if (why !== null) {
      out.refused.push({ effect: e, why });
      continue;
    }
    const src = e.source === null ? undefined : s.objects[e.source];
    const written: WrittenEffect = {
      effect: e,
      duration: e.duration as LayoutDuration,
      source: src?.zone === "battlefield" ? src.id : null,
      mods: sortMods(e.mods),
    };
    for (const id of e.objects) {
      const o = s.objects[id];
      if (o?.zone !== "battlefield") continue;
      const later = laterStatic(db, s, e, id);
      if (later !== null) {
        out.problems.push(
          `${name(o)} is under an effect of a resolved spell or ability (611.2) and a later static ability of ${name(later)} in the same layer (613.7)`,
        );
        continue;
      }
      out.on.set(id, [...(out.on.get(id) ?? []), written]);
    }
  }
  return out;
}
