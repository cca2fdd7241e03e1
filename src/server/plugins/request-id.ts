import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";

// Each request carries an id, taken from a trusted proxy's X-Request-Id when well formed,
// echoed back in the response and attached to every log line of the request.
export const requestIdOptions: Pick<FastifyServerOptions, "genReqId" | "requestIdHeader"> = {
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers["x-request-id"];
    return typeof given === "string" && /^[\w.-]{8,128}$/.test(given) ? given : randomUUID();
  },
};
