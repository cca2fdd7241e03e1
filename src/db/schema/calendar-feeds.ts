import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToUser } from "./accounts";

// A personal iCalendar feed: a secret URL that calendar apps poll. Only the token's hash is kept;
// revoking (or making a new one) makes the old URL answer 404.
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    tokenHash: text("token_hash").notNull().unique(),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("calendar_feeds_user_idx").on(t.userId)],
);
