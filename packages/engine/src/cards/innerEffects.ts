/**
 * The effects an effect holds inside it: "you may …" (`may`), a cost paid on resolution (`unlessPays`,
 * 118.12a), a delayed triggered ability (603.7), a branch's both ways (`if`), a vote's outcomes (701.38).
 * One list for what walks a card's effects: the tokens it may create (tokens.ts), what its targets are to
 * it (intent.ts).
 */
import type { Effect } from "./types.ts";

const NONE: readonly Effect[] = [];

export function innerEffects(e: Effect): readonly Effect[] {
  switch (e.e) {
    case "may":
    case "unlessPays":
    case "delayed":
      return e.effects;
    case "if":
      return [...e.effects, ...(e.otherwise ?? [])];
    case "vote":
      return e.outcomes.flat();
    default:
      return NONE;
  }
}
