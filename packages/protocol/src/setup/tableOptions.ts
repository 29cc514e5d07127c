/**
 * A table's variant and options (what the command line's flags and the server's create-table request
 * both give), checked against the variant and turned into the engine's VariantOptions. Validation of the
 * variant itself is the engine's (it throws ConfigError); a refused option becomes a TableOptionError
 * naming it by the caller's OptionNames.
 */
import {
  type AttackRule,
  ConfigError,
  checkPlayerCount,
  type Edition,
  editionsOf,
  type Mulligan,
  type VariantConfig,
  type VariantOptions,
  variantConfig,
} from "@roundtable/engine";
import { type Given, type OptionNames, refused } from "./names.ts";
import { defaultTeams, seatTeams, teamPreset } from "./teams.ts";

export interface TableOptions {
  variant: string;
  players: number;
  /** 802, 803, 806.2b: the attack rule. */
  attack?: AttackRule;
  /** 801: limited range of influence, the same number of seats for everyone. */
  range?: number;
  /** 804: deploy creatures. */
  deploy?: boolean;
  /**
   * 805: shared team turns, for teams seated together (Team vs. Team, Emperor); Two-Headed Giant always
   * plays them (810.2).
   */
  sharedTurns?: boolean;
  /** 103.5: the mulligan rule. */
  mulligan?: Mulligan;
  /** Commander: 40 life (903.7) or the French rules' 30 (2011 CR 103.3c). */
  commanderLife?: 30 | 40;
  /** 901: play Planechase too (planar decks and the planar die), in any variant. */
  planechase?: boolean;
  /**
   * 102.3: this many teams of equal size, seated by the variant's rule: together, or in turn in
   * Alternating Teams (811.3). A team variant without it gets its default (emperor: teams of three; else 2).
   */
  teams?: number;
  /**
   * Whose multiplayer rules (issue 15): today's (the default), or an older edition the variant has (the
   * engine's editionsOf); the engine refuses one the variant lacks.
   */
  edition?: Edition;
}

/** The variant configuration a table plays (a TableOptionError or ConfigError if its options are wrong). */
export function tableConfig(opts: TableOptions, names: OptionNames): VariantConfig {
  return variantConfig(opts.variant, opts.players, variantOptions(opts, names));
}

/**
 * The variant options of a table (undefined when there are none), checked against the variant: a
 * ConfigError from the engine becomes a TableOptionError naming the option that caused it. Errors about
 * the variant or the player count themselves are the engine's, unchanged. A team variant (808–811) always
 * has teams, the teams option or its default, and every check includes them.
 */
export function variantOptions(opts: TableOptions, names: OptionNames): VariantOptions | undefined {
  const { attack, range, deploy, mulligan, sharedTurns, commanderLife, planechase } = opts;
  // The variant and player count first, as the engine words it, before anything is built for each player.
  checkPlayerCount(opts.variant, opts.players);
  const preset = teamPreset(opts.variant, opts.edition, opts.players);
  if (
    opts.edition === undefined &&
    attack === undefined &&
    range === undefined &&
    opts.teams === undefined &&
    !deploy &&
    !sharedTurns &&
    mulligan === undefined &&
    commanderLife === undefined &&
    !planechase &&
    preset === null
  )
    return undefined;
  const players = opts.players;
  const rule = preset?.seating ?? "together";
  const teamsGiven: Given = { option: "teams", value: opts.teams };
  let teams: [Given, VariantOptions] | null = null;
  if (opts.teams !== undefined) teams = [teamsGiven, { teams: seatTeams(players, opts.teams, rule, names) }];
  else if (preset !== null) {
    const by: Given = { option: "variant", value: opts.variant };
    teams = [by, { teams: seatTeams(players, defaultTeams(opts.variant, players, names), rule, names, by) }];
  }
  const edition: VariantOptions = opts.edition === undefined ? {} : { edition: opts.edition };
  const editionGiven: Given = { option: "edition", value: opts.edition };
  const given: [Given, VariantOptions][] = [];
  if (attack !== undefined) given.push([{ option: "attack", value: attack }, { attack }]);
  if (range !== undefined) given.push([{ option: "range", value: range }, { range }]);
  if (deploy) given.push([{ option: "deploy" }, { deploy: true }]);
  if (sharedTurns) given.push([{ option: "sharedTurns" }, { sharedTurns: true }]);
  if (mulligan !== undefined) given.push([{ option: "mulligan", value: mulligan }, { mulligan }]);
  if (commanderLife !== undefined)
    given.push([{ option: "commanderLife", value: commanderLife }, { commanderLife }]);
  if (planechase) given.push([{ option: "planechase" }, { planechase: true }]);
  const check = (by: Given[], options: VariantOptions): void => {
    try {
      variantConfig(opts.variant, players, options);
    } catch (e) {
      if (e instanceof ConfigError) throw refused(names, by, e.message);
      throw e;
    }
  };
  // The edition first, as the engine applies it first: one the variant lacks is refused in the engine's words.
  if (opts.edition !== undefined && !editionsOf(opts.variant).includes(opts.edition))
    check([editionGiven], edition);
  // The teams alone (under the edition), then each other option with them, then all of them together.
  const withTeams = { ...edition, ...teams?.[1] };
  if (teams !== null) check([teams[0]], withTeams);
  for (const [g, o] of given) check([g], { ...withTeams, ...o });
  const all: VariantOptions = Object.assign({ ...withTeams }, ...given.map(([, o]) => o));
  const named = [
    ...(opts.edition !== undefined ? [editionGiven] : []),
    ...(opts.teams !== undefined ? [teamsGiven] : []),
    ...given.map(([g]) => g),
  ];
  if (named.length > 1) check(named, all);
  return all;
}
