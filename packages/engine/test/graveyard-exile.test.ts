/** 406: "Exile target player's graveyard." (Bojuka Bog, effects/graveyardExile.ts). */
import { describe, expect, it } from "vitest";
import { advanceTo, chooseLabels, table, takeAction } from "./helpers.ts";

describe("406: exiling a player's graveyard", () => {
  it("406.3: every card in the target player's graveyard is exiled; no other graveyard is touched", () => {
    const game = table(
      [
        { name: "A", hand: ["bojuka-bog"], graveyard: ["shock"] },
        { name: "B", graveyard: ["grizzly-bears", "lightning-bolt", "giant-growth"] },
        { name: "C", graveyard: ["llanowar-elves"] },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "play", "Bojuka Bog");
    chooseLabels(game, "B");
    advanceTo(game, 1, "main2");
    const s = game.state;
    const names = (ids: number[]) => ids.map((id) => s.objects[id].card).sort();
    expect(s.players[1].graveyard).toEqual([]);
    expect(names(s.players[1].exile)).toEqual(["giant-growth", "grizzly-bears", "lightning-bolt"]);
    expect(names(s.players[0].graveyard)).toEqual(["shock"]);
    expect(names(s.players[2].graveyard)).toEqual(["llanowar-elves"]);
  });
});
