import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";

// The assistant's conversations (decision 0907): kept per user and workspace, seen only by their
// owner, deletable one by one or all at once. Each turn keeps the question, the answer as it was
// given (its citations included) and the user's rating of it (+1 helpful, -1 not, with a reason).

export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("assistant_conversations_owner_idx").on(t.workspaceId, t.userId, t.updatedAt)],
);

export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: uuidPrimaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** The answer as shown (contract's answerSchema). */
    answer: jsonb("answer").notNull(),
    intent: text("intent"),
    /** 1 helpful, -1 not helpful, null not rated. */
    rating: smallint("rating"),
    ratingReason: text("rating_reason"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_turns_conversation_idx").on(t.conversationId, t.createdAt)],
);
