// One reader of a Cookie header ("a=1; b=2"), for the browser (document.cookie) and the server
// (request.headers.cookie) alike.

/** The decoded value of the cookie `name`, or undefined when the header does not carry it. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
