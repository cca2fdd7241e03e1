import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { belongsToUser } from "./accounts";

// Notices a user gets once in their life (the welcome): the row is the claim, so two tabs loading
// at once, a reload or clearing the list never bring one back (decision 0603).
export const notificationOnce = pgTable(
  "notification_once",
  {
    userId: belongsToUser(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
