import { describe, expect, it } from "vitest";
import { originVerdict } from "./security";
import { carriesSessionCookie, sessionCookieName } from "../shared/session-cookies";

const ORIGIN = "https://rumbo.example.mx";
const cookie = "rumbo_lang=es; __Host-rumbo.session_token=abc.def";

describe("originVerdict (issue 16, finding 9)", () => {
  it("lets safe methods through whatever they carry", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(originVerdict(method, { origin: "https://evil.example", cookie }, ORIGIN)).toBe("ok");
  });
  it("accepts only PUBLIC_URL's origin on writes", () => {
    expect(originVerdict("POST", { origin: ORIGIN, cookie }, ORIGIN)).toBe("ok");
    expect(originVerdict("DELETE", { origin: "https://rumbo.example.mx.evil.example", cookie }, ORIGIN)).toBe("foreign_origin");
    expect(originVerdict("PATCH", { origin: "http://rumbo.example.mx", cookie }, ORIGIN)).toBe("foreign_origin");
    expect(originVerdict("PUT", { origin: "null", cookie }, ORIGIN)).toBe("foreign_origin");
    expect(originVerdict("POST", { origin: "https://evil.example" }, ORIGIN)).toBe("foreign_origin");
  });
  it("needs Sec-Fetch-Site: same-origin when a cookie write has no Origin", () => {
    expect(originVerdict("POST", { cookie }, ORIGIN)).toBe("cookie_write_without_origin");
    expect(originVerdict("POST", { cookie, "sec-fetch-site": "same-origin" }, ORIGIN)).toBe("ok");
    for (const site of ["same-site", "cross-site", "none"]) expect(originVerdict("POST", { cookie, "sec-fetch-site": site }, ORIGIN)).toBe("foreign_origin");
  });
  it("treats bearer requests and requests without credentials as no cookie writes", () => {
    expect(originVerdict("POST", { authorization: "Bearer rumbo_x", cookie }, ORIGIN)).toBe("ok");
    expect(originVerdict("POST", { cookie: "rumbo_lang=en" }, ORIGIN)).toBe("ok");
    expect(originVerdict("POST", {}, ORIGIN)).toBe("ok");
  });
});

describe("session cookie names", () => {
  it("uses the __Host- prefix under https only", () => {
    expect(sessionCookieName("https://rumbo.example.mx")).toBe("__Host-rumbo.session_token");
    expect(sessionCookieName("http://localhost:3000")).toBe("rumbo.session_token");
  });
  it("recognises a session cookie under any name, not an empty one", () => {
    expect(carriesSessionCookie(cookie)).toBe(true);
    expect(carriesSessionCookie("rumbo.session_token=a.b")).toBe(true);
    expect(carriesSessionCookie("rumbo.session_token=")).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });
});
