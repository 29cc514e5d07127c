/**
 * Variants are configuration, not forks (DEVELOPERS.md principle 5). A named variant is a preset of
 * these fields: duel, Free-for-All (806), Team vs. Team (808), Emperor (809), Two-Headed Giant (810),
 * Alternating Teams (811), Melee and Pentagon. Later issues add turn markers (807).
 */

import { flatMapOf } from "../arrays.ts";
import { showValue } from "../show.ts";
import { archenemyOptions, archenemyPreset, supervillainRumblePreset } from "./archenemy.ts";
import { ConfigError, type Edition, MAX_PLAYERS, type VariantConfig, type VariantOptions } from "./config.ts";
import { applyEdition, editionsOf } from "./editions.ts";
import { checkSeating, checkTeamShape, emperorRanges, teamLists } from "./teams.ts";
import type { VariantName } from "./titles.ts";

/** Each named variant's preset for a table of `players`: one for each variant with a title (titles.ts). */
const PRESETS: Record<VariantName, (players: number) => VariantConfig> = {
  // 103.8a: the starting player skips the first draw; no free mulligan (103.5c is for multiplayer).
  duel: () => ({
    ...multiplayer("duel", 2, 2),
    maxPlayers: 2,
    attack: "single",
    freeFirstMulligan: false,
    firstTurnDraw: "starterSkips",
  }),
  // 806: Free-for-All. Attack multiple players by default (806.2b allows attack left or right instead).
  "free-for-all": () => multiplayer("free-for-all", 3, 4),
  // 903: Commander, 2 to 8 players. 903.2: a multiplayer game is a Free-for-All with the attack multiple
  // players option and no limited range; 903.7: 40 life. Two players: 103.8a's skipped first draw, and
  // no free mulligan (103.5c frees the first mulligan in multiplayer games).
  commander: (players) => ({
    ...multiplayer("commander", 2, 4),
    maxPlayers: 8,
    startingLife: 40,
    commander: true,
    ...(players === 2 ? { freeFirstMulligan: false, firstTurnDraw: "starterSkips" as const } : {}),
  }),
  // 903.12: Brawl, the Commander option: 25 life in a two-player game, 30 in a multiplayer one (903.12f);
  // the first mulligan is free in any Brawl game (903.12g); no 704.6c (903.12h); a legendary planeswalker
  // may be the commander (903.12c). Decks of exactly 60 (903.12d: packages/cards' deck rules).
  brawl: (players) => ({
    ...multiplayer("brawl", 2, 4),
    maxPlayers: 8,
    startingLife: players === 2 ? 25 : 30,
    commander: true,
    commanderDamageLoses: false,
    planeswalkerCommanders: true,
    ...(players === 2 ? { firstTurnDraw: "starterSkips" as const } : {}),
  }),
  // 902: Vanguard, a two-player or multiplayer game (902.2) with a vanguard card per player. Two players:
  // 103.8a's skipped first draw and no free mulligan (103.5c is for multiplayer games).
  vanguard: (players) => ({
    ...multiplayer("vanguard", 2, 4),
    vanguard: true,
    ...(players === 2 ? { freeFirstMulligan: false, firstTurnDraw: "starterSkips" as const } : {}),
  }),
  // Melee (2004 draft, 606): six to ten players alone, seated at random (606.2), range 2, attack left; the
  // 2004 draft's range rules (601), as the only document that defines Melee writes them.
  melee: (players) => ({
    ...multiplayer("melee", 6, 6),
    maxPlayers: 10,
    attack: "left",
    range: Array.from({ length: players }, () => 2),
    rangeRules: "2004",
    randomSeating: true,
  }),
  // Pentagon (2004 draft, 611): five players seated at random (611.2); your opponents are the two seated
  // across from you, and you win when both have lost (two players may win together, 611.5).
  pentagon: () => ({
    ...multiplayer("pentagon", 5, 5),
    maxPlayers: 5,
    opponentsBySeat: [0, 1, 2, 3, 4].map((p) => [(p + 2) % 5, (p + 3) % 5]),
    randomSeating: true,
  }),
  // 808: Team vs. Team — teammates sit together; attack multiple players by default (808.3a).
  "team-vs-team": () => ({
    ...multiplayer("team-vs-team", 3, 4),
    seating: "together",
    handsVisible: "team", // 808.5
    starting: "teamCentre", // 808.4
  }),
  // 809: Emperor — teams of three or more, the emperor in the middle; deploy on (809.3b); ranges 809.3a.
  emperor: () => ({
    ...multiplayer("emperor", 6, 6),
    deploy: true,
    seating: "emperor",
    attackAdjacentOnly: true, // 809.3c
    handsVisible: "team", // 809.7
    starting: "randomEmperor", // 809.4
  }),
  // The classic Emperor (the Emperor article): teams of three or more, the emperor in the middle; range 2
  // for spells and effects; creatures march between allied territories instead of being deployed, and
  // attack only enemies next to the territory they stand in; one emperor's left-hand general starts.
  "emperor-classic": (players) => ({
    ...multiplayer("emperor-classic", 6, 6),
    seating: "emperor",
    range: Array.from({ length: players }, () => 2),
    starting: "leftGeneral",
    territories: true,
  }),
  // 810: Two-Headed Giant — two teams of two (810.11: or more, each player beyond the second adding 15
  // life and 5 poison counters), shared team turns, a shared life total of 30 and 15 poison counters.
  "two-headed-giant": (players) => {
    const extra = Math.max(0, Math.floor(players / 2) - 2);
    return {
      ...multiplayer("two-headed-giant", 4, 4),
      startingLife: 30 + 15 * extra, // 810.4, 810.11
      poisonToLose: 15 + 5 * extra, // 810.8d, 810.11
      firstTurnDraw: "starterSkips", // 810.6, 103.8b: the starting team skips its first draw
      seating: "together", // 810.3
      handsVisible: "team", // 810.5
      sharedTurns: true, // 810.2
      sharedLife: true,
      sharedPoison: true, // 810.10
      teamLosesTogether: true, // 810.8a
      teamCantLose: true, // 810.8a
    };
  },
  // 904: Archenemy — the archenemy (seat 0) against a team of the others, shared team turns; 2 or more
  // players (904.2b: the other team has any number of players); four by default (one against three).
  archenemy: (players) => archenemyPreset(multiplayer("archenemy", 2, 4), players),
  // 904.12: Supervillain Rumble — a Free-for-All in which every player is an archenemy, 40 life each (904.12c).
  "supervillain-rumble": (players) =>
    supervillainRumblePreset(multiplayer("supervillain-rumble", 3, 4), players),
  // 901: Planechase. 901.2: two players, or a multiplayer Free-for-All with the attack multiple players
  // option and no limited range; the `planechase` option adds it to any other variant.
  planechase: (players) => ({
    ...multiplayer("planechase", 2, 4),
    planechase: true,
    ...(players === 2 ? { freeFirstMulligan: false, firstTurnDraw: "starterSkips" as const } : {}),
  }),
  // 807: Grand Melee — Free-for-All for the biggest tables: range 1, attack left, no attack multiple players
  // and no deploy (807.2), random seating (807.3), one turn marker per full four players (807.4); ten players
  // by default (807.1: normally used only in games begun with ten or more players).
  "grand-melee": (players) => ({
    ...multiplayer("grand-melee", 4, 10),
    attack: "left",
    range: Array.from({ length: players }, () => 1),
    turnMarkers: true,
    randomSeating: true,
  }),
  // 811: Alternating Teams — seats interleaved; range 2 recommended (811.2a); adjacent opponents only.
  "alternating-teams": () => ({
    ...multiplayer("alternating-teams", 4, 4),
    seating: "alternating",
    attackAdjacentOnly: true, // 811.4
    handsVisible: "adjacentTeammates", // 811.5
  }),
};

