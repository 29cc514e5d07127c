/**
 * Targets (115) and object filters. Legal targets are computed when a spell or ability is put on the
 * stack (601.2c, 603.3d) and checked again on resolution (608.2b).
 */

import type { Color, ObjectFilter, TargetSpec } from "../../cards/types.ts";
import type { ChoiceOption } from "../../decisions.ts";
import type { GameObject, ObjId, PlayerId, Ref } from "../../state.ts";
import { permanentsNear } from "../characteristics/battlefieldIndex.ts";
import { characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import { filterAccepts, filterWithX } from "../characteristics/filter.ts";
import { withManaValue } from "../characteristics/objectManaValue.ts";
import { playerRule } from "../characteristics/playerRules.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import {
  inGame,
  inRange,
  isOpponent,
  isTeammate,
  playersInRangeOf,
  rangeOf,
  turnOrderFrom,
} from "../players/players.ts";

export function matchesFilter(g: Ctx, o: GameObject, f: ObjectFilter | undefined, you: PlayerId): boolean {
  if (f === undefined) return true;
  return filterAccepts(g.s, withManaValue(g.db, o, f, characteristics(g.db, g.s, o)), o, f, you); // 202.3
}

/**
 * 107.3a, 601.2c: the spec with its filter reading the X chosen for its spell or ability ("target creature with
 * power X or less", Gang Up): announced before the targets (601.2b), read by them as they are chosen.
 */
export function specWithX(spec: TargetSpec, x: number): TargetSpec {
  const filter = spec.filter === undefined ? undefined : filterWithX(spec.filter, x);
  return filter === spec.filter ? spec : { ...spec, filter };
}

/**
 * Every permanent on the battlefield matching a filter, in battlefield order, seen by `you`: with a
 * limited range of influence only the permanents within their range (801.10 effects, 801.11 queries).
 */
export function permanentsMatching(g: Ctx, f: ObjectFilter, you: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  for (const id of permanentsNear(g.s, you)) {
    const o = g.s.objects[id];
    if (inRange(g.s, you, o.controller) && matchesFilter(g, o, f, you)) out.push(o);
  }
  return out;
}

/** Whether an object is of the kind a target spec names (without targeting restrictions such as hexproof). */
export function objectKindOk(g: Ctx, spec: TargetSpec, o: GameObject): boolean {
  const types = characteristics(g.db, g.s, o).types;
  switch (spec.kind) {
    case "spell":
      return o.zone === "stack" && o.stack?.kind === "spell";
    case "spellOrPermanent":
      return o.zone === "battlefield" || (o.zone === "stack" && o.stack?.kind === "spell");
    case "spellOrAbility": // 115.7: a spell, or an activated or triggered ability (a mana ability never is, 605.3b)
      return o.zone === "stack";
    case "any":
      return (
        o.zone === "battlefield" &&
        (types.includes("Creature") || types.includes("Planeswalker") || types.includes("Battle"))
      );
    case "creature":
      // Angel of Serenity: "… and/or creature cards from graveyards" (a card's printed types, 109.3).
      if (spec.fromGraveyards && o.zone === "graveyard") return types.includes("Creature");
      return o.zone === "battlefield" && types.includes("Creature");
    case "creatureOrPlaneswalker":
      return o.zone === "battlefield" && (types.includes("Creature") || types.includes("Planeswalker"));
    case "playerOrPlaneswalker":
      return o.zone === "battlefield" && types.includes("Planeswalker");
    case "permanent":
      return o.zone === "battlefield";
    case "artifactOrEnchantment":
      return o.zone === "battlefield" && (types.includes("Artifact") || types.includes("Enchantment"));
    case "enchantment":
      return o.zone === "battlefield" && types.includes("Enchantment");
    case "graveyardCard": // its filter says which cards (Raise Dead: "creature card from your graveyard")
      return o.zone === "graveyard";
    default:
      return false;
  }
}

function playerKindOk(spec: TargetSpec): boolean {
  return (
    spec.kind === "any" ||
    spec.kind === "player" ||
    spec.kind === "opponent" ||
    spec.kind === "teammate" ||
    spec.kind === "playerOrPlaneswalker"
  );
}

/**
 * The players `you` may target, as candidates in turn order from `you`: with a limited range of influence
 * only those within it (801.4: no other can be targeted), so a big table isn't walked seat by seat.
 */
