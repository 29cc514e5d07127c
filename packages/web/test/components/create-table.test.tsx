// @vitest-environment happy-dom
/**
 * The create-table form (CreateTable.tsx) offers what the server's variant info says a variant takes
 * (protocol variantInfo, what `GET /api/variants` answers): in Commander and Brawl the 2011 Commander
 * mulligan (2011 CR 103.4d) and 30 starting life (2011 CR 103.3c), in a Vanguard game each seat's vanguard
 * card (902.3); each bot seat its bot; and the request it sends is one the server accepts (parseCreateTable).
 * Variants are shown by their names in the rules, and a variant with older editions of the multiplayer
 * rules (docs/editions.md) gets an Edition select whose choice sets the players and the options offered.
 */
import { VARIANT_NAMES } from "@roundtable/engine";
import { parseCreateTable, RequestError, variantInfo } from "@roundtable/protocol";
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
      // The server's check of the request, and its 400 for a refused one (packages/server http/errors.ts).
      try {
        parseCreateTable(body);
      } catch (e) {
        if (!(e instanceof RequestError)) throw e;
        const error = { code: "bad-request", message: e.message, path: e.path, issues: e.issues };
        return new Response(JSON.stringify({ error }), { status: 400 });
      }
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

const optionTexts = (label: string) =>
  [...screen.getByLabelText(label).querySelectorAll("option")].map((o) => o.textContent);

const players = () => screen.getByLabelText("Players") as HTMLInputElement;

describe("the create-table form's variants and editions", () => {
  it("the Variant select shows each variant's name in the rules; its values stay the ids", async () => {
    await formFor("free-for-all");
    expect(optionValues("Variant")).toEqual(VARIANT_NAMES);
    const texts = optionTexts("Variant");
    const titleOf = (name: string) => texts[VARIANT_NAMES.indexOf(name)];
    expect(titleOf("free-for-all")).toBe("Free-for-All"); // 806
    expect(titleOf("two-headed-giant")).toBe("Two-Headed Giant"); // 810
    expect(titleOf("team-vs-team")).toBe("Team vs. Team"); // 808
    expect(titleOf("supervillain-rumble")).toBe("Supervillain Rumble"); // 904.12
    expect(titleOf("emperor-classic")).toBe("Emperor (classic, with territories)");
    expect(texts.filter((t) => VARIANT_NAMES.includes(t ?? ""))).toEqual([]);
  });

  it("an Edition select for a variant with older editions, today's rules first; none for one without", async () => {
    await formFor("commander");
    expect(screen.queryByLabelText("Edition")).toBeNull();
    cleanup();
    await formFor("two-headed-giant");
    expect(optionValues("Edition")).toEqual(["current", "2007", "2004"]);
    expect(optionTexts("Edition")).toEqual([
      "today's rules (800–811)",
      "2007 Comprehensive Rules (606–609)",
      "2004 draft rules (600–611)",
    ]);
    expect((screen.getByLabelText("Edition") as HTMLSelectElement).value).toBe("current");
    // Today's rules: no edition in the request.
    const body = await submitted();
    expect(body).not.toHaveProperty("edition");
    expect(parseCreateTable(body).edition).toBeUndefined();
  });

  it("a 2007 Two-Headed Giant: sent with its edition, without the options 606.2 refuses, which the form hides", async () => {
    await formFor("two-headed-giant");
    fireEvent.change(screen.getByLabelText("Range of influence (801)"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Edition"), { target: { value: "2007" } });
    expect(screen.queryByLabelText("Range of influence (801)")).toBeNull();
    // 606.6a: the 2007 rules' team mulligan, a hand of one fewer card each time (the Paris mulligan).
    expect(optionTexts("Mulligan (103.5)")[0]).toBe("variant's: Paris (the older formats')");
    const body = await submitted();
    expect(body.edition).toBe("2007");
    expect(body.options).toEqual({});
    expect(parseCreateTable(body)).toMatchObject({
      variant: "two-headed-giant",
      edition: "2007",
      players: 4,
    });
  });

  it("the players follow the edition: a 2004 Grand Melee has eleven or more, twelve by default (2004 draft 607.1)", async () => {
    await formFor("grand-melee");
    expect(players().value).toBe("10");
    fireEvent.change(screen.getByLabelText("Edition"), { target: { value: "2004" } });
    expect(players().value).toBe("12");
    expect(players().min).toBe("11");
    expect(screen.getByLabelText("Seat 12")).toBeTruthy();
    const body = await submitted();
    expect(body).toMatchObject({ edition: "2004", players: 12 });
    expect(parseCreateTable(body)).toMatchObject({ edition: "2004", players: 12 });
    expect(body.seats).toHaveLength(12);
  });

  it("an option the edition refuses is the server's refusal, shown: no range in a 2004 Free-for-All (605.4)", async () => {
    await formFor("free-for-all");
    fireEvent.change(screen.getByLabelText("Edition"), { target: { value: "2004" } });
    expect(players().max).toBe("6"); // 2004 draft 605.1: three to six players
    fireEvent.change(screen.getByLabelText("Range of influence (801)"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Create table" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/2004 draft 605\.4/);
    expect(created).toEqual([expect.objectContaining({ edition: "2004", options: { range: 2 } })]);
    // The server's message names the field; the form shows it once (api.ts), not "options.range: options.range (2): …".
    expect(alert.textContent).toBe(refusal(created[0]));
    expect(alert.textContent).toMatch(
      /^options\.range \(2\): variant "free-for-all" \(edition 2004\) has no range/,
    );
  });
});

/** The message of the server's refusal of a request (its RequestError's, the 400's `message`). */
function refusal(body: unknown): string {
  try {
    parseCreateTable(body);
  } catch (e) {
    if (e instanceof RequestError) return e.message;
    throw e;
  }
  throw new Error("the request was accepted");
}

describe("the create-table form's attack rules (802, 803)", () => {
  it("names each rule as the rules do, the variant's own too; the values stay the engine's; only rules the variant takes", async () => {
    await formFor("free-for-all");
    expect(optionValues("Attack (802/803)")).toEqual(["", "left", "right"]);
    expect(optionTexts("Attack (802/803)")).toEqual([
      "variant's: attack multiple players (802)", // 806.2b
      "attack left (803)",
      "attack right (803)",
    ]);
    fireEvent.change(screen.getByLabelText("Attack (802/803)"), { target: { value: "left" } });
    const body = await submitted();
    expect(body.options).toEqual({ attack: "left" });
    expect(parseCreateTable(body).options).toEqual({ attack: "left" });
  });

  it("the variant's own under an older edition: a 2004 Free-for-All's defending player chosen as combat begins", async () => {
    await formFor("free-for-all");
    fireEvent.change(screen.getByLabelText("Edition"), { target: { value: "2004" } });
    expect(optionTexts("Attack (802/803)")[0]).toBe(
      "variant's: a defending player chosen as combat begins (507.1; 2004 draft 306.3, 307.1)",
    );
    cleanup();
    await formFor("grand-melee"); // 807.4: attack left
    expect(optionTexts("Attack (802/803)")).toEqual(["variant's: attack left (803)", "attack right (803)"]);
  });

  it("offers no attack select where the variant takes no other rule (a duel, 506.2)", async () => {
    await formFor("duel");
    expect(screen.queryByLabelText("Attack (802/803)")).toBeNull();
  });
});
