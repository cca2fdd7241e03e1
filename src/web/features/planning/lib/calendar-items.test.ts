import { describe, expect, it } from "vitest";
import { calendarItemsByDay } from "./calendar-items";

describe("calendarItemsByDay", () => {
  it("puts due tasks, milestones and each day of a running sprint on their days", () => {
    const days = calendarItemsByDay(
      {
        tasks: [{ id: "t", title: "Diseño", endDate: "2028-02-29", status: "Pendiente", projectId: "p" }],
        milestones: [{ id: "m", name: "Entrega", dueDate: "2028-03-01", completed: false, projectId: "p" }],
        sprints: [
          { id: "s", name: "Sprint 1", startDate: "2028-02-27", endDate: "2028-03-02", status: "planned", projectId: "p" },
          { id: "c", name: "Cancelado", startDate: "2028-02-27", endDate: "2028-03-02", status: "cancelled", projectId: "p" },
        ],
      },
      "2028-02-28",
      "2028-03-01",
    );
    expect([...days.keys()].sort()).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(days.get("2028-02-29")?.map((i) => i.kind)).toEqual(["sprint", "task"]);
    expect(days.get("2028-03-01")?.map((i) => i.kind)).toEqual(["sprint", "milestone"]);
  });
});
