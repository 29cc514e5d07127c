/**
 * 400.2, 402.3: hands and libraries are hidden zones, and a player can't look at another player's hand.
 * The driver hands out what the engine computes for each recipient, filtered at the source (principle 4):
 * a seat's view and events never hold another player's hand, a spectator's none, the judge's all.
 */
import type { GameEvent, PlayerView } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { linesOf, reply, startedFfa } from "./helpers.ts";

/** Every player's hand as the judge sees it: card object ids by seat. */
function hands(send: ReturnType<typeof startedFfa>["send"]): number[][] {
  const v = reply(send({ type: "view", game: "g1", for: { judge: true } }), "view").view as PlayerView;
  return v.players.map((p) => (p.hand ?? []).map((c) => c.id));
}

/** The object ids a seat is told of by the secrets of its events. */
const secretObjects = (events: GameEvent[]): unknown[] =>
  events.flatMap((e) => ("secret" in e && e.secret !== undefined ? [JSON.stringify(e.secret)] : []));

describe("400.2, 402.3: hidden zones in the stdio driver", () => {
  const recipients = [
    { seat: 0 },
    { seat: 1 },
    { seat: 2 },
    { seat: 3 },
    { spectator: true },
    { judge: true },
  ];

  it("a seat's view holds its own hand only, a spectator's no hand, the judge's every hand", () => {
    const { send } = startedFfa();
    const all = hands(send);
    expect(all.every((h) => h.length === 7)).toBe(true);
    for (let seat = 0; seat < 4; seat++) {
      const v = reply(send({ type: "view", game: "g1", for: { seat } }), "view").view as PlayerView;
      v.players.forEach((p, other) => {
        expect(p.handCount).toBe(7);
        if (other === seat) expect(p.hand?.map((c) => c.id)).toEqual(all[seat]);
        else expect(p.hand).toBeNull();
      });
    }
    const spectator = reply(send({ type: "view", game: "g1", for: { spectator: true } }), "view")
      .view as PlayerView;
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
  });

  it("each seat's events tell it its own draws only; a spectator's no secret; the judge's every one", () => {
    const { lines } = startedFfa({ events: recipients });
    const events = linesOf(lines, "events");
    expect(events.map((l) => l.to)).toEqual(recipients);
    const draws = (i: number) => events[i].events.filter((e) => e.type === "draw");
    for (let seat = 0; seat < 4; seat++) {
      // 103.4: seven cards each; a seat is told the cards of its own draws, not the others'.
      expect(draws(seat)).toHaveLength(28);
      for (const e of draws(seat))
        if (e.type === "draw") expect("secret" in e && e.secret !== undefined).toBe(e.player === seat);
    }
    expect(secretObjects(events[4].events)).toEqual([]);
    expect(secretObjects(events[5].events)).toHaveLength(28);
  });

  it("a seat's decisions are its own: the decision lines name who answers, the seat view holds only theirs", () => {
    const { send, lines } = startedFfa();
    for (const l of linesOf(lines, "decision")) {
      const seat = reply(send({ type: "view", game: "g1", for: { seat: l.player }, parts: true }), "view")
        .view as {
        seat: { decisions: { player: number }[] };
      };
      expect(seat.seat.decisions.every((d) => d.player === l.player)).toBe(true);
    }
  });
});
