// @vitest-environment happy-dom
/**
 * The create-table form (CreateTable.tsx) offers what the server's variant info says a variant takes
 * (protocol variantInfo, what `GET /api/variants` answers): in Commander and Brawl the 2011 Commander
 * mulligan (2011 CR 103.4d) and 30 starting life (2011 CR 103.3c), in a Vanguard game each seat's vanguard
 * card (902.3); each bot seat its bot; and the request it sends is one the server accepts (parseCreateTable).
 * Variants are shown by their names in the rules, and a variant with older editions of the multiplayer
 * rules (docs/editions.md) gets an Edition select whose choice sets the players and the options offered:
 * under every edition of every variant just the attack rules and other options (801–805, 901) the server
 * takes (`attacks`, `takes`), so that nothing the form offers is refused. "Start from a saved position": a
 * scenario file's variant and players shown with a seat each, the request sent as `{position, seats,
 * settings}` — with "Fresh randomness" ticked, `freshRandomness: true` too —, the server's refusal shown at the
 * file by path, and a file that isn't JSON refused in the form.
 */
import { VARIANT_NAMES } from "@roundtable/engine";
import {
  type AddedOption,
  type EditionTerms,
  parseCreateTable,
  parsePositionTable,
  RequestError,
  variantInfo,
} from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateTable } from "../../src/components/CreateTable.tsx";

let created: unknown[] = [];
/** The server's check of a position's file (docs/server.md § A table from a position): its problems, if any. */
let fileIssues: { path: string; message: string }[] = [];
/** Where the page went after a table was made without an open seat. */
let joined: string[] = [];

