import { describe, expect, it } from "vitest";
import { databaseRefusal, findInputProblem } from "./errors";

// What reaches the database past the schemas is still the client's mistake, answered 4xx.
describe("database refusals", () => {
  const wrapped = (cause: object) => Object.assign(new Error("Failed query: insert …"), { cause });

  it("names the field of an id that points at nothing, under Drizzle's wrapper", () => {
    const fk = wrapped({ code: "23503", detail: 'Key (assignee_resource_id)=(7c0e…) is not present in table "resources".' });
    expect(databaseRefusal(fk)).toEqual({ status: 400, code: "validation_failed", key: "errors.validation_failed", fields: { assigneeResourceId: "validation.not_found_reference" } });
  });

  it("answers a delete of what others still point at as a conflict, and out-of-range data as 400", () => {
    expect(databaseRefusal(wrapped({ code: "23503", detail: 'Key (id)=(1) is still referenced from table "tasks".' }))?.status).toBe(409);
    expect(databaseRefusal(wrapped({ code: "23505" }))?.status).toBe(409);
    expect(databaseRefusal(wrapped({ code: "22008" }))).toMatchObject({ status: 400, fields: { _: "validation.out_of_range" } });
    expect(databaseRefusal(wrapped({ code: "22021" }))?.status).toBe(400);
  });

  it("leaves other failures to the 500 path", () => {
    expect(databaseRefusal(wrapped({ code: "57P01" }))).toBeUndefined();
    expect(databaseRefusal(new Error("boom"))).toBeUndefined();
  });
});

describe("input no schema should see", () => {
  it("finds a NUL in a value or a key, and nesting past the limit, iteratively", () => {
    expect(findInputProblem({ a: { b: ["x", "y\u0000"] } })).toEqual({ field: "a.b.1", key: "validation.nul_character" });
    expect(findInputProblem({ ["k\u0000"]: 1 })).toEqual({ field: "k\u0000", key: "validation.nul_character" });
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem({ p: deep })?.key).toBe("validation.too_deep");
    expect(findInputProblem({ a: [1, { b: "ok" }], n: null })).toBeUndefined();
  });
});
