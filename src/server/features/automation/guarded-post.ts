import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "../../../domain/automation/engine";

// A webhook POST that can only reach public addresses. The rule's target is checked when the rule
// runs (actions.ts, for a clear error), but a name can resolve to a public address for that check
// and to a private one a moment later, when fetch connects (DNS rebinding). Here the check is in
// the lookup the socket itself uses, so the address connected to is the address checked.

export class PrivateTargetError extends Error {
  readonly code = "EPRIVATETARGET";
  constructor(hostname: string) {
    super(`webhook_private_target: ${hostname}`);
  }
}

/** dns.lookup that answers only public addresses, and an error for a name with any private one. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    const answer = callback as unknown as (error: Error | null, address?: string | LookupAddress[], family?: number) => void;
    if (error) return answer(error);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) return answer(new PrivateTargetError(hostname));
    const [first] = addresses as [LookupAddress];
    if (options.all) return answer(null, addresses);
    return answer(null, first.address, first.family);
  });
};

export type WebhookResponse = { ok: boolean; status: number };
export type WebhookInit = { headers: Record<string, string>; body: string; signal: AbortSignal };

/** POSTs `body` to `url` through `publicOnlyLookup`; redirects are not followed. */
export function postToPublicAddress(url: URL, init: WebhookInit): Promise<WebhookResponse> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  // An address written as such is connected to without a lookup: it is checked here instead.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isPrivateAddress(host)) return Promise.reject(new PrivateTargetError(host));
  return new Promise((resolve, reject) => {
    const request = send(url, { method: "POST", headers: { ...init.headers, "content-length": Buffer.byteLength(init.body) }, lookup: publicOnlyLookup, signal: init.signal }, (response: IncomingMessage) => {
      response.resume();
      const status = response.statusCode ?? 0;
      response.on("end", () => resolve({ ok: status >= 200 && status < 300, status }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}
