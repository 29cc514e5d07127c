// @vitest-environment happy-dom
/**
 * 702.16a at the web table: a permanent's protection (the table view's `protections`) is named in its card's title
 * with its types and keywords — "protection from black"; a permanent without protection names none.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Board } from "../../src/components/Board.tsx";
import { summarise } from "../../src/table/seating.ts";
import { permanent, viewOf } from "../tableView.fixture.ts";

afterEach(cleanup);

describe("702.16a: protection, at the table", () => {
  it("the card's title names each colour it has protection from; the other card's names none", () => {
    const view = viewOf(2, {
      battlefield: [
        permanent(1, 0, { keywords: ["first strike"], protections: ["B", "R"] }),
        permanent(2, 0),
      ],
    });
    const { container } = render(
      <Board view={view} sums={summarise(view)} focus={null} onFocus={() => {}} />,
    );
    const title = (id: number) => container.querySelector(`[data-object="${id}"]`)?.getAttribute("title");
    expect(title(1)).toBe("Bear 1 · Creature · first strike · protection from black · protection from red");
    expect(title(2)).toBe("Bear 2 · Creature");
  });
});
