/**
 * Commander utility lands (903): lands that fetch basic lands (701.23 search) — Fabled Passage (a search whose
 * "Then …" untaps the land found if you control four or more lands, 608.2c) and Myriad Landscape (up to two
 * basic land cards that share a land type, 205.3i); Evolving Wilds and Terramorphic Expanse are
 * commanderLands.ts's — and Rogue's Passage ("can't be blocked this turn", a blocking restriction, 509.1b).
 *
 * Oracle text as of the 2025 Oracle update ("this land" for the card's own name), checked 2026-12-07 against
 * public card data quoting Scryfall's current text; each is checked against the text generated from its data
 * (test/commander-fetch-lands.test.ts).
 */
import type { CardDef, Effect } from "@roundtable/engine";
import { card, TAP_FOR_C } from "./define.ts";
import { BASIC_LAND, fetchLand } from "./searches.ts";

/** "Then if you control four or more lands, untap that land." (608.2c: checked once the land found is there) */
const UNTAP_WITH_FOUR_LANDS: Effect = {
  e: "if",
  cond: { if: "youControl", filter: { types: ["Land"] }, atLeast: 4 },
  effects: [{ e: "untap", what: "remembered" }],
  thenIf: true,
};

export const commanderFetchLandCards: CardDef[] = [
  fetchLand("Fabled Passage", {
    effects: [UNTAP_WITH_FOUR_LANDS],
    text: "Then if you control four or more lands, untap that land.",
  }),
  card({
    name: "Myriad Landscape",
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true, sacrificeSelf: true },
        effects: [
          {
            e: "searchYourLibrary",
            filter: BASIC_LAND,
            amount: 2,
            upTo: true,
            shareLandType: true,
            put: "battlefield",
            tapped: true,
          },
        ],
      },
    ],
    oracle:
      "This land enters tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Rogue's Passage",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{4}", tap: true },
        targets: [{ kind: "creature" }],
        effects: [
          { e: "become", what: { target: 0 }, mods: [{ m: "cantBeBlocked" }], duration: "endOfTurn" },
        ],
      },
    ],
    oracle: "{T}: Add {C}.\n{4}, {T}: Target creature can't be blocked this turn.",
  }),
];
