/**
 * The game log, the newest turn first — each turn's header above its lines, each step's header above the
 * step's lines, the newest line first — with its filters: by kind, by player, and "only what touches me".
 * A line with more to read (a triggered ability's one line, its trigger: log/triggers.ts) opens to show it.
 */
import { useId, useState } from "react";
import { LOG_KINDS, type LogEntry, type LogKind } from "../log/entries.ts";
import { filterLog, type LogFilter, NO_FILTER } from "../log/filter.ts";
import { newestFirst } from "../log/order.ts";
import { useTable } from "../store.ts";

const KIND_LABELS: Record<LogKind, string> = {
  game: "Turns",
  spells: "Spells",
  combat: "Combat",
  life: "Life",
  zones: "Cards",
};

export function GameLog() {
  const log = useTable((s) => s.log);
  const view = useTable((s) => s.view);
  const [filter, setFilter] = useState<LogFilter>(NO_FILTER);
  const me = view?.viewer ?? null;
  const shown = filterLog(log, filter, me);
  const toggle = (k: LogKind) =>
    setFilter({
      ...filter,
      kinds: filter.kinds.includes(k) ? filter.kinds.filter((x) => x !== k) : [...filter.kinds, k],
    });
  return (
    <section className="log" aria-label="Game log">
      <h2 className="sr">Game log</h2>
      <fieldset className="log-filters" aria-label="Log filters">
        {LOG_KINDS.map((k) => (
          <button key={k} type="button" aria-pressed={filter.kinds.includes(k)} onClick={() => toggle(k)}>
            {KIND_LABELS[k]}
          </button>
        ))}
        <label>
          Player{" "}
          <select
            value={filter.player ?? ""}
            onChange={(e) =>
              setFilter({ ...filter, player: e.target.value === "" ? null : Number(e.target.value) })
            }
          >
            <option value="">anyone</option>
            {view?.players.map((p) => (
              <option key={p.seat} value={p.seat}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        {me !== null && (
          <label>
            <input
              type="checkbox"
              checked={filter.mine}
              onChange={(e) => setFilter({ ...filter, mine: e.target.checked })}
            />{" "}
            Only what touches me
          </label>
        )}
      </fieldset>
      {/* The newest turn first, its header above its lines. */}
      <ol aria-live="off">
        {newestFirst(shown).map((line) =>
          line.head === undefined ? (
            <li
              key={line.n}
              data-kind={line.kind}
              className={line.detail === undefined ? undefined : "log-more"}
            >
              {line.detail === undefined ? (
                <LineText line={line} />
              ) : (
                <MoreLine line={line} detail={line.detail} />
              )}
            </li>
          ) : (
            <li key={line.n} data-kind={line.kind} data-head={line.head} className={`log-${line.head}`}>
              {line.text}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

/** A line's text, and its count when it was said several times in a row. */
function LineText(props: { line: LogEntry }) {
  const { line } = props;
  return (
    <>
      {line.text}
      {line.times !== undefined && ` (×${line.times})`}
    </>
  );
}

/**
 * A line with more to read (a joined trigger line's trigger, its rules text and targets): a disclosure
 * button — tapped, clicked or pressed from the keyboard, it shows `detail` below the line, which a phone
 * never showed as a hover's `title`; the `title` stays for a desktop's pointer while it is closed.
 */
function MoreLine(props: { line: LogEntry; detail: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title={open ? undefined : props.detail}
        onClick={() => setOpen(!open)}
      >
        <LineText line={props.line} />
      </button>
      {open && (
        <p id={id} className="log-detail">
          {props.detail}
        </p>
      )}
    </>
  );
}
