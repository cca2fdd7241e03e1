import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others, spaces or not", () => {
    expect(readCookie("a=1; rumbo_lang=en; b=2", "rumbo_lang")).toBe("en");
    expect(readCookie("rumbo_lang=es;b=2", "rumbo_lang")).toBe("es");
  });

  it("decodes the value and keeps any '=' inside it", () => {
    expect(readCookie("token=abc%3D%3D.sig=x", "token")).toBe("abc==.sig=x");
  });

  it("matches whole names only, and says nothing for a missing cookie or header", () => {
    expect(readCookie("my_rumbo_lang=en", "rumbo_lang")).toBeUndefined();
    expect(readCookie("a=1", "rumbo_lang")).toBeUndefined();
    expect(readCookie("", "rumbo_lang")).toBeUndefined();
    expect(readCookie(undefined, "rumbo_lang")).toBeUndefined();
  });
});
