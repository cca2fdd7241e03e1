import type { SwaggerOptions } from "@fastify/swagger";
import { z } from "zod";
import { webhookEventDefaults, webhookEventTypes, webhookPayloadSchema } from "../../../domain/webhooks/contract";
import { SIGNATURE_TOLERANCE_SECONDS } from "../../shared/webhook-signature";

// The OpenAPI 3.1 document's `webhooks`: every event a subscription may receive, its payload and
// the headers that sign it (decision 0806). Generated from the same zod schema the server builds
// the payload with.

const { milestoneDueDays, riskThreshold, overloadPercent } = webhookEventDefaults;

const meaning: Record<(typeof webhookEventTypes)[number] | "ping", string> = {
  "task.created": "A task was created (by a person, the API, an import or a rule).",
  "task.changed": "A task's fields changed; `data.changes` lists each field from → to.",
  "task.completed": "A task's status became 'Completada'.",
  "task.overdue": "A task passed its end date without being completed (checked every five minutes; sent once per due date).",
  "milestone.due": `A milestone is due within ${milestoneDueDays} days.`,
  "milestone.missed": "A milestone passed its due date without being completed.",
  "project.risk": `A project's risk score reached ${riskThreshold} or more (\`data.value\`); sent again only after it fell below.`,
  "project.forecast_late": "A project's P85 delivery forecast passed its due date.",
  "person.overload": `A person's planned hours this week are above ${overloadPercent} % of their real working hours (\`data.value\`, as the capacity center shows it).`,
  "sprint.started": "A sprint started.",
  "sprint.ended": "A sprint ended.",
  ping: "Sent by hand from the webhook's screen, to try the address and the signature check.",
};

const verification = [
  "Each delivery is a POST with a JSON body and these headers:",
  "`X-Rumbo-Event` (the type), `X-Rumbo-Delivery` (the delivery's id), `X-Rumbo-Timestamp` (seconds since 1970) and",
  "`X-Rumbo-Signature: sha256=<hex>`, the HMAC-SHA256 with the webhook's secret over `<timestamp>.<raw body>`.",
  `To verify: refuse a timestamp more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock (replays), compute the HMAC over the`,
  "timestamp, a dot and the raw bytes received (before parsing JSON), and compare it with the header in constant time.",
  "Answer 2xx within 5 seconds. Any other answer or a time-out is retried 1, 2, 4, 8… minutes later (at most 6 hours apart) for 24 hours;",
  "a webhook that fails for 24 hours without one success is turned off and its owner told. The event's `id` is the same in a redelivery.",
].join(" ");

type OpenApiOptions = Extract<NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>["openapi"]>, { webhooks?: unknown }>;

export function webhookDocumentation(): OpenApiOptions["webhooks"] {
  const { $schema: _dialect, ...payload } = z.toJSONSchema(webhookPayloadSchema, { target: "draft-2020-12" });
  const headers = {
    "X-Rumbo-Signature": { required: true, description: "sha256= and the hex HMAC-SHA256 of `<timestamp>.<raw body>` with the webhook's secret", schema: { type: "string", pattern: "^sha256=[0-9a-f]{64}$" } },
    "X-Rumbo-Timestamp": { required: true, description: `Seconds since 1970 when this attempt was sent; refuse it when more than ${SIGNATURE_TOLERANCE_SECONDS} s away from your clock`, schema: { type: "string" } },
    "X-Rumbo-Event": { required: true, schema: { type: "string" } },
    "X-Rumbo-Delivery": { required: true, schema: { type: "string", format: "uuid" } },
  } as const;
  // Plain JSON Schema objects: the document's own types are narrower than what they accept.
  return Object.fromEntries(
    [...webhookEventTypes, "ping" as const].map((type) => [
      type,
      {
        post: {
          summary: meaning[type],
          description: verification,
          tags: ["webhooks"],
          parameters: Object.entries(headers).map(([name, h]) => ({ name, in: "header" as const, ...h })),
          requestBody: { required: true, content: { "application/json": { schema: { ...payload, properties: { ...(payload.properties as object), type: { const: type } } } } } },
          responses: { "2XX": { description: "Received. Anything else is retried." } },
        },
      },
    ]),
  ) as unknown as OpenApiOptions["webhooks"];
}
