import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { ATTACHMENT_MAX_BYTES, allowedTypes, attachmentSchema, uploadQuerySchema } from "../../../domain/attachments/contract";
import { binaryFileSchema, noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { errorResponses, fileBody } from "../openapi/document";
import { attachmentWorkspace, channelWorkspaceOf, download, purgeAttachments, removeUpload, uploadForChannel, uploadForTask } from "./service";
import { storageFor, type AttachmentStorage } from "./storage";

// Attachments' API (decision 0915): the file's bytes as the request body (its name in ?filename=,
// its type in Content-Type), 10 MB at most, types from one allow-list checked by content. Downloads
// are always downloads: Content-Disposition attachment, nosniff, a sandboxing CSP.

type Options = { context: AppContext; storage?: AttachmentStorage };
const taskParams = z.object({ projectId: z.string().max(64), taskId: z.string().max(64) });
const channelParams = z.object({ channelId: z.string().max(64) });
const idParams = z.object({ attachmentId: z.string().max(64) });
const consumes = [...new Set(Object.values(allowedTypes).map((t) => t.type)), "application/octet-stream"];
const BODY_LIMIT = ATTACHMENT_MAX_BYTES + 1024 * 1024;

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const attachmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, storage: given }) => {
  const db = context.database.db;
  const storage = given ?? storageFor(context.config);
  const tags = ["attachments"];
  // Files arrive as raw bytes of any type; the service decides what they are.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  const bytesOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
  const channelWorkspace = (request: FastifyRequest) => channelWorkspaceOf(db, (request.params as { channelId: string }).channelId);
  const attachmentOf = (request: FastifyRequest) => attachmentWorkspace(db, (request.params as { attachmentId: string }).attachmentId);
  const uploaded = { 201: attachmentSchema, ...errorResponses(413, 415) };

  app.post(
    "/api/v1/projects/:projectId/tasks/:taskId/attachments",
    { bodyLimit: BODY_LIMIT, config: { access: access.project("project:write") }, schema: { tags, summary: "Upload a file for a comment on the task (10 MB at most; documents and images)", consumes, params: taskParams, querystring: uploadQuerySchema, response: uploaded } },
    async (request, reply) => reply.status(201).send(await uploadForTask(db, storage, request.actor, request.project, request.params.taskId, request.query.filename, request.headers["content-type"], bytesOf(request))),
  );
  app.post(
    "/api/v1/channels/:channelId/attachments",
    { bodyLimit: BODY_LIMIT, config: { access: access.record("project:write", channelWorkspace) }, schema: { tags, summary: "Upload a file for a message of the channel (10 MB at most; documents and images)", consumes, params: channelParams, querystring: uploadQuerySchema, response: uploaded } },
    async (request, reply) => reply.status(201).send(await uploadForChannel(db, storage, request.actor, request.params.channelId, request.query.filename, request.headers["content-type"], bytesOf(request))),
  );
  app.get(
    "/api/v1/attachments/:attachmentId",
    { config: { access: access.record("project:read", attachmentOf) }, schema: { tags, summary: "Download an attachment (for whoever can see its comment or message; always as a download)", params: idParams, response: { 200: { description: "The file", content: { "application/octet-stream": { schema: binaryFileSchema } } } } } },
    async (request, reply) => {
      const { row, bytes } = await download(db, storage, request.actor, request.params.attachmentId);
      return reply
        .header("content-type", row.contentType)
        .header("content-disposition", disposition(row.filename))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, no-store")
        .send(fileBody(bytes));
    },
  );
  app.delete(
    "/api/v1/attachments/:attachmentId",
    { config: { access: access.record("project:write", attachmentOf) }, schema: { tags, summary: "Remove one's own upload before it is posted", params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeUpload(db, storage, request.actor, request.params.attachmentId);
      return reply.status(204).send(null);
    },
  );

  // Deleted files and uploads never posted lose their bytes, hourly (any instance may do it: idempotent).
  const timer = setInterval(() => void purgeAttachments(db, storage).catch((error: unknown) => app.log.warn({ err: error }, "attachments purge")), 3_600_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
};
