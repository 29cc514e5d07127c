/**
 * What `GET /api/variants` says of each variant (variantOffers.ts) and how clients name variants and
 * editions (titles.ts): every variant has its name in the rules, every edition its document; under each
 * edition a variant has, the players and offers are that edition's, and every offer is one the server's
 * check of a create request accepts (parseCreateTable) — at every table the form may ask for, alone and
 * together — while every option it doesn't offer is refused, or on already.
 */
import { EDITIONS, type Edition, VARIANT_NAMES } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { parseCreateTable } from "../src/request/createTable.ts";
import { RequestError } from "../src/request/requestError.ts";
import { REQUEST_NAMES } from "../src/request/requestNames.ts";
import { defaultPlayers, editionPairs } from "../src/setup/editions.ts";
import { tableConfig } from "../src/setup/tableOptions.ts";
import { attackRuleLabel, editionLabel, gameTitle, variantTitle } from "../src/setup/titles.ts";
import { type AddedOption, type EditionTerms, variantInfo } from "../src/setup/variantOffers.ts";

describe("variants' titles and editions' labels", () => {
  it("every variant has a title of its own, every edition a label", () => {
    for (const name of VARIANT_NAMES) expect(variantTitle(name)).not.toBe(name);
    expect(new Set(VARIANT_NAMES.map(variantTitle)).size).toBe(VARIANT_NAMES.length);
    expect(EDITIONS.map(editionLabel)).toEqual([
      "today's rules (800–811)",
      "2007 Comprehensive Rules (606–609)",
      "2004 draft rules (600–611)",
    ]);
    expect(variantInfo("alternating-teams").title).toBe("Alternating Teams"); // 811
    expect(variantInfo("grand-melee").title).toBe("Grand Melee"); // 807
  });

  it("a game's title names an older edition only", () => {
    expect(gameTitle("two-headed-giant", "current")).toBe("Two-Headed Giant");
    expect(gameTitle("two-headed-giant", "2007")).toBe(
      "Two-Headed Giant, 2007 Comprehensive Rules (606–609)",
    );
    expect(gameTitle("chess", undefined)).toBe("chess");
    expect(variantTitle("constructor")).toBe("constructor"); // no variant's, though every object has one
  });

  it("every variant's own attack rule, under each of its editions, is named by its rule", () => {
    for (const name of VARIANT_NAMES)
      for (const [edition, terms] of Object.entries(variantInfo(name).byEdition))
        expect(attackRuleLabel(terms.attack), `${name} ${edition}`).toMatch(
          /^[a-z ]+ \((802|803|506\.2|507\.1;.*)\)$/,
        );
    expect(attackRuleLabel(variantInfo("two-headed-giant").attack)).toBe("attack multiple players (802)");
    expect(attackRuleLabel(variantInfo("grand-melee").attack)).toBe("attack left (803)"); // 807.4
    expect(attackRuleLabel(variantInfo("duel").attack)).toBe("one defending player (506.2)");
  });
});

describe("a variant's terms under each of its editions", () => {
  it("802, 803: the attack rules offered are those the variant takes under the edition", () => {
    expect(variantInfo("grand-melee").attacks).toEqual(["left", "right"]); // 807.4: no attacking everyone
    expect(variantInfo("free-for-all").attacks).toEqual(["multiple", "left", "right"]);
    expect(variantInfo("free-for-all").byEdition["2004"]?.attacks).toContain("chosenDefender");
    expect(variantInfo("duel").attacks).toEqual(["single"]);
  });

  it("a form is offered the editions that make another game: Melee follows the 2004 draft under either name", () => {
    expect(variantInfo("melee").editions).toEqual(["current"]);
    expect(variantInfo("melee").byEdition["2004"]).toBeDefined();
    expect(variantInfo("two-headed-giant").editions).toEqual(["current", "2007", "2004"]);
    expect(variantInfo("free-for-all").editions).toEqual(["current", "2004"]);
  });

  it("its players are the edition's (defaultPlayers), and each offer is accepted under it", () => {
    for (const { variant, edition } of editionPairs()) {
      const terms = variantInfo(variant).byEdition[edition];
      expect(terms, `${variant} ${edition}`).toBeDefined();
      if (terms === undefined) continue;
      expect(terms.label).toBe(editionLabel(edition));
      expect(terms.defaultPlayers).toBe(defaultPlayers(variant, edition));
      const asked = { variant, players: terms.defaultPlayers, edition };
      for (const mulligan of terms.mulligans) parseCreateTable({ ...asked, options: { mulligan } });
      for (const commanderLife of terms.commanderLives)
        parseCreateTable({ ...asked, options: { commanderLife } });
      for (const attack of terms.attacks) parseCreateTable({ ...asked, options: { attack } });
    }
  });

  it("801, 804, 805, 901: the options offered are those the variant takes and doesn't play already", () => {
    expect(variantInfo("free-for-all").takes).toEqual(["range", "deploy", "planechase"]);
    // 2004 draft 605.4: no range of influence in its Free-for-All.
    expect(variantInfo("free-for-all").byEdition["2004"]?.takes).toEqual(["deploy", "planechase"]);
    expect(variantInfo("grand-melee").takes).toEqual(["range", "planechase"]); // 807.2c: no deploy
    expect(variantInfo("team-vs-team").takes).toEqual(["range", "deploy", "sharedTurns", "planechase"]);
    expect(variantInfo("emperor").takes).toEqual(["range", "sharedTurns", "planechase"]); // 809.3b: deploys
    expect(variantInfo("alternating-teams").takes).not.toContain("sharedTurns"); // 805.1: not seated together
    // 904.2, 904.12a, 2007 CR 606.2: no other multiplayer options; Planechase goes with any variant (901).
    expect(variantInfo("archenemy").takes).toEqual(["planechase"]);
    expect(variantInfo("two-headed-giant").byEdition["2007"]?.takes).toEqual(["planechase"]);
    expect(variantInfo("planechase").takes).toEqual(["range", "deploy"]);
  });

  it("today's terms are the info's own fields; older ones differ where their rules do", () => {
    const giant = variantInfo("two-headed-giant");
    const { label, ...current } = giant.byEdition.current ?? { label: "" };
    expect(label).toBe("today's rules (800–811)");
    expect(giant).toMatchObject(current);
    // 2007 CR 606.2 (no other multiplayer options), 606.6a (the team mulligan, one card fewer each time).
    expect(giant.byEdition["2007"]).toMatchObject({ otherOptions: false, mulligan: "paris" });
    // 2004 draft 607.1: Grand Melee is for eleven or more players.
    expect(variantInfo("grand-melee").byEdition["2004"]).toMatchObject({
      minPlayers: 11,
      defaultPlayers: 12,
    });
    expect(Object.keys(variantInfo("commander").byEdition)).toEqual(["current"]);
  });
});

