import { bigint, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { projects } from "./projects";
import { users } from "./accounts";

// Actual costs of a project (the AC of earned value), in integer cents.
export const costEntries = pgTable(
  "cost_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    category: text("category").notNull().default("other"),
    description: text("description").notNull().default(""),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("MXN"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cost_entries_project_date_idx").on(t.projectId, t.date)],
);
