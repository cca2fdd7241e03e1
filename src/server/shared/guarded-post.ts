import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "../../domain/automation/engine";

// A webhook POST that can only reach public addresses, used by the rules' 'call a webhook' action
// and by the workspace's outgoing webhooks (decisions 0801, 0806). A target is checked where the
// socket connects: a name can resolve to a public address for an earlier check and to a private one
// a moment later (DNS rebinding), so the check lives in the lookup the socket itself uses and the
// address connected to is the address checked. Redirects are never followed.
//
// Tests need a receiver on this machine: `allowLoopback` (set only when NODE_ENV is "test", see
// app.ts) lets loopback addresses (127.0.0.0/8, ::1) through and nothing else; private networks,
// link-local and cloud metadata addresses stay refused whatever the options.

export class PrivateTargetError extends Error {
  readonly code = "EPRIVATETARGET";
  constructor(hostname: string) {
    super(`webhook_private_target: ${hostname}`);
  }
}

export type GuardOptions = { allowLoopback?: boolean };

const isLoopback = (ip: string) => {
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return /^127\.\d+\.\d+\.\d+$/.test(v4) || ip === "::1";
};

/** Whether the guard refuses this address under these options. */
export const refusedAddress = (ip: string, options: GuardOptions = {}) => isPrivateAddress(ip) && !(options.allowLoopback && isLoopback(ip));

/** dns.lookup that answers only allowed addresses, and an error for a name with any refused one. */
export function guardedLookup(options: GuardOptions = {}): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      const answer = callback as unknown as (error: Error | null, address?: string | LookupAddress[], family?: number) => void;
      if (error) return answer(error);
      if (!addresses.length || addresses.some((a) => refusedAddress(a.address, options))) return answer(new PrivateTargetError(hostname));
      const [first] = addresses as [LookupAddress];
      if (lookupOptions.all) return answer(null, addresses);
      return answer(null, first.address, first.family);
    });
  };
}

/** The production lookup: public addresses only. */
export const publicOnlyLookup: LookupFunction = guardedLookup();

export type WebhookResponse = { ok: boolean; status: number; body: string };
export type WebhookInit = { headers: Record<string, string>; body: string; signal: AbortSignal };

const RESPONSE_KEPT = 1024;

/** POSTs `body` to `url` through the guarded lookup; redirects are not followed. Keeps the first KB of the answer. */
export function postToPublicAddress(url: URL, init: WebhookInit, options: GuardOptions = {}): Promise<WebhookResponse> {
  if (url.protocol !== "https:" && url.protocol !== "http:") return Promise.reject(new Error("webhook_bad_protocol"));
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  // An address written as such is connected to without a lookup: it is checked here instead.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && refusedAddress(host, options)) return Promise.reject(new PrivateTargetError(host));
  const lookup = options.allowLoopback ? guardedLookup(options) : publicOnlyLookup;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: "POST", headers: { ...init.headers, "content-length": Buffer.byteLength(init.body) }, lookup, signal: init.signal }, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      let kept = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (kept.length < RESPONSE_KEPT) kept += chunk.slice(0, RESPONSE_KEPT - kept.length);
      });
      response.on("end", () => resolve({ ok: status >= 200 && status < 300, status, body: kept }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}
