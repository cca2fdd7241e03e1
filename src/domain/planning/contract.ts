import { z } from "zod";

// What the planning API answers: sprints with their burndown, and the personal calendar feed.

export const sprintSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  goal: z.string(),
  /** One of sprintStatuses (./sprints). */
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** In lists only: the sprint's task counts. */
  tasks: z.object({ total: z.number(), completed: z.number(), points: z.number() }).optional(),
});
export type Sprint = z.infer<typeof sprintSchema>;

export const generatedSprintsSchema = z.object({ items: z.array(sprintSchema) });

export const burndownSchema = z.object({
  unit: z.enum(["points", "tasks"]),
  total: z.number(),
  points: z.array(z.object({ date: z.string(), remaining: z.number().nullable(), completed: z.number(), ideal: z.number() })),
  /** Real working hours of the people with tasks in the sprint (decision 1306). */
  capacity: z.object({ hours: z.number(), workingDays: z.number(), people: z.number() }),
});
export type SprintBurndown = z.infer<typeof burndownSchema>;

export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable(), lastFetchedAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const createdCalendarFeedSchema = z.looseObject({ url: z.string() });
