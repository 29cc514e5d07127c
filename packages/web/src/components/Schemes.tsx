/**
 * Archenemy (904): an archenemy's schemes as everyone sees them — the scheme deck face down (904.4: its
 * size only), the scheme set in motion last (904.9), and the schemes face up in the command zone: the
 * ongoing ones until abandoned (904.11, 701.33), a non-ongoing one until its ability has resolved (904.10).
 */
import type { ArchenemySummary } from "@roundtable/engine";

export function Schemes(props: { name: string; schemes: ArchenemySummary | null }) {
  const a = props.schemes;
  if (a === null) return null;
  return (
    <section className="schemes" aria-label={`${props.name}'s schemes`}>
      <span className="scheme-deck" title="the scheme deck, face down (904.4)">
        archenemy · schemes {a.schemeDeckCount}
      </span>
      {a.lastSetInMotion !== null && (
        <span className="scheme-last" title="the scheme set in motion last (904.9)">
          set in motion: {a.lastSetInMotion.name}
        </span>
      )}
      {a.faceUp.length > 0 && (
        <ul className="schemes-face-up" aria-label={`${props.name}'s face-up schemes`}>
          {a.faceUp.map((c) => (
            <li key={c.id} data-card={c.card}>
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
