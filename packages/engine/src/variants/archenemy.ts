/**
 * The Archenemy variant (904) as configuration: one archenemy against a team of every other player with
 * shared team turns (904.2, 805), and its Supervillain Rumble option, a Free-for-All of archenemies
 * (904.12). The presets (presets.ts) build on these; the rules of schemes live in engine/archenemy/.
 */
import { showValue } from "../show.ts";
import { ConfigError, type VariantConfig, type VariantOptions } from "./config.ts";

/** 904.5: the archenemy's starting life total (each other player's is 20, 103.4). */
export const ARCHENEMY_LIFE = 40;

/**
 * 904.2: Team vs. Team (808) between exactly two teams — the archenemy alone in the first seat (904.2a),
 * every other player on the other team (904.2b) — with the attack multiple players (802) and shared team
 * turns (805) options; 904.6: the archenemy takes the first turn. Two players: a two-player game, so the
 * archenemy skips the first draw (103.8a) and the first mulligan isn't free (103.5c).
 */
export function archenemyPreset(base: VariantConfig, players: number): VariantConfig {
  return {
    ...base,
    teams: Array.from({ length: players }, (_, seat) => (seat === 0 ? 0 : 1)),
    seating: "together", // 808.2, 805.1
    handsVisible: "team", // 808.5
    sharedTurns: true, // 904.2, 805.1
    starting: "archenemy", // 904.6, 103.1b
    otherOptions: false, // 904.2: "no other multiplayer options are used"
    archenemies: [0], // 904.2a
    ...(players === 2 ? { freeFirstMulligan: false, firstTurnDraw: "starterSkips" as const } : {}),
  };
}

/**
 * 904.12: Supervillain Rumble — a Free-for-All (806) in which every player is an archenemy with a scheme
 * deck (904.12b); the starting player is random (904.12c).
 */
export function supervillainRumblePreset(base: VariantConfig, players: number): VariantConfig {
  return {
    ...base,
    archenemies: Array.from({ length: players }, (_, seat) => seat),
    otherOptions: false, // 904.12a
  };
}

/**
 * 904.2, 904.12a: "no other multiplayer options are used" — no range of influence, no deploy, no attack
 * rule but attack multiple players; the teams and shared team turns of Archenemy are the variant's own.
 */
export function archenemyOptions(name: string, options: VariantOptions): void {
  const rule = name === "archenemy" ? "904.2" : "904.12a";
  const refuse = (what: string): never => {
    throw new ConfigError(`variant "${name}" uses no other multiplayer options (${rule}): no ${what}`);
  };
  if (options.range !== undefined) refuse("range of influence");
  if (options.deploy === true) refuse("deploy creatures");
  if (options.attack !== undefined && options.attack !== "multiple")
    refuse(`attack ${showValue(options.attack)}`);
  if (options.teams !== undefined)
    throw new ConfigError(
      name === "archenemy"
        ? `variant "archenemy" seats its own teams: the archenemy in seat 0, every other player on the other team (904.2a–b)`
        : `variant "${name}" is a Free-for-All: no teams (904.12a)`,
    );
  if (options.sharedTurns !== undefined && options.sharedTurns !== (name === "archenemy"))
    refuse(name === "archenemy" ? "turning off shared team turns (805.1: always used)" : "shared team turns");
}
