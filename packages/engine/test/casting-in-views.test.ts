/**
 * 601.2a / 602.2a in the views: a spell being cast is on the stack, the topmost object, from the start of its
 * casting, and an ability being activated likewise — while its caster still chooses targets and pays. The
 * engine keeps the card where it was until the cast completes (every question is asked first, so a cast may
 * be gone back on); every recipient's view shows it on top of the stack marked `announcing`, and a spell's
 * card in no hand or command zone. Going back puts it back; a completed cast is the state's own stack object.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { announcements, combineView, Game, type PlayerView, type StackView } from "../src/index.ts";
import { advanceTo, chooseLabels, idOf, lands, table, takeAction } from "./helpers.ts";
import { actOfTreasonInMelee } from "./meleeCast.ts";

function back(game: Game): void {
  const d = game.pending()!;
  const r = game.submit(d.player, d.id, { back: true });
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

/** Every kind of recipient's view: the caster (seat 0), a teammate or an opponent by seat, a spectator, the judge. */
function views(game: Game, seats: Record<string, number>): Record<string, PlayerView> {
  const out: Record<string, PlayerView> = {};
  for (const [who, seat] of Object.entries(seats)) out[who] = game.view(seat);
  out.spectator = game.view(null);
  out.judge = combineView(game.tableView(), game.seatView({ judge: true }));
  return out;
}

const names = (v: PlayerView, seat: number): string[] | null =>
  v.players[seat].hand?.map((c) => c.name) ?? null;

/** The stack entry of a cast (or activation) under way, outside Grand Melee. */
const announced = (card: string, name: string, kind: StackView["kind"]): StackView => ({
  id: -1,
  card,
  name,
  controller: 0,
  kind,
  targets: [],
  x: null,
  announcing: true,
});

/** Two-Headed Giant: A (seat 0) and B share a team and see each other's hands (810.5); C and D oppose them. */
function giants(): Game {
  return Game.fromLayout(cardDb, {
    variant: "two-headed-giant",
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      { name: "A", hand: ["shock", "lightning-bolt", "grizzly-bears"], battlefield: lands("mountain", 2) },
      { name: "B", hand: ["forest"] },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
      { name: "D" },
    ],
  });
}

describe("601.2a a spell being cast is on the stack in every view", () => {
  it("601.2a: while Lightning Bolt's target is chosen, every recipient sees it on top of the stack being cast, and not in A's hand", () => {
    const game = giants();
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Shock");
    chooseLabels(game, "Grizzly Bears");
    expect(game.pending()!.kind).toBe("priority");
    const seats = { caster: 0, teammate: 1, opponent: 2 };
    const before = views(game, seats);
    expect(before.opponent.stack.map((o) => o.name)).toEqual(["Shock"]);
    takeAction(game, "cast", "Lightning Bolt");
    const d = game.pending()!;
    expect(d.kind === "choose" && d.purpose).toBe("targets");
    // The engine's state still has the card in A's hand (the cast may be gone back on).
    expect(game.state.players[0].hand).toHaveLength(2);
    const during = views(game, seats);
    for (const [who, v] of Object.entries(during)) {
      expect(v.stack.slice(0, -1), who).toEqual(before[who].stack);
      expect(v.stack.at(-1), who).toEqual(announced("lightning-bolt", "Lightning Bolt", "spell"));
      expect(v.players[0].handCount, who).toBe(before[who].players[0].handCount - 1);
      expect(v.players[0].handCount, who).toBe(1);
    }
    // A's hand as those who see it see it (A, the teammate, 810.5, and the judge): without the Bolt.
    for (const who of ["caster", "teammate", "judge"]) {
      expect(names(before[who], 0), who).toEqual(["Lightning Bolt", "Grizzly Bears"]);
      expect(names(during[who], 0), who).toEqual(["Grizzly Bears"]);
    }
    expect(names(during.opponent, 0)).toBeNull();
    expect(names(during.spectator, 0)).toBeNull();
    expect(announcements(game.db, game.state)).toEqual([
      { marker: 0, player: 0, object: game.state.players[0].hand[0], kind: "spell" },
    ]);

    // 601.2: going back from the first question cancels the cast: the card is back where it was.
    back(game);
    expect(game.pending()!.kind).toBe("priority");
    const after = views(game, seats);
    for (const [who, v] of Object.entries(after)) {
      expect(v.stack, who).toEqual(before[who].stack);
      expect(v.players, who).toEqual(before[who].players);
    }

    // Cast after all: the entry is the spell's own stack object, with its id and its target.
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "Grizzly Bears");
    const bolt = game.state.stack.at(-1)!;
    const bears = idOf(game, 2, "grizzly-bears");
    for (const [who, v] of Object.entries(views(game, seats))) {
      expect(v.stack.at(-1), who).toEqual({
        id: bolt,
        card: "lightning-bolt",
        name: "Lightning Bolt",
        controller: 0,
        kind: "spell",
        targets: [[{ object: bears }]],
        x: null,
      });
      expect(v.players[0].handCount, who).toBe(1);
    }
    expect(announcements(game.db, game.state)).toEqual([]);
  });

  it("903.8: a commander being cast from the command zone is on the stack, not in the command zone, until it is gone back on", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "commander",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        {
          name: "A",
          command: ["thalia-heretic-cathar"],
          commander: "thalia-heretic-cathar",
          battlefield: [...lands("plains", 2), { card: "azorius-guildgate" }, { card: "island" }],
        },
        { name: "B" },
      ],
    });
    advanceTo(game, 1, "main1");
    const command = (v: PlayerView) => v.players[0].command.map((c) => c.name);
    expect(command(game.view(1))).toEqual(["Thalia, Heretic Cathar"]);
    takeAction(game, "cast", "Thalia, Heretic Cathar");
    const d = game.pending()!;
    expect(d.kind === "choose" && d.purpose).toBe("mana"); // the payment's question (601.2g)
    for (const v of Object.values(views(game, { caster: 0, opponent: 1 }))) {
      expect(v.stack).toEqual([announced("thalia-heretic-cathar", "Thalia, Heretic Cathar", "spell")]);
      expect(command(v)).toEqual([]);
    }
    back(game);
    for (const v of Object.values(views(game, { caster: 0, opponent: 1 }))) {
      expect(v.stack).toEqual([]);
      expect(command(v)).toEqual(["Thalia, Heretic Cathar"]);
    }
  });

  it("807.4: in Grand Melee the spell being cast is on top of its own turn marker's stack (its entry's id -1 minus the marker)", () => {
    // A holds turn marker 1 and E marker 2 (807.4b); marker 1's turn is passed until A may cast.
    const { game, marker1 } = actOfTreasonInMelee();
    expect(marker1().kind === "choose" && marker1().player).toBe(0);
    const entry = { ...announced("act-of-treason", "Act of Treason", "spell"), id: -2 };
    for (const seat of [0, 4, null]) {
      const v = game.view(seat);
      const [m1, m2] = v.markers!;
      expect([m1.marker, m1.holder, m2.marker, m2.holder]).toEqual([1, 0, 2, 4]);
      expect(m1.stack).toEqual([entry]);
      expect(m2.stack).toEqual([]);
      expect(v.players[0].handCount).toBe(game.state.players[0].hand.length - 1);
    }
    expect(game.view(0).stack).toEqual([entry]); // A's decision is marker 1's
  });
});

