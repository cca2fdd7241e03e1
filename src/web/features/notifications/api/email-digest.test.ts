import { describe, expect, it } from "vitest";
import { projectSuggestions } from "../../../../domain/notifications/smart-rules";
import { digestKindsOf, highPriorityKinds } from "./email-digest";

describe("digestKindsOf", () => {
  it("defaults to the high-priority kinds of the rules and mentions (mailed after an hour unread)", () => {
    const everyRule = projectSuggestions([{ id: "p", name: "P", pendingTasks: 9, overdueTasks: 2, allocatedHours: 99, availabilityHours: 100, upcomingMilestones: 1 }]);
    const high = [...new Set(everyRule.filter((s) => s.priority === "high").map((s) => s.kind))].sort();
    expect([...highPriorityKinds].sort()).toEqual(high);
    expect(digestKindsOf({})).toEqual([...highPriorityKinds, "mention"]);
    expect(digestKindsOf({ notificationEmails: {} })).toEqual([...highPriorityKinds, "mention"]);
  });
  it("keeps the chosen kinds, an empty choice included, and drops unknown ones", () => {
    expect(digestKindsOf({ notificationEmails: { kinds: ["milestone_warning", "nonsense"] } })).toEqual(["milestone_warning"]);
    expect(digestKindsOf({ notificationEmails: { kinds: [] } })).toEqual([]);
  });
});