/** What individual play needs of the team fields. */
const INDIVIDUAL = {
  seating: null,
  roles: null,
  attackAdjacentOnly: false,
  handsVisible: "none",
  starting: "random",
  opponentsBySeat: null,
  mulligan: "london",
  sharedTurns: false,
  sharedLife: false,
  teamLosesTogether: false,
  territories: false,
  turnMarkers: false,
  randomSeating: false,
  teamShape: null,
  deployAlways: null,
  departedTeammatesWin: true,
  // Editions: the 2004 draft's Teams and Two-Headed Giant
  attackAcrossOnly: false,
  teamLifeSetEach: "onePlayer",
  teamCantLose: false,
  sharedPoison: false,
  // 2004 draft: combat, Free-for-All (605), Grand Melee (607) — today's values (806.2a, 807.4e–g, 807.4i).
  rangeRefusedBy: null,
  markerRemoval: "designateLowest",
  extraTurnYieldsToMarkerOnRight: true,
  // 2007 edition
  lifeShare: false,
  teamLifeRestrictions: true,
  attackTheTeam: false,
  otherOptions: true,
} as const;

/**
 * A multiplayer preset's common values: 20 life, attack multiple players, every player draws (103.8c), up
 * to the engine's bound of players.
 */
function multiplayer(name: string, minPlayers: number, defaultPlayers: number): VariantConfig {
  return {
    name,
    edition: "current",
    minPlayers,
    maxPlayers: MAX_PLAYERS,
    defaultPlayers,
    startingLife: 20,
    attack: "multiple",
    freeFirstMulligan: true,
    firstTurnDraw: "allDraw",
    handSize: 7,
    poisonToLose: 10,
    ante: false,
    range: null,
    rangeRules: "801",
    teams: null,
    deploy: false,
    ...INDIVIDUAL,
  };
}

