/**
 * The editions of the multiplayer rules as the command line shows them (issue 15): `--edition`'s help,
 * which lists the variants each edition has (read from the engine's `editionsOf`, not a table of its own),
 * and the words a header adds when an older edition is in force.
 */
import {
  applyEdition,
  EDITIONS,
  type Edition,
  editionsOf,
  VARIANT_NAMES,
  type VariantConfig,
  variantPreset,
} from "@roundtable/engine";

/** The document each edition's multiplayer rules come from, with their rule numbers. */
export const EDITION_SOURCES: Record<Edition, string> = {
  current: "Comprehensive Rules 800–811",
  "2007": "2007 Comprehensive Rules 606–609",
  "2004": "2004 draft 600–611",
};

/**
 * "2004 edition (2004 draft 600–611)" when an older edition is in force; nothing for today's rules, the
 * default, so that headers of ordinary games stay as they were.
 */
export function editionWords(cfg: VariantConfig): string[] {
  return cfg.edition === "current" ? [] : [`${cfg.edition} edition (${EDITION_SOURCES[cfg.edition]})`];
}

/**
 * A variant's preset under an edition, for what a table is built from before the options are checked
 * (the seating rule, the default player count); the current preset when the variant lacks the edition,
 * which the engine then refuses with its own message.
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

/** The help's list of editions, each with its document and the variants that have it. */
export function editionsHelp(): string {
  const pairs = editionPairs();
  const width = Math.max(...EDITIONS.map((e) => e.length));
  const lines = EDITIONS.map((edition) => {
    const names = pairs.filter((p) => p.edition === edition).map((p) => p.variant);
    const which =
      names.length === VARIANT_NAMES.length
        ? "every variant"
        : names.length === 0
          ? "no variant yet"
          : names.join(", ");
    return `  ${edition.padEnd(width)}  ${EDITION_SOURCES[edition]}: ${which}`;
  });
  return `\nEditions of the multiplayer rules (--edition, default current):\n${lines.join("\n")}\n`;
}
