import { LocalCore } from "../src/tables/core.ts";
import { coreSuite } from "./support/coreSuite.ts";

coreSuite("LocalCore (in the server's thread)", () => new LocalCore());