beforeEach(() => {
  created = [];
  fileIssues = [];
  joined = [];
  vi.stubGlobal("fetch", async (url: string, init?: { body?: string }) => {
    const body = init?.body === undefined ? undefined : JSON.parse(init.body);
    let answer: unknown;
    if (url === "/api/variants") answer = { variants: VARIANT_NAMES.map(variantInfo) };
    else if (url === "/api/decks") answer = { decks: [] };
    else if (url === "/api/tables") {
      created.push(body);
      // The server's check of the request, and its 400 for a refused one (packages/server http/errors.ts).
      try {
        if ("position" in body) {
          parsePositionTable(body);
          if (fileIssues.length > 0) throw new RequestError(fileIssues);
        } else parseCreateTable(body);
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

describe("the create-table form's spectators", () => {
  const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it("spectators may talk unless they see every hand or none are let in (disabled, saying why); sent as settings the server accepts", async () => {
    await formFor("free-for-all");
    const talk = () => box("Spectators may talk in the chat");
    expect([box("Let spectators watch").checked, box("Spectators see every hand").checked]).toEqual([
      true,
      false,
    ]);
    expect([talk().checked, talk().disabled]).toEqual([false, false]);
    fireEvent.click(box("Spectators see every hand"));
    expect([talk().checked, talk().disabled]).toEqual([false, true]);
    const why = document.getElementById(talk().getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toBe(
      "Not while spectators see every hand: one could tell a player what an opponent holds.",
    );
    fireEvent.click(box("Spectators see every hand"));
    fireEvent.click(box("Let spectators watch"));
    expect(talk().disabled).toBe(true);
    expect(document.getElementById(talk().getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "No spectators are let in.",
    );
    fireEvent.click(box("Let spectators watch"));
    expect(talk().disabled).toBe(false);
    expect(talk().getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(talk());
    const body = await submitted();
    expect(body.settings).toEqual({ botDelayMs: 600, spectatorsChat: true });
    expect(parseCreateTable(body).settings).toMatchObject({ spectators: true, spectatorsChat: true });
  });

  it("a choice made before the hands were shown is not sent once they are: the server would refuse both", async () => {
    await formFor("free-for-all");
    fireEvent.click(box("Spectators may talk in the chat"));
    fireEvent.click(box("Spectators see every hand"));
    const body = await submitted();
    expect(body.settings).toEqual({ botDelayMs: 600, spectatorsSeeHands: true });
    expect(parseCreateTable(body).settings).toMatchObject({
      spectatorsSeeHands: true,
      spectatorsChat: false,
    });
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

  it("a 2004 Free-for-All offers no range of influence, which the server refuses (605.4); what it offers is accepted", async () => {
    await formFor("free-for-all");
    fireEvent.change(screen.getByLabelText("Range of influence (801)"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Edition"), { target: { value: "2004" } });
    expect(players().max).toBe("6"); // 2004 draft 605.1: three to six players
    expect(screen.queryByLabelText("Range of influence (801)")).toBeNull();
    expect(shownOptions()).toEqual(["Attack (802/803)", "Deploy (804)", "Planechase (901)"]);
    fireEvent.change(screen.getByLabelText("Attack (802/803)"), { target: { value: "left" } });
    fireEvent.click(screen.getByLabelText("Deploy (804)"));
    fireEvent.click(screen.getByLabelText("Planechase (901)"));
    // The range typed under today's rules isn't sent: the 2004 draft has none.
    const body = await submitted();
    expect(body).toMatchObject({
      edition: "2004",
      options: { attack: "left", deploy: true, planechase: true },
    });
    expect(body.options).not.toHaveProperty("range");
    expect(refusal(body)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a table the variant can't seat is the server's refusal, shown: five players in Team vs. Team (808)", async () => {
    await formFor("team-vs-team");
    fireEvent.change(players(), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Create table" }));
    const alert = await screen.findByRole("alert");
    expect(created).toEqual([expect.objectContaining({ variant: "team-vs-team", players: 5 })]);
    // The server's message names the field; the form shows it once (api.ts).
    expect(alert.textContent).toBe(refusal(created[0]));
    expect(alert.textContent).toMatch(/5 players can't be split into 2 teams/);
  });
});

/** The message of the server's refusal of a request (its RequestError's, the 400's `message`); null if accepted. */
function refusal(body: unknown): string | null {
  try {
    parseCreateTable(body);
    return null;
  } catch (e) {
    if (e instanceof RequestError) return e.message;
    throw e;
  }
}

/** Each control of the Options fieldset by its label, with the option it sets. */
const OPTION_CONTROLS: [string, AddedOption | "attack"][] = [
  ["Range of influence (801)", "range"],
  ["Attack (802/803)", "attack"],
  ["Deploy (804)", "deploy"],
  ["Shared team turns (805)", "sharedTurns"],
  ["Planechase (901)", "planechase"],
];
const shownOptions = () => OPTION_CONTROLS.flatMap(([l]) => (screen.queryByLabelText(l) === null ? [] : [l]));
/** What the variant's terms offer: the options it takes, an attack select where it takes another rule. */
const offeredOptions = (t: EditionTerms) =>
  OPTION_CONTROLS.flatMap(([l, o]) =>
    (o === "attack" ? t.attacks.some((a) => a !== t.attack) : t.takes.includes(o)) ? [l] : [],
  );

describe("the create-table form's other options (801–805, 901)", () => {
  it("every variant, under each of its editions, shows just the options it takes; all of them at once are accepted", async () => {
    for (const variant of VARIANT_NAMES) {
      await formFor(variant);
      const info = variantInfo(variant);
      for (const edition of info.editions) {
        if (info.editions.length > 1)
          fireEvent.change(screen.getByLabelText("Edition"), { target: { value: edition } });
        const at = `${variant} ${edition}`;
        const shown = shownOptions();
        expect(shown, at).toEqual(offeredOptions(info.byEdition[edition] as EditionTerms));
        // Everything shown, turned on or chosen (what an earlier edition's choices left is hidden, not sent).
        for (const label of shown) {
          const control = screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
          if (control instanceof HTMLSelectElement)
            fireEvent.change(control, { target: { value: optionValues(label).at(-1) } });
          else if (control.type === "number") fireEvent.change(control, { target: { value: "2" } });
          else if (!control.checked) fireEvent.click(control);
        }
        created = [];
        fireEvent.click(screen.getByRole("button", { name: "Create table" }));
        await waitFor(() => expect(created).toHaveLength(1));
        expect(refusal(created[0]), at).toBeNull();
      }
      cleanup();
    }
  });

  it("Grand Melee offers no deploy (807.2c), Emperor none as it deploys already (809.3b); Archenemy only Planechase (904.2)", async () => {
    await formFor("grand-melee");
    expect(shownOptions()).toEqual(["Range of influence (801)", "Attack (802/803)", "Planechase (901)"]);
    cleanup();
    await formFor("emperor");
    expect(shownOptions()).toEqual([
      "Range of influence (801)",
      "Attack (802/803)",
      "Shared team turns (805)",
      "Planechase (901)",
    ]);
    cleanup();
    await formFor("archenemy");
    expect(shownOptions()).toEqual(["Planechase (901)"]);
    fireEvent.click(screen.getByLabelText("Planechase (901)"));
    const body = await submitted();
    expect(body.options).toEqual({ planechase: true });
    expect(refusal(body)).toBeNull();
  });
});

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

/** A scenario file as "Save this position" writes one (docs/scenarios.md), shortened: a 3-player Free-for-All. */
const SAVED = {
  format: 1,
  name: "A saved position",
  variant: "free-for-all",
  laterTurn: true,
  players: [
    { name: "Ann", life: 0, left: { reason: "life total 0 or less (704.5a)" } },
    { name: "Ben", life: 14, hand: ["Shock"] },
    { name: "Cal", life: 9, battlefield: ["Mountain"] },
  ],
};

async function chooseFile(text: string, name = "game-step-40.json"): Promise<void> {
  render(<CreateTable onCreated={(id) => joined.push(id)} />);
  const input = screen.getByLabelText("Scenario file (JSON)");
  fireEvent.change(input, { target: { files: [new File([text], name, { type: "application/json" })] } });
}

describe("the create-table form from a saved position", () => {
  it("shows the file's variant and players, each seat open or a bot; sends {position, seats, settings}", async () => {
    await chooseFile(JSON.stringify(SAVED));
    await screen.findByText("game-step-40.json: Free-for-All");
    // The new game's fields give way to the file's: no variant, players or decks to choose.
    expect(screen.queryByLabelText("Variant")).toBeNull();
    expect(screen.queryByLabelText("Players")).toBeNull();
    // As the server's default: the first player still in the game open, the others bots (Ann has left).
    expect((screen.getByLabelText("Seat 1: Ann (has left the game)") as HTMLSelectElement).value).toBe(
      "heuristic",
    );
    expect((screen.getByLabelText("Seat 2: Ben") as HTMLSelectElement).value).toBe("open");
    expect(optionValues("Seat 3: Cal")).toEqual(["open", "random", "heuristic", "search"]);
    fireEvent.change(screen.getByLabelText("Seat 3: Cal"), { target: { value: "search" } });
    fireEvent.change(screen.getByLabelText("Bot delay (ms)"), { target: { value: "0" } });
    const body = await submitted();
    const seats = [{ kind: "bot", bot: "heuristic" }, { kind: "open" }, { kind: "bot", bot: "search" }];
    expect(body).toEqual({ position: SAVED, seats, settings: { botDelayMs: 0 } });
    expect(parsePositionTable(body as { position: unknown }).seats).toEqual(seats);
    // An open seat: the creator sits down as after any create (the lobby's join).
    await waitFor(() => expect(joined).toEqual(["T1"]));
  });

  it("offers Fresh randomness unticked with its line; ticked, sends freshRandomness: true (103.3: the libraries shuffled)", async () => {
    render(<CreateTable onCreated={(id) => joined.push(id)} />);
    // A new game's form: no file, nothing to replay, no box.
    expect(screen.queryByRole("checkbox", { name: "Fresh randomness" })).toBeNull();
    cleanup();
    await chooseFile(JSON.stringify(SAVED));
    const box = (await screen.findByRole("checkbox", { name: "Fresh randomness" })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /^Shuffle the libraries and draw new random numbers: nobody, not even whoever saved the position, knows\s+what comes next\.$/,
    );
    fireEvent.click(box);
    fireEvent.change(screen.getByLabelText("Bot delay (ms)"), { target: { value: "0" } });
    const body = await submitted();
    const seats = [{ kind: "bot", bot: "heuristic" }, { kind: "open" }, { kind: "bot", bot: "heuristic" }];
    expect(body).toEqual({ position: SAVED, seats, settings: { botDelayMs: 0 }, freshRandomness: true });
    // The protocol's schema takes it (a field it didn't know would be a 400).
    expect(parsePositionTable(body as { position: unknown }).freshRandomness).toBe(true);
    await waitFor(() => expect(joined).toEqual(["T1"]));
  });

  it("the server's refusal is shown at the file, each problem with its path", async () => {
    fileIssues = [
      {
        path: "position.players[1].life",
        message: 'position.players[1].life: expected a number, got "twenty"',
      },
      { path: "position.stopAt", message: "position.stopAt: a table starts where the file stops" },
    ];
    await chooseFile(
      JSON.stringify({ ...SAVED, players: [SAVED.players[1], { name: "Cal", life: "twenty" }] }),
    );
    await screen.findByText("game-step-40.json: Free-for-All");
    fireEvent.click(screen.getByRole("button", { name: "Create table" }));
    const list = await screen.findByRole("list", { name: "Problems of the position file" });
    const items = [...list.querySelectorAll("li")];
    expect(items.map((li) => li.querySelector("code")?.textContent)).toEqual([
      "position.players[1].life",
      "position.stopAt",
    ]);
    expect(items.map((li) => li.textContent)).toEqual([
      'position.players[1].life: expected a number, got "twenty"',
      "position.stopAt: a table starts where the file stops",
    ]);
    expect(joined).toEqual([]);
  });

  it("a file that isn't JSON is refused in the form, and nothing is sent", async () => {
    await chooseFile("4 Lightning Bolt\n20 Mountain", "deck.txt");
    expect((await screen.findByRole("alert")).textContent).toMatch(/^deck\.txt is not a JSON file: /);
    expect(screen.queryByText(/^deck\.txt:/)).toBeNull();
    // The form is the new game's again.
    expect(screen.getByLabelText("Variant")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create table" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).not.toHaveProperty("position");
  });
});
