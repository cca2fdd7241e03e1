import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { launchBrowser } from "./browser";

// A built server of the planning spec's own, started with its log readable: without SMTP_URL the
// server writes each mail to the outbox and logs its link, which is how a spec verifies the
// accounts it registers (until the accounts helpers offer a shared sign-in). Sessions then come
// from the real Better Auth sign-in, as a user's would.

export type LoggingServer = {
  baseUrl: string;
  /** The next verification link mailed to `email`. */
  waitForLink(email: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    srv.on("error", reject);
  });
}

/** `env` adds to (or overrides) the server's environment, e.g. an OpenID provider's OIDC_* settings. */
export async function startLoggingServer(env: NodeJS.ProcessEnv = {}): Promise<LoggingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rumbo-e2e-planning-"));
  // Migrated once by the global set-up: this start skips creating the database (decision 1760).
  cpSync(inject("dataDirTemplate"), dataDir, { recursive: true });
  // A caller that must know the address first (an OpenID provider's redirect URI) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, RUMBO_DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "test", TEST_SCRYPT_LN: "12" };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.SMTP_URL;
  Object.assign(serverEnv, env);
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], { env: serverEnv, stdio: ["ignore", "pipe", "inherit"] });
  const links: { to: string; link: string }[] = [];
  const waiters = new Set<() => void>();
  if (child.stdout) {
    createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { to?: unknown; link?: unknown };
        if (typeof entry.to === "string" && typeof entry.link === "string") {
          links.push({ to: entry.to.toLowerCase(), link: entry.link });
          for (const wake of waiters) wake();
        }
      } catch {
        // not a log line of ours
      }
    });
  }
  const deadline = Date.now() + 150_000; // a cold start on a loaded machine has taken 75 s
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async waitForLink(email, timeoutMs = 15_000) {
      const wanted = email.toLowerCase();
      const end = Date.now() + timeoutMs;
      for (;;) {
        const index = links.findIndex((l) => l.to === wanted);
        if (index !== -1) return links.splice(index, 1)[0]?.link ?? "";
        if (Date.now() > end) throw new Error(`no mail for ${email}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const e2ePassword = "Rumbo-e2e-2026!";

/** Registers `email`, follows its verification link and signs the context in (cookie set). */
export async function signUpAndSignIn(server: LoggingServer, context: BrowserContext, email: string, name = "Planificadora"): Promise<void> {
  const headers = { origin: server.baseUrl };
  const signUp = await context.request.post(`${server.baseUrl}/api/auth/sign-up/email`, { data: { email, password: e2ePassword, name }, headers });
  if (!signUp.ok()) throw new Error(`sign-up ${signUp.status()}: ${await signUp.text()}`);
  const link = await server.waitForLink(email);
  await context.request.get(link, { maxRedirects: 0 });
  await signIn(server, context, email);
}

/** Registers through the API and opens the mailed link: a verified account, signed out. */
export async function registerVerified(server: LoggingServer, email: string, name: string): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ email, password: e2ePassword, name }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  await fetch(await server.waitForLink(email), { redirect: "manual" });
}

/**
 * The page's uncaught errors and console errors, gathered as they happen. Failed loads are left to
 * the spec (an API may rightly answer 401); `isHarmless` passes over console messages a spec accepts.
 */
export function collectPageErrors(page: Page, isHarmless: (text: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource") && !isHarmless(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export type SignedInApp = { server: LoggingServer; browser: Browser; context: BrowserContext };

/** A server of the spec's own, Chromium, and a desktop Spanish (Mexico) context signed in as a new verified account. */
export async function startSignedInApp(email: string, name?: string, contextOptions: BrowserContextOptions = {}): Promise<SignedInApp> {
  const server = await startLoggingServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: "es-MX", timezoneId: "America/Mexico_City", ...contextOptions });
    await signUpAndSignIn(server, context, email, name);
    return { server, browser, context };
  } catch (error) {
    await browser.close();
    await server.stop();
    throw error;
  }
}

export async function signIn(server: LoggingServer, context: BrowserContext, email: string): Promise<void> {
  const res = await context.request.post(`${server.baseUrl}/api/auth/sign-in/email`, { data: { email, password: e2ePassword }, headers: { origin: server.baseUrl } });
  if (!res.ok()) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
}