/** The names of the variants (free-for-all, grand-melee, two-headed-giant, emperor, …), for {@link GameSetup.variant}. */
export const VARIANT_NAMES = Object.keys(PRESETS);

/**
 * A named variant's preset before any option or player count is applied (its seating rule, player
 * counts, defaults), for callers that build a table; ConfigError for an unknown name.
 */
export function variantPreset(name: string, players = 0): VariantConfig {
  const preset = Object.hasOwn(PRESETS, name) ? PRESETS[name as VariantName] : undefined;
  if (!preset) throw new ConfigError(`unknown variant "${name}" (known: ${VARIANT_NAMES.join(", ")})`);
  return preset(players);
}

/** "2", "6–10", "3–200": a variant's player range, as messages and help texts print it. */
export function playerRange(cfg: Pick<VariantConfig, "minPlayers" | "maxPlayers">): string {
  return cfg.minPlayers === cfg.maxPlayers ? `${cfg.minPlayers}` : `${cfg.minPlayers}–${cfg.maxPlayers}`;
}

/**
 * Whether a named variant is played by `players` players: from its least to its most (the engine's bound,
 * MAX_PLAYERS, for a variant with no limit of its own). ConfigError naming the variant and the range if not.
 */
export function checkPlayerCount(name: string, players: number): void {
  const cfg = variantPreset(name);
  if (Number.isInteger(players) && players > cfg.maxPlayers && cfg.maxPlayers === MAX_PLAYERS)
    throw new ConfigError(
      `variant "${name}" is played by at most ${MAX_PLAYERS} players (the engine's bound), got ${players}`,
    );
  if (!Number.isInteger(players) || players < cfg.minPlayers || players > cfg.maxPlayers) {
    const range = cfg.maxPlayers === MAX_PLAYERS ? `${cfg.minPlayers} or more` : playerRange(cfg);
    throw new ConfigError(`variant "${name}" needs ${range} players, got ${players}`);
  }
}

/**
 * Builds the configuration of a named variant for `players` players, applying options.
 * Throws ConfigError naming the problem (unknown variant, bad player count, illegal option).
 */
