/**
 * How an error names the option that caused it. The same checks serve the command line, whose errors name
 * its flags ("--range 0: …"), and the server, whose errors name the request's fields ("options.range (0):
 * …"): the caller passes its `OptionNames`.
 */

/** The options of a table an error can name. */
export type TableOption =
  | "variant"
  | "players"
  | "edition"
  | "attack"
  | "range"
  | "deploy"
  | "sharedTurns"
  | "mulligan"
  | "commanderLife"
  | "planechase"
  | "teams";

export interface OptionNames {
  /**
   * An option as it was given, with its value ("--range 2", "options.range (2)"), or the option itself
   * when no value is passed ("--teams", "options.teams"; a switch such as "--deploy").
   */
  given(option: TableOption, value?: unknown): string;
  /** Advice to set an option to a value `placeholder` stands for: "pass --teams <n>", "set options.teams to n". */
  advise(option: TableOption, placeholder: string): string;
}

/** An option given with its value, as an error names it. */
export interface Given {
  option: TableOption;
  value?: unknown;
}

/** A table's options refused: the message names them (by the caller's `OptionNames`), `options` lists them. */
export class TableOptionError extends Error {
  override name = "TableOptionError";
  constructor(
    message: string,
    readonly options: readonly TableOption[],
  ) {
    super(message);
  }
}

/** "--edition 2004 with --teams 2: <why>": the options given, joined, then the reason they are refused. */
export function refused(names: OptionNames, given: readonly Given[], why: string): TableOptionError {
  const label = given.map((g) => names.given(g.option, g.value)).join(" with ");
  return new TableOptionError(
    `${label}: ${why}`,
    given.map((g) => g.option),
  );
}
