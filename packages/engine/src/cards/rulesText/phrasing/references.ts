/**
 * References to players and objects inside effect text: "target creature" the first time and a pronoun
 * afterwards (115.1: each target is named once), "each opponent", "all creatures that player controls".
 */
import type { Effect, ObjectRef, PlayerRef } from "../../types.ts";
import { sourceSubject, type TextCtx } from "./context.ts";
import { filterNoun, relativeClause } from "./filters.ts";
import { targetNoun, targetPhrase } from "./targets.ts";

export function playerRef(ctx: TextCtx, who: PlayerRef): string {
  if (who === "you") return "you";
  if (who === "each") return "each player";
  if (who === "eachOpponent") return "each opponent";
  if (who === "eachOther") return "each other player";
  if (who === "triggering") return ctx.triggeringPlayer;
  if (who === "active") return "the active player";
  if ("controllerOf" in who)
    return who.that === undefined ? "its controller" : `that ${who.that}'s controller`; // 608.2h
  return targetRef(ctx, who.target);
}

/** Who is dealt damage (120.1): a player, a target, or each object of a filter. */
export function damageRecipient(ctx: TextCtx, to: PlayerRef | ObjectRef): string {
  if (to === "you" || to === "each" || to === "eachOpponent" || to === "triggering" || to === "active")
    return playerRef(ctx, to);
  if (typeof to === "object" && "target" in to) return targetRef(ctx, to.target);
  return objectRef(ctx, to as ObjectRef, "each");
}

/**
 * The creature the source is attached to (301.5a, 303.4b): "equipped creature" for an Equipment's ability
 * ("Landfall — Whenever a land you control enters, equipped creature gets +2/+2 until end of turn.", Adventuring
 * Gear), "enchanted creature" for an Aura's.
 */
function attachedCreature(ctx: TextCtx): string {
  return ctx.def.subtypes?.includes("Equipment") === true ? "equipped creature" : "enchanted creature";
}

/** An object reference as an object of a verb; `quantifier` is how `{each}` reads ("destroy all …"). */
export function objectRef(ctx: TextCtx, ref: ObjectRef, quantifier: "all" | "each"): string {
  if (ref === "self") return ctx.name;
  if (ref === "enchanted") return attachedCreature(ctx);
  if (ref === "remembered") return ctx.remembered ?? "that card";
  if (ref === "triggeringObject") return ctx.triggeringObject;
  if ("target" in ref) return targetRef(ctx, ref.target);
  if (ref.of === undefined)
    return quantifier === "all"
      ? `all ${filterNoun(ref.each, true, true)}`
      : `each ${filterNoun(ref.each, false, true)}`;
  // "all non-Wall creatures that player controls that didn't attack this turn": the relative clause last.
  const whose = ref.of === "triggering" ? ctx.triggeringPlayer : targetRef(ctx, ref.of.target);
  const f = { ...ref.each, attackedThisTurn: undefined };
  const rel = relativeClause(ref.each);
  return quantifier === "all"
    ? `all ${filterNoun(f, true, true)} ${whose} controls${rel}`
    : `each ${filterNoun(f, false, true)} ${whose} controls${rel}`;
}

/** An object reference as a subject: "Target creature gets …", "Creatures you control get …". */
export function objectSubject(ctx: TextCtx, ref: ObjectRef): { text: string; plural: boolean } {
  if (ref === "self") return { text: sourceSubject(ctx), plural: false };
  if (ref === "enchanted") return { text: attachedCreature(ctx), plural: false };
  if (ref === "remembered") return { text: ctx.remembered ?? "that card", plural: false };
  if (ref === "triggeringObject") return { text: ctx.triggeringObject, plural: false };
  if ("target" in ref) return { text: targetRef(ctx, ref.target), plural: targetIsPlural(ctx, ref.target) };
  // "All creatures get -4/-4" (Languish); "Creatures you control get +1/+1"; "attacking Warriors get +1/+1"
  // (Blaring Captain).
  const all =
    ref.each.controller === undefined && ref.each.owner === undefined && !ref.each.attacking ? "all " : "";
  return { text: `${all}${filterNoun(ref.each, true)}`, plural: true };
}

/** Whether the reference stands for more than one object ("They can't be regenerated"). */
export function refersToMany(ctx: TextCtx, ref: ObjectRef): boolean {
  if (typeof ref === "object" && "each" in ref) return true;
  if (typeof ref === "object" && "target" in ref) return targetIsPlural(ctx, ref.target);
  return false;
}

function targetIsPlural(ctx: TextCtx, n: number): boolean {
  const spec = ctx.targets[n];
  return spec !== undefined && (spec.max ?? 1) !== 1;
}

/** "target creature" the first time, a pronoun afterwards. */
export function targetRef(ctx: TextCtx, n: number): string {
  const spec = ctx.targets[n];
  if (spec === undefined) return `target #${n}`;
  if (ctx.mentioned.has(n)) {
    if (targetIsPlural(ctx, n)) return "them";
    // "That creature doesn't untap …" (Watertrap Weaver): the first reference in a later sentence.
    if (spec.thatNoun && ctx.namedBefore.has(n) && !ctx.recalled.has(n)) {
      ctx.recalled.add(n);
      return `that ${targetNoun({ kind: spec.kind, filter: { types: spec.filter?.types } }, false)}`;
    }
    const playerOnly = spec.kind === "player" || spec.kind === "opponent" || spec.kind === "teammate";
    return playerOnly ? "that player" : "it";
  }
  ctx.mentioned.add(n);
  return targetPhrase(spec);
}

/** "For each opponent, " before an effect on a per-opponent target ("… that player controls"). */
export function perOpponentPrefix(ctx: TextCtx, e: Effect): string {
  const used = [...JSON.stringify(e).matchAll(/"target":(\d+)/g)].map((m) => Number(m[1]));
  return used.some((n) => ctx.targets[n]?.perOpponent) ? "for each opponent, " : "";
}
