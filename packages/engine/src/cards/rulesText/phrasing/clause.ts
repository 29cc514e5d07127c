/**
 * Clauses: an effect's text is a subject and a predicate in two forms ("draws two cards" / "draw two
 * cards"), so that sentences can join effects ("You gain 2 life and draw a card.") and Oracle's
 * imperative can be used where "you" stands alone ("Draw two cards.").
 */
import type { PlayerRef } from "../../types.ts";
import type { TextCtx } from "./context.ts";
import { playerRef } from "./references.ts";

/** One clause: a subject (null for an imperative with no actor) and its predicate. */
export interface Clause {
  subject: string | null;
  /** The subject is "you": the predicate is in base form and may be imperative. */
  you: boolean;
  /** The subject is plural: the predicate is in base form. */
  plural: boolean;
  /** Third-person singular predicate ("draws two cards"). */
  third: string;
  /** Base-form predicate ("draw two cards"). */
  base: string;
  /** With subject "you" and standing alone, Oracle uses the imperative ("Draw two cards."). */
  imperative: boolean;
}

export function renderClause(c: Clause, allowImperative: boolean): string {
  if (c.subject === null) return c.base;
  if (c.you) return allowImperative && c.imperative ? c.base : `you ${c.base}`;
  return `${c.subject} ${c.plural ? c.base : c.third}`;
}

/** The predicate alone, agreeing with the subject ("… and loses 2 life"). */
export function predicate(c: Clause): string {
  return c.you || c.plural ? c.base : c.third;
}

/** A clause about an object or a group: "Target creature gets +3/+3", "your life total becomes 10". */
export function objectClause(subject: string, third: string, base: string, plural = false): Clause {
  return { subject, you: false, plural, third, base, imperative: false };
}

/** An instruction with no actor named: "Destroy target creature", "counter it unless …". */
export function imperativeClause(base: string): Clause {
  return { subject: null, you: false, plural: false, third: base, base, imperative: true };
}

/** A clause about a player: "you draw", "target player discards"; `imperative`: "Draw" when it is you. */
export function playerClause(
  ctx: TextCtx,
  who: PlayerRef,
  third: string,
  base: string,
  imperative: boolean,
): Clause {
  if (who === "you") return { subject: "you", you: true, plural: false, third, base, imperative };
  // "Two target players each draw a card." (Huddle Up): each of several target players does it.
  if (typeof who === "object" && "target" in who && (ctx.targets[who.target]?.max ?? 1) !== 1)
    return {
      subject: `${playerRef(ctx, who)} each`,
      you: false,
      plural: true,
      third,
      base,
      imperative: false,
    };
  return { subject: playerRef(ctx, who), you: false, plural: false, third, base, imperative: false };
}
