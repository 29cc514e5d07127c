import { describe, expect, it } from "vitest";
import {
  combineView,
  type Decision,
  type Game,
  type LayoutPlayer,
  lanes,
  type PlayerView,
  type Ref,
  type StackView,
} from "../src/index.ts";
import { advanceTo, chooseLabels, idOf, lands, submitOk, table, takeAction } from "./helpers.ts";
import { actOfTreasonInMelee } from "./meleeCast.ts";

/** Ann (seat 0) in her first main phase with `ann`; Bob with Grizzly Bears. */
function duel(ann: Omit<LayoutPlayer, "name">): Game {
  const game = table(
    [
      { name: "Ann", ...ann },
      { name: "Bob", battlefield: [{ card: "grizzly-bears" }] },
    ],
    {
      autoPass: false,
    },
  );
  advanceTo(game, 1, "main1");
  return game;
}

/** Every kind of recipient's view: the caster, an opponent, a spectator, the judge. */
function views(game: Game): Record<string, PlayerView> {
  return {
    caster: game.view(0),
    opponent: game.view(1),
    spectator: game.view(null),
    judge: combineView(game.tableView(), game.seatView({ judge: true })),
  };
}

/** The top of the stack in every view, the same for all; the state's hash is as it was before the views. */
function topOfStack(game: Game): StackView | undefined {
  const hash = game.hash();
  const tops = Object.entries(views(game)).map(([who, v]) => [who, v.stack.at(-1)] as const);
  expect(game.hash()).toBe(hash);
  for (const [who, top] of tops) expect(top, who).toEqual(tops[0][1]);
  return tops[0][1];
}

/** The entry of a spell being cast by Ann, with what is chosen so far. */
const announced = (card: string, name: string, chosen: Partial<StackView>): StackView => ({
  id: -1,
  card,
  name,
  controller: 0,
  kind: "spell",
  targets: [],
  x: null,
  ...chosen,
  announcing: true,
});

function purpose(game: Game): string {
  const d = game.pending()!;
  return d.kind === "choose" ? d.purpose : d.kind;
}

