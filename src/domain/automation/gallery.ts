import type { RuleInput } from "./contract";

// Ready rules to start from (/automation, 'Galería'); names and messages come from the web
// catalogue (automation.gallery.<key>) in the reader's language, so the gallery is the same in both.

export type GalleryEntry = { key: string; build(texts: { name: string; message: string }): RuleInput };

export const gallery: GalleryEntry[] = [
  {
    key: "overdueNotify",
    build: ({ name, message }) => ({
      name,
      trigger: { type: "task.overdue" },
      conditions: [],
      actions: [
        { type: "notify", to: "assignee", message, email: true },
        { type: "notify", to: "project_owner", message, email: true },
      ],
    }),
  },
  {
    key: "forecastLate",
    build: ({ name, message }) => ({
      name,
      trigger: { type: "project.forecast_late" },
      conditions: [],
      actions: [
        { type: "set_project_fields", priority: "Alta" },
        { type: "notify", to: "project_owner", message, email: true },
      ],
    }),
  },
  {
    key: "weeklyReport",
    build: ({ name }) => ({
      name,
      trigger: { type: "schedule", cron: "0 8 * * 1" },
      conditions: [],
      actions: [{ type: "send_report", to: "admins" }],
    }),
  },
  {
    key: "completedHighPriority",
    build: ({ name, message }) => ({
      name,
      trigger: { type: "task.completed" },
      conditions: [{ field: "task.priority", op: "eq", value: "Alta" }],
      actions: [{ type: "notify", to: "project_owner", message, email: false }],
    }),
  },
  {
    key: "riskHigh",
    build: ({ name, message }) => ({
      name,
      trigger: { type: "project.risk", threshold: 70 },
      conditions: [],
      actions: [{ type: "notify", to: "admins", message, email: true }],
    }),
  },
];
