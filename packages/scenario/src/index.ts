/**
 * Scenario files (docs/scenarios.md): a JSON position plus scripted actions, choices and expectations,
 * used by judges to check a ruling and by the project as tests.
 */
export { ScenarioRunError } from "./answer.ts";
export {
  expandFiles,
  formatFailures,
  formatResult,
  type ScenarioCommandOptions,
  scenarioCommand,
} from "./command.ts";
export { checkExpectations, type Failure } from "./expect.ts";
export { buildLayout, DEFAULT_LIBRARY } from "./layout.ts";
export { loadScenarioFile, type ParseResult, parseScenario } from "./parse.ts";
export { type CardRef, parseRef, resolveRef, stateCandidates } from "./resolve.ts";
export { MAX_DECISIONS, MAX_TURN, type RunResult, runScenario, runScenarioAtEverySize } from "./runner.ts";
export { type ScenarioFile, savePosition, scenarioOfLayout } from "./save.ts";
export { positionOf, type SavedNow, savePositionNow } from "./saveNow.ts";
export { savePositionAt } from "./saveRecord.ts";
export type {
  ChoiceEntry,
  Expectations,
  Scenario,
  ScenarioAction,
  ScenarioPlayer,
  TurnRef,
} from "./schema.ts";
export { scenarioSchema } from "./schema.ts";
export {
  atRange,
  atTableSize,
  bystanders,
  runLabel,
  type ScenarioRun,
  scenarioRanges,
  scenarioRuns,
  tableSizes,
  turnLabel,
} from "./table.ts";
export type { ScenarioError } from "./validate.ts";
