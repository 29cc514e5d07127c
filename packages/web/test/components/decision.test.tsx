// @vitest-environment happy-dom
/**
 * The decision panel (DecisionPanel.tsx with the real useDecision) for decisions of real engine games: what
 * it shows (the prompt, the rule line, a button per action or option) and the answer a click sends — an
 * answer the engine accepts for that decision.
 */
import { type Answer, type BackAnswer, type Decision, Game, type PlayerView } from "@roundtable/engine";
import type { PassUntilKind } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { assistDb } from "../../../engine/test/assistCards.ts";
import { ActContext } from "../../src/components/act.ts";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import { Seats } from "../../src/components/Seats.tsx";
import { useDecision } from "../../src/components/useDecision.ts";
import { actionButton } from "../../src/decision/actionButton.ts";
import { seatEntries, sharedOf, summarise } from "../../src/table/seating.ts";
import { playUntil, startGame } from "../games.ts";

afterEach(cleanup);

interface Sent {
  answers: (Answer | BackAnswer)[];
  passes: PassUntilKind[];
}

/** The panel and the seat rail under one decision, as the table page puts them (ActContext). */
function Panel(props: { view: PlayerView; decision: Decision; sent: Sent }) {
  const handle = useDecision(
    props.decision,
    (_id, a) => props.sent.answers.push(a) > 0,
    (until) => props.sent.passes.push(until) > 0,
  );
  const sums = summarise(props.view);
  if (handle === null) return null;
  return (
    <ActContext.Provider value={handle.act}>
      <Seats
        entries={seatEntries(props.view, sums)}
        sums={sums}
        shared={sharedOf(props.view)}
        focus={null}
        onFocus={() => {}}
      />
      <DecisionPanel handle={handle} view={props.view} />
    </ActContext.Provider>
  );
}

/** The game's first open decision matching `kind`, played to with random bots, shown to its player. */
function open<K extends Decision["kind"]>(
  game: Game,
  test: (d: Decision) => d is Extract<Decision, { kind: K }>,
): { d: Extract<Decision, { kind: K }>; view: PlayerView; sent: Sent } {
  playUntil(game, (g) => g.decisions().some(test));
  const d = game.decisions().find(test)!;
  const view = game.view(d.player);
  const sent: Sent = { answers: [], passes: [] };
  render(<Panel view={view} decision={d} sent={sent} />);
  return { d, view, sent };
}

const panel = () => screen.getByRole("region", { name: /./ }) as HTMLElement;
const accepted = (game: Game, d: Decision, a: Answer | BackAnswer) => game.check(d.player, d.id, a);

describe("an answer and the connection", () => {
  /** The panel with an answer callback that says whether the answer went out, and a welcome count. */
  function Offline(props: {
    view: PlayerView;
    decision: Decision;
    online: boolean;
    epoch: number;
    sent: Sent;
  }) {
    const handle = useDecision(
      props.decision,
      (_id, a) => props.online && props.sent.answers.push(a) > 0,
      () => false,
      props.epoch,
    );
    return handle === null ? null : <DecisionPanel handle={handle} view={props.view} />;
  }
  const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
  const d = game.decisions()[0];
  const view = game.view(d.player);
  const keep = () => screen.getByRole("button", { name: /^Keep/ }) as HTMLButtonElement;

  it("a click while the connection is lost is not taken as sent: the buttons stay for the next try", () => {
    const sent: Sent = { answers: [], passes: [] };
    const { rerender } = render(<Offline view={view} decision={d} online={false} epoch={1} sent={sent} />);
    fireEvent.click(keep());
    expect(sent.answers).toEqual([]);
    expect(keep().disabled).toBe(false);
    rerender(<Offline view={view} decision={d} online={true} epoch={2} sent={sent} />);
    fireEvent.click(keep());
    expect(sent.answers).toEqual([{ keep: true }]);
    expect(keep().disabled).toBe(true);
  });

  it("an answer sent before a reconnection may have been lost: after the welcome, the same decision takes one again", () => {
    const sent: Sent = { answers: [], passes: [] };
    const { rerender } = render(<Offline view={view} decision={d} online={true} epoch={1} sent={sent} />);
    fireEvent.click(keep());
    expect(keep().disabled).toBe(true);
    rerender(<Offline view={view} decision={d} online={true} epoch={2} sent={sent} />);
    expect(keep().disabled).toBe(false);
  });
});

