/** Durations of continuous effects from resolving spells and abilities (611.2a–b) as phrases. */
import type { Duration } from "../../types.ts";

/**
 * A duration as a phrase with a leading space, or "" for an indefinite effect; `name` is how the source reads.
 * `untilLeaves`: the card words "for as long as [this] remains on the battlefield" as "until [this] leaves the
 * battlefield" (Gaea's Liege).
 */
export function durationText(name: string, d: Duration, untilLeaves = false): string {
  if (untilLeaves && d === "whileSourceOnBattlefield") return ` until ${name} leaves the battlefield`;
  switch (d) {
    case "endOfTurn":
      return " until end of turn";
    case "untilYourNextTurn":
      return " until your next turn";
    case "endOfYourNextTurn":
      return " until the end of your next turn";
    case "whileSourceOnBattlefield":
      return ` for as long as ${name} remains on the battlefield`;
    case "whileYouControlSource":
      return ` for as long as you control ${name}`;
    case "indefinitely":
      return "";
  }
}

/**
 * A duration leading its sentence: "until end of turn, " ("Until end of turn, target creature loses all
 * abilities and becomes …", Turn to Frog), or "" for an indefinite effect.
 */
export function durationLead(name: string, d: Duration, untilLeaves = false): string {
  const text = durationText(name, d, untilLeaves);
  return text === "" ? "" : `${text.slice(1)}, `;
}