function playersReachable(g: Ctx, you: PlayerId): PlayerId[] {
  const s = g.s;
  if (rangeOf(s, you) === null) return turnOrderFrom(s, you);
  const n = s.players.length;
  return playersInRangeOf(s, you).sort((a, b) => ((a - you + n) % n) - ((b - you + n) % n));
}

/**
 * 702.16b: the colours of spell or ability `self`, or of an ability's source — the source's now while it is
 * there (113.7: a granted ability's is the object that has it), else those of the ability on the stack (its card's).
 */
function sourceColors(g: Ctx, self: ObjId): readonly Color[] {
  const o = g.s.objects[self];
  if (o === undefined) return [];
  const kind = o.stack?.kind;
  const source = kind === "triggered" || kind === "activated" ? o.stack?.source : undefined;
  return colorsOfSource(g, source) ?? characteristics(g.db, g.s, o).colors;
}

/**
 * 702.16b, 113.7: the colours of an ability's source object `source` now, while it is there (a granted ability's
 * source is the object that has it, not the granting card); undefined once it has gone (or without one).
 */
export function colorsOfSource(g: Ctx, source: ObjId | null | undefined): readonly Color[] | undefined {
  const o = source === undefined || source === null ? undefined : g.s.objects[source];
  return o === undefined ? undefined : characteristics(g.db, g.s, o).colors;
}

/**
 * A target spec as its triggered ability is put on the stack: a `defending` spec's (508.5) with the defending
 * player as the ability triggered (triggers.ts). On resolution, whether the player each target was chosen for
 * still controls it is checked instead (opponentTargets.ts `targetPlayerOk`, 608.2b).
 */
export type DefendingSpec = TargetSpec & { defendingPlayer?: PlayerId };

/** 115: whether `ref` is a legal target for `spec` of a spell or ability controlled by `you`. */
export function isLegalTarget(
  g: Ctx,
  spec: TargetSpec,
  ref: Ref,
  you: PlayerId,
  self: ObjId | null,
  /** The colours of the spell or of the ability's source (702.16b); default: those of `self`. */
  colors?: readonly Color[],
): boolean {
  if ("player" in ref) {
    if (!playerKindOk(spec) || !inGame(g.s, ref.player)) return false;
    if (!inRange(g.s, you, ref.player)) return false; // 801.4
    if (spec.kind === "teammate") return isTeammate(g.s, you, ref.player); // 102.3, 804.2
    if (spec.kind === "opponent" && !isOpponent(g.s, you, ref.player)) return false;
    // 702.16j: a player with protection from everything can't be the target of spells or abilities.
    if (playerRule(g.s, ref.player, "protectionFromEverything")) return false;
    // 702.11c: a player with hexproof can't be the target of spells or abilities their opponents control.
    return !(isOpponent(g.s, you, ref.player) && controlsStatic(g.db, g.s, ref.player, "playerHexproof"));
  }
  const o = g.s.objects[ref.object];
  if (o === undefined || o.id === self) return false;
  if (!objectKindOk(g, spec, o)) return false;
  if (spec.singleTarget && !hasSingleTarget(o)) return false;
  if (o.zone !== "graveyard" && !inRange(g.s, you, o.controller)) return false; // 801.4, 801.2d
  // 508.5: "target creature defending player controls".
  const defending = (spec as DefendingSpec).defendingPlayer;
  if (defending !== undefined && o.controller !== defending) return false;
  // 608.2b: checked again on resolution with the X of the spell or ability (`self`, on the stack).
  const x = self === null ? null : (g.s.objects[self]?.stack?.x ?? null);
  if (!matchesFilter(g, o, x === null ? spec.filter : specWithX(spec, x).filter, you)) return false;
  if (o.zone !== "battlefield") return true;
  const ch = characteristics(g.db, g.s, o);
  // 702.16b: protection from a colour — not the target of spells or abilities from sources of that colour.
  const prot = ch.protections;
  const from = colors ?? (self === null ? [] : sourceColors(g, self));
  if (prot.length > 0 && from.some((c) => prot.includes(c))) return false;
  // 702.18a: shroud — can't be the target of any spell or ability, its controller's included.
  if (ch.keywords.includes("shroud")) return false;
  // 702.11b: hexproof — can't be the target of spells or abilities its controller's opponents control.
  return !(o.controller !== you && ch.keywords.includes("hexproof"));
}

