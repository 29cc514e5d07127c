/**
 * Vanguard (902): a seat's face-up vanguard card — its name, its hand and life modifiers (211, 212) and, on
 * hover and for screen readers, its rules text, which works from the command zone (902.7).
 */
import type { VanguardSummary } from "@roundtable/engine";

/** "+2", "−1", "+0": a modifier as the card prints it. */
export function modifier(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

export function VanguardLine(props: { vanguard: VanguardSummary | null }) {
  const v = props.vanguard;
  if (v === null || v.name === null) return null;
  return (
    <span className="vanguard" title={`vanguard (902): ${v.text}`}>
      <span className="vanguard-name">◈ {v.name}</span>{" "}
      <span className="vanguard-modifiers">
        hand {modifier(v.handModifier)} · life {modifier(v.lifeModifier)}
      </span>
      <span className="sr">: {v.text}</span>
    </span>
  );
}
