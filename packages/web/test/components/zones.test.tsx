// @vitest-environment happy-dom
/**
 * A player's other public zones (Zones.tsx) with a real Commander game's view: the commander in the command
 * zone as a card (903.6) — read with its ⓘ, and clicked to cast it when the decision offers that — and the
 * graveyard folded under its count (404.2). The table showed neither: a commander was only a name on its
 * seat, and no graveyard could be seen.
 */
import { cardDb } from "@roundtable/cards";
import { type Answer, type BackAnswer, type Decision, Game } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Zones } from "../../src/components/Zones.tsx";
import { playUntil, startGame } from "../games.ts";
import { WithDecision } from "../withDecision.tsx";

afterEach(cleanup);

describe("a player's command zone, graveyard and exile", () => {
  it("903.6, 903.8: the commander is a card in the command zone, clicked to cast it; the graveyard is folded under its count", () => {
    const game = startGame({ variant: "commander", players: 4, seed: 1 });
    const castsCommander = (d: Decision) =>
      d.kind === "priority" &&
      d.actions.some(
        (a) =>
          a.type === "cast" && game.view(d.player).players[d.player].command.some((c) => c.id === a.object),
      );
    playUntil(game, (g) => g.decisions().some(castsCommander));
    const d = game.decisions().find(castsCommander) as Extract<Decision, { kind: "priority" }>;
    const view = game.view(d.player);
    const me = view.players[d.player];
    const cast = d.actions.findIndex((a) => a.type === "cast" && me.command.some((c) => c.id === a.object));
    const object = (d.actions[cast] as { object: number }).object;
    const answers: (Answer | BackAnswer)[] = [];
    render(
      <WithDecision decision={d} answers={answers}>
        {() => <Zones view={view} seat={d.player} />}
      </WithDecision>,
    );

    const zone = screen.getByRole("region", { name: "My command zone" });
    const card = zone.querySelector(`button.card[data-object="${object}"]`) as HTMLButtonElement;
    expect(card.textContent).toBe(me.commander?.name);
    expect(within(zone).getByRole("button", { name: `Rules text of ${me.commander?.name}` })).toBeTruthy();
    expect(card.disabled).toBe(false); // the decision offers its cast
    fireEvent.click(card);
    expect(answers).toEqual([{ choice: cast }]);
    expect(game.check(d.player, d.id, answers[0])).toBeNull();

    // The graveyard: its count on the fold, its cards inside, closed until opened.
    expect(me.graveyard.length).toBeGreaterThan(0);
    const graveyard = document.querySelector('details[aria-label="My graveyard"]') as HTMLDetailsElement;
    expect(graveyard.querySelector("summary")?.textContent).toBe(`My graveyard (${me.graveyard.length})`);
    expect(graveyard.open).toBe(false);
    expect([...graveyard.querySelectorAll(".card-name")].map((n) => n.textContent)).toEqual(
      me.graveyard.map((c) => c.name),
    );
    // Nothing is shown for an empty zone.
    expect(me.exile.length === 0).toBe(document.querySelector('details[aria-label="My exile"]') === null);
  });

  it("702.26b: the permanents phased out under a player, folded under their count, tapped and attached ones noted", () => {
    // A's Breezekeeper (phasing) phases out in A's first untap step, with the Aura on it (702.26g).
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        {
          name: "A",
          battlefield: [
            { card: "breezekeeper", key: "k", tapped: true },
            { card: "holy-strength", attachedTo: "k" },
          ],
          library: ["forest", "forest"],
        },
        { name: "B" },
      ],
    });
    render(<Zones view={game.view(1)} seat={0} />);
    const zone = document.querySelector(
      'details[aria-label="A\'s phased-out permanents"]',
    ) as HTMLDetailsElement;
    expect(zone.querySelector("summary")?.textContent).toBe("A's phased-out permanents (2)");
    expect([...zone.querySelectorAll("button.card")].map((b) => b.textContent)).toEqual([
      "Breezekeeper tapped",
      "Holy Strength with what it's attached to",
    ]);
    cleanup();
    render(<Zones view={game.view(1)} seat={1} />); // B has none: nothing shown
    expect(document.querySelector('details[aria-label="My phased-out permanents"]')).toBeNull();
  });

  it("another player's zones are named by the player", () => {
    const game = startGame({ variant: "commander", players: 4, seed: 1 });
    const view = game.view(0);
    const other = view.players[1];
    render(<Zones view={view} seat={1} />);
    expect(
      within(screen.getByRole("region", { name: `${other.name}'s command zone` }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toContain(other.commander?.name);
  });

  it("601.3: an exile holding cards the decision offers to play is open, and a click casts the card from exile", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        {
          name: "A",
          battlefield: Array.from({ length: 4 }, () => ({ card: "mountain" })),
          hand: ["act-on-impulse"],
          library: ["lightning-bolt", "grizzly-bears", "forest", "forest"],
        },
        { name: "B" },
      ],
    });
    const act = (choose: (d: Extract<Decision, { kind: "priority" }>) => number): void => {
      const d = game.pending()!;
      if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
      expect(game.submit(d.player, d.id, { choice: choose(d) }).ok).toBe(true);
    };
    while (game.state.turn.step !== "main1") act(() => 0);
    act((d) => d.actions.findIndex((a) => a.type === "cast"));
    act(() => 0);
    act(() => 0); // both passed: Act on Impulse resolved
    const d = game.pending() as Extract<Decision, { kind: "priority" }>;
    const cast = d.actions.findIndex((a) => a.type === "cast" && a.fromExile === true);
    const object = (d.actions[cast] as { object: number }).object;
    const answers: (Answer | BackAnswer)[] = [];
    render(
      <WithDecision decision={d} answers={answers}>
        {() => <Zones view={game.view(0)} seat={0} />}
      </WithDecision>,
    );
    const exile = document.querySelector('details[aria-label="My exile"]') as HTMLDetailsElement;
    expect(exile.open).toBe(true);
    expect(exile.querySelector("summary")?.textContent).toBe("My exile (3)");
    const bolt = exile.querySelector(`button.card[data-object="${object}"]`) as HTMLButtonElement;
    expect(bolt.textContent).toBe("Lightning Bolt may be played"); // 601.3: the effect is public
    expect(bolt.disabled).toBe(false);
    fireEvent.click(bolt);
    expect(answers).toEqual([{ choice: cast }]);
    expect(game.check(0, d.id, answers[0])).toBeNull();
    // Grizzly Bears can't be cast (no green mana): its card is there, not clickable.
    const bears = [...exile.querySelectorAll("button.card")].find(
      (b) => b.querySelector(".card-name")?.textContent === "Grizzly Bears",
    );
    expect((bears as HTMLButtonElement).disabled).toBe(true);
  });
});
