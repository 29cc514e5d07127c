/** What a request checker reports: each problem with the path of its field (check.ts, pastedDeck.ts). */

/** A problem of a request: the path of its field, and the message, which names the field. */
export interface Problem {
  path: (string | number)[];
  message: string;
  /** For a pasted deck list: the line in question (none for the whole deck), the problem's code, did-you-mean. */
  deck?: DeckRef;
}

/** Where in a pasted deck list a problem is, and what it is (packages/cards DeckIssue, DeckProblem). */
export interface DeckRef {
  line?: number;
  column?: number;
  code: string;
  suggestions: string[];
  /** For "unsupported-card": the real card the engine does not support yet. */
  card?: string;
}
