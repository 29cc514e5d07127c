/** Driving a game to a given decision: pass priority and declare nothing until the decision wanted. */
import type { Decision, Game, PlayerId, Step } from "../src/index.ts";
import { passAnswer, submitOk } from "./helpers.ts";

/** Passes (no attackers, no blockers) until `wanted` holds for the pending decision; returns it. */
export function passUntil(
  game: Game,
  wanted: (d: Decision, g: Game) => boolean,
  what = "the decision",
): Decision {
  for (let guard = 0; guard < 5_000; guard++) {
    const d = game.pending();
    if (d === null) throw new Error(`the game ended before ${what}`);
    if (wanted(d, game)) return d;
    submitOk(game, passAnswer(d));
  }
  throw new Error(`never reached ${what}`);
}

/** Passes until `player` has priority in `step` of turn `turn`. */
export function priorityFor(game: Game, player: PlayerId, turn: number, step: Step): Decision {
  return passUntil(
    game,
    (d, g) =>
      d.kind === "priority" &&
      d.player === player &&
      g.state.turn.number === turn &&
      g.state.turn.step === step,
    `priority for seat ${player} in turn ${turn} ${step}`,
  );
}

/** The index of the option whose label starts with `label` in a `choose` decision. */
export function optionIndex(d: Decision, label: string): number {
  if (d.kind !== "choose") throw new Error(`expected a choose decision, got ${d.kind}: ${d.prompt}`);
  const i = d.options.findIndex((o) => o.label.startsWith(label));
  if (i < 0) throw new Error(`no option "${label}" in ${d.options.map((o) => o.label).join(", ")}`);
  return i;
}
