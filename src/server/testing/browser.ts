import type { App } from "../app";
import { linkIn, type TestSmtp } from "./smtp";

// A browser for integration tests: keeps its cookies, sends the Origin of PUBLIC_URL on writes
// (as a same-origin page would) and speaks one language.

export const TEST_ORIGIN = "http://localhost:3000";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    public lang: "es" | "en" = "es",
    public ip = "127.0.0.1",
    public origin = TEST_ORIGIN,
  ) {}

  cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const cookie = this.cookieHeader();
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        "accept-language": this.lang,
        ...(method === "GET" ? {} : { origin: this.origin }),
        ...(payload !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
    const setCookie = res.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", url, payload, headers);
  }
  patch(url: string, payload: unknown) {
    return this.request("PATCH", url, payload);
  }
  delete(url: string) {
    return this.request("DELETE", url);
  }

  /** Opens a link from a mail as the browser would (GET of its path and query). */
  follow(link: string) {
    const url = new URL(link);
    return this.get(`${url.pathname}${url.search}`);
  }
}

let registered = 0;

/** Registers, opens the verification link of the mail, signs in. Returns the signed-in browser. */
export async function registerVerifiedUser(
  app: App,
  smtp: TestSmtp,
  email: string,
  password: string,
  options: { name?: string; lang?: "es" | "en"; origin?: string } = {},
) {
  // Each test user comes from its own loopback address, as real users would, so that the
  // per-address limits of a test file are not what a test measures.
  registered += 1;
  const browser = new TestBrowser(app, options.lang ?? "es", `127.0.${(registered >> 8) & 255}.${(registered & 255) + 1}`, options.origin);
  const signUp = await browser.post("/api/auth/sign-up/email", { email, password, name: options.name ?? "" });
  if (signUp.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = await smtp.waitFor(email, (m) => m.text.includes("/api/auth/verify-email"));
  const verified = await browser.follow(linkIn(mail));
  if (verified.statusCode !== 302) throw new Error(`verification of ${email} failed: ${verified.statusCode} ${verified.body}`);
  const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.statusCode} ${signIn.body}`);
  return browser;
}
