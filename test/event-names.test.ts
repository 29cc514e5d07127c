/**
 * The events name what they happen to, as a log reads them: damage dealt to a permanent and damage
 * prevented to one name the permanent (`toCard`), an Equipment attached names its creature — a client
 * can't always name an object by its id (the permanent may be gone by the time the line is read); a
 * resolving ability says it is one.
 */
import { playGame } from "@roundtable/bots";
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { DUEL, ffa, newGame, pool, randomBots } from "./support.ts";

describe("events name the permanents they happen to", () => {
  it("120.3, 615, 701.3: every damage, prevention and attachment to a permanent in 40 games names it", () => {
    const seen = { damage: 0, prevent: 0, attach: 0, spells: 0, abilities: 0 };
    for (const t of [DUEL, pool(DUEL), ffa(4), pool(ffa(4))])
      for (let seed = 1; seed <= 10; seed++) {
        const { game } = newGame(t, seed);
        const names = new Map<number, string>();
        const check = (events: readonly GameEvent[]) => {
          for (const e of events) {
            if ((e.type === "damage" || e.type === "prevent") && "object" in e.to) {
              seen[e.type]++;
              expect(e.toCard, `seed ${seed}: ${JSON.stringify(e)}`).toBe(names.get(e.to.object));
            }
            // 113.3: an ability resolving says it is one (and which), a spell doesn't.
            if (e.type === "resolve") seen[e.ability === undefined ? "spells" : "abilities"]++;
            if (e.type === "attach") {
              seen.attach++;
              expect(e.toCard).toBe(names.get(e.to));
            }
            // What the board shows: each permanent's name by id, as it entered.
            if (e.type === "move" && e.to === "battlefield" && e.card !== undefined)
              names.set(e.object, e.card);
            if (e.type === "token") names.set(e.object, e.card);
          }
        };
        playGame(game, randomBots(t.players), { seed, maxDecisions: 3000, onEvents: check });
      }
    expect(seen.damage).toBeGreaterThan(20);
    expect(seen.spells).toBeGreaterThan(20);
    expect(seen.abilities).toBeGreaterThan(20);
  });
});
