/**
 * Actions with `illegal`: each is tried on a fork of the game (Game.fork), follow-up questions included,
 * so the game itself is never touched. It must be refused there, with a message containing the `illegal`
 * text, and the run goes on as if it had never been attempted.
 */
import type { Decision } from "@roundtable/engine";
import { endsAction, fromOpenAction, takeAction } from "./actions.ts";
import { ScenarioRunError } from "./answer.ts";
import { fromChoices } from "./choices.ts";
import { markerOf, pendingIn } from "./lanes.ts";
import { seatOf } from "./layout.ts";
import type { RunState } from "./runState.ts";
import { verbOf } from "./schema.ts";

/**
 * An action with `illegal` meets its decision: it is tried on a fork of the game, and must be refused
 * there with a message containing the `illegal` text. The game itself is untouched: the run goes on as
 * if the action had never been attempted.
 */
export function refuse(r: RunState, i: number, d: Decision): void {
  const a = r.scn.actions[i];
  const label = r.actionLabel(i);
  r.taken[i] = true;
  const dry = r.fork();
  dry.here = r.here;
  for (const [name, k] of r.nextChoice) dry.nextChoice.set(name, k);
  let refusal: string | null;
  try {
    refusal = attempt(dry, i, d);
  } catch (e) {
    if (!(e instanceof ScenarioRunError)) throw e;
    refusal = e.message;
  }
  expectRefusal(r, i, refusal);
  // The scripted answers the refused attempt used belong to it: they are spent.
  for (const [name, k] of dry.nextChoice) r.nextChoice.set(name, k);
  const why = refusal.startsWith(`${label}: `) ? refusal.slice(label.length + 2) : refusal;
  r.trace.push(`${r.whereNow()}: ${a.player}: refused, as expected: ${why}  [${label}]`);
}

/** Fails unless `refusal` (null: the action was allowed) contains action i's `illegal` text. */
export function expectRefusal(r: RunState, i: number, refusal: string | null): asserts refusal is string {
  const a = r.scn.actions[i];
  const label = r.actionLabel(i);
  if (refusal === null)
    throw new ScenarioRunError(
      `${label}: the action should have been refused ("illegal": ${JSON.stringify(a.illegal)}), but the engine allowed it`,
    );
  if (!refusal.includes(a.illegal!))
    throw new ScenarioRunError(
      `${label}: the action was refused, but not with ${JSON.stringify(a.illegal)} ("illegal"): ${refusal}`,
    );
}

/**
 * Takes action i on this runner's game (a fork) up to the end of its follow-up questions. Returns why it
 * was refused, or null if it was allowed; throws a ScenarioRunError when the runner refuses it (not
 * among the legal actions, a target not among the options, …).
 */
function attempt(r: RunState, i: number, d: Decision): string | null {
  const a = r.scn.actions[i];
  const label = r.actionLabel(i);
  if (verbOf(a) === "concede") {
    const c = r.game.concede(seatOf(r.scn, a.player));
    return c.ok ? null : `${label}: the engine refused: ${c.message}`;
  }
  const first = takeAction(r, i, d);
  const marker = markerOf(r.game.state, d);
  const r1 = r.game.submit(d.player, d.id, first);
  if (!r1.ok) return `${label}: the engine rejected ${JSON.stringify(first)}: ${r1.message}`;
  // Follow-up questions: targets, X, modes, division, payment (601.2b–h), in the same turn marker's lane.
  for (let n = 0; r.open !== null && n < 1000; n++) {
    const e = pendingIn(r.game.state, marker);
    if (e === null) return null;
    if (endsAction(e)) return null;
    if (e.player !== r.open.seat) {
      // Another player's question while the action is taken (an opponent picks a target, 801.5a): their
      // `choices` answer it; with none left, the action went ahead, so it wasn't refused.
      const other = r.names[e.player];
      if ((r.nextChoice.get(other) ?? 0) >= (r.scn.choices[other] ?? []).length) return null;
      const theirs = fromChoices(r, e);
      const r3 = r.game.submit(e.player, e.id, theirs.answer);
      if (!r3.ok)
        return `${theirs.source}: the engine rejected ${JSON.stringify(theirs.answer)} as the answer to the ${r.decisionLabel(e)}: ${r3.message}`;
      continue;
    }
    let next = fromOpenAction(r, e);
    if (next === null && e.kind === "choose" && e.purpose === "mana")
      next = { answer: { choices: [0] }, source: "automatic payment" };
    const name = r.names[e.player];
    // A question nothing answers: the engine went on with the action, so it wasn't refused.
    if (next === null && (r.nextChoice.get(name) ?? 0) >= (r.scn.choices[name] ?? []).length) return null;
    next ??= fromChoices(r, e);
    const r2 = r.game.submit(e.player, e.id, next.answer);
    if (!r2.ok)
      return `${next.source}: the engine rejected ${JSON.stringify(next.answer)} as the answer to the ${r.decisionLabel(e)}: ${r2.message}`;
  }
  return null;
}
