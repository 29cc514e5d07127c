/**
 * The seat list of big tables (9 to 200 seats), virtualised: only the rows in view are in the page. Me
 * first, then the players in my range (801.2c), then the rest; with shared life each team's total once.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useRef } from "react";
import type { SeatEntry, SeatSummary, Shared } from "../table/seating.ts";
import { OpeningReveals } from "./OpeningReveals.tsx";
import { ChoosePlayer, lifeText, SeatMarks, seatClasses, TeamChip } from "./SeatCard.tsx";
import { TeamLife } from "./Seats.tsx";

/**
 * A row's height as first guessed: one line. A row wraps where its badges don't fit beside the name and
 * figures (a narrow column, a phone, a busy seat: active, priority, a turn marker, out of range), and the
 * virtualiser measures each row in the page (`measureElement`), so nothing of a row is cut off.
 */
const ROW = 30;

/** A row's key: its seat, or its team's life total. */
const rowKey = (e: SeatEntry): string => (e.kind === "team" ? `team-${e.team}` : `seat-${e.seat}`);

export function SeatList(props: {
  entries: SeatEntry[];
  sums: SeatSummary[];
  shared: Shared;
  focus: number | null;
  onFocus: (seat: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { entries } = props;
  const itemKey = useCallback(
    (i: number) => {
      const e = entries[i];
      return e === undefined ? i : rowKey(e);
    },
    [entries],
  );
  const rows = useVirtualizer({
    count: props.entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 6,
    // The rows' own keys, not their places: the virtualiser keeps each row's element and measured height by
    // its key, and a seat's row moves (the order follows the ranges) while React keeps its element; keyed by
    // place, an element moved to another place was left unmeasured, its wrapped second line under the next row.
    getItemKey: itemKey,
  });
  const inRange = props.sums.filter((s) => s.inRange && !s.me).length;
  const seated = props.sums.some((s) => s.me);
  const limited = props.sums.some((s) => !s.inRange);
  return (
    <div className="seat-list-box">
      <h2 id="seat-list-title">
        Seats ({props.sums.length}
        {seated ? `; you first${limited ? `, then the ${inRange} others in your range` : ""}` : ""})
      </h2>
      <div ref={scroller} className="seat-list">
        <ul aria-labelledby="seat-list-title" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const e = props.entries[row.index];
            const style = { transform: `translateY(${row.start}px)` };
            if (e.kind === "team")
              return (
                <li
                  key={rowKey(e)}
                  ref={rows.measureElement}
                  data-index={row.index}
                  className="seat-row team-life"
                  style={style}
                  aria-setsize={props.entries.length}
                  aria-posinset={row.index + 1}
                >
                  <TeamLife e={e} />
                </li>
              );
            const s = props.sums[e.seat];
            return (
              <li
                key={rowKey(e)}
                ref={rows.measureElement}
                data-index={row.index}
                className={`seat-row ${seatClasses(s, props.focus === s.seat)}`}
                style={style}
                data-seat={s.seat}
                aria-setsize={props.entries.length}
                aria-posinset={row.index + 1}
              >
                <TeamChip team={s.team} />
                <button type="button" className="seat-name" onClick={() => props.onFocus(s.seat)}>
                  {s.name}
                  {s.me ? " (you)" : ""}
                </button>
                <span className="figures">
                  {lifeText(s, props.shared)}
                  <span aria-hidden="true">
                    {s.hand}h {s.library}l {s.permanents}p/{s.creatures}c
                  </span>
                  <span className="sr">
                    hand {s.hand}, library {s.library}, {s.permanents} permanents, {s.creatures} creatures
                  </span>
                </span>
                <OpeningReveals name={s.name} cards={s.revealed} />
                <SeatMarks s={s} />
                <ChoosePlayer seat={s.seat} name={s.name} />
              </li>
            );
          })}
        </ul>
      </div>
      <p className="legend">h hand · l library · p permanents / c creatures</p>
    </div>
  );
}
