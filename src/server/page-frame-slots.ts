import type { FastifyRequest } from "fastify";
import { readableProject, type AccessOptions } from "./plugins/access";
import type { FrameSlots } from "./plugins/static-web";

const projectPage = /^\/project\/([^/]+)$/;

/**
 * What a signed-in screen's frame may show of the visitor's data before the app runs (decision
 * 1860): on /project/:id the project's name, when they may read the project through the API.
 * Its heading is the page's largest text, which would otherwise wait for the app and its data.
 */
export async function pageFrameSlots(request: FastifyRequest, path: string, options: AccessOptions): Promise<FrameSlots | null> {
  const projectId = projectPage.exec(path)?.[1];
  if (projectId === undefined) return null;
  const project = await readableProject(request, projectId, options);
  return project ? { "project-name": project.name } : null;
}
