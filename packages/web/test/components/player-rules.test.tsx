// @vitest-environment happy-dom
/**
 * 702.16j, 119.7–119.8 at the web table: the rules a resolved effect makes true of a player (the table view's
 * `rules`: Teferi's Protection's) are marks on their seat card — "protection from everything", "life can't
 * change", each with its rule in its title; a player without them has no such mark.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSeats, seat } from "../seatRail.tsx";
import { viewOf } from "../tableView.fixture.ts";

afterEach(cleanup);

describe("a player's rules from resolved effects, at the table", () => {
  it("Teferi's Protection's rules are marks on its caster's seat card; the other seat has none", () => {
    const view = viewOf(2);
    view.players[1].rules = ["lifeCantChange", "protectionFromEverything"];
    renderSeats(view);
    const marks = (name: string) =>
      [...seat(name).querySelectorAll(".mark.rule")].map((m) => [m.textContent, m.getAttribute("title")]);
    expect(marks(view.players[1].name)).toEqual([
      ["life can't change", "their life total can't change: no life is gained or lost (119.7–119.8)"],
      ["protection from everything", "no target, no Aura, all damage to them prevented (702.16j)"],
    ]);
    expect(marks(view.players[0].name)).toEqual([]);
  });
});