/** The server's check of a create request: null if accepted, else the message of its refusal. */
function refusal(variant: string, edition: Edition, players: number, options: object): string | null {
  try {
    parseCreateTable({ variant, edition, players, options });
    return null;
  } catch (e) {
    if (e instanceof RequestError) return e.message;
    throw e;
  }
}

/** The tables a create form may ask for under the edition: its Players field's range (CreateTable.tsx). */
function formTables(terms: EditionTerms): number[] {
  const most = Math.min(terms.maxPlayers, 16);
  return Array.from({ length: most - terms.minPlayers + 1 }, (_, i) => terms.minPlayers + i);
}

/** What the form sends for an added option it shows: a range of seats, or a switch turned on. */
const added = (option: AddedOption, range: number) => (option === "range" ? { range } : { [option]: true });

describe("every offer, at every table the form may ask for, is accepted; every other option is refused", () => {
  it("each offer alone, every range of seats that limits anyone, and all of them together with each attack rule", () => {
    for (const { variant, edition } of editionPairs()) {
      const terms = variantInfo(variant).byEdition[edition] as EditionTerms;
      for (const players of formTables(terms)) {
        // A table of that many players the variant can't seat (an odd count in teams of two) is refused
        // whatever its options: the Players field's, not an offer's.
        if (refusal(variant, edition, players, {}) !== null) continue;
        const at = `${variant} ${edition}, ${players} players`;
        const accepted = (options: object) =>
          expect(refusal(variant, edition, players, options), at).toBeNull();
        for (const mulligan of terms.mulligans) accepted({ mulligan });
        for (const commanderLife of terms.commanderLives) accepted({ commanderLife });
        for (const attack of terms.attacks) accepted({ attack });
        const ranges = Array.from({ length: Math.ceil(players / 2) + 1 }, (_, i) => i + 1); // 801.2a
        for (const option of terms.takes)
          for (const range of option === "range" ? ranges : [1]) accepted(added(option, range));
        const all = Object.assign({}, ...terms.takes.map((o) => added(o, 1)));
        for (const attack of terms.attacks) accepted({ ...all, attack });
        if (terms.mulligans.length > 0) accepted({ ...all, mulligan: terms.mulligans.at(-1) });
      }
    }
  });

  it("an added option not offered is refused by the server, or is one the variant plays already", () => {
    const options: AddedOption[] = ["range", "deploy", "sharedTurns", "planechase"];
    for (const { variant, edition } of editionPairs()) {
      const terms = variantInfo(variant).byEdition[edition] as EditionTerms;
      const players = terms.defaultPlayers;
      const own = tableConfig({ variant, edition, players }, REQUEST_NAMES);
      for (const option of options.filter((o) => !terms.takes.includes(o))) {
        const at = `${variant} ${edition}: ${option}`;
        if (option === "range")
          for (const range of [1, 2, 3])
            expect(refusal(variant, edition, players, { range }), at).not.toBeNull();
        else if (own[option] !== true)
          expect(refusal(variant, edition, players, { [option]: true }), at).not.toBeNull();
      }
    }
  });
});
