import { timestamp, uuid } from "drizzle-orm/pg-core";

// Every table records when a row was made and last changed, with the time zone kept.
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// Rumbo's own tables (not Better Auth's, whose ids are text) key their rows by a random UUID.
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();
