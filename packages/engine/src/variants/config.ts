/**
 * What a variant is made of (DEVELOPERS.md principle 5: a variant is configuration, not a fork): the
 * configuration the engine reads, the options a table adds to it, and the error for one it can't play.
 * The presets (presets.ts), the team seatings (teams.ts) and the editions (editions.ts) build on it.
 */

/** Whose multiplayer rules: today's (800–811), the 2007 Comprehensive Rules' (606–609) or the 2004 draft's (600–611). */
export type Edition = "current" | "2007" | "2004";

/** How a team variant seats its teams (808–811): teammates together, alternating, or Emperor's (809.2). */
export type TeamSeating = "together" | "alternating" | "emperor";

/** The mulligan rules (103.5; the Paris mulligan; the 2011 Commander mulligan). */
export type Mulligan = "london" | "paris" | "commander";

/**
 * 802 attack multiple players; 803 attack left / attack right; "single" = two-player rule (506.2);
 * "chosenDefender" = no attack option (2004 draft 306.3, 307.1; today's 506.2a, 507.1): as combat begins
 * the active player chooses one opponent, the defending player for that combat, and creatures attack only
 * that player and their planeswalkers (chosenDefender.ts).
 */
export type AttackRule = "single" | "multiple" | "left" | "right" | "chosenDefender";

/**
 * Everything that makes a variant: a named preset ({@link variantPreset}) with the table's options and
 * player count applied ({@link variantConfig}). The engine reads only this, never the variant's name.
 */
