// @vitest-environment happy-dom
/**
 * 509.1b at the web table: a creature an effect says can't be blocked (Rogue's Passage's "this turn") is marked on
 * the board (Board's card markers, Unblockable.tsx) from the table view's `cantBeBlocked`; the others aren't.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Board } from "../../src/components/Board.tsx";
import { summarise } from "../../src/table/seating.ts";
import { permanent, viewOf } from "../tableView.fixture.ts";

afterEach(cleanup);

describe("509.1b: can't be blocked, at the table", () => {
  it("the marked creature's card says so, with the rule in its title; the other's doesn't", () => {
    const view = viewOf(2, {
      battlefield: [permanent(1, 0, { cantBeBlocked: true }), permanent(2, 0)],
    });
    const { container } = render(
      <Board view={view} sums={summarise(view)} focus={null} onFocus={() => {}} />,
    );
    const marked = [...container.querySelectorAll(".unblockable")];
    expect(marked).toHaveLength(1);
    expect(marked[0].textContent).toBe(" can't be blocked");
    expect(marked[0].getAttribute("title")).toBe("An effect says it can't be blocked (509.1b)");
    expect(marked[0].closest("[data-object]")?.textContent).toContain("Bear 1");
  });
});