export function variantConfig(name: string, players: number, options: VariantOptions = {}): VariantConfig {
  checkPlayerCount(name, players);
  const cfg = variantPreset(name, players);
  if (options.edition !== undefined) editionOption(name, cfg, players, options.edition);
  if (cfg.archenemies !== undefined) archenemyOptions(name, options); // 904.2, 904.12a, before 2007's rule
  if (!cfg.otherOptions) noOtherOptions(name, cfg, options);
  if (options.attack !== undefined) {
    if (name === "duel" && options.attack !== "single")
      throw new ConfigError(`variant "duel" has one opponent: the attack option does not apply`);
    // 806.2b, 811.2b: exactly one of attack multiple players, attack left or attack right. An edition
    // whose default is no attack option (2004 draft 306.3, 307.1) may keep it.
    const chosen = cfg.attack === "chosenDefender";
    if (name !== "duel" && !["multiple", "left", "right"].includes(options.attack))
      if (!chosen || options.attack !== "chosenDefender")
        throw new ConfigError(
          chosen
            ? `variant "${name}" (edition ${cfg.edition}) takes the attack rule "chosenDefender" (2004 draft 306.3, 307.1), "multiple" (602) or "left" or "right" (604), got "${options.attack}"`
            : `variant "${name}" needs exactly one attack rule: "multiple", "left" or "right" (${name === "alternating-teams" ? "811.2b" : name === "free-for-all" ? "806.2b" : "802, 803"}), got "${options.attack}"`,
        );
    // The classic Emperor's creatures attack the enemies next to the territory they stand in, on either side
    // (the Emperor article, territories.ts): its attack rule is attack multiple players, limited by the
    // territories, and 803's attack left or right has nothing to limit it to.
    if (cfg.territories && options.attack !== "multiple")
      throw new ConfigError(
        `variant "${name}" takes only the attack rule "multiple": creatures attack the enemies next to the territory they stand in, on either side (the Emperor article), got "${options.attack}"`,
      );
    cfg.attack = options.attack;
  }
  if (cfg.turnMarkers) grandMeleeOptions(options);
  if (options.ante !== undefined) {
    if (typeof options.ante !== "boolean")
      throw new ConfigError(`the ante option is true or false, got ${showValue(options.ante)}`);
    cfg.ante = options.ante; // 407.1: an optional variation any variant may use
  }
  if (options.range !== undefined && cfg.rangeRefusedBy !== null)
    throw new ConfigError(
      `variant "${name}" (edition ${cfg.edition}) has no range of influence (${cfg.rangeRefusedBy}): the range option does not apply`,
    );
  if (options.range !== undefined) cfg.range = rangeOption(options.range, players);
  if (options.teams !== undefined && cfg.opponentsBySeat !== null)
    throw new ConfigError(
      `variant "${name}" has no teams: each player's opponents are the two seated across (611.1)`,
    );
  if (options.teams !== undefined) {
    if (name === "duel") throw new ConfigError(`variant "duel" is played by two players alone: no teams`);
    cfg.teams = teamsOption(options.teams, players);
  }
  if (cfg.seating !== null) {
    if (cfg.teams === null)
      throw new ConfigError(`variant "${name}" is played in teams: the teams option lists each team's seats`);
    if (cfg.teamShape !== null) checkTeamShape(name, cfg.teamShape, cfg.teams);
    cfg.roles = checkSeating(name, cfg.seating, cfg.teams);
    // 811.2a: range 2 is recommended; 809.3a, 809.6a: Emperor ranges follow from the seats, unless the
    // preset gives every seat its range (the classic Emperor, 2004 draft 610.4: 2 for everyone).
    if (options.range === undefined && name === "alternating-teams") cfg.range = rangeOption(2, players);
    if (options.range === undefined && cfg.roles !== null && cfg.range === null)
      cfg.range = emperorRanges(cfg.teams, cfg.roles);
  }
  if (cfg.sharedLife && cfg.teams !== null) twoTeamsOfEqualSize(name, cfg.teams);
  if (options.sharedTurns !== undefined) sharedTurnsOption(name, cfg, options.sharedTurns);
  if (options.mulligan !== undefined) {
    if (options.mulligan !== "london" && options.mulligan !== "paris" && options.mulligan !== "commander")
      throw new ConfigError(
        `the mulligan option is "london", "paris" or (in Commander) "commander", got ${showValue(options.mulligan)}`,
      );
    if (options.mulligan === "commander" && cfg.commander !== true)
      throw new ConfigError(
        `the "commander" mulligan (2011 CR 103.4d) is the Commander variant's, not ${name}'s`,
      );
    cfg.mulligan = options.mulligan;
  }
  if (options.commanderLife !== undefined) {
    if (cfg.commander !== true)
      throw new ConfigError(`the commanderLife option is the Commander variant's (903.7), not ${name}'s`);
    if (options.commanderLife !== 30 && options.commanderLife !== 40)
      throw new ConfigError(
        `the commanderLife option is 40 (903.7) or 30 (the French rules, 2011 CR 103.3c), got ${showValue(options.commanderLife)}`,
      );
    cfg.startingLife = options.commanderLife;
  }
  planechaseOptions(cfg, options);
  if (options.deploy !== undefined) {
    if (typeof options.deploy !== "boolean")
      throw new ConfigError(`the deploy option is true or false, got ${showValue(options.deploy)}`);
    if (!options.deploy && cfg.deployAlways !== null)
      throw new ConfigError(`variant "${name}" always uses deploy creatures (${cfg.deployAlways})`);
    cfg.deploy = options.deploy; // 804.1: an option of multiplayer games
  }
  return cfg;
}

