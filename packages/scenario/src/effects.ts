/**
 * A battlefield entry's `effects` (docs/scenarios.md, "Battlefield entries"): the continuous effects of
 * resolved spells or abilities on the permanent that outlast their turn (611.2a–b), oldest first — each with
 * the player who controlled it (`by`), its `duration`, its `source` (a card reference) and what it does, each
 * modification by its name: `"modifyPT": "-3/-0"`, `"cantActivate": true` (Dovin Baan), `"control": true`
 * (Sower of Temptation), `"goaded": true`, `"types"`, `"setPT": "4/4"` (Lurking Evil). The engine's layout
 * says the same with seats, keys and modifications (setup.ts `LayoutEffect`).
 */
import {
  CARD_TYPES,
  type CardType,
  COLOR_WORDS,
  type Color,
  isKeyword,
  KEYWORDS,
  type Keyword,
  type LayoutEffect,
  MOD_KINDS,
  type Modification,
  type ModKind,
  NUMBERED_KEYWORDS,
  SOURCE_DURATIONS,
  SUPERTYPES,
  type Supertype,
} from "@roundtable/engine";
import type { Scenario, ScenarioPermanent } from "./schema.ts";

type Path = (string | number)[];
/** An entry of `effects` as the file says it. */
export type FileEffect = NonNullable<ScenarioPermanent["effects"]>[number];

const COLORS = Object.entries(COLOR_WORDS) as [Color, string][];
const colorOf = (word: string): Color => COLORS.find(([, w]) => w === word)![0];
const wordOf = (c: Color): string => COLOR_WORDS[c];

/** A list's entries that aren't among `allowed`, as an error at their path. */
function checkAmong(
  list: readonly string[] | undefined,
  allowed: readonly string[],
  what: string,
  path: Path,
  err: (path: Path, message: string) => void,
  known: (x: string) => boolean = (x) => allowed.includes(x),
): void {
  list?.forEach((x, i) => {
    if (!known(x)) err([...path, i], `"${x}" is not ${what} (${allowed.join(", ")})`);
  });
}

/**
 * validate.ts: each entry's `by` is a player, its words are known (card types, supertypes, colors, keywords),
 * it does something, a "while…" duration names its source, an indefinite control change alone is
 * `controlledBy`, and an effect until the next turn of an active player of the file's first turn
 * (`firstTurn`, the engine's: the starting player, with shared team turns their team, 805.4a), which would
 * end as that turn begins, isn't there (null: the engine can't set up the file's turns, and says why as the
 * run sets it up). The source reference is checked against the layout afterwards (layout.ts
 * `effectSources`).
 */
export function checkEffects(
  scn: Scenario,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
  firstTurn: readonly number[] | null,
): void {
  const first = new Set(firstTurn?.map((seat) => scn.players[seat]?.name));
  scn.players.forEach((p, seat) => {
    (p.battlefield ?? []).forEach((entry, i) => {
      if (typeof entry === "string") return;
      entry.effects?.forEach((e, k) => {
        const path: Path = ["players", seat, "battlefield", i, "effects", k];
        checkPlayer(e.by, [...path, "by"]);
        const kinds = MOD_KINDS.filter((m) => e[m] !== undefined);
        if (kinds.length === 0)
          err(path, `says nothing the effect does: give at least one of ${MOD_KINDS.join(", ")}`);
        if (e.source === undefined && SOURCE_DURATIONS.includes(e.duration))
          err(
            [...path, "source"],
            `a "${e.duration}" effect ends with its source (611.2b): name the source, a permanent of the layout`,
          );
        if (e.duration === "untilYourNextTurn" && first.has(e.by))
          err(
            [...path, "duration"],
            `${e.by} takes the file's first turn: an effect until their next turn would end as it begins (611.2a); leave it out`,
          );
        if (e.duration === "indefinitely" && kinds.length === 1 && kinds[0] === "control")
          err(
            [...path, "control"],
            `an effect that gives control indefinitely and does nothing else is written as "controlledBy": "${e.by}" (611.2a)`,
          );
        const t = e.types;
        if (t !== undefined) {
          checkAmong(t.types, CARD_TYPES, "a card type", [...path, "types", "types"], err);
          checkAmong(t.supertypes, SUPERTYPES, "a supertype", [...path, "types", "supertypes"], err);
          if (!t.types?.length && !t.subtypes?.length && !t.supertypes?.length)
            err([...path, "types"], "names no type, subtype or supertype");
        }
        const words = COLORS.map(([, w]) => w);
        checkAmong(e.colors, words, "a color", [...path, "colors"], err);
        checkAmong(e.protection, words, "a color", [...path, "protection"], err);
        // The numbered keywords (toxic N, 702.164a; bushido N, 702.45a; …) with any N from 1 (layoutMods.ts `isKeyword`).
        const keywords = [...KEYWORDS, ...NUMBERED_KEYWORDS];
        checkAmong(e.keywords, keywords, "a keyword the engine knows", [...path, "keywords"], err, isKeyword);
        checkAmong(
          e.loseKeywords,
          keywords,
          "a keyword the engine knows",
          [...path, "loseKeywords"],
          err,
          isKeyword,
        );
      });
    });
  });
}

