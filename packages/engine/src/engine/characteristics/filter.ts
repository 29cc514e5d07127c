/**
 * Object filters ("creatures you control", "Forests", "creatures without flying"): the one test of
 * whether an object with given characteristics matches, used by targets, effects and the layer system.
 */
import type { CardType, Color, Keyword, ObjectFilter, Supertype } from "../../cards/types.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import { isOpponent, isTeammate } from "../players/players.ts";

/** The characteristics a filter looks at. */
export interface Filterable {
  /** 201.2: needed only by filters with `name`. */
  name?: string;
  types: readonly CardType[];
  supertypes: readonly Supertype[];
  subtypes: readonly string[];
  keywords: readonly Keyword[];
  /** 105.2: needed only by filters with `colors` or `notColors`. */
  colors?: readonly Color[];
  /** 208.1: needed only by filters with `power` (null: the object has none). */
  power?: number | null;
  /** 202.3: needed only by filters with `manaValue` (objectManaValue.ts `withManaValue` gives it). */
  manaValue?: number;
}

/** Whether `o`, whose characteristics are `ch`, matches `f` from the point of view of player `you`. */
export function filterAccepts(
  s: GameState,
  ch: Filterable,
  o: GameObject,
  f: ObjectFilter,
  you: PlayerId,
): boolean {
  if (f.name !== undefined && ch.name !== f.name) return false; // 201.2
  if (f.types && !f.types.some((t) => ch.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => ch.subtypes.includes(t))) return false;
  if (f.nonland && ch.types.includes("Land")) return false;
  if (f.noncreature && ch.types.includes("Creature")) return false;
  if (f.nonlegendary && ch.supertypes.includes("Legendary")) return false;
  if (f.nonbasic && ch.supertypes.includes("Basic")) return false;
  if (f.basic && !ch.supertypes.includes("Basic")) return false;
  if (f.nontoken && o.token) return false;
  if (f.with && !f.with.every((k) => ch.keywords.includes(k))) return false;
  if (f.without?.some((k) => ch.keywords.includes(k))) return false;
  if (f.controller === "you" && o.controller !== you) return false;
  if (f.controller === "opponent" && !isOpponent(s, you, o.controller)) return false;
  if (f.controller === "notYou" && o.controller === you) return false;
  // 102.4: "your team controls" — you and/or your teammates (just you in a game without teams).
  if (f.controller === "team" && o.controller !== you && !isTeammate(s, you, o.controller)) return false;
  if (f.owner !== undefined && (o.owner === you) !== (f.owner === "you")) return false;
  if (f.notSubtypes?.some((t) => ch.subtypes.includes(t))) return false;
  if (f.notTypes?.some((t) => ch.types.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => (ch.colors ?? []).includes(c))) return false;
  if (f.notColors?.some((c) => (ch.colors ?? []).includes(c))) return false;
  if (f.tapped !== undefined && (o.tapped === true) !== f.tapped) return false;
  // Classic Emperor: a creature that marched this turn counts as having attacked ("creatures who have just
  // marched into a new territory are immune to things like Siren's Call"; a forced attack becomes a march).
  const attacked =
    o.attackedTurn === s.turn.number || (s.config.territories && o.marchedTurn === s.turn.number);
  if (f.attackedThisTurn !== undefined && attacked !== f.attackedThisTurn) return false;
  // 506.4: an attacking creature is one in the combat's attacks until it is removed from combat.
  if (
    f.attacking !== undefined &&
    (s.combat?.attacks.some((a) => a.attacker === o.id) ?? false) !== f.attacking
  )
    return false;
  if (f.controlledSinceTurnBegan !== undefined && controlledSinceTurnBegan(o) !== f.controlledSinceTurnBegan)
    return false;
  if (f.manaValue !== undefined && !manaValueWithin(ch, f.manaValue)) return false;
  return f.power === undefined || powerWithin(ch.power ?? null, f.power);
}

/** "with mana value 4 or greater", "with mana value 3 or less" (202.3). */
function manaValueWithin(ch: Filterable, bounds: NonNullable<ObjectFilter["manaValue"]>): boolean {
  if (ch.manaValue === undefined)
    throw new Error("internal: a mana value filter without the object's mana value");
  return "atLeast" in bounds ? ch.manaValue >= bounds.atLeast : ch.manaValue <= bounds.atMost;
}

/**
 * "with power 4 or greater", "with power X or less" (208.1): an object without power matches neither. An X not
 * fixed by `filterWithX` is 0 (107.3g: no X was chosen).
 */
function powerWithin(power: number | null, bounds: NonNullable<ObjectFilter["power"]>): boolean {
  if (power === null) return false;
  if ("atLeast" in bounds) return power >= bounds.atLeast;
  return power <= (bounds.atMost === "X" ? 0 : bounds.atMost);
}

/**
 * 107.3a, 601.2b–c: the filter with the X of its spell or ability fixed at `x`, the value chosen for it ("target
 * creature with power X or less": X is announced before the targets, 601.2b, and stays that of the spell on the
 * stack, 608.2b). The filter itself when it reads no X.
 */
export function filterWithX(f: ObjectFilter, x: number): ObjectFilter {
  if (f.power === undefined || !("atMost" in f.power) || f.power.atMost !== "X") return f;
  return { ...f, power: { atMost: x } };
}

/**
 * Whether the permanent has been under its controller's control continuously since the current turn
 * began. 302.6's "sick" flag says whether it has been since its controller's most recent turn began. For
 * the active player that turn is this one, so the flag answers exactly: it is set whenever the permanent
 * enters or changes control (zones.ts, control.ts), so one taken and given back this turn doesn't
 * qualify. For another player, "not sick" still means "theirs since before this turn began", but a sick
 * permanent may have become theirs during an earlier turn of someone else; the game keeps no record of
 * that, so it is treated as not qualifying. (Siren's Call, the one card that asks, asks about the active
 * player's creatures.)
 */
export function controlledSinceTurnBegan(o: GameObject): boolean {
  return o.zone === "battlefield" && !o.sick;
}
