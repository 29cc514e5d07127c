import { routeOf } from "../paths.ts";
import { usePath } from "../route.ts";
import { useServerWait } from "../serverWait.ts";
import { Lobby } from "./Lobby.tsx";
import { ReplayPage } from "./ReplayPage.tsx";
import { TablePage } from "./TablePage.tsx";

export function App() {
  return (
    <>
      <ServerWaitNotice />
      <Page />
    </>
  );
}

function Page() {
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

/** While a request waits for a table's process that isn't answering (api.ts), the page says so. */
export function ServerWaitNotice() {
  const waiting = useServerWait((s) => s.waiting);
  if (waiting === 0) return null;
  return (
    <p role="status" className="server-wait">
      The server process holding this table is not answering. Trying again — if it stopped, another process
      takes the table over in a few seconds…
    </p>
  );
}
