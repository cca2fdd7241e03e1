import type { PostProcessorModule } from "i18next";

// A sentence such as "Medido el {{when}}." ends with a period; in es-MX a time ends with one too
// ("11:49 a.m."), which made "11:49 a.m..". The time's own period closes the sentence.
const doubledAfterMeridiem = /([ap]\.[\s\u00a0\u202f]?m\.)\./gi;

export const collapseFinalPeriod = (value: string): string => value.replace(doubledAfterMeridiem, "$1");

export const finalPeriod: PostProcessorModule = {
  type: "postProcessor",
  name: "finalPeriod",
  process: (value: string) => collapseFinalPeriod(value),
};
