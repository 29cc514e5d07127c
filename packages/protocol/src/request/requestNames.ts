/**
 * The options of a create-table request as its errors name them: by their path in the JSON body, with
 * the value given ("options.range (0): …"), as the command line names its flags ("--range 0: …").
 */
import type { OptionNames, TableOption } from "../setup/names.ts";

/** Where an option stands in the request: "variant", "players", "edition" at the top, the rest in "options". */
export function optionPath(option: TableOption): string {
  return option === "variant" || option === "players" || option === "edition" ? option : `options.${option}`;
}

/**
 * The path of the field a refused option (or options, together) is about: the option's, their common
 * parent "options", or "" (the whole request) for options of both levels.
 */
export function optionsPath(options: readonly TableOption[]): string {
  const paths = options.map(optionPath);
  if (paths.length === 1) return paths[0];
  return paths.length > 0 && paths.every((p) => p.startsWith("options.")) ? "options" : "";
}

export const REQUEST_NAMES: OptionNames = {
  given: (option, value) =>
    value === undefined ? optionPath(option) : `${optionPath(option)} (${JSON.stringify(value)})`,
  advise: (option, placeholder) => `set ${optionPath(option)} to ${placeholder}`,
};
