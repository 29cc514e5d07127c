// @vitest-environment happy-dom
/**
 * The create-table form (CreateTable.tsx) offers what the server's variant info says a variant takes
 * (protocol variantInfo, what `GET /api/variants` answers): in Commander and Brawl the 2011 Commander
 * mulligan (2011 CR 103.4d) and 30 starting life (2011 CR 103.3c), in a Vanguard game each seat's vanguard
 * card (902.3); each bot seat its bot; and the request it sends is one the server accepts (parseCreateTable).
 */
import { VARIANT_NAMES } from "@roundtable/engine";
import { parseCreateTable, variantInfo } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateTable } from "../../src/components/CreateTable.tsx";

let created: unknown[] = [];

beforeEach(() => {
  created = [];
  vi.stubGlobal("fetch", async (url: string, init?: { body?: string }) => {
    const body = init?.body === undefined ? undefined : JSON.parse(init.body);
    let answer: unknown;
    if (url === "/api/variants") answer = { variants: VARIANT_NAMES.map(variantInfo) };
    else if (url === "/api/decks") answer = { decks: [] };
    else if (url === "/api/tables") {
      created.push(body);
      answer = { id: "T1", judgeToken: "J", table: {} };
    } else throw new Error(`unexpected ${url}`);
    return new Response(JSON.stringify(answer), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function formFor(variant: string): Promise<void> {
  render(<CreateTable onCreated={() => {}} />);
  const select = screen.getByLabelText("Variant");
  await waitFor(() => expect(select.querySelectorAll("option").length).toBe(VARIANT_NAMES.length));
  fireEvent.change(select, { target: { value: variant } });
}

const optionValues = (label: string) =>
  [...screen.getByLabelText(label).querySelectorAll("option")].map((o) => o.getAttribute("value"));

async function submitted(): Promise<Record<string, unknown>> {
  fireEvent.click(screen.getByRole("button", { name: "Create table" }));
  await waitFor(() => expect(created).toHaveLength(1));
  return created[0] as Record<string, unknown>;
}

describe("the create-table form's variant options", () => {
  it("Commander: the 2011 Commander mulligan and 30 starting life, sent as options the server accepts", async () => {
    await formFor("commander");
    expect(optionValues("Mulligan (103.5)")).toEqual(["", "london", "paris", "commander"]);
    expect(optionValues("Starting life")).toEqual(["", "40", "30"]);
    expect(screen.queryByLabelText("Vanguard for seat 1")).toBeNull();
    fireEvent.change(screen.getByLabelText("Mulligan (103.5)"), { target: { value: "commander" } });
    fireEvent.change(screen.getByLabelText("Starting life"), { target: { value: "30" } });
    const body = await submitted();
    expect(body.options).toEqual({ mulligan: "commander", commanderLife: 30 });
    expect(body.vanguards).toBeUndefined();
    expect(parseCreateTable(body).options).toEqual({ mulligan: "commander", commanderLife: 30 });
  });

  it("Brawl offers them too; a Free-for-All offers neither the Commander mulligan nor a starting life", async () => {
    await formFor("brawl");
    expect(optionValues("Mulligan (103.5)")).toContain("commander");
    expect(optionValues("Starting life")).toEqual(["", "40", "30"]);
    cleanup();
    await formFor("free-for-all");
    expect(optionValues("Mulligan (103.5)")).toEqual(["", "london", "paris"]);
    expect(screen.queryByLabelText("Starting life")).toBeNull();
    const body = await submitted();
    expect(body.options).toEqual({});
  });

  it("Vanguard: each seat's vanguard card, random unless chosen, sent as the request's vanguards", async () => {
    await formFor("vanguard");
    expect(optionValues("Vanguard for seat 1")).toEqual(["random", ...variantInfo("vanguard").vanguards]);
    expect(screen.getByLabelText("Vanguard for seat 4")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Vanguard for seat 2"), { target: { value: "Urza" } });
    expect(screen.queryByLabelText("Starting life")).toBeNull();
    const body = await submitted();
    expect(body.vanguards).toEqual(["random", "Urza", "random", "random"]);
    expect(parseCreateTable(body).vanguards).toEqual(["random", "Urza", "random", "random"]);
  });
});

describe("the create-table form's seats", () => {
  it("each bot seat chooses its bot — random, heuristic or search — sent as the seat's bot", async () => {
    await formFor("free-for-all");
    expect(optionValues("Seat 1")).toEqual(["open", "random", "heuristic", "search"]);
    expect(optionValues("Seat 4")).toEqual(["open", "random", "heuristic", "search"]);
    fireEvent.change(screen.getByLabelText("Seat 2"), { target: { value: "search" } });
    fireEvent.change(screen.getByLabelText("Seat 4"), { target: { value: "random" } });
    const body = await submitted();
    const seats = [
      { kind: "open" },
      { kind: "bot", bot: "search" },
      { kind: "bot", bot: "heuristic" },
      { kind: "bot", bot: "random" },
    ];
    expect(body.seats).toEqual(seats);
    expect(parseCreateTable(body).seats).toEqual(seats);
  });
});