/** 901: Planechase as an option of any variant; 901.15 its single planar deck option. */
function planechaseOptions(cfg: VariantConfig, options: VariantOptions): void {
  for (const key of ["planechase", "singlePlanarDeck"] as const)
    if (options[key] !== undefined && typeof options[key] !== "boolean")
      throw new ConfigError(`the ${key} option is true or false, got ${showValue(options[key])}`);
  if (options.planechase === true) cfg.planechase = true;
  if (options.planechase === false && cfg.planechase === true)
    throw new ConfigError(
      `variant "${cfg.name}" is Planechase (901): the planechase option can't turn it off`,
    );
  if (options.singlePlanarDeck === true) {
    if (cfg.planechase !== true)
      throw new ConfigError(
        "the singlePlanarDeck option (901.15) needs a Planechase game: set the planechase option",
      );
    cfg.singlePlanarDeck = true;
  }
}

/** An older edition's preset replaces the current one's fields before the other options apply to it. */
function editionOption(name: string, cfg: VariantConfig, players: number, edition: Edition): void {
  const known = editionsOf(name);
  if (!known.includes(edition))
    throw new ConfigError(
      `variant "${name}" has no edition ${showValue(edition)} (its editions: ${known.map((e) => `"${e}"`).join(", ")})`,
    );
  applyEdition(name, cfg, players, edition);
  // An edition may seat other tables (2004 draft 605.1: three to six players; 607.1: eleven or more).
  if (players < cfg.minPlayers || players > cfg.maxPlayers) {
    const range = cfg.maxPlayers === MAX_PLAYERS ? `${cfg.minPlayers} or more` : playerRange(cfg);
    throw new ConfigError(`variant "${name}" (edition ${edition}) needs ${range} players, got ${players}`);
  }
}

/** 2007 CR 606.2: no multiplayer option beyond the variant's own. */
function noOtherOptions(name: string, cfg: VariantConfig, options: VariantOptions): void {
  const added =
    options.range !== undefined
      ? "range of influence"
      : options.deploy === true
        ? "deploy creatures"
        : options.attack !== undefined && options.attack !== cfg.attack
          ? `attack ${options.attack}`
          : null;
  if (added !== null)
    throw new ConfigError(
      `variant "${name}" (edition ${cfg.edition}) uses no other multiplayer options (2007 CR 606.2): no ${added}`,
    );
}

