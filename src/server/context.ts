import type { Database } from "../db/client";
import type { Config } from "./config";

// What every feature needs from the running server, passed down explicitly.
export type AppContext = {
  config: Config;
  database: Database;
  version: string;
  authSecret: string;
};
