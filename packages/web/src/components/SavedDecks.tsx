/** The player's saved deck lists beside a deck box: load one into it, or save the box's list under a name. */
import { useEffect, useState } from "react";
import { api, type SavedDeck } from "../api.ts";
import { playerKey } from "../playerKey.ts";

export function SavedDecks(props: { label: string; list: string; onLoad: (list: string) => void }) {
  const [saved, setSaved] = useState<SavedDeck[]>([]);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    playerKey()
      .then(api.savedDecks)
      .then(setSaved, (e: Error) => setError(e.message));
  }, []);
  const save = async () => {
    try {
      const key = await playerKey();
      await api.saveDeck(key, name.trim(), props.list);
      setSaved(await api.savedDecks(key));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="saved-decks">
      <label>
        Saved decks{" "}
        <select
          aria-label={`Saved decks for ${props.label}`}
          value=""
          onChange={(e) => {
            const deck = saved.find((d) => d.name === e.target.value);
            if (deck !== undefined) props.onLoad(deck.list);
          }}
        >
          <option value="">load…</option>
          {saved.map((d) => (
            <option key={d.name} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </label>{" "}
      <input
        aria-label={`Name to save ${props.label} as`}
        placeholder="deck name"
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="button" disabled={name.trim() === "" || props.list.trim() === ""} onClick={save}>
        Save
      </button>
      {error !== null && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </div>
  );
}
