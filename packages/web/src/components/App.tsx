import { routeOf } from "../paths.ts";
import { usePath } from "../route.ts";
import { Lobby } from "./Lobby.tsx";
import { ReplayPage } from "./ReplayPage.tsx";
import { TablePage } from "./TablePage.tsx";

export function App() {
  const route = routeOf(usePath());
  switch (route.page) {
    case "lobby":
      return <Lobby />;
    case "table":
      return <TablePage key={`${route.id}:${route.judge}`} table={route.id} judge={route.judge} />;
    case "replay":
      return <ReplayPage game={route.id} step={route.step} as={route.as} />;
  }
}
