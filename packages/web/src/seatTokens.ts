/** The seat token of each table this browser joined, kept in localStorage so that a reload rejoins. */
const key = (table: string) => `roundtable:seat:${table}`;

export function savedToken(table: string): string | null {
  return localStorage.getItem(key(table));
}

export function saveToken(table: string, token: string): void {
  localStorage.setItem(key(table), token);
}
