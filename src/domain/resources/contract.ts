import { z } from "zod";

// What the resources API answers (src/server/features/resources): people and roles with their
// weekly availability, and their allocations to projects. Loose objects: see projects/contract.ts.

export const resourceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  availability: z.number(),
  costPerHour: z.number(),
  allocatedHours: z.number(),
  /** allocated / available, in %; null when the resource has no availability. */
  utilisation: z.number().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const allocationSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  resourceId: z.string(),
  hours: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const allocationItemSchema = allocationSchema.extend({
  resource: z.looseObject({ id: z.string(), name: z.string(), role: z.string(), availability: z.number() }),
});
export type AllocationItem = z.infer<typeof allocationItemSchema>;
