import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";

// Messages sent from the public contact page; administrators read them.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    topic: text("topic").notNull().default("general"),
    message: text("message").notNull(),
    locale: text("locale").notNull().default("es"),
    ipAddress: text("ip_address"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);
