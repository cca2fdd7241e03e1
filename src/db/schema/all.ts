import * as accounts from "./accounts";
import * as projects from "./projects";
import * as activity from "./activity";
import * as security from "./security";
import * as management from "./management";
import * as apiTokens from "./api-tokens";
import * as importsSchema from "./imports";
import * as calendarFeeds from "./calendar-feeds";
import * as jobs from "./jobs";
import * as contact from "./contact";
import * as finance from "./finance";
import * as intelligence from "./intelligence";
import * as reports from "./reports";
import * as learning from "./learning";
import * as capacity from "./capacity";
import * as genetics from "./genetics";
import * as communication from "./communication";
import * as automation from "./automation";
import * as webhooks from "./webhooks";
import * as twoFactor from "./two-factor";
import * as videoProgress from "./video-progress";
import * as levelling from "./levelling";
import * as orchestrator from "./orchestrator";
import * as innovation from "./innovation";
import * as passkeys from "./passkeys";
import * as workItems from "./work-items";
import * as launches from "./launches";
import * as rebalance from "./rebalance";
import * as timeTracking from "./time-tracking";
import * as recurrence from "./recurrence";
import * as customFields from "./custom-fields";
import * as assistant from "./assistant";
import * as attachments from "./attachments";
import * as taskActivity from "./task-activity";

// The whole schema, for Drizzle's relational queries and the auth adapter. One aggregate per
// line, so that features landing together add lines rather than edit one.
export const schema = {
  ...accounts,
  ...projects,
  ...activity,
  ...security,
  ...management,
  ...apiTokens,
  ...importsSchema,
  ...calendarFeeds,
  ...jobs,
  ...contact,
  ...finance,
  ...intelligence,
  ...reports,
  ...learning,
  ...capacity,
  ...genetics,
  ...communication,
  ...automation,
  ...webhooks,
  ...twoFactor,
  ...videoProgress,
  ...levelling,
  ...orchestrator,
  ...innovation,
  ...passkeys,
  ...workItems,
  ...launches,
  ...rebalance,
  ...timeTracking,
  ...recurrence,
  ...customFields,
  ...assistant,
  ...attachments,
  ...taskActivity,
};
export type Schema = typeof schema;
