/** Durations of continuous effects from resolving spells and abilities (611.2a–b) as phrases. */
import type { Duration } from "../../types.ts";

/** A duration as a phrase with a leading space, or "" for an indefinite effect; `name` is how the source reads. */
export function durationText(name: string, d: Duration): string {
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