export interface VariantConfig {
  /** The preset this configuration came from, for display. */
  name: string;
  /**
   * Whose multiplayer rules are in force (editions.ts): today's (800–811), or those of the 2004 draft or
   * the 2007 Comprehensive Rules, which an older edition's preset sets field by field. The core rules
   * (the turn, the stack, combat damage) are always today's.
   */
  edition: Edition;
  /** The fewest players the variant allows. */
  minPlayers: number;
  /** The most players the variant allows: its own limit, or the engine's, MAX_PLAYERS. */
  maxPlayers: number;
  /** The table the variant is played at when none is given (the command line's default), within the range. */
  defaultPlayers: number;
  /** 103.4: each player's (or in Two-Headed Giant each team's, 810.4) starting life total. */
  startingLife: number;
  /**
   * 903: the Commander variant. Each deck has a commander (903.3), which starts in the command zone
   * (903.6) and may be cast from it with the commander tax (903.8), may return to it from a graveyard or
   * exile (903.9a, 704.6d), and whose 21 combat damage to one player makes that player lose (903.10a,
   * 704.6c). Absent in every other variant (so that their states, and hashes, are as they were).
   */
  commander?: true;
  /** 903.12h: Brawl games don't use 704.6c (21 combat damage from one commander). Absent: they do. */
  commanderDamageLoses?: false;
  /** 903.12c: in Brawl a legendary planeswalker card may be the commander too. */
  planeswalkerCommanders?: true;
  /**
   * 904: the seats of the archenemies — one in an Archenemy game (904.2a), every seat in Supervillain
   * Rumble (904.12b). Each has a scheme deck (904.3), 40 life (904.5), and sets a scheme in motion as
   * their precombat main phase begins (904.9). Absent in every other variant.
   */
  archenemies?: number[];
  /**
   * 901: the Planechase variant, which any variant may take (the `planechase` option, 901.12 Two-Headed
   * Giant, 901.14 Grand Melee): planar decks, the planar die, chaos and planeswalking (engine/actions/
   * planeswalk.ts, priority/planarDie.ts). Absent in every other game (their states and hashes unchanged).
   */
  planechase?: true;
  /** 901.15: the single planar deck option — one communal planar deck. Absent: a planar deck each. */
  singlePlanarDeck?: true;
  /**
   * 902: the Vanguard variant. Each player has a vanguard card in the command zone (902.3), whose hand and
   * life modifiers change their starting and maximum hand size and starting life (902.4–902.5b) and whose
   * abilities function from the command zone (902.7). Absent in every other variant.
   */
  vanguard?: true;
  /** Which players a creature may attack (802, 803, 806.2b). */
  attack: AttackRule;
  /** 103.5c: in a multiplayer game the first mulligan is free. */
  freeFirstMulligan: boolean;
  /**
   * 103.8: which player skips the draw on the first turn — with shared team turns, the starting team
   * (810.6). "secondaryDraws": 2007 CR 606.6b, in the starting team's first draw step only its secondary
   * players draw; the primary player doesn't.
   */
  firstTurnDraw: "starterSkips" | "allDraw" | "secondaryDraws";
  /** 103.5: the opening hand's size. */
  handSize: number;
  /** 104.3d: the poison counters that make a player (or a team, 810.10) lose. */
  poisonToLose: number;
  /** 407.1: an optional rule, off unless asked for: the game is played for ante (the `ante` option). */
  ante: boolean;
  /**
   * 801: limited range of influence, per seat (the number of seats each player can affect); null:
   * unlimited for everyone.
   */
  range: number[] | null;
  /**
   * Which rules of range of influence a limited range follows: today's 801, or the 2004 draft's 601. The
   * 2004 draft differs where 801 carves out exceptions (docs/editions.md, "Range of influence
   * (601)"); `players.ts` answers each difference, the rules modules ask it:
   * - 2004 draft 601.1, "range covers spells, abilities, effects, damage, attacks and choices": all damage
   *   is covered, combat damage too — a creature deals no damage to a player or object outside its
   *   controller's range, so a blocker and the attacker it blocks from out of range deal each other none
   *   (801 limits only what spells and abilities do, 801.10: `damageWithinRange`);
   * - winning isn't in 601.1's list, and 601 has no 801.14–801.16: "X wins the game" wins the whole game,
   *   and a draw (by an effect or a loop) is a draw for everyone (`rangeLimitsGameResults`);
   * - 601 has no 801.12: the world rule (704.5k) applies across the table (`worldRuleSees`);
   * - 601.8b asks of every prevention effect that both the source and the recipient of the damage be in
   *   its controller's range (801.13b only what the effect names: `replacements.ts`).
   */
  rangeRules: "801" | "2004";
  /**
   * 102.3, 808–811: the team of each seat (an index into the list of teams), or null when every player
   * plays alone. Teammates aren't opponents (102.2–102.3).
   */
  teams: number[] | null;
  /** 804: deploy creatures — every creature has "{T}: Target teammate gains control of this creature." */
  deploy: boolean;
  /** How the teams must sit (808.2, 809.2, 811.3); null: as the players are listed. */
  seating: TeamSeating | null;
  /** 809.2: each seat's role in an Emperor game, or null in other variants. */
  roles: ("emperor" | "general")[] | null;
  /** 809.3c, 811.4: only opponents in the seats next to you can be attacked. */
  attackAdjacentOnly: boolean;
  /** 808.5, 809.7: teammates may see each other's hands; 811.5: only teammates seated next to each other. */
  handsVisible: "none" | "team" | "adjacentTeammates";
  /**
   * Who starts when the setup doesn't say: 103.1 a random player; 808.4 a random team's centre; 809.4 a
   * random emperor; the classic Emperor, one emperor's left-hand general (the last seat of a random team);
   * 2004 draft 609.3, Two-Headed Giant: the second player of a random team ("either player A2, or player B2");
   * 103.1b, 904.6: the archenemy.
   */
  starting: "random" | "teamCentre" | "randomEmperor" | "leftGeneral" | "secondOfTeam" | "archenemy";
  /**
   * Pentagon (2004 draft, 611.1): each seat's opponents, the two players seated across; the other two are
   * neither opponents nor a team. Null: opponents are everyone not on your team (102.2–102.3).
   */
  opponentsBySeat: number[][] | null;
  /**
   * 103.5: the London mulligan; or the Paris mulligan of the older formats (the Emperor variant page, the
   * 2005 rules): each player in turn, from the starting player, shuffles their hand away and draws one
   * card fewer, as often as they like, before the next player decides. In Commander, also the 2011
   * Commander mulligan ("commander", 2011 CR 103.4d): exile any number of cards, draw one fewer.
   */
  mulligan: Mulligan;
  /**
   * 805: shared team turns — teams take turns and hold priority, the active team attacks as one and the
   * defending team blocks as one (805.10). Needs teams seated together (805.1).
   */
  sharedTurns: boolean;
  /** 810.4, 810.10: each team has one life total and one count of poison counters (Two-Headed Giant). */
  sharedLife: boolean;
  /** 810.8a: players win and lose only as a team — a player who loses takes the team with them. */
  teamLosesTogether: boolean;
  /**
   * The classic Emperor's territories: creatures stand in a player's territory, march between allied
   * territories, attack from and block for the territory they stand in (territories.ts).
   */
  territories: boolean;
  /**
   * 807.4–807.5: turn markers — several players take turns at the same time, one turn and one stack per
   * marker (Grand Melee).
   */
  turnMarkers: boolean;
  /** 807.3: the players are seated at random as the game begins. */
  randomSeating: boolean;
  // ---- 2004 draft Emperor (610) -------------------------------------------------------------------
  /**
   * The teams a team variant allows beyond its seating rule, and the rule refusing others; null: any its
   * seating allows. 2004 draft 610.1: two teams of three or five players (today's 809.1, 809.6: any
   * number of equal teams of three or more).
   */
  teamShape: { teams: number; sizes: number[]; rule: string } | null;
  /**
   * The rule by which the variant always uses deploy creatures, so that the deploy option can't turn it
   * off (2004 draft 610.6: "always uses the moving creatures rules", 603.2's ability, today's 804.2); null:
   * the deploy option decides.
   */
  deployAlways: string | null;
  /**
   * 104.2c: each player on the winning team wins, even one who had lost and left earlier. False: only the
   * team's players still in the game win (2004 draft 102.2a, "a player wins if that player is still in the
   * game and all their opponents have lost"; 102.6, a player who lost has left; 610.5b, the team wins).
   */
  departedTeammatesWin: boolean;
  // --- Editions: the 2004 draft's Teams (608) and Two-Headed Giant (609) (editions2004Teams.ts) ---
  /**
   * 2004 draft 609.6: a player may attack only the opponent seated directly across (two teams each seated
   * in a row); once that player has left, the opponents still in the game seated closest to that seat.
   */
  attackAcrossOnly: boolean;
  /**
   * With a shared life total, an effect that sets the life total of several players of a team: 810.9d, the
   * team chooses one of them and only that player is affected ("onePlayer"); 2004 draft 609.5d and 2007 CR
   * 606.9b, the team's total becomes the sum of all the numbers ("sum": Biorhythm).
   */
  teamLifeSetEach: "onePlayer" | "sum";
  /**
   * 810.8a (E26, E28), 2004 draft 609.5b: "can't lose" and "don't lose for having 0 or less life" protect
   * every player of a team when any of them controls the effect.
   */
  teamCantLose: boolean;
  /**
   * 810.10: a team sharing a life total shares its poison counters too; 2004 draft 609.5 and 2007 CR 606.5
   * share only the life total — each player has their own poison counters and loses at ten (2004 draft
   * 102.3c, 704.5c), under 2007 taking the team with them (606.8b).
   */
  sharedPoison: boolean;

