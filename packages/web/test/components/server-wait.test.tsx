// @vitest-environment happy-dom
/**
 * The page's notice while a request waits for a table's process that isn't answering (api.ts sends it
 * again after the 503's Retry-After; serverWait.ts counts the waiting requests): shown while one waits,
 * gone when none does.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ServerWaitNotice } from "../../src/components/App.tsx";
import { useServerWait } from "../../src/serverWait.ts";

afterEach(() => {
  cleanup();
  useServerWait.setState({ waiting: 0 });
});

describe("the notice of a request waiting for the table's process", () => {
  it("says the process is not answering while a request waits, and nothing otherwise", () => {
    render(<ServerWaitNotice />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => useServerWait.setState({ waiting: 1 }));
    expect(screen.getByRole("status").textContent).toMatch(/not answering\. Trying again/);
    act(() => useServerWait.setState({ waiting: 0 }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
