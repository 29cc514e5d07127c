// @vitest-environment happy-dom
/**
 * "Play on from here" with "Fresh randomness" (SavePosition.tsx; docs/web.md): once a position is saved the
 * checkbox is offered beside the button, unticked, with its one line of explanation; unticked the request is
 * the file's table as before (no `freshRandomness`), ticked it asks for `freshRandomness: true` — the server
 * shuffles the libraries and draws new random numbers (docs/server.md § A table from a position).
 */
import { parsePositionTable, type SavedPosition } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SavePositionButton } from "../../src/components/SavePosition.tsx";
import { judgeToken } from "../../src/seatTokens.ts";

const FILE = {
  format: 1,
  name: "A saved position",
  variant: "duel",
  players: [{ name: "Ann" }, { name: "Ben" }],
};
const SAVED: SavedPosition = { file: FILE, exact: true, note: "the position now", filename: "T-12.json" };
const sent: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  history.replaceState(null, "", "/table/OLD");
  URL.createObjectURL = () => "blob:saved";
  URL.revokeObjectURL = () => {};
  // The download's link is clicked: no navigation in the test's page.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ id: "NEW", judgeToken: "judge-of-new", table: {} }), {
      status: 201,
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Saves the position; then "Play on from here" is offered. */
async function saved() {
  render(
    <SavePositionButton
      save={async () => SAVED}
      playOn={(file) => ({ position: file, seats: [{ kind: "open" }, { kind: "bot", bot: "heuristic" }] })}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Save this position" }));
  await screen.findByRole("button", { name: "Play on from here" });
}

describe("Play on from here: fresh randomness", () => {
  it("is offered unticked with its line; unticked, the request has no freshRandomness", async () => {
    await saved();
    const box = screen.getByRole("checkbox", { name: "Fresh randomness" });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute("aria-describedby")).not.toBeNull();
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /^Shuffle the libraries and draw new random numbers: nobody, not even whoever saved the position, knows\s+what comes next\.$/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Play on from here" }));
    await waitFor(() => expect(location.pathname).toBe("/table/NEW"));
    expect(sent).toEqual([{ position: FILE, seats: [{ kind: "open" }, { kind: "bot", bot: "heuristic" }] }]);
    expect(judgeToken("NEW")).toBe("judge-of-new");
  });

  it("ticked, sends freshRandomness: true with the file, seats and settings", async () => {
    await saved();
    fireEvent.click(screen.getByRole("checkbox", { name: "Fresh randomness" }));
    fireEvent.click(screen.getByRole("button", { name: "Play on from here" }));
    await waitFor(() => expect(location.pathname).toBe("/table/NEW"));
    expect(sent).toEqual([
      {
        position: FILE,
        seats: [{ kind: "open" }, { kind: "bot", bot: "heuristic" }],
        freshRandomness: true,
      },
    ]);
    // The protocol's schema takes it (a field it didn't know would be a 400).
    expect(parsePositionTable(sent[0] as { position: unknown }).freshRandomness).toBe(true);
  });
});
