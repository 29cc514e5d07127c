import { decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { CreateTableRequest, parseCreateTable, RequestError } from "../src/index.ts";

/** The issues (path and message) a request is refused with; fails the test if it is accepted. */
function refusal(body: unknown): { path: string; message: string }[] {
  try {
    parseCreateTable(body);
  } catch (e) {
    if (e instanceof RequestError) return [...e.issues];
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(body)}`);
}

describe("CreateTableRequest: good requests", () => {
  it("fills in the defaults: seat 1 open, the others heuristic bots, random ready decks, the settings", () => {
    expect(parseCreateTable({ variant: "free-for-all", players: 3 })).toEqual({
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot", bot: "heuristic" }, { kind: "bot", bot: "heuristic" }],
      decks: ["random", "random", "random"],
      settings: {
        botDelayMs: 600,
        onDrop: { mode: "wait" },
        spectators: true,
        spectatorsSeeHands: false,
        spectatorsChat: false,
      },
    });
  });

  it("keeps every option, seat, deck and setting given", () => {
    const body = {
      variant: "emperor",
      players: 6,
      edition: "current",
      options: { range: 2, attack: "left", deploy: true, sharedTurns: true, mulligan: "paris", teams: 2 },
      seats: [
        { kind: "open" },
        { kind: "bot", bot: "random" },
        { kind: "bot" },
        ...Array(3).fill({ kind: "open" }),
      ],
      decks: ["random", "pool", decks[0].name, decks[1].name.toUpperCase(), "random", "pool"],
      settings: {
        botDelayMs: 0,
        onDrop: { mode: "bot", afterSeconds: 30 },
        spectators: false,
        spectatorsSeeHands: true,
        name: "  Friday night  ",
      },
    } as const;
    const r = parseCreateTable(body);
    expect(r.options).toEqual(body.options);
    expect(r.seats[2]).toEqual({ kind: "bot", bot: "heuristic" });
    expect(r.decks).toEqual(body.decks);
    expect(r.settings).toEqual({ ...body.settings, spectatorsChat: false, name: "Friday night" });
    // Spectators who don't see the hands may be let talk.
    const talking = { variant: "duel", players: 2, settings: { spectatorsChat: true } };
    expect(parseCreateTable(talking).settings).toMatchObject({ spectators: true, spectatorsChat: true });
  });

  it("accepts an older edition the variant has, and its own attack rule", () => {
    const r = parseCreateTable({
      variant: "free-for-all",
      players: 4,
      edition: "2004",
      options: { attack: "chosenDefender" },
    });
    expect([r.edition, r.options?.attack]).toEqual(["2004", "chosenDefender"]);
  });

  it("is the schema: safeParse gives the same result", () => {
    const body = { variant: "duel", players: 2 };
    expect(CreateTableRequest.safeParse(body)).toEqual({ success: true, data: parseCreateTable(body) });
  });
});

describe("CreateTableRequest: bad requests name the path of the problem", () => {
  it.each([
    [{ variant: "duel", players: "2" }, "players"],
    [{ variant: "duel", players: 2.5 }, "players"],
    [{ variant: 7, players: 2 }, "variant"],
    [{ variant: "duel", players: 2, edition: "1999" }, "edition"],
    [{ variant: "duel", players: 2, options: { deploy: "yes" } }, "options.deploy"],
    [{ variant: "free-for-all", players: 4, options: { attack: "up" } }, "options.attack"],
    [{ variant: "free-for-all", players: 4, options: { range: 0 } }, "options.range"],
    [{ variant: "free-for-all", players: 4, options: { mulligan: "vancouver" } }, "options.mulligan"],
    [
      { variant: "duel", players: 2, seats: [{ kind: "open" }, { kind: "bot", bot: "smart" }] },
      "seats[1].bot",
    ],
    [{ variant: "duel", players: 2, seats: [{ kind: "person" }, { kind: "open" }] }, "seats[0].kind"],
    [{ variant: "duel", players: 2, decks: ["random", 3] }, "decks[1]"],
    [{ variant: "duel", players: 2, settings: { botDelayMs: 10001 } }, "settings.botDelayMs"],
    [{ variant: "duel", players: 2, settings: { onDrop: { mode: "bot" } } }, "settings.onDrop.afterSeconds"],
    [
      { variant: "duel", players: 2, settings: { onDrop: { mode: "concede", afterSeconds: 4 } } },
      "settings.onDrop.afterSeconds",
    ],
    [{ variant: "duel", players: 2, settings: { name: "x".repeat(61) } }, "settings.name"],
    [{ variant: "duel", players: 2, settings: { spectators: 1 } }, "settings.spectators"],
  ])("a wrong type or value: %j → %s", (body, path) => {
    const issues = refusal(body);
    expect(issues.map((i) => i.path)).toEqual([path]);
    expect(issues[0].message.startsWith(`${path}: `)).toBe(true);
  });

  it.each([
    [{ spectatorsSeeHands: true, spectatorsChat: true }, /could tell a player what an opponent holds/],
    [{ spectators: false, spectatorsChat: true }, /a table without spectators has none to talk/],
  ])("spectators may not talk where they see the hands or are not let in: %j", (settings, why) => {
    const issues = refusal({ variant: "duel", players: 2, settings });
    expect(issues.map((i) => i.path)).toEqual(["settings.spectatorsChat"]);
    expect(issues[0].message).toMatch(/^settings\.spectatorsChat: /);
    expect(issues[0].message).toMatch(why);
  });

  it.each([
    [{ variant: "duel", players: 2, colour: "red" }, "", /^request: Unrecognized key: "colour"$/],
    [
      { variant: "duel", players: 2, options: { ante: true } },
      "options",
      /^options: Unrecognized key: "ante"$/,
    ],
    [{ variant: "duel", players: 2, settings: { timer: 5 } }, "settings", /"timer"/],
    [
      { variant: "duel", players: 2, seats: [{ kind: "open", bot: "random" }, { kind: "open" }] },
      "seats[0]",
      /"bot"/,
    ],
    [
      { variant: "duel", players: 2, settings: { onDrop: { mode: "wait", afterSeconds: 9 } } },
      "settings.onDrop",
      /"afterSeconds"/,
    ],
  ])("an unknown key: %j → %s", (body, path, message) => {
    const issues = refusal(body);
    expect(issues.map((i) => i.path)).toEqual([path]);
    expect(issues[0].message).toMatch(message);
  });

  it("a body that isn't an object", () => {
    expect(refusal(null)).toEqual([
      { path: "", message: "request: Invalid input: expected object, received null" },
    ]);
    expect(refusal([])[0].path).toBe("");
  });

  it("lists every problem of the fields, and the engine's checks wait for right fields", () => {
    const issues = refusal({ variant: "nope", players: 0, options: { teams: 1 }, decks: "random" });
    expect(issues.map((i) => i.path).sort()).toEqual(["decks", "options.teams", "players"]);
  });

  it("an unknown variant, in the engine's words", () => {
    expect(refusal({ variant: "chess", players: 2 })).toEqual([
      {
        path: "variant",
        message: expect.stringMatching(/^variant: unknown variant "chess" \(known: duel, /),
      },
    ]);
  });

  it.each([
    [{ variant: "duel", players: 3 }, 'players: variant "duel" needs 2 players, got 3'],
    [{ variant: "melee", players: 5 }, 'players: variant "melee" needs 6–10 players, got 5'],
    [{ variant: "free-for-all", players: 201 }, "players: Too big: expected number to be <=200"],
  ])("players out of range for the variant: %j", (body, message) => {
    expect(refusal(body)).toEqual([{ path: "players", message }]);
  });

  it("102.3: teams that don't divide the players, named by the option and its value", () => {
    expect(refusal({ variant: "free-for-all", players: 6, options: { teams: 4 } })).toEqual([
      {
        path: "options.teams",
        message: "options.teams (4): 6 players can't be split into 4 teams of equal size",
      },
    ]);
  });

  it("809.1: a team variant's default teams the players can't make, with the advice to set options.teams", () => {
    expect(refusal({ variant: "emperor", players: 7 })).toEqual([
      {
        path: "variant",
        message:
          'variant ("emperor"): 7 players can\'t be split into teams of three; set options.teams to n for n teams of equal size (three or more players each)',
      },
    ]);
  });

  it("an option the engine refuses for the variant, in its words", () => {
    expect(refusal({ variant: "duel", players: 2, options: { teams: 2 } })).toEqual([
      {
        path: "options.teams",
        message: 'options.teams (2): variant "duel" is played by two players alone: no teams',
      },
    ]);
    expect(refusal({ variant: "free-for-all", players: 4, options: { sharedTurns: true } })).toEqual([
      {
        path: "options.sharedTurns",
        message: expect.stringMatching(/^options.sharedTurns: shared team turns \(805\) need teams/),
      },
    ]);
  });

  it("an edition the variant lacks", () => {
    expect(refusal({ variant: "duel", players: 2, edition: "2007" })).toEqual([
      {
        path: "edition",
        message: 'edition ("2007"): variant "duel" has no edition "2007" (its editions: "current")',
      },
    ]);
  });

  it("an unknown deck name, naming its seat's entry and the ready decks", () => {
    const issues = refusal({ variant: "free-for-all", players: 3, decks: ["random", "pool", "Mono Purple"] });
    expect(issues.map((i) => i.path)).toEqual(["decks[2]"]);
    expect(issues[0].message).toContain(
      'decks[2]: unknown deck "Mono Purple": "random", "pool", a ready deck (',
    );
    expect(issues[0].message).toContain(decks[0].name);
  });

  it.each([
    [
      { variant: "free-for-all", players: 4, seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }] },
      "seats",
      3,
    ],
    [{ variant: "free-for-all", players: 3, decks: ["random", "random", "random", "random"] }, "decks", 4],
  ])("seats or decks not one a player: %j", (body, path, n) => {
    expect(refusal(body)).toEqual([
      { path, message: `${path}: one for each of the ${body.players} players, got ${n}` },
    ]);
  });

  it("a RequestError's message lists every problem, its path the first one's", () => {
    const body = { variant: "duel", players: 2, seats: [{ kind: "open" }], decks: ["random", "nope"] };
    try {
      parseCreateTable(body);
      expect.unreachable();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      expect(e.path).toBe("seats");
      expect(e.message).toMatch(
        /^seats: one for each of the 2 players, got 1; decks\[1\]: unknown deck "nope"/,
      );
    }
  });
});
