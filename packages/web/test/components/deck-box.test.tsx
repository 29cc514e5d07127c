// @vitest-environment happy-dom
/**
 * The deck box (DeckBox.tsx) in the create-table form: a pasted list is checked a moment after the typing
 * stops (one request, not one a keystroke), its problems shown by line with did-you-mean, a legal list
 * says so, and the form sends the list as the seat's deck. The check's answers are the real checker's
 * (packages/protocol deckCheckAnswer, what `POST /api/decks/check` answers).
 */
import { allCards, type CardResolver, poolCards, poolResolver, realCards } from "@roundtable/cards";
import { deckCheckAnswer } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateTable } from "../../src/components/CreateTable.tsx";
import { DeckBox } from "../../src/components/DeckBox.tsx";

const BAD = "4 Lightnig Bolt\n5 Shock\n0 Mountain\n20 Mountain\n";
const BURN = "4 Lightning Bolt\n4 Shock\n52 Mountain\n";

interface Call {
  url: string;
  body: unknown;
}

let calls: Call[] = [];
/** How the "server" resolves names: the pool alone, or with real cards as a server with an Oracle table does. */
let cards: CardResolver = poolCards;
/** The server's saved decks, by name. */
let saved = new Map<string, string>();

function respond(url: string, body: unknown, method: string): unknown {
  if (url === "/api/players") return { key: "k".repeat(43) };
  if (url === "/api/saved-decks")
    return { decks: [...saved].map(([name, list]) => ({ name, list, updated: 1 })) };
  if (url.startsWith("/api/saved-decks/") && method === "PUT") {
    const name = decodeURIComponent(url.slice("/api/saved-decks/".length));
    saved.set(name, (body as { list: string }).list);
    return { name, list: saved.get(name), updated: 1 };
  }
  if (url === "/api/decks/check") {
    const { list, variant } = body as { list: string; variant: string };
    return deckCheckAnswer(list, variant, cards);
  }
  if (url === "/api/variants")
    return {
      variants: [
        {
          name: "duel",
          minPlayers: 2,
          maxPlayers: 2,
          defaultPlayers: 2,
          editions: [],
          attack: "single",
          otherOptions: false,
        },
      ],
    };
  if (url === "/api/decks") return { decks: [{ name: "Red Deck Wins", colors: "R" }] };
  if (url === "/api/tables") return { id: "T1", judgeToken: "J", table: {} };
  throw new Error(`unexpected ${url}`);
}

beforeEach(() => {
  calls = [];
  cards = poolCards;
  saved = new Map([["Old burn", BURN]]);
  localStorage.clear();
  vi.stubGlobal("fetch", async (url: string, init?: { body?: string; method?: string }) => {
    const body = init?.body === undefined ? undefined : JSON.parse(init.body);
    calls.push({ url, body });
    return new Response(JSON.stringify(respond(url, body, init?.method ?? "GET")), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Box(props: { initial: string; variant?: string }) {
  return (
    <DeckBox label="Deck list" variant={props.variant ?? "duel"} value={props.initial} onChange={() => {}} />
  );
}

describe("the deck box", () => {
  it("shows each line's problem with did-you-mean, then the deck's (100.2a)", async () => {
    render(<Box initial={BAD} />);
    const problems = await screen.findByRole("list", { name: "Problems of Deck list" });
    expect([...problems.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      'line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      "line 3: a count of 0: leave the line out, or write how many copies",
      "the deck has 25 cards: at least 60 in Duel (100.2a)",
      "5 copies of Shock: at most 4 in deck and sideboard together (100.2a, 100.4a)",
    ]);
  });

  it("shows a server's 'not supported yet' for a real card the engine lacks (an Oracle table)", async () => {
    cards = poolResolver(allCards, realCards(["Fire // Ice"]));
    render(<Box initial={"1 Fire/Ice\n4 Lightning Bolt\n55 Mountain\n"} />);
    const problems = await screen.findByRole("list", { name: "Problems of Deck list" });
    expect([...problems.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      'line 1: "Fire // Ice" is a real card the engine does not support yet',
      "the deck has 59 cards: at least 60 in Duel (100.2a)",
    ]);
  });

  it("says a legal list is legal, with its size", async () => {
    render(<Box initial={BURN} />);
    expect((await screen.findByRole("status")).textContent).toBe("Legal in Duel: 60 cards");
  });

  it("checks once the typing stops, not at every keystroke; an empty box asks nothing", async () => {
    const { rerender } = render(<Box initial="" />);
    for (const partial of ["4", "4 Light", "4 Lightning Bolt\n56 Mountain"])
      rerender(<Box initial={partial} />);
    await screen.findByRole("status");
    const checks = calls.filter((c) => c.url === "/api/decks/check");
    expect(checks.map((c) => c.body)).toEqual([{ list: "4 Lightning Bolt\n56 Mountain", variant: "duel" }]);
  });

  it("saves the list under a name with this browser's player key, and loads a saved one", async () => {
    const loaded: string[] = [];
    render(<DeckBox label="Deck list" variant="duel" value={BAD} onChange={(l) => loaded.push(l)} />);
    const picker = screen.getByLabelText("Saved decks for Deck list");
    await waitFor(() => expect(picker.querySelectorAll("option")).toHaveLength(2));
    fireEvent.change(picker, { target: { value: "Old burn" } });
    expect(loaded).toEqual([BURN]);
    fireEvent.change(screen.getByLabelText("Name to save Deck list as"), { target: { value: "New try" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved.get("New try")).toBe(BAD));
    await waitFor(() => expect(picker.querySelectorAll("option")).toHaveLength(3));
    expect(localStorage.getItem("roundtable:playerKey")).toBe("k".repeat(43));
    expect(calls.filter((c) => c.url === "/api/players")).toHaveLength(1);
  });

  it("in the create-table form: a seat's pasted list is checked and sent as its deck", async () => {
    render(<CreateTable onCreated={() => {}} />);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/decks"));
    fireEvent.change(screen.getByLabelText("Deck for seat 1"), { target: { value: "paste" } });
    fireEvent.change(screen.getByLabelText("Deck list for seat 1"), { target: { value: BURN } });
    expect((await screen.findByRole("status")).textContent).toBe("Legal in Free-for-All: 60 cards");
    fireEvent.click(screen.getByRole("button", { name: "Create table" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/tables")).toBe(true));
    const created = calls.find((c) => c.url === "/api/tables")?.body as { decks: unknown[] };
    expect(created.decks[0]).toEqual({ list: BURN });
    expect(created.decks[1]).toBe("random");
  });
});
