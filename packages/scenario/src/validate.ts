/**
 * Checks that go beyond the shape (schema.ts): every card name is a known card, every player name is a
 * player of the scenario, the variant fits the player count, and `attachedTo` names a permanent of the
 * layout (or a player, for an Aura that can enchant one: enchantedPlayers.ts). Each problem comes with the
 * JSON path it was found at.
 */

import {
  type CardDb,
  STEPS,
  VARIANT_NAMES,
  type VariantOptions,
  variantConfig,
  variantPreset,
} from "@roundtable/engine";
import { checkCommanderDamage } from "./commanderDamage.ts";
import { checkDepartures } from "./departures.ts";
import { checkDesignations } from "./designations.ts";
import { checkEffects } from "./effects.ts";
import { checkEnchantedPlayer, namesPlayer } from "./enchantedPlayers.ts";
import { checkExtraTurns } from "./extraTurns.ts";
import { checkLasting } from "./lasting.ts";
import {
  effectSources,
  engineOptions,
  laidPermanents,
  layoutCandidates,
  teamName,
  turnLayout,
} from "./layout.ts";
import { checkMayPlay } from "./mayPlay.ts";
import { checkMulligans } from "./mulligans.ts";
import { didYouMean, formatPath, nameIndex } from "./names.ts";
import { checkPlayerEffects } from "./playerEffects.ts";
import { parseRef, resolveRef } from "./resolve.ts";
import { MAX_COPIES, type Scenario, splitCopies, type TurnRef, verbOf } from "./schema.ts";
import { sharedNameProblem } from "./sharedNames.ts";
import {
  asPlayerTurn,
  atSmallestTable,
  BYSTANDER_NAME,
  bystanders,
  commonBystanders,
  EVERY_BYSTANDER,
  firstTurn,
  nominalTurn,
  sameAtEverySize,
  stopLabel,
  turnInFile,
  turnLabel,
} from "./table.ts";
import { firstTurnPlayers, noTurnsOf, turnGame } from "./turnOrder.ts";

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
  const listed = scn.players.map((p) => p.name);
  const sizes = scn.tableSizes;
  // Bystanders seated at every table size can be named like listed players.
  const names = [...listed, ...commonBystanders(scn)];
  const playersText = (): string => {
    const common = commonBystanders(scn);
    if (sizes === undefined) return `players: ${listed.join(", ")}`;
    return `players: ${listed.join(", ")}; bystanders at every table size: ${common.length === 0 ? "none" : common.join(", ")}`;
  };

  const checkCard = (name: string, path: Path): void => {
    const shared = sharedNameProblem(db, name); // 111.4, 114.3: named by their ids
    if (shared !== null) err(path, shared);
    else if (!cards.has(name)) {
      const named = db.get(name); // a token's id where its name names it
      const hint =
        named?.token === true ? ` (its name names it: "${named.name}")` : didYouMean(name, cards.keys());
      err(path, `unknown card "${name}"${hint}`);
    }
  };
  const checkEntry = (entry: string, path: Path): void => {
    const { name, copies } = splitCopies(entry);
    if (copies < 1) err(path, `"${entry}": the number of copies must be at least 1`);
    if (copies > MAX_COPIES) err(path, `"${entry}": the number of copies must be at most ${MAX_COPIES}`);
    checkCard(name, path);
  };
  // 801.2a: a per-player range names players of the file.
  const range = scn.options?.range;
  if (range !== undefined && typeof range === "object")
    for (const name of Object.keys(range))
      if (!scn.players.some((p) => p.name === name))
        err(
          ["options", "range", name],
          `unknown player "${name}" (players: ${scn.players.map((p) => p.name).join(", ")})`,
        );
  // 801: `ranges` runs the file at each range, as `options.range` would: not both.
  if (scn.ranges !== undefined) {
    if (range !== undefined)
      err(
        ["ranges"],
        `a file with "ranges" runs once per range, each as if "options.range" said it: remove "options.range" or "ranges"`,
      );
    scn.ranges.forEach((r, i) => {
      if (scn.ranges!.indexOf(r) !== i) err(["ranges", i], `range ${r ?? "null"} is listed twice`);
    });
  }
  // 102.3: if one player has a team, every listed player has one (bystanders play alone, layout.ts).
  const teamed = scn.players.find((p) => p.team !== undefined);
  if (teamed !== undefined)
    scn.players.forEach((p, i) => {
      if (p.team === undefined)
        err(
          ["players", i, "team"],
          `${p.name} has no team, but ${teamed.name} has one (${JSON.stringify(teamName(teamed))}): if one player has a "team", every listed player needs one (102.3)`,
        );
    });
  // 804: the deploy action needs the deploy creatures option — given, or the variant's own (809.3b: Emperor).
  const deploy = scn.options?.deploy === true || variantDeploys(scn);
  // 407.3: an ante card can't be in a game not played for ante; 407: nor can an ante zone.
  const forAnte = scn.options?.ante === true;
  const checkAnte = (entry: string, path: Path): void => {
    const name = splitCopies(entry).name;
    if (!forAnte && db.get(cards.get(name) ?? "")?.ante === true)
      err(
        path,
        `${name} says "Remove ${name} from your deck before playing if you're not playing for ante" (407.3): add "options": {"ante": true}`,
      );
  };
  const checkPlayer = (name: string, path: Path): boolean => {
    if (names.includes(name)) return true;
    if (sizes !== undefined && BYSTANDER_NAME.test(name) && name !== EVERY_BYSTANDER) {
      const at = sizes.filter((n) => bystanders(scn, n).includes(name));
      const where = at.length === 0 ? "at no table size" : `only at table size ${at.join(", ")}`;
      err(path, `bystander "${name}" is not at every table size: it sits ${where} (${playersText()})`);
    } else if (name === EVERY_BYSTANDER)
      err(
        path,
        sizes === undefined
          ? `"${EVERY_BYSTANDER}" (every bystander) needs "tableSizes"`
          : `"${EVERY_BYSTANDER}" (every bystander) can be used only in "inGame", "lost" and "won"`,
      );
    else err(path, `unknown player "${name}"${didYouMean(name, names)} (${playersText()})`);
    return false;
  };
  const checkRef = (text: string, path: Path): void => {
    const ref = parseRef(text, names);
    if (cards.has(ref.name)) return;
    const colon = text.indexOf(":");
    if (ref.seat === null && colon > 0 && cards.has(parseRef(text.slice(colon + 1), []).name)) {
      const who = text.slice(0, colon);
      err(path, `unknown player "${who}" in "${text}"${didYouMean(who, names)} (${playersText()})`);
    } else checkCard(ref.name, path);
  };
  const checkTarget = (text: string, path: Path): void => {
    if (!names.includes(text)) checkRef(text, path);
  };
  const checkKeys = (rec: Record<string, unknown> | undefined, path: Path): void => {
    for (const k of Object.keys(rec ?? {})) checkPlayer(k, [...path, k]);
  };

  // Players.
  listed.forEach((n, i) => {
    if (listed.indexOf(n) !== i) err(["players", i, "name"], `two players are called "${n}"`);
    if (n.includes(":"))
      err(["players", i, "name"], `a player name cannot contain ":" (it separates "B:Card")`);
    if (sizes !== undefined && BYSTANDER_NAME.test(n))
      err(["players", i, "name"], `"${n}" is a bystander's name when the file has "tableSizes"`);
  });
  checkVariant(scn, err);
  checkDesignations(scn, db, err, checkPlayer); // 725, 726, 309
  if (scn.start !== undefined) {
    if (sizes === undefined || !BYSTANDER_NAME.test(scn.start)) checkPlayer(scn.start, ["start"]);
    else err(["start"], `with "tableSizes" the starting player must be a listed player`);
  }
  checkExtraTurns(scn, err, checkPlayer, hasTurnMarkers(scn)); // 500.7
  checkMulligans(scn, err, checkPlayer); // 103.5

  scn.players.forEach((p, seat) => {
    for (const zone of ["hand", "library", "graveyard", "exile", "command", "ante", "schemes"] as const)
      (p[zone] ?? []).forEach((e, i) => {
        checkEntry(e, ["players", seat, zone, i]);
        checkAnte(e, ["players", seat, zone, i]);
      });
    (p.planarDeck ?? []).forEach((e, i) => {
      checkEntry(e, ["players", seat, "planarDeck", i]);
    });
    if (p.plane !== undefined) checkEntry(p.plane, ["players", seat, "plane"]);
    else if (p.planeCounters !== undefined)
      err(["players", seat, "planeCounters"], "counters on a face-up plane need the `plane` (901.6)");
    // 903.8: the commanders the tax is counted for, by name (903.10a: commander damage, checkCommanderDamage).
    const casts = p.commanderCasts;
    if (casts !== undefined && typeof casts !== "number")
      for (const c of Object.keys(casts)) checkCard(c, ["players", seat, "commanderCasts", c]);
    (p.castThisGame ?? []).forEach((e, i) => {
      checkEntry(e, ["players", seat, "castThisGame", i]);
    });
    (p.firstSpellTriggers ?? []).forEach((e, i) => {
      checkCard(e.card, ["players", seat, "firstSpellTriggers", i, "card"]); // 103.6b
      checkPlayer(e.player, ["players", seat, "firstSpellTriggers", i, "player"]);
    });
    if (!forAnte && (p.ante ?? []).length > 0)
      err(
        ["players", seat, "ante"],
        'the ante zone needs a game played for ante (407): add "options": {"ante": true}',
      );
    (p.battlefield ?? []).forEach((e, i) => {
      const path: Path = ["players", seat, "battlefield", i];
      if (typeof e === "string") {
        checkEntry(e, path);
        checkAnte(e, path);
      } else {
        checkCard(e.card, [...path, "card"]);
        checkAnte(e.card, [...path, "card"]);
        if (e.controller !== undefined) checkPlayer(e.controller, [...path, "controller"]);
        if (e.territory !== undefined) checkPlayer(e.territory, [...path, "territory"]);
      }
    });
  });
  checkDepartures(scn, err); // 800.4
  checkCommanderDamage(scn, db, err, checkRef); // 903.10a: by card, or by owner and card
  checkPlayerEffects(scn, db, err, checkPlayer); // 500.11, 119.7, 723.1; 114.1: emblems
  checkLasting(scn, db, err, checkPlayer, checkCard); // 607.2a, 610.3, 611.2a
  checkMayPlay(scn, db, err, checkCard); // 601.3: cards in exile a player may play
  // Who takes the file's turns, as the engine begins them at its smallest table (turnOrder.ts); null where
  // the engine can't set its turns up (the run says why). Grand Melee's (807.4) are checked below.
  const melee = hasTurnMarkers(scn);
  const game = turnGame(db, turnLayout(atSmallestTable(scn)));
  const turns = melee ? null : game;
  checkEffects(scn, err, checkPlayer, game === null ? null : firstTurnPlayers(game)); // 611.2a–b
  // attachedTo and the sources of effects need a sound layout to be resolved against.
  if (errors.length === 0) {
    effectSources(scn, names, err);
    const candidates = layoutCandidates(scn);
    for (const lp of laidPermanents(scn)) {
      const to = lp.perm.attachedTo;
      if (to === undefined) continue;
      const path: Path = ["players", lp.owner, "battlefield", lp.entry, "attachedTo"];
      if (namesPlayer(to, names)) {
        checkEnchantedPlayer(scn, db, lp.perm.card, to, path, err); // 303.4: a Curse on a player
        continue;
      }
      const r = resolveRef(to, candidates, names);
      if (!r.ok) {
        // 303.4: a name that is neither a card's nor a player's may be a player's, misspelt.
        const ref = parseRef(to, names);
        const player =
          ref.seat !== null || cards.has(ref.name) ? "" : `, nor a player${didYouMean(to, names)}`;
        err(path, `${r.message}${player}`);
      } else if (candidates.find((c) => c.id === r.id)?.zone !== "battlefield")
        err(path, `"${to}" is not on the battlefield`);
      else if (r.id === lp.key) err(path, `"${to}" cannot be attached to itself`);
    }
  }

  // 807.4: Grand Melee's turn markers — several turns at once, a stack for each (807.5).
  const first = firstTurn(scn);
  /**
   * A numbered turn is the game's: none comes before the file's first, `turnNumber` (turn 0, the mulligans,
   * is checked with them: mulligans.ts).
   */
  const afterFirst = (t: number, path: Path): boolean => {
    if (t === 0 || t >= first) return true;
    err(path, `turn ${t} is before the position's first turn, ${first} (turnNumber)`);
    return false;
  };
  /** A turn must name a player, and with tableSizes a numeric turn must be the same turn at every size. */
  const checkTurn = (t: TurnRef, path: Path): boolean => {
    if (typeof t !== "number") {
      if (!checkPlayer(t.player, [...path, "player"])) return false;
      const seat = scn.players.findIndex((p) => p.name === t.player);
      const why = turns === null || seat < 0 ? null : noTurnsOf(turns, seat);
      if (why !== null) err([...path, "player"], why);
      return why === null;
    }
    if (!afterFirst(t, path)) return false;
    if (melee && sizes !== undefined && turnInFile(scn, t) > 1) {
      // 807.4a–b: the number of turn markers, so who takes the file's later turns, depends on the table size.
      err(
        path,
        `turn ${t} is not the same player's turn at every table size (${sizes.join(", ")}): with turn markers ` +
          `(807.4a–b) only turn ${first} is; name the turn by its player, e.g. {"player": "${scn.players[0].name}", "nth": 1}`,
      );
      return false;
    }
    if (sizes === undefined || turns === null) return true;
    const max = sameAtEverySize(scn, turns);
    if (turnInFile(scn, t) <= max) return true;
    const hint = asPlayerTurn(scn, t, turns);
    err(
      path,
      `turn ${t} is not the same player's turn at every table size (${sizes.join(", ")}): with "tableSizes" ` +
        `a numeric turn can only be one of the listed players' first turns (${max === 1 ? first : `${first}–${first + max - 1}`}); ` +
        `name the turn by its player, e.g. {"player": "${hint.player}", "nth": ${hint.nth}}`,
    );
    return false;
  };
  const turnsOk: boolean[] = [];

  scn.actions.forEach((a, i) => {
    const path: Path = ["actions", i];
    turnsOk.push(checkTurn(a.turn, [...path, "turn"]));
    checkPlayer(a.player, [...path, "player"]);
    const verb = verbOf(a);
    if (verb === "play" || verb === "cast" || verb === "activate" || verb === "deploy" || verb === "march")
      checkRef(a[verb]!, [...path, verb]);
    if (verb === "deploy" && !deploy)
      err(
        [...path, "deploy"],
        `"deploy" needs the deploy creatures option (804): add "options": {"deploy": true}`,
      );
    if (a.to !== undefined) checkPlayer(a.to, [...path, "to"]);
    if (a.stack !== undefined && !melee)
      err(
        [...path, "stack"],
        `"stack" names a turn marker's stack (807.5b): only in a game with turn markers ("grand-melee"); variant "${scn.variant}" has one stack`,
      );
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
  if (stop !== undefined && checkTurn(stop.turn, ["stopAt", "turn"])) {
    // Two turns are in the same order at every table size and whoever leaves (table.ts). With turn markers
    // several turns go on at once (807.4): only an action later in the stopAt turn itself comes too late
    // (one in the stopAt step is taken before the run stops). A player's turn is placed by the engine's turn
    // order (`turns`): without it only numbered turns are compared.
    const nominal = (t: TurnRef): number | null =>
      typeof t === "number" ? turnInFile(scn, t) : turns === null ? null : nominalTurn(scn, t, turns);
    const sameTurn = (t: TurnRef) => JSON.stringify(t) === JSON.stringify(stop.turn);
    scn.actions.forEach((a, i) => {
      if (melee && !sameTurn(a.turn)) return;
      const [at, stopTurn] = sameTurn(a.turn) ? [0, 0] : [nominal(a.turn), nominal(stop.turn)];
      if (at === null || stopTurn === null) return;
      const late = (at - stopTurn) * STEPS.length + STEPS.indexOf(a.step) - STEPS.indexOf(stop.step);
      // With stopAt.decision, an action of the stopAt step is taken before that decision (if it comes first).
      if (turnsOk[i] && (melee || stop.decision !== undefined ? late > 0 : late >= 0))
        err(
          ["actions", i],
          melee || stop.decision !== undefined
            ? `${turnLabel(a.turn)} ${a.step} is after stopAt (${stopLabel(stop.turn, stop.step)}): it would never be taken`
            : `${turnLabel(a.turn)} ${a.step} is not before stopAt (${stopLabel(stop.turn, stop.step)}): it would never be taken`,
        );
    });
  }
  checkKeys(scn.choices, ["choices"]);
  if (melee && scn.stopAt?.decision !== undefined && scn.stopAt.turn !== 0)
    err(
      ["stopAt", "decision"],
      "with turn markers (807.4) a run stops at a step's first decision: leave out decision",
    );
  if (scn.stopAt?.step === "untap" && scn.stopAt.turn !== 0)
    err(["stopAt", "step"], 'no player gets a decision in the untap step (502.4); stop at "upkeep" instead');

  const x = scn.expect;
  for (const key of ["life", "poison", "handCount", "libraryCount"] as const)
    checkKeys(x[key], ["expect", key]);
  for (const key of ["inGame", "lost", "won"] as const)
    x[key]?.forEach((n, i) => {
      if (n !== EVERY_BYSTANDER || sizes === undefined) checkPlayer(n, ["expect", key, i]);
    });
  if (x.activePlayer !== undefined) checkPlayer(x.activePlayer, ["expect", "activePlayer"]);
  for (const zone of [
    "battlefield",
    "hand",
    "graveyard",
    "exile",
    "library",
    "command",
    "ante",
    "schemes",
  ] as const) {
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
  if (melee && x.stack !== undefined)
    err(
      ["expect", "stack"],
      `in a game with turn markers each marker has its own stack (807.5): check them with "stacks", e.g. {"1": ["Lightning Bolt"], "2": []}`,
    );
  for (const [k, list] of Object.entries(x.stacks ?? {})) {
    if (!melee)
      err(["expect", "stacks", k], `"stacks" needs a game with turn markers ("grand-melee", 807.5)`);
    list.forEach((n, i) => {
      checkCard(n, ["expect", "stacks", k, i]);
    });
  }
  if (x.markers !== undefined && !melee)
    err(["expect", "markers"], `"markers" needs a game with turn markers ("grand-melee", 807.4)`);
  x.markers?.forEach((m, i) => {
    checkPlayer(m.holder, ["expect", "markers", i, "holder"]);
    if (m.turn !== undefined) afterFirst(m.turn, ["expect", "markers", i, "turn"]);
    if (x.markers!.findIndex((o) => o.marker === m.marker) !== i)
      err(["expect", "markers", i, "marker"], `turn marker ${m.marker} is listed twice`);
  });
  for (const [ref, pe] of Object.entries(x.permanents ?? {})) {
    checkRef(ref, ["expect", "permanents", ref]);
    if (pe.controller !== undefined) checkPlayer(pe.controller, ["expect", "permanents", ref, "controller"]);
    if (pe.territory !== undefined) checkPlayer(pe.territory, ["expect", "permanents", ref, "territory"]);
    if (typeof pe.attachedTo === "string")
      checkTarget(pe.attachedTo, ["expect", "permanents", ref, "attachedTo"]); // a player: 303.4
  }
  return errors;
}

/**
 * The variant must allow the number of players: the listed players, or with `tableSizes` every size, which
 * must also seat every listed player. A problem with the variant or its options is reported once.
 */
function checkVariant(scn: Scenario, err: (path: Path, message: string) => void): void {
  const reported = new Set<string>();
  const report = (path: Path, message: string): void => {
    const key = `${formatPath(path)}: ${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    err(path, message);
  };
  // Which field is wrong: an unknown variant, the players' teams, an option the variant doesn't allow,
  // or the player count.
  const firstTeam = scn.players.findIndex((p) => p.team !== undefined);
  const teamPath: Path = ["players", Math.max(0, firstTeam), "team"];
  const check = (players: number, countPath: Path): void => {
    const options = engineOptions(scn, players);
    try {
      const roles = variantConfig(scn.variant, players, options).roles;
      scn.players.forEach((p, i) => {
        if (p.role === undefined || roles?.[i] === p.role) return;
        report(
          ["players", i, "role"],
          roles === null
            ? `variant "${scn.variant}" has no roles (only Emperor has: 809.2)`
            : `${p.name} sits where the ${roles[i]} sits (809.2: the emperor in the middle of the team), not the ${p.role}`,
        );
      });
    } catch (e) {
      let path = countPath;
      const { teams, ...rest } = options;
      if (!VARIANT_NAMES.includes(scn.variant)) path = ["variant"];
      else if (teams !== undefined && accepts(players, rest)) path = teamPath;
      else if (scn.options !== undefined && accepts(players, {})) path = ["options"];
      report(path, (e as Error).message);
    }
  };
  const accepts = (players: number, options: VariantOptions): boolean => {
    try {
      variantConfig(scn.variant, players, options);
      return true;
    } catch {
      return false;
    }
  };
  const sizes = scn.tableSizes;
  if (sizes === undefined) {
    check(scn.players.length, ["variant"]);
    return;
  }
  sizes.forEach((n, i) => {
    const path: Path = ["tableSizes", i];
    if (sizes.indexOf(n) !== i) report(path, `table size ${n} is listed twice`);
    else if (n < scn.players.length)
      report(path, `a table of ${n} cannot seat the ${scn.players.length} listed players`);
    else check(n, path);
  });
}

/** Whether the scenario's variant has turn markers (Grand Melee, 807.4). */
export function hasTurnMarkers(scn: Scenario): boolean {
  try {
    return variantPreset(scn.variant, scn.players.length).turnMarkers;
  } catch {
    return false;
  }
}

/** Whether the file's variant plays with the deploy creatures option by default (809.3b); false if unknown. */
function variantDeploys(scn: Scenario): boolean {
  try {
    return variantConfig(scn.variant, scn.players.length, engineOptions(scn, scn.players.length)).deploy;
  } catch {
    return false; // an unknown variant or a wrong player count: reported where it is checked
  }
}
