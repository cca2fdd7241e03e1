import { getNonce, setNonce } from "get-nonce";

// The strict Content-Security-Policy allows no inline <style> element, but Radix's scroll lock
// (react-remove-scroll, through get-nonce) and its select viewport insert one. The server gives
// every page a fresh nonce in <meta name="csp-nonce"> and lists it in the policy's style-src;
// handing it to get-nonce lets exactly those elements through, and nothing injected by anyone else.

export function applyCspNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}

/** The page's style nonce, for components that render their own <style> (Radix's select viewport). */
export function cspNonce(): string | undefined {
  return getNonce();
}
