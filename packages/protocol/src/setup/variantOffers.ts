/**
 * What a create form may offer a variant beyond its player count: the attack rules (802, 803) and the other
 * multiplayer options (801 range, 804 deploy, 805 shared team turns, 901 Planechase), the mulligan rules
 * and Commander starting lives the engine accepts for it (each tried on the variant's default table), and
 * in a Vanguard game the vanguard cards a seat may choose (902.3) — under each edition of the multiplayer
 * rules the variant has (docs/editions.md).
 */
import { deckRules, vanguards } from "@roundtable/cards";
import {
  type AttackRule,
  ConfigError,
  type Edition,
  editionsOf,
  type Mulligan,
  type VariantConfig,
  variantPreset,
} from "@roundtable/engine";
import { REQUEST_NAMES } from "../request/requestNames.ts";
import { editionPreset } from "./editions.ts";
import { TableOptionError } from "./names.ts";
import { type TableOptions, tableConfig } from "./tableOptions.ts";
import { editionLabel, variantTitle } from "./titles.ts";

/** The options a table may add beside its attack rule (801, 804, 805, 901), by their names in TableOptions. */
export type AddedOption = "range" | "deploy" | "sharedTurns" | "planechase";

export interface VariantOffers {
  /** 103.5: the mulligan rules it takes: "london", "paris", and in Commander "commander" (2011 CR 103.4d). */
  mulligans: Mulligan[];
  /** The starting lives the commanderLife option takes: 40 and 30 in Commander (903.7, 2011 CR 103.3c); else none. */
  commanderLives: number[];
  /** 902.3: the names of the vanguard cards a seat may be given, in a Vanguard game; else none. */
  vanguards: string[];
  /** 802, 803: the attack rules the `attack` option takes (none where the options can't be added). */
  attacks: AttackRule[];
  /**
   * 801, 804, 805, 901: the options of these a table may add — those the variant takes and doesn't play
   * already. `range` is any whole number of seats (801.2a; the engine takes every range or none: none in a
   * 2004 Free-for-All, 605.4); `deploy`, `sharedTurns` and `planechase` are turned on, so none that is on
   * without them (Emperor's deploy, 809.3b; Two-Headed Giant's shared turns, 810.2; Planechase itself).
   */
  takes: AddedOption[];
}

const MULLIGANS: readonly Mulligan[] = ["london", "paris", "commander"];
const COMMANDER_LIVES = [40, 30] as const;
const ATTACKS: readonly AttackRule[] = ["multiple", "left", "right", "single", "chosenDefender"];
/** The options turned on by `true` (804, 805, 901): each is a field of the variant's configuration too. */
const SWITCHES = ["deploy", "sharedTurns", "planechase"] as const;

/** What a form may offer the variant under an edition (today's rules unless given). */
export function variantOffers(name: string, edition: Edition = "current"): VariantOffers {
  const preset = editionPreset(name, edition);
  const asked = edition === "current" ? {} : { edition };
  // With the variant's default teams, as a table of it has them (tableOptions.ts).
  const table = (options: Partial<TableOptions>): VariantConfig | null => {
    try {
      return tableConfig(
        { variant: name, players: preset.defaultPlayers, ...asked, ...options },
        REQUEST_NAMES,
      );
    } catch (e) {
      if (e instanceof ConfigError || e instanceof TableOptionError) return null;
      throw e;
    }
  };
  const takes = (options: Partial<TableOptions>): boolean => table(options) !== null;
  const own = table({});
  return {
    mulligans: MULLIGANS.filter((mulligan) => takes({ mulligan })),
    commanderLives: COMMANDER_LIVES.filter((commanderLife) => takes({ commanderLife })),
    vanguards: preset.vanguard === true ? vanguards.map((v) => v.name) : [],
    attacks: ATTACKS.filter((attack) => takes({ attack })),
    takes: [
      ...(takes({ range: 1 }) ? (["range"] as const) : []),
      ...SWITCHES.filter((option) => own?.[option] !== true && takes({ [option]: true })),
    ],
  };
}

/** A variant under one edition of the multiplayer rules, for a create form (`byEdition` of VariantInfo). */
export interface EditionTerms extends VariantOffers {
  /** How a form names the edition: "2007 Comprehensive Rules (606–609)" (titles.ts). */
  label: string;
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers: number;
  /** The variant's own attack rule. */
  attack: string;
  /** 103.5: the variant's own mulligan rule. */
  mulligan: Mulligan;
  /**
   * Whether the range, attack and deploy options may be added (801–804): false where the variant uses no
   * other multiplayer options (904.2, 2007 CR 606.2). What a form offers is `attacks` and `takes`.
   */
  otherOptions: boolean;
}

function editionTerms(name: string, edition: Edition): EditionTerms {
  const v = editionPreset(name, edition);
  return {
    label: editionLabel(edition),
    minPlayers: v.minPlayers,
    maxPlayers: v.maxPlayers,
    defaultPlayers: v.defaultPlayers,
    attack: v.attack,
    mulligan: v.mulligan,
    otherOptions: v.otherOptions,
    ...variantOffers(name, edition),
  };
}

/** A preset as the game it makes: everything but the edition's name. */
function sameGame(config: VariantConfig): string {
  const { edition: _, ...game } = config;
  return JSON.stringify(game);
}

/**
 * What `GET /api/variants` says of a variant, for a create form (docs/server.md): its terms under today's
 * rules, and under each of its editions.
 */
export interface VariantInfo extends Omit<EditionTerms, "label"> {
  name: string;
  /** The variant's name in the rules: "Two-Headed Giant" (titles.ts). */
  title: string;
  /**
   * The editions of the multiplayer rules under which it is another game, "current" first (the engine's
   * editionsOf, less those whose preset is today's: Melee, which only the 2004 draft defines, follows it
   * under either name) — what a form offers.
   */
  editions: Edition[];
  /** What the variant is under each edition the engine gives it (`current`'s: the fields above). */
  byEdition: Partial<Record<Edition, EditionTerms>>;
  /** A variant of 100-card Commander decks (903.5a): its seats may play the ready Commander decks. */
  commander?: true;
}

export function variantInfo(name: string): VariantInfo {
  const all = editionsOf(name);
  const byEdition = Object.fromEntries(all.map((e) => [e, editionTerms(name, e)]));
  const today = sameGame(editionPreset(name, "current"));
  const editions = all.filter((e) => e === "current" || sameGame(editionPreset(name, e)) !== today);
  const { label, ...current } = byEdition.current as EditionTerms;
  return {
    name,
    title: variantTitle(name),
    ...current,
    editions,
    byEdition,
    ...(variantPreset(name).commander === true && deckRules(name).minMain === 99
      ? { commander: true as const }
      : {}),
  };
}