function back(game: Game): void {
  const d = game.pending()!;
  const r = game.submit(d.player, d.id, { back: true });
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

describe("601.2b a spell being cast shows its X and modes as they are chosen", () => {
  it("601.2b: Fireball's X is on its entry in every view while its targets are chosen; going back takes it off", () => {
    const game = duel({ hand: ["fireball"], battlefield: lands("mountain", 4) });
    takeAction(game, "cast", "Fireball");
    expect(purpose(game)).toBe("number");
    expect(topOfStack(game)).toEqual(announced("fireball", "Fireball", {}));
    submitOk(game, { value: 3 });
    expect(purpose(game)).toBe("targets");
    expect(topOfStack(game)).toEqual(announced("fireball", "Fireball", { x: 3 }));
    back(game); // 601.2: X is asked again; it is no longer announced
    expect(purpose(game)).toBe("number");
    expect(topOfStack(game)).toEqual(announced("fireball", "Fireball", {}));
  });

  it("601.2b, 700.2: Thunderbolt's mode is on its entry while its target is chosen, and on the spell once cast", () => {
    const game = duel({ hand: ["thunderbolt"], battlefield: lands("mountain", 2) });
    takeAction(game, "cast", "Thunderbolt");
    chooseLabels(game, "Mode 1");
    expect(purpose(game)).toBe("targets");
    const modeTexts = ["Thunderbolt deals 3 damage to target player or planeswalker."];
    expect(topOfStack(game)).toEqual(announced("thunderbolt", "Thunderbolt", { modes: [1], modeTexts }));
    chooseLabels(game, "Bob");
    const spell = game.state.stack[0];
    expect(topOfStack(game)).toEqual({
      id: spell,
      card: "thunderbolt",
      name: "Thunderbolt",
      controller: 0,
      kind: "spell",
      targets: [[{ player: 1 }]],
      x: null,
      modes: [1],
      modeTexts,
    });
  });
});

describe("601.2c–d a spell being cast shows its targets and division as they are chosen", () => {
  it("601.2c: Captain's Maneuver's first target is shown to Bob and a spectator while Ann chooses the second; the second is absent", () => {
    const game = duel({
      hand: ["captains-maneuver"],
      battlefield: [...lands("mountain", 2), { card: "plains" }],
    });
    takeAction(game, "cast", "Captain's Maneuver");
    submitOk(game, { value: 1 });
    chooseLabels(game, "Bob");
    const d = game.pending()!;
    expect(d.kind === "choose" && d.purpose === "targets" && d.prompt).toMatch(/\(2 of 2\)/);
    expect(topOfStack(game)).toEqual(
      announced("captains-maneuver", "Captain's Maneuver", { x: 1, targets: [[{ player: 1 }]] }),
    );
  });

  it("601.2c–d: Forked Bolt's two targets are shown while Ann divides its damage, then the division while she pays", () => {
    const game = duel({
      hand: ["forked-bolt"],
      battlefield: [{ card: "mountain" }, { card: "izzet-guildgate" }],
    });
    const bears = idOf(game, 1, "grizzly-bears");
    takeAction(game, "cast", "Forked Bolt");
    chooseLabels(game, "Bob", "Grizzly Bears");
    expect(purpose(game)).toBe("divide");
    const targets: Ref[][] = [[{ player: 1 }, { object: bears }]];
    expect(topOfStack(game)).toEqual(announced("forked-bolt", "Forked Bolt", { targets }));
    submitOk(game, { amounts: [1, 1] });
    expect(purpose(game)).toBe("mana"); // 601.2g–h: paying is not shown
    expect(topOfStack(game)).toEqual(announced("forked-bolt", "Forked Bolt", { targets, divide: [1, 1] }));
    chooseLabels(game, "Pay automatically");
    expect(topOfStack(game)).toMatchObject({ id: game.state.stack[0], targets, divide: [1, 1] });
    expect(topOfStack(game)?.announcing).toBeUndefined();
  });
});

describe("602.2b an ability being activated shows its X as it is chosen", () => {
  it("602.2b: Cinder Elemental's X is on its ability's entry while its target is chosen", () => {
    const game = duel({ battlefield: [{ card: "cinder-elemental" }, ...lands("mountain", 3)] });
    takeAction(game, "activate", "Cinder Elemental");
    submitOk(game, { value: 2 });
    expect(purpose(game)).toBe("targets");
    expect(topOfStack(game)).toEqual({
      ...announced("cinder-elemental", "Cinder Elemental", { x: 2 }),
      kind: "activated",
    });
  });
});

describe("807.4 a spell being cast in a turn marker's lane shows its choices there", () => {
  it("807.4, 601.2c: Act of Treason's target is on marker 1's stack while A pays, whichever lane the engine is in", () => {
    const { game, marker1, answer } = actOfTreasonInMelee();
    let d = marker1();
    expect(d.kind === "choose" && d.purpose).toBe("targets");
    const bears = idOf(game, 2, "grizzly-bears");
    answer(d, {
      choices: [
        (d as Extract<Decision, { kind: "choose" }>).options.findIndex((o) =>
          o.label.startsWith("Grizzly Bears"),
        ),
      ],
    });
    d = marker1();
    expect(d.kind === "choose" && d.purpose).toBe("mana");
    const entry = {
      ...announced("act-of-treason", "Act of Treason", { targets: [[{ object: bears }]] }),
      id: -2,
    };
    const shown = () => {
      const hash = game.hash();
      for (const seat of [0, 4, null]) {
        const [m1, m2] = game.view(seat).markers!;
        expect([m1.marker, m2.marker]).toEqual([1, 2]);
        expect(m1.stack, String(seat)).toEqual([entry]);
        expect(m2.stack, String(seat)).toEqual([]);
      }
      expect(game.hash()).toBe(hash);
    };
    shown();
    // E passes in marker 2's turn: the engine's current lane is marker 2's; marker 1's cast is shown as before.
    const marker2 = lanes(game.state).find((l) => l.marker === 2)!.lane.pending!;
    expect(marker2.kind).toBe("priority");
    answer(marker2, { choice: 0 });
    expect(game.state.melee!.current).toBe(2);
    shown();
  });
});
