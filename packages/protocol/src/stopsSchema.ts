/**
 * A seat's stops and passing settings (docs/server.md, "Stops and passing"): plain JSON, checked with zod
 * wherever they come from a client. Which priority decisions the server or the terminal answers "pass"
 * for the person is stops.ts; this module is only the settings and the two presets.
 */
import { STEPS, type Step } from "@roundtable/engine";
import { z } from "zod";

const step = z.enum(STEPS as [Step, ...Step[]]);
const steps = z.array(step).refine((xs) => new Set(xs).size === xs.length, "a step is listed twice");

/**
 * "Pass until …", as the person pressed it. `turn` is the number of a turn (807.4b numbers the turns of
 * all turn markers together, so a number names one turn even in Grand Melee):
 *  - "end-of-turn": the turn the person pressed it in (the turn of the decision's turn marker, 807.4);
 *    only that turn's priority decisions are passed, and it ends when that turn ends;
 *  - "my-turn": the last turn begun when pressed; it ends when a later turn of the person's begins;
 *  - "something-happens": as "my-turn", and it also ends when a spell or ability targets the person, their
 *    permanents or their team, when creatures attack them or theirs, or when anything but priority is
 *    asked of them. `seen`: what had already happened when it was pressed (ids of the objects on a stack
 *    and of the attacking creatures), which doesn't end it; empty for the others.
 * stops.ts `startPassUntil` makes one from the decision the person pressed it at.
 */
export const passUntilSchema = z.strictObject({
  until: z.enum(["end-of-turn", "my-turn", "something-happens"]),
  turn: z.number().int().min(1),
  seen: z.array(z.number().int().min(0)),
});
export type PassUntil = z.infer<typeof passUntilSchema>;
export type PassUntilKind = PassUntil["until"];

export const stopSettingsSchema = z.strictObject({
  /** Steps of the person's own turn (with shared team turns, their team's) where they are asked while the stack is empty. */
  myTurn: steps,
  /** Steps of other players' turns where they are asked while the stack is empty. */
  othersTurns: steps,
  /** Steps of another player's combat where they are asked, with an empty stack, if they or theirs are attacked. */
  attacked: steps,
  /** Asked in the end step of the turn that comes right before theirs, extra turns included (with an empty stack). */
  endBeforeMyTurn: z.boolean(),
  /**
   * While the stack isn't empty: asked whenever it is ("always"), when an object on it is controlled by
   * another player ("others") or by an opponent ("opponents"), or never.
   */
  respond: z.enum(["always", "others", "opponents", "never"]),
  /** A "pass until …" under way, or null. */
  passUntil: passUntilSchema.nullable(),
});
export type StopSettings = z.infer<typeof stopSettingsSchema>;

/**
 * Asked where a player would want to act: their own main phases and, once blockers are declared, their
 * combat tricks; on other players' turns when attacked, in the end step right before their own turn, and
 * whenever another player's spell or ability is on the stack.
 */
export const DEFAULT_STOPS: StopSettings = {
  myTurn: ["main1", "declare-blockers", "main2"],
  othersTurns: [],
  attacked: ["declare-attackers", "declare-blockers"],
  endBeforeMyTurn: true,
  respond: "others",
  passUntil: null,
};

/** Asked at every priority the engine gives (the engine itself passes when passing is all one can do). */
export const ALL_STOPS: StopSettings = {
  myTurn: [...STEPS],
  othersTurns: [...STEPS],
  attacked: [],
  endBeforeMyTurn: false,
  respond: "always",
  passUntil: null,
};

export const STOP_PRESETS = { default: DEFAULT_STOPS, all: ALL_STOPS } as const;
export type StopPreset = keyof typeof STOP_PRESETS;
