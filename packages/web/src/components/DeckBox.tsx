/**
 * A deck list box: the player pastes a list (MTGO, Arena, Moxfield text) and sees, as they type, whether it
 * may be played in the table's variant, named by its title ("Legal in Free-for-All") — each line's problem
 * with its did-you-mean, then the deck's (`POST /api/decks/check`, asked a moment after the typing stops).
 * The player's saved lists are beside it.
 */
import { variantTitle } from "@roundtable/protocol";
import { useEffect, useState } from "react";
import { api, type DeckCheckResult } from "../api.ts";
import { SavedDecks } from "./SavedDecks.tsx";

/** How long after the last keystroke the list is checked. */
export const CHECK_DELAY_MS = 400;

export function DeckBox(props: {
  label: string;
  variant: string;
  value: string;
  onChange: (list: string) => void;
}) {
  const { label, variant, value, onChange } = props;
  const [check, setCheck] = useState<DeckCheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (value.trim() === "") {
      setCheck(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.checkDeck(value, variant).then(
        (r) => {
          if (!current) return;
          setCheck(r);
          setError(null);
        },
        (e: Error) => current && setError(e.message),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, variant]);
  const lines =
    check === null ? [] : [...check.issues.map((i) => i.message), ...check.problems.map((p) => p.message)];
  return (
    <div className="deck-box">
      <textarea
        aria-label={label}
        rows={8}
        cols={40}
        value={value}
        placeholder={"4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Shock"}
        onChange={(e) => onChange(e.target.value)}
      />
      <SavedDecks label={label} list={value} onLoad={onChange} />
      {check?.ok === true && (
        <p className="deck-ok" role="status">
          Legal in {variantTitle(variant)}: {check.cards} cards
          {check.sideboard > 0 ? `, sideboard ${check.sideboard}` : ""}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="deck-problems" aria-label={`Problems of ${label}`}>
          {lines.map((l) => (
            <li key={l} className="error">
              {l}
            </li>
          ))}
        </ul>
      )}
      {error !== null && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
