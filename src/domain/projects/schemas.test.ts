import { describe, expect, it } from "vitest";
import { createProjectSchema, createTaskSchema, dateOnly, money, stakeholderSchema, updateProjectSchema } from "./schemas";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("createProjectSchema", () => {
  it("applies the specification's defaults and normalises the classified fields", () => {
    const out = createProjectSchema.parse({ name: "  ERP 2027 ", status: "Planificado", priority: "Crítica" });
    expect(out).toMatchObject({
      name: "ERP 2027",
      description: "",
      status: "En progreso",
      priority: "Alta",
      phase: "Planificación",
      budget: 0,
      benefit: 0,
      currency: "MXN",
      dueDate: null,
    });
  });

  it("refuses unknown fields, empty names, script and impossible dates, field by field", () => {
    const result = createProjectSchema.safeParse({
      name: " ",
      description: "<script>alert(1)</script>",
      dueDate: "2026-02-30",
      ownerId: "someone-else",
    });
    expect(result.success).toBe(false);
    const m = messages(result);
    expect(m.name).toBe("validation.required");
    expect(m.description).toBe("validation.dangerous_content");
    expect(m.dueDate).toBe("validation.invalid_date");
    expect(result.error?.issues.some((i) => i.code === "unrecognized_keys")).toBe(true);
  });

  it("refuses a due date before the start date", () => {
    const m = messages(createProjectSchema.safeParse({ name: "A", startDate: "2026-05-02", dueDate: "2026-05-01" }));
    expect(m.dueDate).toBe("validation.due_before_start");
  });

  it("bounds the name length", () => {
    const m = messages(createProjectSchema.safeParse({ name: "x".repeat(201) }));
    expect(m.name).toBe("validation.too_long");
  });
});

describe("updateProjectSchema", () => {
  it("accepts a partial update and leaves absent fields absent", () => {
    const out = updateProjectSchema.parse({ progress: 40 });
    expect(out).toEqual({ progress: 40 });
  });

  it("refuses a progress outside 0..100 or not whole", () => {
    expect(messages(updateProjectSchema.safeParse({ progress: 101 })).progress).toBe("validation.too_big_number");
    expect(messages(updateProjectSchema.safeParse({ progress: 1.5 })).progress).toBe("validation.not_integer");
  });
});

describe("money and dates", () => {
  it("accepts pesos with centavos and refuses fractions of a centavo or negatives", () => {
    expect(money.safeParse(1234.56).success).toBe(true);
    expect(money.safeParse(0.001).success).toBe(false);
    expect(money.safeParse(-1).success).toBe(false);
    expect(money.safeParse("100").success).toBe(false);
  });

  it("accepts leap days only in leap years", () => {
    expect(dateOnly.safeParse("2028-02-29").success).toBe(true);
    expect(dateOnly.safeParse("2027-02-29").success).toBe(false);
    expect(dateOnly.safeParse("29/02/2028").success).toBe(false);
  });
});

describe("tasks and stakeholders", () => {
  it("defaults a task to Pendiente and normalises free spellings", () => {
    expect(createTaskSchema.parse({ title: "Diseño" }).status).toBe("Pendiente");
    expect(createTaskSchema.parse({ title: "Diseño", status: "done" }).status).toBe("Completada");
  });

  it("refuses an end before the start and a bad dependency id", () => {
    const m = messages(createTaskSchema.safeParse({ title: "A", startDate: "2026-01-10", endDate: "2026-01-09", dependsOn: ["x"] }));
    expect(m.endDate).toBe("validation.end_before_start");
    expect(m["dependsOn.0"]).toBe("validation.invalid_value");
  });

  it("checks a stakeholder's e-mail and the 1..5 grid", () => {
    const m = messages(stakeholderSchema.safeParse({ name: "Ana", email: "no-es-correo", influence: 6 }));
    expect(m.email).toBe("validation.invalid_email");
    expect(m.influence).toBe("validation.too_big_number");
  });
});

describe("board WIP limits", () => {
  it("accepts limits for some columns only and refuses unknown columns or negative limits", () => {
    expect(updateProjectSchema.parse({ boardWipLimits: { "En progreso": 3 } })).toEqual({ boardWipLimits: { "En progreso": 3 } });
    expect(updateProjectSchema.safeParse({ boardWipLimits: { Revisión: 3 } }).success).toBe(false);
    expect(updateProjectSchema.safeParse({ boardWipLimits: { Pendiente: -1 } }).success).toBe(false);
  });
});
