import { describe, expect, it } from "vitest";
import { jiraAccountNames } from "./jira-people";

describe("Jira Cloud account ids named by the same file (decision 1233)", () => {
  it("pairs each person column with its id column, repeats by position, in English or Spanish headers", () => {
    const columns = ["Issue id", "Parent", "Parent id", "Assignee", "Assignee Id", "Watchers", "Watchers Id", "Watchers (2)", "Watchers Id (2)", "Informador", "Id. de informador"];
    const rows = [{ "Issue id": "10012", Parent: "TES-1", "Parent id": "10001", Assignee: "Ana López", "Assignee Id": "712020:a", Watchers: "Beto", "Watchers Id": "5b10", "Watchers (2)": "Vic", "Watchers Id (2)": "712020:v", Informador: "Eve", "Id. de informador": "712020:e" }];
    expect(Object.fromEntries(jiraAccountNames(columns, rows))).toEqual({ "712020:a": "Ana López", "5b10": "Beto", "712020:v": "Vic", "712020:e": "Eve" });
    expect(jiraAccountNames(["Assignee", "Reporter"], [{ Assignee: "x", Reporter: "y" }]).size).toBe(0);
  });
});
