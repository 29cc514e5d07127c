/**
 * Answers from a scenario file's `choices`: each player's list, used in order for the decisions nothing
 * else answers, and a check that every scripted answer was asked for.
 */
import type { Answer, Decision } from "@roundtable/engine";
import { answerFromChoice, listOptions, ScenarioRunError } from "./answer.ts";
import { formatPath } from "./names.ts";
import type { RunState } from "./runState.ts";

/** How a run's error begins when a question has no answer in the file (`RunResult.error`). */
export const UNANSWERED = "nothing answers the ";

/** The next of the decision's player's `choices`, as the answer to d. */
export function fromChoices(r: RunState, d: Decision): { answer: Answer; source: string } {
  const name = r.names[d.player];
  const list = r.scn.choices[name] ?? [];
  const k = r.nextChoice.get(name) ?? 0;
  if (k >= list.length) {
    const used = list.length === 0 ? "" : ` (all ${list.length} of ${name}'s choices were used)`;
    throw new ScenarioRunError(
      `${UNANSWERED}${r.decisionLabel(d)}${used}: add the answer to "choices": {"${name}": [...]}` +
        (d.kind === "choose" ? `; options: ${listOptions(d.options)}` : ""),
    );
  }
  r.nextChoice.set(name, k + 1);
  const source = formatPath(["choices", name, k]);
  const what = `${source} for the ${r.decisionLabel(d)}`;
  try {
    return { answer: answerFromChoice(r.db, r.game.state, list[k], d, what), source };
  } catch (e) {
    // 801.4 (targets) and 801.5a (other choices of a player or object): say so when one is out of range.
    const entry = list[k];
    const texts = typeof entry === "string" ? [entry] : Array.isArray(entry) ? entry : [];
    const notes =
      d.kind !== "choose" || !(e instanceof ScenarioRunError)
        ? []
        : texts.flatMap((t) => {
            if (typeof t !== "string") return [];
            const note =
              d.purpose === "targets"
                ? r.outOfRange(d.player, t, "801.4", "not a legal target")
                : r.outOfRange(d.player, t, "801.5a", `${name} can't choose it`);
            // 801.5a's example: a target an opponent picks for another player's spell or ability must
            // be within that player's range as well.
            const owner = r.open?.seat;
            const theirs =
              note === null && owner !== undefined && owner !== d.player
                ? r.outOfRange(
                    owner,
                    t,
                    "801.5a",
                    `${name} picks for ${r.names[owner]}, so it must be in both ranges`,
                  )
                : null;
            return [note, theirs].filter((x): x is string => x !== null);
          });
    if (notes.length === 0) throw e;
    throw new ScenarioRunError(
      `${what}: ${notes.join("; ")}; options: ${d.kind === "choose" ? listOptions(d.options) : ""}`,
    );
  }
}

/**
 * A scripted answer the game never asked for: the file doesn't do what it says (a choice for a trigger
 * that didn't trigger, a target for a spell that wasn't cast). Null when every answer was used.
 */
export function unusedChoices(r: RunState): string | null {
  for (const [name, list] of Object.entries(r.scn.choices)) {
    const used = r.nextChoice.get(name) ?? 0;
    if (used < list.length)
      return `${formatPath(["choices", name, used])}: never asked for — ${name} answered ${used} of ${list.length} scripted choice${list.length === 1 ? "" : "s"}`;
  }
  return null;
}
