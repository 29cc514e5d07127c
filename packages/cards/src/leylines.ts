/**
 * The Leylines (Guildpact, Magic 2011, Duskmourn): enchantments a player may begin the game with on the
 * battlefield from their opening hand (103.6a), with one or two static abilities more: Leyline of Sanctity
 * (702.11c: "You have hexproof."), Leyline of Anticipation (601.3: flash for every spell), Leyline of the
 * Void (614.1a: an opponent's cards are exiled instead of going to their graveyard) and Leyline of Punishment
 * (119.7: players can't gain life; 615.12: damage can't be prevented).
 *
 * Oracle (checked 2026-12-06): the first ability as Oracle words it since Duskmourn's templating ("If this
 * card is in your opening hand, …", as Scryfall-fed pages show Leyline of Lifeforce, Leyline of Punishment
 * and the MB2 Leyline of the Void; Gatherer's older rulings say "If Leyline of … is in your opening hand").
 * The others as the Oracle lines of Forge's card scripts (which follow Scryfall) have them: Sanctity's
 * hexproof keeps its reminder text since its Core Set 2020 printing ("You have hexproof. (You can't be the
 * target of spells or abilities your opponents control.)"; Gatherer's Magic 2011 page has the sentence
 * alone), Anticipation's has none. Mana costs {2}{W}{W}, {2}{U}{U}, {2}{B}{B}, {2}{R}{R}.
 */
import type { CardDef, StaticEffect } from "@roundtable/engine";
import { card } from "./define.ts";

const BEGIN = "If this card is in your opening hand, you may begin the game with it on the battlefield.";

/** A Leyline: an enchantment with 103.6a's ability and the static abilities `effects`, whose Oracle lines are `lines`. */
function leyline(name: string, cost: string, effects: StaticEffect[], lines: string[]): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "beginOnBattlefield" } },
      ...effects.map((effect) => ({ kind: "static" as const, effect })),
    ],
    oracle: [BEGIN, ...lines].join("\n"),
  });
}

export const leylines: CardDef[] = [
  leyline(
    "Leyline of Sanctity",
    "{2}{W}{W}",
    [{ s: "playerHexproof" }],
    ["You have hexproof. (You can't be the target of spells or abilities your opponents control.)"],
  ),
  leyline(
    "Leyline of Anticipation",
    "{2}{U}{U}",
    [{ s: "castAsThoughFlash" }],
    ["You may cast spells as though they had flash."],
  ),
  leyline(
    "Leyline of the Void",
    "{2}{B}{B}",
    [{ s: "opponentsCardsExiled" }],
    ["If a card would be put into an opponent's graveyard from anywhere, exile it instead."],
  ),
  leyline(
    "Leyline of Punishment",
    "{2}{R}{R}",
    [{ s: "playersCantGainLife" }, { s: "damageCantBePrevented" }],
    ["Players can't gain life.", "Damage can't be prevented."],
  ),
];