  // ---- 2004 draft: combat, Free-for-All (605), Grand Melee (607) ----
  /**
   * The rule that says the variant has no range of influence, so the range option is refused naming it
   * (2004 draft 605.4: "The free-for-all format does not use spell range"); null: the range option may be
   * used (806.2a).
   */
  rangeRefusedBy: string | null;
  /**
   * Which turn markers departures remove when they lower the number of markers (Grand Melee).
   * "designateLowest" (807.4e–g): the lowest-numbered marker immediately to the right of a departed player
   * is designated once per marker too many, and a removed marker's surplus designations pass to the marker
   * on its right. "eachLowestFirst" (2004 draft 607.7c: "remove the turn marker immediately to the departed
   * player's right … remove the lowest numbered marker first"): the markers immediately to the right of the
   * departed players are removed, one each, the lowest-numbered first (2007 CR 608.4d alike). Either way a marker whose holder is
   * taking a turn goes as that turn ends (reading: the 2004 draft has no rule ending a turn under way).
   */
  markerRemoval: "designateLowest" | "eachLowestFirst";
  /**
   * 807.4i: a holder owed an extra turn passes the marker on, and takes the extra turn just before their
   * next turn, when another marker is within three seats on their right. False (2004 draft 607.7d and 2007
   * CR 608.4e, which defer only the extra turns of a player whose turn it isn't): the holder keeps the
   * marker whatever is on their right.
   */
  extraTurnYieldsToMarkerOnRight: boolean;
  // 2007 edition (2007 CR 606–609): what those rules did differently; today's value in INDIVIDUAL.
  /**
   * 2007 CR 606.9a: an effect that needs an individual player's life total uses the team's shared total
   * divided among its players (by two), rounded up; 606.9c: an effect setting that player's life total
   * adjusts the team's by the difference from that share. False: 810.9a, 810.9c (the team's whole total).
   */
  lifeShare: boolean;
  /**
   * 810.9b, 810.9e–h: the restrictions on a shared life total — teammates paying life together pay at most
   * the team's total, can't exchange life totals, a redistribution touches one player per team, and a
   * player who can't gain (or lose) life stops the whole team. False: 2007 CR 606.9 has none of them.
   */
  teamLifeRestrictions: boolean;
  /**
   * 2007 CR 606.7a–b: the active team's creatures attack the defending team as a group, and a creature
   * unable to attack one of the defending players can't attack the defending team (Teferi's Moat). False:
   * 805.10b, each creature attacks one player, and "can't attack you" stops only attacks on that player.
   */
  attackTheTeam: boolean;
  /**
   * Whether the multiplayer options (801 range of influence, 803 attack left or right, 804 deploy
   * creatures) may be added to the variant. False: 2007 CR 606.2, "No other multiplayer options are used
   * in Two-Headed Giant games" (today's 810 has no such rule).
   */
  otherOptions: boolean;
}

