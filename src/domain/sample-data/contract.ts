import { z } from "zod";

// What /api/v1/sample-data answers: whether the labelled sample portfolio is loaded, and counts.

export const sampleDataStatusSchema = z.object({ loaded: z.boolean() });
export type SampleDataStatus = z.infer<typeof sampleDataStatusSchema>;

export const sampleDataLoadedSchema = z.object({ projects: z.number(), tasks: z.number(), resources: z.number() });
export type SampleDataLoaded = z.infer<typeof sampleDataLoadedSchema>;

export const sampleDataRemovedSchema = z.object({ projects: z.number(), resources: z.number() });
export type SampleDataRemoved = z.infer<typeof sampleDataRemovedSchema>;
