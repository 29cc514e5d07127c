/**
 * Saving the position a game is at now (the web table's "Save this position", the server's
 * `GET /api/tables/:id/position`). A scenario begins at a turn's beginning (save.ts), so the file holds
 * the beginning of the current turn; when everything done since is passing (priority passed, no attack,
 * no block) the file's `stopAt` is moved to the step the game is at, and the file is run with the scenario
 * runner to check that it reaches exactly the live position. When it doesn't — or something other than
 * passing was done this turn — the file stops at the turn's beginning and `note` says why: a file never
 * claims a position it doesn't reach.
 */
import {
  type CardDb,
  type Decision,
  Game,
  type GameRecord,
  type GameState,
  LayoutError,
  layoutProblems,
} from "@roundtable/engine";
import { parseScenario } from "./parse.ts";
import { runScenario } from "./runner.ts";
import { type ScenarioFile, savePosition } from "./save.ts";
import { apply, passAutomatically } from "./saveRecord.ts";

export interface SavedNow {
  file: ScenarioFile;
  /** Whether the file's stopAt is the live position (else the beginning of its turn; `note` says why). */
  exact: boolean;
  /** What the file holds, in a sentence for people. */
  note: string;
}

/** Whether an answer only passes: priority passed, no attack, no block. */
function passes(d: Decision | undefined, answer: unknown): boolean {
  if (d === undefined) return false;
  const a = answer as Record<string, unknown>;
  if (d.kind === "priority") return d.actions[a.choice as number]?.type === "pass";
  if (d.kind === "attackers") return Array.isArray(a.attacks) && a.attacks.length === 0;
  if (d.kind === "blockers") return Array.isArray(a.blocks) && a.blocks.length === 0;
  return false;
}

function describe(s: GameState, d: Decision | undefined, input: GameRecord["inputs"][number]): string {
  if ("loop" in input) return "a loop was declared";
  const who = s.players[input.player]?.name ?? `seat ${input.player}`;
  if ("concede" in input) return `${who} conceded`;
  if (d?.kind === "priority") {
    const a = d.actions[(input.answer as { choice: number }).choice];
    if (a !== undefined && a.type !== "pass") return `${who} took the action "${a.type} ${a.name}"`;
  }
  return `${who} answered a ${d?.kind ?? "?"} decision ("${d?.prompt ?? ""}")`;
}

/**
 * What a position is, for comparing two games: every zone's cards, the permanents of each owner in order
 * with their state, the stack, life, poison, mana, the turn (numbered from `firstTurn`), who has passed,
 * and who is asked what. Object ids are left out (a saved file numbers them afresh).
 */
export function positionOf(g: Game, firstTurn: number): string {
  const s = g.state;
  const card = (id: number) => s.objects[id]?.card;
  return JSON.stringify({
    players: s.players.map((p, seat) => ({
      life: p.life,
      poison: p.poison,
      left: p.left,
      pool: p.pool,
      hand: p.hand.map(card),
      library: p.library.map(card),
      graveyard: p.graveyard.map(card),
      exile: p.exile.map(card),
      command: p.command.map(card),
      battlefield: s.battlefield
        .map((id) => s.objects[id])
        .filter((o) => o.owner === seat)
        .map((o) => ({
          card: o.card,
          controller: o.controller,
          tapped: o.tapped,
          sick: o.sick,
          damage: o.damage,
          counters: o.counters,
          attachedTo: o.attachedTo === null ? null : card(o.attachedTo),
        })),
    })),
    stack: s.stack.map(card),
    turn: {
      number: s.turn.number - firstTurn + 1,
      active: s.turn.active,
      step: s.turn.step,
      priority: s.turn.priority,
      passed: s.turn.passed,
    },
    pending: g.decisions().map((d) => ({ kind: d.kind, player: d.player })),
  });
}

/**
 * The scenario file of `record`'s game as it is now (see above). Throws LayoutError naming why when the
 * beginning of the current turn can't be saved (layoutProblems).
 */
export function savePositionNow(db: CardDb, record: GameRecord, name = "A saved position"): SavedNow {
  const start = "setup" in record.start ? record.start.setup : record.start.layout;
  const auto = start.autoPass !== false;
  const game =
    "setup" in record.start
      ? Game.create(db, { ...record.start.setup, autoPass: false }, { events: false })
      : Game.fromLayout(db, { ...record.start.layout, autoPass: false }, { events: false });
  let saved: { turn: number; file: ScenarioFile } | null = null;
  let problems: { turn: number; list: string[] } | null = null;
  /** Since the turn's beginning was saved: the first input that isn't passing, if any. */
  let other: string | null = null;
  const seen = (g: Game): void => {
    const turn = g.state.turn.number;
    if (g.state.turn.step !== "upkeep" || saved?.turn === turn) return;
    const list = layoutProblems(db, g.state);
    if (list.length === 0) {
      saved = { turn, file: savePosition(g, name) };
      other = null;
    } else if (problems?.turn !== turn) problems = { turn, list };
  };
  record.inputs.forEach((input, i) => {
    passAutomatically(game, auto, seen);
    const d = "decision" in input ? game.decisions().find((x) => x.player === input.player) : undefined;
    if (other === null && !("decision" in input && passes(d, input.answer)))
      other = describe(game.state, d, input);
    apply(game, input, i);
  });
  passAutomatically(game, auto, seen);
  const s = game.state;
  const turn = s.turn.number;
  const found = saved as { turn: number; file: ScenarioFile } | null;
  if (found === null || found.turn !== turn) {
    const why = problems as { turn: number; list: string[] } | null;
    throw new LayoutError(
      why?.turn === turn
        ? why.list
        : [`the beginning of turn ${turn} was not reached at the upkeep's first priority`],
    );
  }
  const atStart = `the beginning of turn ${turn} (${s.players[s.turn.active].name}'s upkeep)`;
  if (s.status === "over") return { file: found.file, exact: false, note: `${atStart}: the game is over` };
  if (other !== null)
    return {
      file: found.file,
      exact: false,
      note: `${atStart}, not the position now: since then ${other}, which the file can't replay yet (add it as an action)`,
    };
  const file = { ...found.file, stopAt: { turn: 1, step: s.turn.step } };
  const parsed = parseScenario(file, db);
  const run = parsed.ok ? runScenario(parsed.scenario, db) : null;
  if (run?.game != null && positionOf(run.game, 1) === positionOf(game, turn))
    return { file, exact: true, note: `the position now: turn ${turn}, ${s.turn.step}, turn 1 of the file` };
  return {
    file: found.file,
    exact: false,
    note: `${atStart}, not the position now: the file would stop at the first decision of ${s.turn.step}, and the game is past it`,
  };
}
