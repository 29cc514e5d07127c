/**
 * Blue phasing (702.26): Breezekeeper, a Mirage flyer that phases out during every other untap step of its
 * controller's (502.1, engine/actions/phasing.ts).
 *
 * Oracle text as of 2026-12-08, as public card data quoting Scryfall's words the keyword's reminder text;
 * checked against the text generated from its data (engine test phasing702-26.test.ts).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const phasing: CardDef[] = [
  card({
    name: "Breezekeeper",
    cost: "{3}{U}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 4,
    toughness: 4,
    keywords: ["flying", "phasing"],
    oracle:
      "Flying\nPhasing (This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.)",
  }),
];
