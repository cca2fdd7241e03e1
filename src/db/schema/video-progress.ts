import { doublePrecision, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser } from "./accounts";

// Video courses (decision 1103): where each person is in each clip, the furthest point reached
// and when watching completed the clip's lesson. Personal, like course_progress.
export const videoProgress = pgTable(
  "video_progress",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    courseId: text("course_id").notNull(),
    clipId: text("clip_id").notNull(),
    positionSeconds: doublePrecision("position_seconds").notNull().default(0),
    furthestSeconds: doublePrecision("furthest_seconds").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("video_progress_user_clip_idx").on(t.userId, t.courseId, t.clipId)],
);