/** All legal targets for a spec, players first (in turn order from `you`), then objects. */
export function legalTargets(
  g: Ctx,
  spec: TargetSpec,
  you: PlayerId,
  self: ObjId | null,
  colors?: readonly Color[],
): Ref[] {
  return [...eachLegalTarget(g, spec, you, self, colors)];
}

/** Whether at least `n` legal targets exist (stops looking once it has found them). */
export function hasLegalTargets(
  g: Ctx,
  spec: TargetSpec,
  you: PlayerId,
  n: number,
  colors?: readonly Color[],
): boolean {
  if (n <= 0) return true;
  let found = 0;
  for (const _ of eachLegalTarget(g, spec, you, null, colors)) if (++found >= n) return true;
  return false;
}

/** The legal targets for a spec, players first (in turn order from `you`), then objects. */
function* eachLegalTarget(
  g: Ctx,
  spec: TargetSpec,
  you: PlayerId,
  self: ObjId | null,
  colors?: readonly Color[],
): Generator<Ref> {
  if (playerKindOk(spec)) {
    for (const p of playersReachable(g, you))
      if (isLegalTarget(g, spec, { player: p }, you, self, colors)) yield { player: p };
  }
  // 801.4: only permanents within range can be targeted.
  const near = permanentsNear(g.s, you);
  const pool =
    spec.kind === "spell" || spec.kind === "spellOrAbility"
      ? g.s.stack
      : spec.kind === "spellOrPermanent"
        ? [...near, ...g.s.stack]
        : spec.kind === "graveyardCard"
          ? []
          : near;
  for (const id of pool) if (isLegalTarget(g, spec, { object: id }, you, self, colors)) yield { object: id };
  if (spec.fromGraveyards || spec.kind === "graveyardCard")
    for (const p of turnOrderFrom(g.s, you))
      for (const id of g.s.players[p].graveyard)
        if (isLegalTarget(g, spec, { object: id }, you, self, colors)) yield { object: id };
}

/**
 * 115.9a: a spell or ability "with a single target" — one object or player was chosen as its target (each
 * time it was chosen counts, as changed by 115.7 effects), whether or not it is legal now.
 */
function hasSingleTarget(o: GameObject): boolean {
  return (o.stack?.targets ?? []).reduce((n, refs) => n + refs.length, 0) === 1;
}

export function specMin(spec: TargetSpec): number {
  return spec.min ?? 1;
}

export function specMax(spec: TargetSpec, available: number): number {
  return spec.max === null ? available : (spec.max ?? 1);
}

/** The player a reference stands for: the player, or the object's controller (801.2d). */
export function refController(g: Ctx, ref: Ref): PlayerId {
  return "player" in ref ? ref.player : g.s.objects[ref.object].controller;
}

export function refLabel(g: Ctx, ref: Ref): string {
  if ("player" in ref) return g.s.players[ref.player].name;
  const o = g.s.objects[ref.object];
  if (o === undefined) return `object ${ref.object}`;
  if (o.zone === "graveyard") return `${nameOf(g, o)} (${g.s.players[o.owner].name}'s graveyard)`;
  return `${nameOf(g, o)} (${g.s.players[o.controller].name})`;
}

export function refOption(g: Ctx, ref: Ref): ChoiceOption {
  return { label: refLabel(g, ref), ref };
}

export function sameRef(a: Ref, b: Ref): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}

/**
 * Relations between the targets of one spell (Legerdemain: "another target permanent that shares one
 * of those types with it"): checked as targets are chosen and again on resolution.
 */
export function relationOk(g: Ctx, spec: TargetSpec, r: Ref, chosen: readonly Ref[][]): boolean {
  if (spec.distinctFrom !== undefined && (chosen[spec.distinctFrom] ?? []).some((c) => sameRef(c, r)))
    return false;
  if (spec.sharesTypeWith === undefined) return true;
  const other = chosen[spec.sharesTypeWith]?.[0];
  if (other === undefined || !("object" in other) || !("object" in r) || other.object === r.object)
    return false;
  const a = g.s.objects[r.object];
  const b = g.s.objects[other.object];
  if (a === undefined || b === undefined) return false;
  const ta = characteristics(g.db, g.s, a).types;
  const tb = characteristics(g.db, g.s, b).types;
  return (spec.filter?.types ?? ta).some((t) => ta.includes(t) && tb.includes(t));
}
