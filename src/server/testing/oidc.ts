import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider on loopback for integration tests (the `oidc-provider` package,
// with its development login and consent pages), plus a tiny cookie-keeping client that walks
// through those pages as a browser would.

export type TestOidc = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

export async function startTestOidc(redirectUri: string): Promise<TestOidc> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "rumbo",
        client_secret: "rumbo-oidc-secret",
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-oidc-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${id}@oidc.example.mx`, email_verified: true, name: `Persona ${id}` };
        },
      };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId: "rumbo",
    clientSecret: "rumbo-oidc-secret",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's pages from the authorization URL: signs in as `login`, consents, and
 * returns the URL the provider sends the browser back to (our callback with code and state).
 */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: "manual", headers: { cookie: cookie() } });
    remember(res);
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next; // back to the app
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${res.status} ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === "login" ? { login, password: "any" } : {}) });
    const posted = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    remember(posted);
    const after = posted.headers.get("location");
    if (!after) throw new Error(`the provider did not redirect after ${prompt}: ${posted.status}`);
    url = new URL(after, url).toString();
  }
  throw new Error("too many steps at the provider");
}
