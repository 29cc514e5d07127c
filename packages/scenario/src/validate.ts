/**
 * Checks that go beyond the shape (schema.ts): every card name is a known card, every player name is a
 * player of the scenario, the variant fits the player count, and `attachedTo` names a permanent of the
 * layout. Each problem comes with the JSON path it was found at.
 */
import { type CardDb, STEPS, type Step, variantConfig } from "@roundtable/engine";
import { laidPermanents, layoutCandidates } from "./layout.ts";
import { didYouMean, formatPath, nameIndex } from "./names.ts";
import { parseRef, resolveRef } from "./resolve.ts";
import { type Scenario, splitCopies, verbOf } from "./schema.ts";

export interface ScenarioError {
  path: string;
  message: string;
}

type Path = (string | number)[];

export function validateScenario(scn: Scenario, db: CardDb): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const err = (path: Path, message: string): void => {
    errors.push({ path: formatPath(path), message });
  };
  const cards = nameIndex(db);
  const names = scn.players.map((p) => p.name);

  const checkCard = (name: string, path: Path): void => {
    if (!cards.has(name)) err(path, `unknown card "${name}"${didYouMean(name, cards.keys())}`);
  };
  const checkEntry = (entry: string, path: Path): void => {
    const { name, copies } = splitCopies(entry);
    if (copies < 1) err(path, `"${entry}": the number of copies must be at least 1`);
    checkCard(name, path);
  };
  const checkPlayer = (name: string, path: Path): boolean => {
    if (names.includes(name)) return true;
    err(path, `unknown player "${name}"${didYouMean(name, names)} (players: ${names.join(", ")})`);
    return false;
  };
  const checkRef = (text: string, path: Path): void => {
    const ref = parseRef(text, names);
    if (cards.has(ref.name)) return;
    const colon = text.indexOf(":");
    if (ref.seat === null && colon > 0 && cards.has(parseRef(text.slice(colon + 1), []).name)) {
      const who = text.slice(0, colon);
      err(
        path,
        `unknown player "${who}" in "${text}"${didYouMean(who, names)} (players: ${names.join(", ")})`,
      );
    } else checkCard(ref.name, path);
  };
  const checkTarget = (text: string, path: Path): void => {
    if (!names.includes(text)) checkRef(text, path);
  };
  const checkKeys = (rec: Record<string, unknown> | undefined, path: Path): void => {
    for (const k of Object.keys(rec ?? {})) checkPlayer(k, [...path, k]);
  };

  // Players.
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i) err(["players", i, "name"], `two players are called "${n}"`);
    if (n.includes(":"))
      err(["players", i, "name"], `a player name cannot contain ":" (it separates "B:Card")`);
  });
  try {
    variantConfig(scn.variant, scn.players.length, scn.options ?? {});
  } catch (e) {
    let path: Path = ["variant"];
    if (scn.options !== undefined) {
      try {
        variantConfig(scn.variant, scn.players.length);
        path = ["options"];
      } catch {}
    }
    err(path, (e as Error).message);
  }
  if (scn.start !== undefined) checkPlayer(scn.start, ["start"]);

  scn.players.forEach((p, seat) => {
    for (const zone of ["hand", "library", "graveyard", "exile", "command"] as const)
      (p[zone] ?? []).forEach((e, i) => {
        checkEntry(e, ["players", seat, zone, i]);
      });
    (p.battlefield ?? []).forEach((e, i) => {
      const path: Path = ["players", seat, "battlefield", i];
      if (typeof e === "string") checkEntry(e, path);
      else {
        checkCard(e.card, [...path, "card"]);
        if (e.controller !== undefined) checkPlayer(e.controller, [...path, "controller"]);
      }
    });
  });
  // attachedTo needs a sound layout to be resolved against.
  if (errors.length === 0) {
    const candidates = layoutCandidates(scn);
    for (const lp of laidPermanents(scn)) {
      const to = lp.perm.attachedTo;
      if (to === undefined) continue;
      const path: Path = ["players", lp.owner, "battlefield", lp.entry, "attachedTo"];
      const r = resolveRef(to, candidates, names);
      if (!r.ok) err(path, r.message);
      else if (candidates.find((c) => c.id === r.id)?.zone !== "battlefield")
        err(path, `"${to}" is not on the battlefield`);
      else if (r.id === lp.key) err(path, `"${to}" cannot be attached to itself`);
    }
  }

  scn.actions.forEach((a, i) => {
    const path: Path = ["actions", i];
    checkPlayer(a.player, [...path, "player"]);
    const verb = verbOf(a);
    if (verb === "play" || verb === "cast" || verb === "activate") checkRef(a[verb]!, [...path, verb]);
    a.targets?.forEach((t, j) => {
      if (typeof t === "string") checkTarget(t, [...path, "targets", j]);
      else
        t.forEach((u, k) => {
          checkTarget(u, [...path, "targets", j, k]);
        });
    });
    a.pay?.forEach((r, j) => {
      checkRef(r, [...path, "pay", j]);
    });
    for (const [attacker, defender] of Object.entries(a.attack ?? {})) {
      checkRef(attacker, [...path, "attack", attacker]);
      checkTarget(defender, [...path, "attack", attacker]);
    }
    for (const [blocker, attackers] of Object.entries(a.block ?? {})) {
      checkRef(blocker, [...path, "block", blocker]);
      const list = typeof attackers === "string" ? [attackers] : attackers;
      list.forEach((t) => {
        checkRef(t, [...path, "block", blocker]);
      });
    }
  });
  const stop = scn.stopAt;
  if (stop !== undefined) {
    const pos = (turn: number, step: Step) => turn * STEPS.length + STEPS.indexOf(step);
    scn.actions.forEach((a, i) => {
      if (pos(a.turn, a.step) >= pos(stop.turn, stop.step))
        err(
          ["actions", i],
          `turn ${a.turn} ${a.step} is not before stopAt (turn ${stop.turn} ${stop.step}): it would never be taken`,
        );
    });
  }
  checkKeys(scn.choices, ["choices"]);
  if (scn.stopAt?.step === "untap")
    err(["stopAt", "step"], 'no player gets a decision in the untap step (502.4); stop at "upkeep" instead');

  const x = scn.expect;
  for (const key of ["life", "poison", "handCount", "libraryCount"] as const)
    checkKeys(x[key], ["expect", key]);
  for (const key of ["inGame", "lost", "won"] as const)
    x[key]?.forEach((n, i) => {
      checkPlayer(n, ["expect", key, i]);
    });
  if (x.activePlayer !== undefined) checkPlayer(x.activePlayer, ["expect", "activePlayer"]);
  for (const zone of ["battlefield", "hand", "graveyard", "exile", "library", "command"] as const) {
    for (const [who, list] of Object.entries(x[zone] ?? {})) {
      if (checkPlayer(who, ["expect", zone, who]))
        list.forEach((e, i) => {
          checkEntry(e, ["expect", zone, who, i]);
        });
    }
  }
  x.stack?.forEach((n, i) => {
    checkCard(n, ["expect", "stack", i]);
  });
  for (const [ref, pe] of Object.entries(x.permanents ?? {})) {
    checkRef(ref, ["expect", "permanents", ref]);
    if (pe.controller !== undefined) checkPlayer(pe.controller, ["expect", "permanents", ref, "controller"]);
    if (typeof pe.attachedTo === "string")
      checkRef(pe.attachedTo, ["expect", "permanents", ref, "attachedTo"]);
  }
  return errors;
}
