/**
 * The create-table form: variant (by its name in the rules) and, where it has several, the edition of the
 * multiplayer rules (docs/editions.md), which sets the players' range and what the form offers; players,
 * each seat open or a bot (which bot: random, heuristic or search) and its deck (a ready deck, a random
 * ready deck, a random two-colour deck from the pool, or a pasted deck list, checked as it is typed) and in
 * a Vanguard game its vanguard card (902.3), the variant's options — the attack rule and the other
 * multiplayer options (801–805, Planechase 901), the mulligan rule and Commander starting life, each where
 * the variant takes it under the edition (the server's variant info says which: `attacks`, `takes`,
 * `mulligans`, `commanderLives`) — the spectators (let in, seeing every hand, talking in the chat: not
 * while they see every hand) and the bots' pace. Or "Start from a saved position": a scenario file
 * chosen from disk (docs/server.md § A table from a position), whose variant and players the form shows
 * as the file has them — the server checks the file, and its refusal is shown at the file, each problem
 * at its path — with each player's seat open or a bot, and "Fresh randomness" (FreshRandomness.tsx).
 */
import type { AttackRule, Edition } from "@roundtable/engine";
import {
  type AddedOption,
  attackRuleLabel,
  BOT_NAMES,
  type BotName,
  type CreateTableInput,
} from "@roundtable/protocol";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { api, type DeckInfo, Refused, type VariantInfo } from "../api.ts";
import { defaultSeats, filePlayers, fileTitle, type SeatChoice, seatsOf } from "../playOn.ts";
import { navigate } from "../route.ts";
import { saveJudgeToken } from "../seatTokens.ts";
import { DeckBox } from "./DeckBox.tsx";
import { FreshRandomness, withFreshRandomness } from "./FreshRandomness.tsx";

/** How the form names each bot (`@roundtable/bots`). */
const BOT_LABELS: Record<BotName, string> = {
  random: "random bot (any legal move)",
  heuristic: "heuristic bot",
  search: "search bot (thinks ahead)",
};

/** How the form names each mulligan rule (103.5; the older formats'; 2011 CR 103.4d). */
const MULLIGAN_NAMES: Record<string, string> = {
  london: "London (103.5)",
  paris: "Paris (the older formats')",
  commander: "2011 Commander mulligan (exile, draw one fewer)",
};

/** How the form names each Commander starting life (903.7; the French rules, 2011 CR 103.3c). */
const COMMANDER_LIFE_NAMES: Record<number, string> = {
  40: "40 (903.7)",
  30: "30 (the older French rules)",
};

