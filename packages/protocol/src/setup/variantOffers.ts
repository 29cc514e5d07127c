/**
 * What a create form may offer a variant beyond its player count and the multiplayer options (801–805): the
 * mulligan rules and Commander starting lives the engine accepts for it (each tried on the variant's
 * default table), and in a Vanguard game the vanguard cards a seat may choose (902.3).
 */
import { deckRules, vanguards } from "@roundtable/cards";
import { ConfigError, editionsOf, type Mulligan, variantPreset } from "@roundtable/engine";
import { REQUEST_NAMES } from "../request/requestNames.ts";
import { TableOptionError } from "./names.ts";
import { type TableOptions, tableConfig } from "./tableOptions.ts";

export interface VariantOffers {
  /** 103.5: the mulligan rules it takes: "london", "paris", and in Commander "commander" (2011 CR 103.4d). */
  mulligans: Mulligan[];
  /** The starting lives the commanderLife option takes: 40 and 30 in Commander (903.7, 2011 CR 103.3c); else none. */
  commanderLives: number[];
  /** 902.3: the names of the vanguard cards a seat may be given, in a Vanguard game; else none. */
  vanguards: string[];
}

const MULLIGANS: readonly Mulligan[] = ["london", "paris", "commander"];
const COMMANDER_LIVES = [40, 30] as const;

export function variantOffers(name: string): VariantOffers {
  const preset = variantPreset(name);
  // With the variant's default teams, as a table of it has them (tableOptions.ts).
  const takes = (options: Partial<TableOptions>): boolean => {
    try {
      tableConfig({ variant: name, players: preset.defaultPlayers, ...options }, REQUEST_NAMES);
      return true;
    } catch (e) {
      if (e instanceof ConfigError || e instanceof TableOptionError) return false;
      throw e;
    }
  };
  return {
    mulligans: MULLIGANS.filter((mulligan) => takes({ mulligan })),
    commanderLives: COMMANDER_LIVES.filter((commanderLife) => takes({ commanderLife })),
    vanguards: preset.vanguard === true ? vanguards.map((v) => v.name) : [],
  };
}

/** What `GET /api/variants` says of a variant, for a create form (docs/server.md). */
export interface VariantInfo extends VariantOffers {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers: number;
  editions: string[];
  /** The variant's own attack rule. */
  attack: string;
  /** Whether the range, attack and deploy options may be added (801–804). */
  otherOptions: boolean;
  /** A variant of 100-card Commander decks (903.5a): its seats may play the ready Commander decks. */
  commander?: true;
}

export function variantInfo(name: string): VariantInfo {
  const v = variantPreset(name);
  return {
    name,
    minPlayers: v.minPlayers,
    maxPlayers: v.maxPlayers,
    defaultPlayers: v.defaultPlayers,
    editions: editionsOf(name),
    attack: v.attack,
    otherOptions: v.otherOptions,
    ...(v.commander === true && deckRules(name).minMain === 99 ? { commander: true as const } : {}),
    ...variantOffers(name),
  };
}
