// Makes an existing account administrator of the installation (or takes the role with --revoke):
//   npm run admin:grant -- ana@example.mx
// Same configuration and database as the server (DATABASE_URL, or the embedded RUMBO_DATA_DIR,
// which must not be in use by a running server).
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { openDatabase, type Db } from "../src/db/client";
import { DataDirLockedError } from "../src/db/data-dir-lock";
import { users } from "../src/db/schema/accounts";
import { recordAudit } from "../src/server/audit";
import { ConfigError, parseConfig } from "../src/server/config";

export type GrantResult = { status: "granted" | "revoked" | "unchanged"; userId: string } | { status: "not_found" };

export async function setInstallationAdmin(db: Db, email: string, admin = true): Promise<GrantResult> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalized)).limit(1);
  if (!user) return { status: "not_found" };
  const role = admin ? "admin" : "user";
  if (user.role === role) return { status: "unchanged", userId: user.id };
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  await recordAudit(db, { action: "admin.role_changed", target: user.id, metadata: { email: normalized, from: user.role, to: role, via: "admin:grant" } });
  return { status: admin ? "granted" : "revoked", userId: user.id };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const revoke = args.includes("--revoke");
  const email = args.find((a) => !a.startsWith("--"));
  if (!email) {
    console.error("Usage: npm run admin:grant -- EMAIL [--revoke]");
    return 64;
  }
  const config = parseConfig(process.env);
  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgresql", url: config.databaseUrl, maxConnections: 1 })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await setInstallationAdmin(database.db, email, !revoke);
    if (result.status === "not_found") {
      console.error(`No account with the e-mail ${email.trim().toLowerCase()}. Sign up first, then run this again.`);
      return 1;
    }
    const messages = { granted: "is now an administrator", revoked: "is no longer an administrator", unchanged: revoke ? "was not an administrator" : "was already an administrator" };
    console.log(`${email.trim().toLowerCase()} ${messages[result.status]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
