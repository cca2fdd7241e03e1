import { z } from "zod";
import { dateOnly, money, optionalText } from "../projects/schemas";

// A project's cost entry, as the server validates it and the web's form checks it (amount in
// pesos with at most two decimals; stored as integer cents).

export const costCategories = ["labour", "services", "software", "hardware", "travel", "other"] as const;

export const costSchema = z
  .object({
    date: dateOnly,
    category: z.enum(costCategories, { error: "validation.invalid_value" }).default("other"),
    description: optionalText(500).default(""),
    amount: money,
  })
  .strict();
export type CostInput = z.output<typeof costSchema>;
