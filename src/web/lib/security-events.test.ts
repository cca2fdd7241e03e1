import { describe, expect, it } from "vitest";
import enAccount from "../i18n/en/account.json";
import esAccount from "../i18n/es/account.json";
import { actionKey, describeUserAgent, knownActions } from "./security-events";

describe("security log names", () => {
  it("names the browser and the system of a user agent", () => {
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36")).toEqual({ browser: "Chrome", os: "Linux" });
    expect(describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toEqual({ browser: "Safari", os: "iOS" });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });

  it("has a Spanish and an English label for every audit action of docs/api/accounts.md", () => {
    for (const action of knownActions) {
      const key = actionKey(action)?.split(".")[1] ?? "";
      expect(esAccount.events[key as keyof typeof esAccount.events], action).toBeTruthy();
      expect(enAccount.events[key as keyof typeof enAccount.events], action).toBeTruthy();
    }
    expect(actionKey("something.else")).toBeNull();
  });
});
