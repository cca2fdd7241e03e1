import { describe, expect, it } from "vitest";
import { splitAddresses } from "./send-report-dialog";

describe("typed report recipients", () => {
  it("splits on commas, semicolons, spaces and line breaks and drops empty pieces", () => {
    expect(splitAddresses(" ana@empresa.mx, luis@empresa.mx;\nmaria@empresa.mx  ,, ")).toEqual(["ana@empresa.mx", "luis@empresa.mx", "maria@empresa.mx"]);
    expect(splitAddresses("")).toEqual([]);
  });
});
