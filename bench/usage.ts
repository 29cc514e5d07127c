/**
 * `npm run bench`'s command lines (docs/PERFORMANCE.md, "How to run"), checked before anything runs: a
 * word or option it doesn't know is an error naming it, not a two-minute bench of the default parts.
 */

export const USAGE = `usage: npm run bench [-- FORM]
  (nothing)                     the games, forking and layers, the Grand Melee sizes
  grand-melee                   the Grand Melee table sizes alone
  workers [N]                   simulate on 1 and N worker threads
  bots [GAMES]                  the bot ladder
  --against COMMIT [--parts a,b] [--rounds N] [--code source|built]
                                this tree and an older commit side by side
                                (built: both trees' dist/, as an npm user runs them)
  history COMMIT [--every N]    every Nth commit of main since COMMIT against it:
                                duels and Free-for-All, both in one process`;

/** The options `--against` takes, each with a value. */
const AGAINST_OPTIONS = ["--against", "--parts", "--rounds", "--code"];

/** What is wrong with `args`, or null if they are one of the forms above (`--part NAME`: an inner call). */
export function argsProblem(args: readonly string[]): string | null {
  const [first, ...rest] = args;
  if (first === undefined) return null;
  if (first === "--part") return rest.length === 1 ? null : "--part takes one part's name";
  if (first === "workers")
    return rest.length <= 1 ? null : `workers takes one number at most (got ${rest.join(" ")})`;
  if (first === "bots")
    return rest.length <= 1 ? null : `bots takes one number at most (got ${rest.join(" ")})`;
  if (first === "history") {
    const [base, flag, n] = rest;
    if (base === undefined || base.startsWith("--")) return "history needs a commit";
    if (flag === undefined) return null;
    if (flag !== "--every" || rest.length !== 3)
      return `history takes --every N at most (got ${rest.slice(1).join(" ")})`;
    return /^[1-9][0-9]*$/.test(n) ? null : `--every needs a whole number ≥ 1 (got ${n})`;
  }
  if (first === "grand-melee")
    return rest.length === 0 ? null : `grand-melee takes nothing more (got ${rest.join(" ")})`;
  if (!args.includes("--against")) return `unknown ${JSON.stringify(first)}`;
  for (let i = 0; i < args.length; i += 2) {
    if (!AGAINST_OPTIONS.includes(args[i])) return `unknown ${JSON.stringify(args[i])} with --against`;
    if (args[i + 1] === undefined || args[i + 1].startsWith("--")) return `${args[i]} needs a value`;
  }
  return null;
}
