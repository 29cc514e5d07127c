/**
 * The Leylines (Guildpact, Magic 2011, Duskmourn): enchantments a player may begin the game with on the
 * battlefield from their opening hand (103.6a), with one static ability each. Three whose second ability the
 * engine plays: Leyline of Sanctity (702.11c: "You have hexproof."), Leyline of Anticipation (601.3: flash for
 * every spell) and Leyline of the Void (614.1a: an opponent's cards are exiled instead of going to their
 * graveyard). Leyline of Punishment ("Players can't gain life. Damage can't be prevented.") waits for a
 * static that stops prevention.
 *
 * Oracle (checked 2026-12-06): the first ability as Oracle words it since Duskmourn's templating ("If this card
 * is in your opening hand, …", as Scryfall-fed pages show Leyline of Lifeforce and the MB2 Leyline of the Void;
 * Gatherer's older rulings say "If Leyline of … is in your opening hand"); the second as Gatherer, Scryfall-fed
 * pages and magiccards.info quote it. Mana costs {2}{W}{W}, {2}{U}{U}, {2}{B}{B}.
 */
import type { CardDef, StaticEffect } from "@roundtable/engine";
import { card } from "./define.ts";

const BEGIN = "If this card is in your opening hand, you may begin the game with it on the battlefield.";

/** A Leyline: an enchantment with 103.6a's ability and one more static ability. */
function leyline(name: string, cost: string, effect: StaticEffect, text: string): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "beginOnBattlefield" } },
      { kind: "static", effect },
    ],
    oracle: `${BEGIN}\n${text}`,
  });
}

export const leylines: CardDef[] = [
  leyline("Leyline of Sanctity", "{2}{W}{W}", { s: "playerHexproof" }, "You have hexproof."),
  leyline(
    "Leyline of Anticipation",
    "{2}{U}{U}",
    { s: "castAsThoughFlash" },
    "You may cast spells as though they had flash.",
  ),
  leyline(
    "Leyline of the Void",
    "{2}{B}{B}",
    { s: "opponentsCardsExiled" },
    "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
  ),
];
