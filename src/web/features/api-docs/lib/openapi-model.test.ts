import { describe, expect, it } from "vitest";
import { constraints, countOperations, curlExample, groupOperations, objectOf, typeLabel, type OpenApiDocument } from "./openapi-model";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Rumbo API", version: "1" },
  paths: {
    "/api/v1/resources": {
      post: { tags: ["resources"], summary: "Create a resource" },
      get: { tags: ["resources"] },
    },
    "/api/v1/projects": { get: { tags: ["projects"], summary: "List the workspace's projects" } },
    "/api/health": { get: {} },
  },
  components: { schemas: { Thing: { type: "object", properties: { a: { type: "string" } } } } },
};

describe("openapi model", () => {
  it("groups operations by tag, GET before POST, and filters by every word of the search", () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(["other", "projects", "resources"]);
    expect(groups[2]?.operations.map((o) => o.method)).toEqual(["get", "post"]);
    expect(countOperations(groups)).toBe(4);
    const found = groupOperations(doc, "post resource");
    expect(countOperations(found)).toBe(1);
    expect(found[0]?.operations[0]?.operation.summary).toBe("Create a resource");
    expect(countOperations(groupOperations(doc, "nothing-like-this"))).toBe(0);
  });

  it("describes types and rules compactly", () => {
    expect(typeLabel({ anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string | null");
    expect(typeLabel({ type: "array", items: { type: "object", properties: {} } })).toBe("array of object");
    expect(typeLabel({ type: "string", enum: ["a", "b"] })).toBe("enum");
    expect(constraints({ type: "string", minLength: 1, maxLength: 200 })).toEqual(["1–200 chars"]);
    expect(constraints({ anyOf: [{ type: "string", format: "email", maxLength: 255 }, { type: "null" }] })).toEqual(["email", "≤ 255 chars"]);
    expect(constraints({ type: "number", minimum: 0, maximum: 10 })).toEqual(["≥ 0", "≤ 10"]);
    expect(constraints({ enum: ["csv", "xlsx"] })).toEqual(["one of: csv, xlsx"]);
  });

  it("finds the object to list through references, nullable wrappers and arrays", () => {
    expect(objectOf({ $ref: "#/components/schemas/Thing" }, doc)?.properties?.a).toEqual({ type: "string" });
    expect(objectOf({ anyOf: [{ type: "object", properties: { b: {} } }, { type: "null" }] }, doc)?.properties).toHaveProperty("b");
    expect(objectOf({ type: "array", items: { type: "object", properties: { c: {} } } }, doc)?.properties).toHaveProperty("c");
    expect(objectOf({ type: "string" }, doc)).toBeNull();
  });

  it("shows a curl call with a bearer token", () => {
    expect(curlExample("https://rumbo.mx")).toContain('-H "Authorization: Bearer $RUMBO_TOKEN"');
    expect(curlExample("https://rumbo.mx")).toContain('"https://rumbo.mx/api/v1/projects"');
  });
});
