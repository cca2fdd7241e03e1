import { z } from "zod";

// What GET /api/v1/dashboard answers: the signed-in home.

const taskRef = { id: z.string(), title: z.string(), endDate: z.string().nullable(), projectId: z.string(), projectName: z.string() };

export const dashboardSchema = z.object({
  myOpenTasks: z.array(z.looseObject({ ...taskRef, status: z.string() })),
  projectsByStatus: z.record(z.string(), z.number()),
  upcomingMilestones: z.array(z.looseObject({ id: z.string(), name: z.string(), dueDate: z.string().nullable(), projectId: z.string(), projectName: z.string() })),
  overdueTasks: z.array(z.looseObject(taskRef)),
  recentActivity: z.array(
    z.looseObject({
      id: z.string(),
      taskTitle: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorName: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
