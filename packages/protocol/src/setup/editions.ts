/**
 * A variant's preset under an edition of the multiplayer rules (issue 15), for what a table is built from
 * before its options are checked: the seating rule, the default player count.
 */
import {
  applyEdition,
  type Edition,
  editionsOf,
  VARIANT_NAMES,
  type VariantConfig,
  variantPreset,
} from "@roundtable/engine";

/**
 * A variant's preset under an edition; the current preset when the variant lacks the edition, which the
 * engine then refuses with its own message. ConfigError for an unknown variant.
 */
export function editionPreset(variant: string, edition: Edition | undefined, players = 0): VariantConfig {
  const cfg = variantPreset(variant, players);
  if (edition !== undefined && editionsOf(variant).includes(edition))
    applyEdition(variant, cfg, players, edition);
  return cfg;
}

/** Every (variant, edition) pair the engine defines: each variant's editions, "current" first. */
export function editionPairs(): { variant: string; edition: Edition }[] {
  return VARIANT_NAMES.flatMap((variant) => editionsOf(variant).map((edition) => ({ variant, edition })));
}

/**
 * The player count a variant is played with when none is given: its preset's default table (the engine's
 * presets hold each variant's range and default), under the edition asked for; ConfigError for an
 * unknown variant.
 */
export function defaultPlayers(variant: string, edition?: Edition): number {
  return editionPreset(variant, edition).defaultPlayers;
}
