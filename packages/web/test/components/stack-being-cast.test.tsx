// @vitest-environment happy-dom
/**
 * 601.2a / 602.2a at the table: a spell being cast is on top of the stack while its caster chooses its
 * targets — "Lightning Bolt (being cast by Ann)" in the stack panel (StackList.tsx), in every recipient's
 * view — and an ability being activated likewise. The panel said "Stack: empty" (or showed only what was
 * there before) until the cast was complete. What is chosen as it is cast — modes (their text: "Thunderbolt
 * (Ann) — Thunderbolt deals 3 damage to target player or planeswalker.") and X (601.2b), targets
 * (601.2c: the table's arrows, from the caster's seat while the spell names no object), divided damage
 * (601.2d) — is shown as soon as it is chosen, as on a cast spell. Views of a real engine game.
 */
import type { PlayerView } from "@roundtable/engine";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { act, answer, castingGame, choose } from "../../../../test/castingGame.ts";
import { StackList } from "../../src/components/StackList.tsx";
import { arrowsOf } from "../../src/table/arrows.ts";

afterEach(cleanup);

const items = (view: PlayerView) => {
  cleanup();
  render(<StackList view={view} stack={view.stack} label="Stack" />);
  return [...screen.getByRole("list", { name: "Stack" }).querySelectorAll("li")];
};

describe("601.2a the stack panel shows a spell being cast", () => {
  it("601.2a: Lightning Bolt being cast is on top, 'being cast by Ann', for Ann, Bob and a spectator; then a normal entry", () => {
    const g = castingGame();
    act(g, "cast", "Shock");
    choose(g, "Grizzly Bears");
    act(g, "cast", "Lightning Bolt");
    expect(g.pending()!.kind).toBe("choose"); // Ann chooses the Bolt's target
    for (const seat of [0, 1, null]) {
      const view = g.view(seat);
      const lis = items(view);
      expect(lis.map((li) => li.textContent)).toEqual(["Lightning Bolt (being cast by Ann)", "Shock (Ann)"]);
      expect(lis.map((li) => li.className)).toEqual(["announcing", ""]);
      // It names no object yet: no anchor for an arrow; Shock's target arrow is the only one.
      expect(lis[0].hasAttribute("data-object")).toBe(false);
      expect(Number(lis[1].getAttribute("data-object"))).toBe(view.stack[0].id);
      expect(arrowsOf(view).map((a) => a.label)).toEqual(["Shock targets Grizzly Bears"]);
    }
    choose(g, "Bob");
    const view = g.view(1);
    const lis = items(view);
    expect(lis.map((li) => li.textContent)).toEqual(["Lightning Bolt (Ann)", "Shock (Ann)"]);
    expect(lis.map((li) => li.className)).toEqual(["", ""]);
    expect(Number(lis[0].getAttribute("data-object"))).toBe(view.stack[1].id);
  });

  it("602.2a: Prodigal Sorcerer's ability being activated is 'being activated by Ann'; the empty stack no longer says empty", () => {
    const g = castingGame();
    render(<StackList view={g.view(1)} stack={g.view(1).stack} label="Stack" />);
    expect(screen.getByText("Stack: empty")).toBeTruthy();
    act(g, "activate", "Prodigal Sorcerer");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual([
      "Prodigal Sorcerer (being activated by Ann)",
    ]);
    choose(g, "Grizzly Bears");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual(["Prodigal Sorcerer (Ann) — activated"]);
  });
});

describe("601.2b–d the stack panel shows what a spell being cast has chosen so far", () => {
  it("601.2b: Fireball's X and Thunderbolt's mode as soon as they are chosen, for Ann, Bob and a spectator", () => {
    const g = castingGame(["fireball", "thunderbolt"]);
    act(g, "cast", "Fireball");
    answer(g, { value: 1 });
    for (const seat of [0, 1, null])
      expect(items(g.view(seat)).map((li) => li.textContent)).toEqual(["Fireball (being cast by Ann), X=1"]);
    answer(g, { back: true });
    answer(g, { back: true }); // 601.2: the cast is gone back on
    act(g, "cast", "Thunderbolt");
    choose(g, "Mode 1");
    const mode1 = "Thunderbolt deals 3 damage to target player or planeswalker.";
    for (const seat of [0, 1, null])
      expect(items(g.view(seat)).map((li) => li.textContent)).toEqual([
        `Thunderbolt (being cast by Ann) — ${mode1}`,
      ]);
    choose(g, "Bob");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual([`Thunderbolt (Ann) — ${mode1}`]);
  });

  it("700.2: Cryptic Command's two modes (choose two) are their text, in the card's order, while its target is chosen and once cast", () => {
    const g = castingGame(["cryptic-command"], ["island", "island", "island", "island"]);
    act(g, "cast", "Cryptic Command");
    choose(g, "Mode 4", "Mode 2");
    const modes = "Return target permanent to its owner's hand. / Draw a card.";
    for (const seat of [0, 1, null])
      expect(items(g.view(seat)).map((li) => li.textContent)).toEqual([
        `Cryptic Command (being cast by Ann) — ${modes}`,
      ]);
    choose(g, "Grizzly Bears");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual([`Cryptic Command (Ann) — ${modes}`]);
  });

  it("601.2c–d: Forked Bolt's targets are arrows from Ann's seat while she divides its damage; then the damage each is dealt", () => {
    const g = castingGame(["forked-bolt"]);
    act(g, "cast", "Forked Bolt");
    choose(g, "Bob", "Grizzly Bears");
    for (const seat of [0, 1, null]) {
      const view = g.view(seat);
      expect(items(view).map((li) => li.textContent)).toEqual(["Forked Bolt (being cast by Ann)"]);
      const arrows = arrowsOf(view);
      expect(arrows.map((a) => a.label)).toEqual([
        "Forked Bolt targets Bob",
        "Forked Bolt targets Grizzly Bears",
      ]);
      expect(arrows.map((a) => a.from)).toEqual([
        { object: -1, seat: 0 },
        { object: -1, seat: 0 },
      ]);
    }
    answer(g, { amounts: [1, 1] });
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual([
      "Forked Bolt (Ann), 1 damage to Bob, 1 damage to Grizzly Bears",
    ]);
  });
});
