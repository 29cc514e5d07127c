/**
 * Partner (702.124) in Commander: two commanders (702.124a–b), both in the command zone at the start; only
 * two cards that are partners may be (702.124f, 702.124h, 702.124j); each has its own tax (702.124d, 903.8)
 * and its own count of commander damage (702.124d, 903.10a); the view shows both.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDef, Game, type LayoutPlayer, partnerProblem, tableView } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { actionNames, advanceTo, perms, submitOk, takeAction } from "./helpers.ts";

const RAVOS = "ravos-soultender"; // {3}{W}{B} 2/2 flying, partner
const ISHAI = "ishai-ojutai-dragonspeaker"; // {2}{W}{U} 1/1 flying, partner
const THALIA = "thalia-heretic-cathar";

function commanderTable(players: LayoutPlayer[]): Game {
  return Game.fromLayout(cardDb, { variant: "commander", seed: 1, players, start: 0, autoPass: false });
}

describe("702.124 partner commanders", () => {
  it("702.124b: a deck of 100 with both partners starts with both in the command zone", () => {
    const deck = [RAVOS, ISHAI, ...new Array<string>(98).fill("plains")];
    const game = Game.create(cardDb, {
      variant: "commander",
      seed: 3,
      players: ["A", "B", "C"].map((name) => ({ name, deck, commander: RAVOS, partner: ISHAI })),
    });
    for (const pl of game.state.players) {
      expect(pl.command.map((id) => game.state.objects[id].card)).toEqual([RAVOS, ISHAI]);
      expect(pl.commanders).toEqual([RAVOS, ISHAI]);
      expect(pl.library.length + pl.hand.length).toBe(98);
    }
    const seat = tableView(cardDb, game.state).players[0].commander!;
    expect(seat.name).toBe("Ravos, Soultender");
    expect(seat.partner).toEqual({ card: ISHAI, name: "Ishai, Ojutai Dragonspeaker", tax: 0 });
  });

  it("702.124a, 702.124f: only two partners may be one player's commanders", () => {
    const deck = [RAVOS, THALIA, ...new Array<string>(98).fill("plains")];
    const setup = (partner: string) => ({
      variant: "commander",
      seed: 3,
      players: [
        { name: "A", deck, commander: RAVOS, partner },
        { name: "B", deck, commander: THALIA },
      ],
    });
    expect(() => Game.create(cardDb, setup(THALIA))).toThrow(
      /players\[0\]\.partner.*Thalia, Heretic Cathar has no partner ability.*702\.124a/,
    );
    expect(() => Game.create(cardDb, setup(RAVOS))).toThrow(/two different cards/);
    const db = cardDb as ReadonlyMap<string, CardDef>;
    const withSylvia = { ...db.get(THALIA)!, partner: { with: "Sylvia Brightspear", short: "Sylvia" } };
    expect(partnerProblem(db.get(RAVOS)!, withSylvia)).toMatch(/different partner abilities.*702\.124f/);
  });

  it("702.124d, 903.8: each commander has its own tax", () => {
    const game = commanderTable([
      {
        name: "A",
        commander: RAVOS,
        partner: ISHAI,
        command: [RAVOS, ISHAI],
        commanderCasts: { [ISHAI]: 1 },
        battlefield: perms("plains", "island", "swamp", "swamp", "swamp"),
      },
      { name: "B" },
      { name: "C" },
    ]);
    const d = priorityFor(game, 0, 1, "main1");
    // Five lands: Ishai ({2}{W}{U}, cast once: {2} more) is out of reach; Ravos ({3}{W}{B}, never cast) is not.
    expect(actionNames(d)).toContain("cast Ravos, Soultender");
    expect(actionNames(d)).not.toContain("cast Ishai, Ojutai Dragonspeaker");
    takeAction(game, "cast", "Ravos, Soultender");
    const pl = game.state.players[0];
    expect(pl.commanderCasts).toEqual({ [RAVOS]: 1, [ISHAI]: 1 });
    const seat = tableView(cardDb, game.state).players[0].commander!;
    expect([seat.tax, seat.partner?.tax]).toEqual([2, 2]);
  });

  /** A's two commanders attack B, who has taken `before` from each: the state after combat damage. */
  function bothAttack(before: number) {
    const game = commanderTable([
      { name: "A", commander: RAVOS, partner: ISHAI, battlefield: perms(RAVOS, ISHAI) },
      { name: "B", commanderDamage: { [RAVOS]: before, [ISHAI]: before } },
      { name: "C" },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const s = game.state;
    const id = (card: string) => s.battlefield.find((o) => s.objects[o].card === card)!;
    submitOk(game, {
      attacks: [
        { attacker: id(RAVOS), defender: { player: 1 } },
        { attacker: id(ISHAI), defender: { player: 1 } },
      ],
    });
    priorityFor(game, 0, 1, "main2");
    return s;
  }

  it("702.124d, 903.10a: combat damage from each of the two commanders is counted apart", () => {
    // Ravos deals 2, Ishai 2 (1/1 with Ravos's +1/+1): 21 from each, counted apart — and B loses to either.
    const s = bothAttack(19);
    expect(s.players[1].commanderDamage).toEqual({ [`0:${RAVOS}`]: 21, [`0:${ISHAI}`]: 21 });
    expect(s.players[1].left).toBe(true);
  });

  it("702.124d, 903.10a: 20 from one and 20 from the other is no loss", () => {
    const s = bothAttack(18);
    expect(s.players[1].commanderDamage).toEqual({ [`0:${RAVOS}`]: 20, [`0:${ISHAI}`]: 20 });
    expect(s.players[1].left).toBe(false);
  });
});
