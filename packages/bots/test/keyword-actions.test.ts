/**
 * The heuristic bot's answers to the keyword actions' questions (701): which cards it surveils away (701.25a),
 * what it proliferates (701.34a), which creature token it populates (701.36a).
 */
import { cardDb } from "@roundtable/cards";
import {
  type CardDb,
  type CardDef,
  type Effect,
  Game,
  type LayoutPlayer,
  type TokenSpec,
  tokenDefsOf,
  tokenId,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { advanceTo, lands, openChoice, takeAction } from "../../engine/test/helpers.ts";
import { heuristicBot } from "../src/index.ts";

const sorcery = (id: string, effects: Effect[]): CardDef => ({
  id,
  name: id.replace(/^test-/, "Test "),
  cost: "{U}",
  types: ["Sorcery"],
  spell: { effects },
});
const ELK: TokenSpec = { types: ["Creature"], subtypes: ["Elk"], colors: ["G"], power: 3, toughness: 3 };
const BIRD: TokenSpec = { types: ["Creature"], subtypes: ["Bird"], colors: ["W"], power: 1, toughness: 1 };
const TEST = [
  sorcery("test-surveil", [{ e: "surveil", amount: 2 }]),
  sorcery("test-proliferate", [{ e: "proliferate" }]),
  sorcery("test-populate", [{ e: "populate" }]),
  sorcery("test-nest", [
    { e: "createToken", token: BIRD, amount: 1 },
    { e: "createToken", token: ELK, amount: 1 },
  ]),
];
const db: CardDb = new Map([...cardDb, ...[...TEST, ...tokenDefsOf(TEST)].map((d) => [d.id, d] as const)]);

/** A casts `card` in its first main phase; the labels of the options the heuristic bot picks at `purpose`. */
function botPicks(players: LayoutPlayer[], card: string, purpose: string): string[] {
  const game = Game.fromLayout(db, { variant: "duel", seed: 1, start: 0, autoPass: true, players });
  advanceTo(game, 1, "main1");
  takeAction(game, "cast", card);
  while (game.pending()?.kind === "priority") game.submit(0, game.pending()!.id, { choice: 0 });
  const d = openChoice(game, purpose);
  const a = heuristicBot.decide({ game, player: 0, decision: d, rng: [1, 2, 3, 4] });
  if (!("choices" in a)) throw new Error("not a choice");
  return a.choices.map((i) => d.options[i].label);
}

describe("the heuristic bot's keyword actions", () => {
  it("701.25a: surveil keeps every card while the bot has fewer than five lands, then bins the lands", () => {
    const library = ["mountain", "shock", "island"];
    const short = botPicks(
      [{ name: "A", hand: ["test-surveil"], battlefield: lands("island", 1), library }, { name: "B" }],
      "Test surveil",
      "surveil",
    );
    expect(short).toEqual([]);
    const flooded = botPicks(
      [
        { name: "A", hand: ["test-surveil", "forest"], battlefield: lands("island", 4), library },
        { name: "B" },
      ],
      "Test surveil",
      "surveil",
    );
    expect(flooded).toEqual(["Mountain"]);
  });

  it("701.34a: proliferate picks its own counters but -1/-1, the opponent's -1/-1 counters and poison", () => {
    const picks = botPicks(
      [
        {
          name: "A",
          hand: ["test-proliferate"],
          poison: 1,
          battlefield: [
            ...lands("island", 1),
            { card: "grizzly-bears", counters: { "+1/+1": 1 } },
            { card: "hill-giant", counters: { "-1/-1": 1 } },
          ],
        },
        {
          name: "B",
          poison: 2,
          battlefield: [
            { card: "grizzly-bears", counters: { "+1/+1": 1 } },
            { card: "hill-giant", counters: { "-1/-1": 1 } },
          ],
        },
      ],
      "Test proliferate",
      "proliferate",
    );
    expect(picks).toEqual(["Grizzly Bears (A)", "Hill Giant (B)", "B"]);
  });

  it("701.36a: populate copies the biggest creature token", () => {
    const tokens = [BIRD, ELK].map((t) => ({ card: tokenId(t), token: true }));
    const picks = botPicks(
      [
        { name: "A", hand: ["test-populate"], battlefield: [...lands("island", 1), ...tokens] },
        { name: "B" },
      ],
      "Test populate",
      "populate",
    );
    expect(picks).toEqual(["Elk Token"]);
  });
});
