/**
 * The editions of the multiplayer rules as the command line shows them (issue 15): `--edition`'s help,
 * which lists the variants each edition has (read from the engine's `editionsOf`, not a table of its own),
 * and the words a header adds when an older edition is in force.
 */
import { EDITIONS, type Edition, VARIANT_NAMES, type VariantConfig } from "@roundtable/engine";
import { editionPairs } from "@roundtable/protocol";

export { editionPairs } from "@roundtable/protocol";

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