describe("the decision panel", () => {
  it("mulligan: Keep and Mulligan, the prompt as the panel's heading", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const { d, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "mulligan" }> => x.kind === "mulligan",
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(d.prompt);
    expect(panel().getAttribute("data-decision")).toBe(String(d.id));
    fireEvent.click(screen.getByRole("button", { name: `Keep ${d.handSize}` }));
    expect(sent.answers).toEqual([{ keep: true }]);
    expect(accepted(game, d, sent.answers[0])).toBeNull();
    // Sent once: the buttons are disabled until the server moves on.
    expect((screen.getByRole("button", { name: "Mulligan" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("702.132a assist: the caster's choice of a helper, then the helper's amount, labelled as mana to pay", () => {
    const game = Game.fromLayout(assistDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      autoPass: true,
      players: [
        { name: "A", hand: ["test-binox"], battlefield: [{ card: "forest" }, { card: "forest" }] },
        { name: "B", battlefield: Array.from({ length: 5 }, () => ({ card: "mountain" })) },
        { name: "C" },
      ],
    });
    playUntil(game, (g) => g.state.turn.step === "main1");
    const cast = game.pending()!;
    if (cast.kind !== "priority") throw new Error("no priority");
    game.submit(0, cast.id, { choice: cast.actions.findIndex((a) => a.type === "cast") });
    const who = game.pending()!;
    expect(who).toMatchObject({ kind: "choose", purpose: "assist" });
    const sent: Sent = { answers: [], passes: [] };
    const first = render(<Panel view={game.view(0)} decision={who} sent={sent} />);
    expect(panel().textContent).toContain(
      "Assist: choose another player who may pay some of the spell's generic mana",
    );
    // The offered player has the choose button on their seat, as a target would.
    fireEvent.click(screen.getByRole("button", { name: "Choose B" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm (1 chosen)" }));
    expect(sent.answers).toEqual([{ choices: [1] }]);
    expect(accepted(game, who, sent.answers[0])).toBeNull();
    game.submit(0, who.id, sent.answers[0] as Answer);
    first.unmount();
    const pays = game.pending()!;
    expect(pays).toMatchObject({ kind: "number", purpose: "assist", player: 1, caster: 0 });
    render(<Panel view={game.view(1)} decision={pays} sent={sent} />);
    expect(within(panel()).getByLabelText(/^Mana to pay \(0–5\)/)).toBeTruthy();
  });

  it('603.7 Arcane Denial\'s "may draw up to two": the number is labelled as the cards to draw, not X', () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    const d: Decision = {
      id: 999,
      kind: "number",
      purpose: "draws",
      player: 0,
      prompt: "Arcane Denial: how many cards to draw (up to 2)",
      min: 0,
      max: 2,
    };
    render(<Panel view={game.view(0)} decision={d} sent={{ answers: [], passes: [] }} />);
    expect(within(panel()).getByLabelText(/^Cards to draw \(0–2\)/)).toBeTruthy();
    expect(panel().textContent).toContain("Choose how many cards to draw, from 0 to 2");
    expect(panel().textContent).not.toContain("Choose X");
  });

  it("priority: a button per action (Pass, Play a land, …) and the pass-until buttons", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const { d, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "priority" }> =>
        x.kind === "priority" && x.actions.some((a) => a.type === "play"),
    );
    const buttons = within(panel().querySelector(".options") as HTMLElement).getAllByRole("button");
    expect(buttons.map((b) => b.textContent?.match(/^(\d+)\. /)?.[1])).toEqual(
      d.actions.map((_, i) => String(i + 1)),
    );
    expect(buttons[d.actions.findIndex((a) => a.type === "pass")].textContent).toMatch(/^\d+\. Pass$/);
    const play = d.actions.findIndex((a) => a.type === "play");
    const land = d.actions[play] as { name: string };
    expect(buttons[play].textContent).toBe(`${play + 1}. Play ${land.name}`);
    expect(screen.getAllByRole("button", { name: /^Pass until / }).map((b) => b.textContent)).toEqual([
      "Pass until end of turn",
      "Pass until my turn",
      "Pass until something happens",
    ]);
    fireEvent.click(buttons[play]);
    expect(sent.answers).toEqual([{ choice: play }]);
    expect(accepted(game, d, sent.answers[0])).toBeNull();
  });

  it("605: mana abilities are folded under their count, each still numbered and answered when clicked", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const isMana = (a: Extract<Decision, { kind: "priority" }>["actions"][number]) =>
      a.type === "activate" && a.mana;
    const { d, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "priority" }> =>
        x.kind === "priority" && x.actions.filter(isMana).length >= 2,
    );
    const mana = d.actions.flatMap((a, i) => (isMana(a) ? [i] : []));
    const shown = within(panel().querySelector(".options") as HTMLElement)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(shown).toEqual(
      d.actions.flatMap((a, i) => (isMana(a) ? [] : [`${i + 1}. ${actionButton(a, game.view(d.player))}`])),
    );
    const fold = panel().querySelector("details.mana-abilities") as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    expect(fold.querySelector("summary")?.textContent).toBe(`Mana abilities (${mana.length})`);
    const buttons = [...fold.querySelectorAll(".options button")];
    expect(buttons.map((b) => b.textContent?.match(/^(\d+)\. Activate /)?.[1])).toEqual(
      mana.map((i) => String(i + 1)),
    );
    fireEvent.click(buttons[1]);
    expect(sent.answers).toEqual([{ choice: mana[1] }]);
    expect(accepted(game, d, sent.answers[0])).toBeNull();
  });

  it("priority: Pass until my turn asks the server to pass (no answer of its own)", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const { sent } = open(game, (x): x is Extract<Decision, { kind: "priority" }> => x.kind === "priority");
    fireEvent.click(screen.getByRole("button", { name: "Pass until my turn" }));
    expect(sent).toEqual({ answers: [], passes: ["my-turn"] });
  });

  it("601.2c choose targets: the rule line, the options as buttons, picked ones pressed, confirmed as choices", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 11 });
    const { d, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "choose" }> => x.kind === "choose" && x.purpose === "targets",
    );
    expect(panel().querySelector(".rule")?.textContent).toMatch(/^Choose .*\(601\.2c\)/);
    const options = within(panel().querySelector(".options") as HTMLElement).getAllByRole("button");
    expect(options.map((b) => b.textContent)).toEqual(d.options.map((o, i) => `${i + 1}. ${o.label}`));
    const picks = Array.from({ length: Math.max(d.min, 1) }, (_, i) => i);
    for (const i of picks) fireEvent.click(options[i]);
    for (const i of picks) expect(options[i].getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: `Confirm (${picks.length} chosen)` }));
    expect(sent.answers).toEqual([{ choices: picks }]);
    expect(accepted(game, d, sent.answers[0])).toBeNull();
  });

  it("601.2c a player as a target: chosen by the button on the player's seat, then confirmed", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 1 });
    const { d, view, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "choose" }> =>
        x.kind === "choose" &&
        x.purpose === "targets" &&
        x.min === 1 &&
        x.options.some((o) => o.ref !== undefined && "player" in o.ref),
    );
    const at = d.options.findIndex((o) => o.ref !== undefined && "player" in o.ref);
    const target = view.players[(d.options[at].ref as { player: number }).player];
    // Only the players the decision offers have the button.
    const offered = d.options.flatMap((o) =>
      o.ref !== undefined && "player" in o.ref ? [o.ref.player] : [],
    );
    const choose = screen.queryAllByRole("button", { name: /^Choose / }).map((b) => b.textContent);
    expect(choose.sort()).toEqual(offered.map((p) => `Choose ${view.players[p].name}`).sort());
    const button = within(
      screen.getByRole("listitem", { name: new RegExp(`^${target.name}( \\(you\\))?$`) }),
    ).getByRole("button", { name: `Choose ${target.name}` });
    fireEvent.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(
      within(panel())
        .getAllByRole("button", { pressed: true })
        .map((b) => b.textContent),
    ).toEqual([`${at + 1}. ${d.options[at].label}`]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm (1 chosen)" }));
    expect(sent.answers).toEqual([{ choices: [at] }]);
    expect(accepted(game, d, sent.answers[0])).toBeNull();
  });

  it("508.1 attackers: each creature with a button per player it may attack; declared, then confirmed", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 3 });
    const { d, view, sent } = open(
      game,
      (x): x is Extract<Decision, { kind: "attackers" }> =>
        x.kind === "attackers" && x.candidates.some((c) => c.defenders.some((f) => "player" in f)),
    );
    expect(panel().querySelector(".rule")?.textContent).toMatch(/^Declare attackers \(508\.1\)/);
    expect(screen.getByRole("button", { name: "No attack" })).toBeTruthy();
    const c = d.candidates.find((x) => x.defenders.some((f) => "player" in f))!;
    const defender = c.defenders.find((f) => "player" in f) as { player: number };
    const row = panel().querySelector(`.combat li[data-object="${c.attacker}"]`) as HTMLElement;
    expect(row.textContent).toContain(c.name);
    const target = view.players[defender.player].name;
    fireEvent.click(within(row).getByRole("button", { name: `attack ${target}` }));
    expect(row.textContent).toContain(`attacks ${target}`);
    fireEvent.click(screen.getByRole("button", { name: /^Attack with \d+$/ }));
    const answer = sent.answers[0];
    expect("attacks" in answer && answer.attacks).toContainEqual({ attacker: c.attacker, defender });
    expect(accepted(game, d, answer)).toBeNull();
  });

  it("805.10: in a team's one attack (Two-Headed Giant) a teammate's creature is named with its controller", () => {
    const game = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
    const controller = (id: number) => game.state.objects[id]?.controller;
    const { d, view } = open(
      game,
      (x): x is Extract<Decision, { kind: "attackers" }> =>
        x.kind === "attackers" && x.candidates.some((c) => controller(c.attacker) !== x.player),
    );
    for (const c of d.candidates) {
      const row = panel().querySelector(`.combat li[data-object="${c.attacker}"]`) as HTMLElement;
      const owner = controller(c.attacker)!;
      const named = owner === d.player ? `${c.name}:` : `${c.name} (${view.players[owner].name}):`;
      expect(row.textContent).toContain(named);
    }
  });
});