/** 807.1, 807.2c: Grand Melee players play alone, attack left or right, and don't deploy. */
function grandMeleeOptions(options: VariantOptions): void {
  if (options.attack === "multiple" || options.deploy === true)
    throw new ConfigError(
      `variant "grand-melee" doesn't use the ${options.deploy === true ? "deploy creatures" : "attack multiple players"} option (807.2c)`,
    );
  if (options.teams !== undefined)
    throw new ConfigError(`variant "grand-melee" is played by players alone, without teams (807.1)`);
}

/** 810.1, 810.11: two teams of the same size. */
function twoTeamsOfEqualSize(name: string, team: readonly number[]): void {
  const sizes = teamLists(team).map((t) => t.length);
  if (sizes.length !== 2 || sizes[0] !== sizes[1] || sizes[0] < 2)
    throw new ConfigError(
      `variant "${name}" is played by two teams of the same size, two players or more (810.1, 810.11), got teams of ${sizes.join(", ")}`,
    );
}

/** 805.1: the shared team turns option needs teams, each seated together. */
function sharedTurnsOption(name: string, cfg: VariantConfig, on: boolean): void {
  if (typeof on !== "boolean")
    throw new ConfigError(`the sharedTurns option is true or false, got ${showValue(on)}`);
  if (on && cfg.teams === null)
    throw new ConfigError(`shared team turns (805) need teams: the teams option lists each team's seats`);
  if (on && cfg.seating !== "together" && cfg.seating !== "emperor")
    throw new ConfigError(
      `variant "${name}" doesn't seat each team together, which shared team turns need (805.1)`,
    );
  if (!on && name === "two-headed-giant" && cfg.sharedTurns)
    throw new ConfigError(`variant "two-headed-giant" always uses shared team turns (810.2)`);
  cfg.sharedTurns = on;
}

/** 102.3: every seat belongs to exactly one team, and there are at least two teams. */
function teamsOption(teams: number[][], players: number): number[] {
  if (!Array.isArray(teams) || teams.some((t) => !Array.isArray(t)))
    throw new ConfigError(
      `the teams option is a list of teams, each a list of seats, got ${showValue(teams)}`,
    );
  const team: number[] = Array.from({ length: players }, () => -1);
  teams.forEach((members, t) => {
    if (members.length === 0) throw new ConfigError(`team ${t + 1} has no players`);
    for (const seat of members) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= players)
        throw new ConfigError(
          `team ${t + 1}: seat ${showValue(seat)} isn't one of the seats 0–${players - 1}`,
        );
      if (team[seat] !== -1)
        throw new ConfigError(
          `seat ${seat} is in team ${team[seat] + 1} and team ${t + 1}: a player plays for one team`,
        );
      team[seat] = t;
    }
  });
  const missing = flatMapOf(team, (t, seat) => (t === -1 ? [seat] : []));
  if (missing.length > 0)
    throw new ConfigError(`seats ${missing.join(", ")} are in no team (every player is in one)`);
  if (teams.length < 2) throw new ConfigError(`a game needs at least two teams, got ${teams.length}`);
  return team;
}

/** 801.2a: a range is a whole number of seats, 1 or more; per seat, one for every player. */
function rangeOption(range: number | number[], players: number): number[] {
  const list = typeof range === "number" ? Array.from({ length: players }, () => range) : range;
  if (!Array.isArray(list) || list.length !== players)
    throw new ConfigError(
      `the range option needs one range or one per player (${players}), got ${showValue(range)}`,
    );
  list.forEach((r, seat) => {
    if (!Number.isInteger(r) || r < 1)
      throw new ConfigError(
        `range of influence of seat ${seat + 1}: a whole number of seats, 1 or more (801.2a), got ${r}`,
      );
  });
  return [...list];
}