/**
 * The options a table adds to its variant's preset ({@link GameSetup.options}); what is left out keeps the
 * preset's value. An option the variant doesn't allow is a {@link ConfigError}.
 */
export interface VariantOptions {
  /** Whose multiplayer rules: "current" (the default), or an older edition the variant has (editions.ts). */
  edition?: Edition;
  /** 802, 803: the attack rule, instead of the variant's. */
  attack?: AttackRule;
  /** 407: play for ante (each player antes a random card of their deck as the game begins). */
  ante?: boolean;
  /** 801.1–801.2a: limited range of influence: one number for everyone, or one per seat. */
  range?: number | number[];
  /** 102.3: teams, each a list of seats (0 = the first seat); every seat in exactly one team. */
  teams?: number[][];
  /** 804: deploy creatures. */
  deploy?: boolean;
  /**
   * 103.5: "london" (the default), "paris" (the older formats' mulligan), or in Commander "commander"
   * (the 2011 Commander mulligan, 2011 CR 103.4d).
   */
  mulligan?: Mulligan;
  /**
   * Commander only: 30 starting life instead of 40, as the French version of Commander had it (2011 CR
   * 103.3c, in the reference folder's French text); 40 is today's (903.7).
   */
  commanderLife?: 30 | 40;
  /** 805: the shared team turns option, for a game of teams seated together. */
  sharedTurns?: boolean;
  /** 901: play Planechase too (planar decks and the planar die), in any variant. */
  planechase?: boolean;
  /** 901.15: Planechase with a single communal planar deck (needs `planechase`). */
  singlePlanarDeck?: boolean;
}

/** A variant name, option or player count the engine can't play; its message says which and why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The most players the engine takes at one table, in any variant: the engine is measured up to 200 players
 * (Grand Melee, docs/PERFORMANCE.md); a bigger table is refused at once, not tried.
 */
export const MAX_PLAYERS = 200;