/** "+1/-0" → [1, 0]. */
function pt(text: string): [number, number] {
  const [p, t] = text.split("/").map(Number);
  return [p === 0 ? 0 : p, t === 0 ? 0 : t];
}

/** One modification of a file's entry, by its name. */
function modOf(e: FileEffect, kind: ModKind): Modification {
  switch (kind) {
    case "types": {
      const t = e.types!;
      const out: Modification = { m: "types" };
      if (t.types !== undefined) out.types = t.types as CardType[];
      if (t.subtypes !== undefined) out.subtypes = [...t.subtypes];
      if (t.supertypes !== undefined) out.supertypes = t.supertypes as Supertype[];
      if (t.replace === true) out.replace = true;
      return out;
    }
    case "colors":
      return { m: "colors", colors: e.colors!.map(colorOf) };
    case "keywords":
      return { m: "keywords", keywords: e.keywords as Keyword[] };
    case "loseKeywords":
      return { m: "loseKeywords", keywords: e.loseKeywords as Keyword[] };
    case "protection":
      return { m: "protection", from: e.protection!.map(colorOf) };
    case "setPT": {
      const [power, toughness] = pt(e.setPT!);
      return { m: "setPT", power, toughness };
    }
    case "modifyPT": {
      const [power, toughness] = pt(e.modifyPT!);
      return { m: "modifyPT", power, toughness };
    }
    default:
      return { m: kind } as Modification;
  }
}

/** layout.ts: a validated file's entry for the engine's layout; `source` is the source's layout key. */
export function layoutEffect(e: FileEffect, seat: number, source: string | undefined): LayoutEffect {
  const mods = MOD_KINDS.filter((m) => e[m] !== undefined).map((m) => modOf(e, m));
  const out: LayoutEffect = { controller: seat, duration: e.duration, mods };
  if (source !== undefined) out.source = source;
  return out;
}

/** "-3/-0": each number signed; a zero takes the other's sign, as Oracle writes it. */
function signed(p: number, t: number): string {
  const sign = (n: number, other: number): string =>
    n > 0 || (n === 0 && other >= 0) ? `+${n}` : `-${Math.abs(n)}`;
  return `${sign(p, t)}/${sign(t, p)}`;
}

/** save.ts: a layout's effect as the file's entry; `source` is the source's card reference. */
export function fileEffect(e: LayoutEffect, by: string, source: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { by, duration: e.duration };
  if (source !== undefined) out.source = source;
  for (const m of e.mods) {
    switch (m.m) {
      case "types": {
        const t: Record<string, unknown> = {};
        for (const k of ["types", "subtypes", "supertypes"] as const)
          if (m[k] !== undefined) t[k] = [...m[k]];
        if (m.replace === true) t.replace = true;
        out.types = t;
        break;
      }
      case "colors":
        out.colors = m.colors.map(wordOf);
        break;
      case "keywords":
      case "loseKeywords":
        out[m.m] = [...m.keywords];
        break;
      case "protection":
        out.protection = m.from.map(wordOf);
        break;
      case "setPT":
        out.setPT = `${m.power}/${m.toughness}`;
        break;
      case "modifyPT":
        out.modifyPT = signed(m.power, m.toughness);
        break;
      default:
        out[m.m] = true;
    }
  }
  return out;
}
