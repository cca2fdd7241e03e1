import { z } from "zod";
import { MAX_YEAR, dateOnly, optionalText, text } from "../projects/schemas";
import { sprintGenerationLimits, sprintStatuses } from "./sprints";

// Sprint forms and routes share these. Limits of the generation dialog: 1 to 52 sprints of
// 1 to 90 days.

const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.startDate <= v.endDate;

export const createSprintSchema = z
  .object({
    name: text(120),
    goal: optionalText(2000).default(""),
    startDate: dateOnly,
    endDate: dateOnly,
    /** Create even though it overlaps another sprint of the project (the user confirmed). */
    confirmOverlap: z.boolean().default(false),
  })
  .strict()
  .refine(endNotBeforeStart, { path: ["endDate"], message: "validation.end_before_start" });
export type CreateSprintInput = z.input<typeof createSprintSchema>;

export const updateSprintSchema = z
  .object({
    name: text(120),
    goal: optionalText(2000),
    startDate: dateOnly,
    endDate: dateOnly,
    status: z.enum(sprintStatuses, { error: "validation.invalid_value" }),
    confirmOverlap: z.boolean(),
  })
  .partial()
  .strict()
  .refine(endNotBeforeStart, { path: ["endDate"], message: "validation.end_before_start" });

export const generateSprintsSchema = z
  .object({
    startDate: dateOnly,
    count: z
      .number({ error: "validation.invalid_type" })
      .int("validation.not_integer")
      .min(sprintGenerationLimits.count.min, "validation.too_small_number")
      .max(sprintGenerationLimits.count.max, "validation.too_big_number"),
    durationDays: z
      .number({ error: "validation.invalid_type" })
      .int("validation.not_integer")
      .min(sprintGenerationLimits.durationDays.min, "validation.too_small_number")
      .max(sprintGenerationLimits.durationDays.max, "validation.too_big_number"),
    namePrefix: optionalText(sprintGenerationLimits.namePrefixMaxLength).optional(),
    confirmOverlap: z.boolean().default(false),
  })
  .strict()
  // The last sprint must still end in a four-digit year (dateOnly's range).
  .refine((v) => Date.parse(`${v.startDate}T00:00:00Z`) + (v.count * v.durationDays - 1) * 86_400_000 <= Date.parse(`${MAX_YEAR}-12-31T00:00:00Z`), {
    path: ["startDate"],
    message: "validation.out_of_range",
  });
