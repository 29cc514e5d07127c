/** One seat's compact summary (the rail of small tables), and the marks every seat list shares. */
import type { PlayerRule } from "@roundtable/engine";
import { inkOn, teamColour, teamLetter } from "../table/palette.ts";
import type { SeatSummary, Shared } from "../table/seating.ts";
import { useAct } from "./act.ts";
import { OpeningReveals } from "./OpeningReveals.tsx";
import { Schemes } from "./Schemes.tsx";
import { VanguardLine } from "./VanguardLine.tsx";

/** A team's colour with its letter (colour is never the only cue). */
export function TeamChip(props: { team: number | null }) {
  if (props.team === null) return null;
  const bg = teamColour(props.team);
  const letter = teamLetter(props.team);
  return (
    <span className="team-chip" style={{ background: bg, color: inkOn(bg) }} title={`team ${letter}`}>
      <span className="sr">team </span>
      {letter}
    </span>
  );
}

/** A player's rules from resolved effects (Teferi's Protection), as a mark and its title. */
const RULE_WORDS: Record<PlayerRule, string> = {
  lifeCantChange: "life can't change",
  protectionFromEverything: "protection from everything",
};
const RULE_TITLES: Record<PlayerRule, string> = {
  lifeCantChange: "their life total can't change: no life is gained or lost (119.7–119.8)",
  protectionFromEverything: "no target, no Aura, all damage to them prevented (702.16j)",
};

/** Role, active, priority, turn markers, out of range, rules, left: short words, not colours alone. */
export function SeatMarks(props: { s: SeatSummary }) {
  const { s } = props;
  return (
    <span className="marks">
      {s.role !== null && <span className={`mark role ${s.role}`}>{s.role}</span>}
      {s.active && <span className="mark active">active</span>}
      {s.priority && <span className="mark priority">priority</span>}
      {s.markers.map((m) => (
        <span key={m} className="mark marker" title={`turn marker ${m}`}>
          ▲{m}
        </span>
      ))}
      {!s.inRange && <span className="mark out">out of range</span>}
      {s.rules.map((r) => (
        <span key={r} className="mark rule" title={RULE_TITLES[r]}>
          {RULE_WORDS[r]}
        </span>
      ))}
      {s.left && <span className="mark left">left{s.result ? `: ${s.result}` : ""}</span>}
    </span>
  );
}

/** The button choosing this player for the open decision (a target, a defender), when it can. */
export function ChoosePlayer(props: { seat: number; name: string }) {
  const act = useAct();
  const ref = { player: props.seat };
  if (!act.live(ref)) return null;
  return (
    <button
      type="button"
      className={`target ${act.picked(ref) ? "picked" : ""}`}
      aria-pressed={act.picked(ref)}
      onClick={() => act.click(ref)}
    >
      Choose {props.name}
    </button>
  );
}

export function seatClasses(s: SeatSummary, focus: boolean): string {
  return [
    s.active ? "active" : "",
    s.priority ? "priority" : "",
    s.left ? "left" : "",
    s.inRange ? "" : "out",
    s.me ? "me" : "",
    focus ? "focus" : "",
  ].join(" ");
}

/** Life and poison, unless the team's entry shows them once (810.4, 810.10). */
export function lifeText(s: SeatSummary, shared: Shared): string {
  const life = shared.life ? "" : `♥ ${s.life} · `;
  const poison = shared.poison || s.poison === 0 ? "" : `☠ ${s.poison} · `;
  return life + poison;
}

/**
 * Commander (903): the player's commander — or two, with partner (702.124) — and the tax of its next cast
 * from the command zone (903.8, counted for each commander apart: 702.124d), and
 * the combat damage each commander has dealt them (903.10a: 21 from one loses).
 */
export function CommanderLine(props: { s: SeatSummary }) {
  const c = props.s.commander;
  if (c === null) return null;
  return (
    <span className="commander">
      {c.name !== null && (
        <span className="commander-name" title="commander (903.3); the tax of its next cast (903.8)">
          ⚔ {c.name}
          {c.tax > 0 ? ` · tax {${c.tax}}` : ""}
        </span>
      )}
      {c.partner !== undefined && (
        <span className="commander-name" title="the second commander, with its own tax (702.124d)">
          ⚔ {c.partner.name}
          {c.partner.tax > 0 ? ` · tax {${c.partner.tax}}` : ""}
        </span>
      )}
      {c.damage.map((d) => (
        <span
          key={`${d.owner}:${d.card}`}
          className={`commander-damage ${d.amount >= 21 ? "lethal" : ""}`}
          title="combat damage from this commander (903.10a: 21 loses)"
        >
          {d.name}: {d.amount}/21
        </span>
      ))}
    </span>
  );
}

export function SeatCard(props: {
  s: SeatSummary;
  shared: Shared;
  focus: boolean;
  onFocus(seat: number): void;
}) {
  const { s } = props;
  return (
    <li
      className={`seat ${seatClasses(s, props.focus)}`}
      data-seat={s.seat}
      data-life={s.life}
      data-hand={s.hand}
      style={{ borderLeftColor: s.team === null ? undefined : teamColour(s.team) }}
      aria-label={`${s.name}${s.me ? " (you)" : ""}`}
    >
      <span className="seat-head">
        <TeamChip team={s.team} />
        <button type="button" className="seat-name" onClick={() => props.onFocus(s.seat)}>
          {s.name}
          {s.me ? " (you)" : ""}
        </button>
      </span>
      <span>
        {lifeText(s, props.shared)}hand {s.hand} · library {s.library}
      </span>
      <OpeningReveals name={s.name} cards={s.revealed} />
      <span>
        graveyard {s.graveyard}
        {s.mana !== "" && <span className="mana"> · mana pool {s.mana}</span>}
      </span>
      <span>
        {s.permanents} permanents, {s.creatures} creatures
        {s.territory !== null ? ` · territory: ${s.territory} creatures` : ""}
      </span>
      <CommanderLine s={s} />
      <Schemes name={s.name} schemes={s.archenemy} />
      <VanguardLine vanguard={s.vanguard} />
      <SeatMarks s={s} />
      <ChoosePlayer seat={s.seat} name={s.name} />
    </li>
  );
}
