/**
 * What `GET /api/variants` says of each variant (variantOffers.ts) and how clients name variants and
 * editions (titles.ts): every variant has its name in the rules, every edition its document; under each
 * edition a variant has, the players and offers are that edition's, and every offer is one the server's
 * check of a create request accepts (parseCreateTable).
 */
import { EDITIONS, VARIANT_NAMES } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { parseCreateTable } from "../src/request/createTable.ts";
import { defaultPlayers, editionPairs } from "../src/setup/editions.ts";
import { attackRuleLabel, editionLabel, gameTitle, variantTitle } from "../src/setup/titles.ts";
import { variantInfo } from "../src/setup/variantOffers.ts";

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
