import { tableOf, usePath } from "../route.ts";
import { Lobby } from "./Lobby.tsx";
import { TablePage } from "./TablePage.tsx";

export function App() {
  const table = tableOf(usePath());
  return table === null ? <Lobby /> : <TablePage table={table} />;
}
