// @vitest-environment happy-dom
/**
 * Grand Melee's turn markers (Markers.tsx, 807.4) and a stack (StackList.tsx), rendered with views of real
 * engine games: each marker's holder, whether it takes its turn or waits, the step, who has priority, and its
 * own stack, the top first.
 */
import { type PlayerView, STEP_NAMES } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Markers } from "../../src/components/Markers.tsx";
import { StackList } from "../../src/components/StackList.tsx";
import { playUntil, startGame } from "../games.ts";

afterEach(cleanup);

describe("807.4 the turn markers of a 12-player Grand Melee", () => {
  const game = startGame({ variant: "grand-melee", players: 12, seed: 1 });
  playUntil(game, (g) => (g.view(0).markers ?? []).some((m) => m.stack.length > 0));
  const view = game.view(0);
  const markers = view.markers!;
  const name = (seat: number) => view.players[seat].name;

  it("each marker with its holder, its turn and step (or waiting), who has priority, and its own stack", () => {
    render(<Markers view={view} markers={markers} onFocus={() => {}} />);
    const region = screen.getByRole("region", { name: "Turn markers" });
    expect(within(region).getByRole("heading").textContent).toBe(`Turn markers (${markers.length})`);
    expect(markers).toHaveLength(3);
    const items = region.querySelectorAll("li[data-marker]");
    expect(items).toHaveLength(3);
    markers.forEach((m, i) => {
      const head = items[i].querySelector(".marker-head")!.textContent;
      const turn = m.taking
        ? ` — turn ${m.turn.number}, ${STEP_NAMES[m.turn.step]}${m.turn.priority === null ? "" : `, priority: ${name(m.turn.priority)}`}`
        : " — waiting";
      expect(head).toBe(`▲${m.marker} ${name(m.holder)}${turn}`);
      expect(items[i].className).toBe(m.taking ? "taking" : "waiting");
    });
    // The marker with a spell or ability on its stack lists it, and only that marker has a stack. Here the
    // first is a spell on top of its marker's stack while its caster chooses its target (601.2a).
    const busy = markers.find((m) => m.stack.length > 0)!;
    expect(busy.stack.at(-1)?.announcing).toBe(true);
    const stack = screen.getByRole("list", { name: `Stack of marker ${busy.marker}` });
    expect(
      within(stack)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(
      [...busy.stack]
        .reverse()
        .map((o) =>
          o.announcing
            ? `${o.name} (being cast by ${name(o.controller)})`
            : `${o.name} (${name(o.controller)})${o.kind === "spell" ? "" : ` — ${o.kind}`}`,
        ),
    );
    expect(screen.getAllByRole("list", { name: /^Stack of marker / })).toHaveLength(1);
  });

  it("a click on a marker's holder puts that seat in focus", () => {
    const onFocus = vi.fn();
    render(<Markers view={view} markers={markers} onFocus={onFocus} />);
    const second = screen
      .getByRole("region", { name: "Turn markers" })
      .querySelectorAll("li[data-marker]")[1];
    fireEvent.click(within(second as HTMLElement).getByRole("button"));
    expect(onFocus).toHaveBeenCalledWith(markers[1].holder);
  });
});

describe("the stack", () => {
  it("lists the top first, each with its controller (an ability named as one); an empty stack says so", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 1 });
    playUntil(game, (g) => g.view(0).stack.length >= 2);
    const view: PlayerView = game.view(0);
    render(<StackList view={view} stack={view.stack} label="Stack" />);
    const items = screen.getByRole("list", { name: "Stack" }).querySelectorAll("li");
    expect([...items].map((li) => Number(li.getAttribute("data-object")))).toEqual(
      [...view.stack].reverse().map((o) => o.id),
    );
    expect([...items].map((li) => li.textContent)).toEqual(
      [...view.stack]
        .reverse()
        .map(
          (o) =>
            `${o.name} (${view.players[o.controller].name})${o.kind === "spell" ? "" : ` — ${o.kind}`}${o.x === null ? "" : `, X=${o.x}`}`,
        ),
    );
    cleanup();
    render(<StackList view={view} stack={[]} label="Stack" />);
    expect(screen.getByText("Stack: empty")).toBeTruthy();
  });
});