export function CreateTable(props: { onCreated: (table: string) => void }) {
  const [variants, setVariants] = useState<VariantInfo[]>([]);
  const [variant, setVariant] = useState("free-for-all");
  /** The edition of the multiplayer rules, one of the variant's; sent only when not today's. */
  const [edition, setEdition] = useState<Edition>("current");
  const [players, setPlayers] = useState(4);
  const [seats, setSeats] = useState<SeatChoice[]>(["open", "heuristic", "heuristic", "heuristic"]);
  const [readyDecks, setReadyDecks] = useState<DeckInfo[]>([]);
  const [decks, setDecks] = useState<string[]>(["random", "random", "random", "random"]);
  /** Each seat's pasted list, played where its deck is "paste". */
  const [lists, setLists] = useState<string[]>([]);
  const [range, setRange] = useState("");
  const [attack, setAttack] = useState("");
  const [deploy, setDeploy] = useState(false);
  const [sharedTurns, setSharedTurns] = useState(false);
  const [planechase, setPlanechase] = useState(false);
  /** "" for the variant's own; else a mulligan rule the variant takes (103.5; 2011 CR 103.4d). */
  const [mulligan, setMulligan] = useState("");
  /** "" for the variant's own; else a starting life the commanderLife option takes (903.7; 2011 CR 103.3c). */
  const [commanderLife, setCommanderLife] = useState("");
  /** Each seat's vanguard card (902.3), "random" by default: sent in a Vanguard game only. */
  const [vanguards, setVanguards] = useState<string[]>(["random", "random", "random", "random"]);
  const [botDelayMs, setBotDelayMs] = useState(600);
  /** Who may watch (the table's settings): spectators at all, whether they see every hand, whether they may talk. */
  const [spectators, setSpectators] = useState(true);
  const [seeHands, setSeeHands] = useState(false);
  const [spectatorsChat, setSpectatorsChat] = useState(false);
  const noTalkId = useId();
  const [error, setError] = useState<string | null>(null);
  /** "Start from a saved position": the file chosen (its name and JSON), each of its players' seat, the server's refusal. */
  const [position, setPosition] = useState<{ name: string; file: Record<string, unknown> } | null>(null);
  const [positionSeats, setPositionSeats] = useState<SeatChoice[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  /** "Fresh randomness" (the request's `freshRandomness`): off by default, a practice table replaying the file. */
  const [fresh, setFresh] = useState(false);
  const [issues, setIssues] = useState<readonly { path: string; message: string }[]>([]);
  /** Changed to empty the file input ("Start a new game instead"): the same file may be chosen again. */
  const [fileInput, setFileInput] = useState(0);
  useEffect(() => {
    api.variants().then(setVariants, (e: Error) => setError(e.message));
    api.decks().then(setReadyDecks, (e: Error) => setError(e.message));
  }, []);
  const info = variants.find((v) => v.name === variant);
  /** What the variant is under the chosen edition: its players, attack rule, options and offers. */
  const terms = info?.byEdition[edition];
  const takesVanguards = (terms?.vanguards.length ?? 0) > 0;
  /** 802, 803: the attack rules the variant takes under the edition besides its own (the select's others). */
  const otherAttacks = terms?.attacks.filter((a) => a !== terms.attack) ?? [];
  /** 801, 804, 805, 901: whether the variant takes the option under the edition (shown, and sent, only then). */
  const takes = (option: AddedOption): boolean => terms?.takes.includes(option) === true;

  const choosePlayers = (n: number) => {
    setPlayers(n);
    setSeats((o) => Array.from({ length: n }, (_, i) => o[i] ?? "heuristic"));
    setDecks((d) => Array.from({ length: n }, (_, i) => d[i] ?? "random"));
    setVanguards((v) => Array.from({ length: n }, (_, i) => v[i] ?? "random"));
  };
  const chooseVariant = (name: string) => {
    setVariant(name);
    setEdition("current");
    setAttack("");
    setMulligan("");
    setCommanderLife("");
    const v = variants.find((x) => x.name === name);
    if (v !== undefined) choosePlayers(v.defaultPlayers);
  };
  /** The players follow the edition's default where it differs, or where they are out of its range. */
  const chooseEdition = (next: Edition) => {
    setEdition(next);
    setAttack("");
    setMulligan("");
    setCommanderLife("");
    const t = info?.byEdition[next];
    if (t === undefined) return;
    if (t.defaultPlayers !== terms?.defaultPlayers || players < t.minPlayers || players > t.maxPlayers)
      choosePlayers(t.defaultPlayers);
  };

  /** A file chosen: read as JSON (nothing more is checked here: the server checks it as the table is made). */
  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setIssues([]);
    setFileProblem(null);
    setPosition(null);
    if (chosen === undefined) return;
    let json: unknown;
    try {
      json = JSON.parse(await chosen.text());
    } catch (err) {
      setFileProblem(`${chosen.name} is not a JSON file: ${(err as Error).message}`);
      return;
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      setFileProblem(`${chosen.name} is not a scenario file: its JSON is not an object ({"format": 1, …})`);
      return;
    }
    const file = json as Record<string, unknown>;
    setPosition({ name: chosen.name, file });
    setPositionSeats(defaultSeats(filePlayers(file)));
  };

  /**
   * Why spectators may not talk with the other choices (null: they may) — the server refuses it likewise:
   * none are let in, or they see every hand and could tell a player what an opponent holds.
   */
  const noTalk = !spectators
    ? "No spectators are let in."
    : seeHands
      ? "Not while spectators see every hand: one could tell a player what an opponent holds."
      : null;
  /** The settings sent: the bots' pace, and the spectators' where they differ from the server's defaults. */
  const settings = {
    botDelayMs,
    ...(spectators ? {} : { spectators: false }),
    ...(spectators && seeHands ? { spectatorsSeeHands: true } : {}),
    ...(noTalk === null && spectatorsChat ? { spectatorsChat: true } : {}),
  };

  /** The table is made: the creator holds its judge token, and sits down at an open seat or watches. */
  const created = (id: string, judgeToken: string, open: boolean) => {
    saveJudgeToken(id, judgeToken);
    if (open) props.onCreated(id);
    else navigate(`/table/${id}`);
  };

  const submitPosition = async (from: Record<string, unknown>) => {
    setIssues([]);
    setError(null);
    try {
      const { id, judgeToken } = await api.create(
        withFreshRandomness({ position: from, seats: seatsOf(positionSeats), settings }, fresh),
      );
      created(id, judgeToken, positionSeats.includes("open"));
    } catch (err) {
      if (err instanceof Refused && err.issues.length > 0) setIssues(err.issues);
      else setError((err as Error).message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (position !== null) return submitPosition(position.file);
    const body: CreateTableInput = {
      variant,
      ...(edition === "current" ? {} : { edition }),
      players,
      seats: seats.map((o) => (o === "open" ? { kind: "open" } : { kind: "bot", bot: o })),
      decks: decks.map((d, i) => (d === "paste" ? { list: lists[i] ?? "" } : d)),
      options: {
        // Each option only while the form shows it: one the variant takes under the edition.
        ...(takes("range") && range !== "" ? { range: Number(range) } : {}),
        ...(otherAttacks.includes(attack as AttackRule) ? { attack: attack as AttackRule } : {}),
        ...(takes("deploy") && deploy ? { deploy } : {}),
        ...(takes("sharedTurns") && sharedTurns ? { sharedTurns } : {}),
        ...(takes("planechase") && planechase ? { planechase } : {}),
        ...(mulligan === "" ? {} : { mulligan: mulligan as "london" }),
        ...(commanderLife === "" ? {} : { commanderLife: Number(commanderLife) as 30 }),
      },
      ...(takesVanguards ? { vanguards } : {}),
      settings,
    };
    try {
      const { id, judgeToken } = await api.create(body);
      // The creator holds the judge token: the table page links to the judge's view.
      created(id, judgeToken, seats.includes("open"));
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <form className="create" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">Create a table</h2>
      <fieldset>
        <legend>Start from a saved position</legend>
        <label>
          Scenario file (JSON){" "}
          <input key={fileInput} type="file" accept=".json,application/json" onChange={chooseFile} />
        </label>
        {fileProblem !== null && (
          <p role="alert" className="error">
            {fileProblem}
          </p>
        )}
        {issues.length > 0 && (
          <ul className="deck-problems" aria-label="Problems of the position file">
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`} className="error">
                <code>{issue.path === "" ? "request" : issue.path}</code>:{" "}
                {issue.message.startsWith(`${issue.path}: `)
                  ? issue.message.slice(issue.path.length + 2)
                  : issue.message}
              </li>
            ))}
          </ul>
        )}
        {position !== null && (
          <>
            <p>
              {position.name}: {fileTitle(position.file) ?? "no variant named"}
            </p>
            <button
              type="button"
              onClick={() => {
                setPosition(null);
                setIssues([]);
                setFileInput((n) => n + 1);
              }}
            >
              Start a new game instead
            </button>
            {filePlayers(position.file).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
              <div key={`position-seat-${i}`} className="seat-plan">
                <SeatSelect
                  label={`Seat ${i + 1}: ${p.name}${p.left ? " (has left the game)" : ""}`}
                  value={positionSeats[i] ?? "heuristic"}
                  onChange={(c) => setPositionSeats(positionSeats.map((x, j) => (j === i ? c : x)))}
                />
              </div>
            ))}
            <FreshRandomness checked={fresh} onChange={setFresh} />
          </>
        )}
      </fieldset>
      {position === null && (
        <>
          <label>
            Variant{" "}
            <select value={variant} onChange={(e) => chooseVariant(e.target.value)}>
              {variants.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.title}
                </option>
              ))}
            </select>
          </label>
          {info !== undefined && info.editions.length > 1 && (
            <label>
              Edition{" "}
              <select value={edition} onChange={(e) => chooseEdition(e.target.value as Edition)}>
                {info.editions.map((e) => (
                  <option key={e} value={e}>
                    {info.byEdition[e]?.label ?? e}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Players{" "}
            <input
              type="number"
              min={terms?.minPlayers ?? 2}
              max={Math.min(terms?.maxPlayers ?? 8, 16)}
              value={players}
              onChange={(e) => choosePlayers(Number(e.target.value))}
            />
          </label>
          <fieldset>
            <legend>Seats</legend>
            {seats.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
              <div key={`seat-${i}`} className="seat-plan">
                <SeatSelect
                  label={`Seat ${i + 1}`}
                  value={o}
                  onChange={(c) => setSeats(seats.map((x, j) => (j === i ? c : x)))}
                />{" "}
                <label>
                  Deck for seat {i + 1}{" "}
                  <select
                    value={decks[i] ?? "random"}
                    onChange={(e) => setDecks(decks.map((d, j) => (j === i ? e.target.value : d)))}
                  >
                    <option value="random">a random ready deck</option>
                    <option value="pool">a random pool deck</option>
                    <option value="paste">a pasted deck list</option>
                    {readyDecks
                      .filter((d) => (d.commander === true) === (info?.commander === true))
                      .map((d) => (
                        <option key={d.name} value={d.name}>
                          {d.name} ({d.colors})
                        </option>
                      ))}
                  </select>
                </label>
                {takesVanguards && (
                  <label>
                    {" "}
                    Vanguard for seat {i + 1}{" "}
                    <select
                      value={vanguards[i] ?? "random"}
                      onChange={(e) => setVanguards(vanguards.map((v, j) => (j === i ? e.target.value : v)))}
                    >
                      <option value="random">a random vanguard</option>
                      {terms?.vanguards.map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {decks[i] === "paste" && (
                  <DeckBox
                    label={`Deck list for seat ${i + 1}`}
                    variant={variant}
                    value={lists[i] ?? ""}
                    onChange={(list) =>
                      setLists(Array.from({ length: players }, (_, j) => (j === i ? list : (lists[j] ?? ""))))
                    }
                  />
                )}
              </div>
            ))}
          </fieldset>
          {terms !== undefined && (otherAttacks.length > 0 || terms.takes.length > 0) && (
            <fieldset>
              <legend>Options</legend>
              {takes("range") && (
                <label>
                  Range of influence (801){" "}
                  <input type="number" min={1} value={range} onChange={(e) => setRange(e.target.value)} />
                </label>
              )}
              {otherAttacks.length > 0 && (
                <label>
                  Attack (802/803){" "}
                  <select value={attack} onChange={(e) => setAttack(e.target.value)}>
                    <option value="">variant's: {attackRuleLabel(terms.attack)}</option>
                    {otherAttacks.map((a) => (
                      <option key={a} value={a}>
                        {attackRuleLabel(a)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {takes("deploy") && (
                <label>
                  <input type="checkbox" checked={deploy} onChange={(e) => setDeploy(e.target.checked)} />{" "}
                  Deploy (804)
                </label>
              )}
              {takes("sharedTurns") && (
                <label>
                  <input
                    type="checkbox"
                    checked={sharedTurns}
                    onChange={(e) => setSharedTurns(e.target.checked)}
                  />{" "}
                  Shared team turns (805)
                </label>
              )}
              {takes("planechase") && (
                <label>
                  <input
                    type="checkbox"
                    checked={planechase}
                    onChange={(e) => setPlanechase(e.target.checked)}
                  />{" "}
                  Planechase (901)
                </label>
              )}
            </fieldset>
          )}
          {terms !== undefined && (terms.mulligans.length > 1 || terms.commanderLives.length > 0) && (
            <fieldset>
              <legend>Starting the game</legend>
              {terms.mulligans.length > 1 && (
                <label>
                  Mulligan (103.5){" "}
                  <select value={mulligan} onChange={(e) => setMulligan(e.target.value)}>
                    <option value="">variant's: {MULLIGAN_NAMES[terms.mulligan] ?? terms.mulligan}</option>
                    {terms.mulligans.map((m) => (
                      <option key={m} value={m}>
                        {MULLIGAN_NAMES[m] ?? m}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {terms.commanderLives.length > 0 && (
                <label>
                  Starting life{" "}
                  <select value={commanderLife} onChange={(e) => setCommanderLife(e.target.value)}>
                    <option value="">variant's</option>
                    {terms.commanderLives.map((l) => (
                      <option key={l} value={String(l)}>
                        {COMMANDER_LIFE_NAMES[l] ?? String(l)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </fieldset>
          )}
        </>
      )}
      <fieldset>
        <legend>Spectators</legend>
        <label>
          <input type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} /> Let
          spectators watch
        </label>
        <label>
          <input
            type="checkbox"
            checked={spectators && seeHands}
            disabled={!spectators}
            onChange={(e) => setSeeHands(e.target.checked)}
          />{" "}
          Spectators see every hand
        </label>
        <label>
          <input
            type="checkbox"
            checked={noTalk === null && spectatorsChat}
            disabled={noTalk !== null}
            aria-describedby={noTalk === null ? undefined : noTalkId}
            onChange={(e) => setSpectatorsChat(e.target.checked)}
          />{" "}
          Spectators may talk in the chat
        </label>
        {noTalk !== null && (
          <span id={noTalkId} className="form-note">
            {noTalk}
          </span>
        )}
      </fieldset>
      <label>
        Bot delay (ms){" "}
        <input
          type="number"
          min={0}
          max={10000}
          value={botDelayMs}
          onChange={(e) => setBotDelayMs(Number(e.target.value))}
        />
      </label>
      {error !== null && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit">Create table</button>
    </form>
  );
}

/** A seat's plan: open, or a bot (which one). */
function SeatSelect(props: { label: string; value: SeatChoice; onChange: (choice: SeatChoice) => void }) {
  return (
    <label>
      {props.label}{" "}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as SeatChoice)}>
        <option value="open">open</option>
        {BOT_NAMES.map((b) => (
          <option key={b} value={b}>
            {BOT_LABELS[b]}
          </option>
        ))}
      </select>
    </label>
  );
}