describe("602.2a an ability being activated is on the stack in every view", () => {
  it("602.2a: while Prodigal Sorcerer's target is chosen, its ability is on top of the stack being activated; the Sorcerer stays on the battlefield", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "prodigal-sorcerer" }] },
        { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    const sorcerer = idOf(game, 0, "prodigal-sorcerer");
    takeAction(game, "activate", "Prodigal Sorcerer");
    for (const [who, v] of Object.entries(views(game, { caster: 0, opponent: 1 }))) {
      expect(v.stack, who).toEqual([announced("prodigal-sorcerer", "Prodigal Sorcerer", "activated")]);
      const source = v.battlefield.find((p) => p.id === sorcerer);
      expect(source?.tapped, who).toBe(false); // its {T} is paid as the activation completes
    }
    chooseLabels(game, "Grizzly Bears");
    const ability = game.state.stack[0];
    for (const [who, v] of Object.entries(views(game, { caster: 0, opponent: 1 }))) {
      expect(
        v.stack.map((o) => [o.id, o.kind, o.announcing]),
        who,
      ).toEqual([[ability, "activated", undefined]]);
      expect(v.battlefield.find((p) => p.id === sorcerer)?.tapped, who).toBe(true);
    }
  });

  it("602.2a, 702.29a: a card cycled from the hand is revealed on the stack and stays in the hand until its cost is paid", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["secluded-steppe"],
          battlefield: [{ card: "plains" }, { card: "azorius-guildgate" }],
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Secluded Steppe");
    const d = game.pending()!;
    expect(d.kind === "choose" && d.purpose).toBe("mana");
    for (const [who, v] of Object.entries(views(game, { caster: 0, opponent: 1 }))) {
      expect(v.stack, who).toEqual([announced("secluded-steppe", "Secluded Steppe", "activated")]);
      expect(v.players[0].handCount, who).toBe(1);
    }
    expect(names(game.view(0), 0)).toEqual(["Secluded Steppe"]);
    chooseLabels(game, "Pay automatically");
    const v = game.view(1);
    expect(v.stack.map((o) => [o.name, o.kind, o.announcing])).toEqual([
      ["Secluded Steppe", "activated", undefined],
    ]);
    expect(v.players[0].handCount).toBe(0);
    expect(v.players[0].graveyard.map((c) => c.name)).toEqual(["Secluded Steppe"]);
  });

  it("605.3a: a mana ability asking which mana to add is not on the stack", () => {
    const game = table([{ name: "A", battlefield: [{ card: "azorius-guildgate" }] }, { name: "B" }], {
      autoPass: false,
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Azorius Guildgate");
    const d = game.pending()!;
    expect(d.kind === "choose" && d.purpose).toBe("color");
    expect(announcements(game.db, game.state)).toEqual([]);
    for (const v of Object.values(views(game, { caster: 0, opponent: 1 }))) expect(v.stack).toEqual([]);
  });
});
