import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

// The built app (dist/) on a fresh embedded database of its own, on a free local port. Without
// SMTP_URL the server logs each mail's link, which is how the recorder verifies its account.

export type RecordingServer = { baseUrl: string; waitForLink(email: string): Promise<string>; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    srv.on("error", reject);
  });
}

export async function startBuiltApp(): Promise<RecordingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rumbo-docs-media-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, RUMBO_DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "test" };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ["dist/server/main.js"], { env, stdio: ["ignore", "pipe", "inherit"] });
  const links: { to: string; link: string }[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line) as { to?: unknown; link?: unknown };
      if (typeof entry.to === "string" && typeof entry.link === "string") links.push({ to: entry.to.toLowerCase(), link: entry.link });
    } catch {
      // not a JSON log line
    }
  });
  // Three minutes: on a busy machine the first start (migrations on a fresh database) is slow.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the server did not start within three minutes");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async waitForLink(email) {
      const end = Date.now() + 15_000;
      for (;;) {
        const found = links.find((l) => l.to === email.toLowerCase());
        if (found) return found.link;
        if (Date.now() > end) throw new Error(`no mail for ${email}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
