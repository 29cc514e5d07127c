/**
 * References inside effect text: players ("you", "target opponent", "each player", "that player") and objects
 * ("target creature", "it", "all creatures", "each creature without flying", "enchanted creature", the card itself).
 */
import type { ObjectRef, PlayerRef, TargetSpec } from "@roundtable/engine";
import { filterOf, targetOf } from "./nouns.ts";
import { refuse } from "./refusal.ts";
import { objectTargets, playerTargets, type Scope } from "./scope.ts";

/** Names a new target: its spec joins the scope's, and the reference is to it. */
export function newTarget(scope: Scope, spec: TargetSpec): { target: number } {
  scope.targets.push(spec);
  return { target: scope.targets.length - 1 };
}

/** The one earlier target a pronoun can mean, refusing when there is none or more than one. */
function pronoun(phrase: string, candidates: number[]): { target: number } {
  if (candidates.length !== 1) refuse(phrase, "a pronoun whose referent is not clear");
  return { target: candidates[0] };
}

const PLAYERS: Record<string, PlayerRef> = {
  you: "you",
  "each player": "each",
  "each opponent": "eachOpponent",
  "the active player": "active",
};

/** A player: "you", "each opponent", "target player", "that player" (an earlier target, or the trigger's player). */
export function playerOf(scope: Scope, phrase: string): PlayerRef {
  const fixed = PLAYERS[phrase];
  if (fixed !== undefined) return fixed;
  if (phrase === "that player") {
    const earlier = playerTargets(scope);
    if (earlier.length > 0 && scope.triggering) refuse(phrase, "a pronoun whose referent is not clear");
    if (scope.triggering) return "triggering";
    return pronoun(phrase, earlier);
  }
  const spec = targetOf(phrase);
  if (spec && ["player", "opponent"].includes(spec.kind)) return newTarget(scope, spec);
  return refuse(phrase, "not a player");
}

/** Whether the phrase names the card itself. */
export function isSelf(scope: Scope, phrase: string): boolean {
  return phrase === scope.self || phrase === scope.self[0].toUpperCase() + scope.self.slice(1);
}

/**
 * An object as the object of a verb: "target creature", "it" (an earlier target), "all creatures", "each creature",
 * "enchanted creature", or the card itself.
 */
export function objectOf(scope: Scope, phrase: string): ObjectRef {
  if (isSelf(scope, phrase)) return "self";
  if (phrase === "enchanted creature") return "enchanted";
  if (phrase === "it" || phrase === "that creature") return pronoun(phrase, objectTargets(scope));
  // "all creatures target player controls" (the permanents of a player, of: spec N or the trigger's player).
  const theirs = phrase.match(/^all (.+) (target player|target opponent|that player) controls$/);
  if (theirs) {
    const each = filterOf(theirs[1], true);
    const who = playerOf(scope, theirs[2]);
    if (who === "triggering") return { each, of: "triggering" };
    if (typeof who === "object" && "target" in who) return { each, of: who };
    refuse(theirs[2], "not a player whose permanents the engine can name");
  }
  const all = phrase.match(/^all (.+)$/);
  if (all) return { each: filterOf(all[1], true) };
  const each = phrase.match(/^each (.+)$/);
  if (each) return { each: filterOf(each[1], false) };
  const spec = targetOf(phrase);
  if (spec) return newTarget(scope, spec);
  return refuse(phrase, "not an object the compiler knows");
}

/**
 * An object as a subject: as `objectOf`, but "it" may be the card itself where the text calls it so (a trigger, a
 * cost that sacrifices it), and a group reads in the plural ("creatures you control").
 */
export function subjectOf(scope: Scope, phrase: string): ObjectRef {
  if (phrase === "it" && scope.selfIt) {
    if (objectTargets(scope).length > 0) refuse(phrase, "a pronoun whose referent is not clear");
    return "self";
  }
  if (isSelf(scope, phrase) || /^(enchanted creature|it|that creature)$/.test(phrase))
    return objectOf(scope, phrase);
  const spec = targetOf(phrase);
  if (spec) return newTarget(scope, spec);
  return { each: filterOf(phrase, true) };
}
