// Compiled by tsc, never run: a client generated from the served OpenAPI document
// (src/web/api/openapi.d.ts, openapi-fetch) against the calls the web makes and the contracts it
// parses with. It stops compiling when a route's declared response drifts from its contract, or a
// path, a parameter or a body the web sends is not in the document.
import createClient from "openapi-fetch";
import type { paths } from "./openapi";
import type { ProjectOverview, ProjectPage, Project, Task, Closure, Milestone, RiskItem } from "../../domain/projects/contract";
import type { AllocationItem, Resource } from "../../domain/resources/contract";
import type { CapacityPlan } from "../../domain/capacity/contract";
import type { Dashboard } from "../../domain/dashboard/contract";
import type { ApiToken, CreatedApiToken } from "../../domain/api-tokens/contract";
import type { SampleDataLoaded, SampleDataStatus } from "../../domain/sample-data/contract";
import type { ImportCommit, ImportPreview, UploadedImport } from "../../domain/import/contract";
import type { NotificationList, SmartCheck } from "../../domain/notifications/contract";
import type { CalendarFeedStatus, Sprint, SprintBurndown } from "../../domain/planning/contract";
import type { Analytics, HeatRow } from "../../domain/analytics/contract";
import type { Cost, EstimateSuggestion, PortfolioItem } from "../../domain/intelligence/contract";
import type { ReportSummary } from "../../domain/reports/contract";
import type { AccountSession, CurrentSession, Me, Member, SecurityEvent } from "../../domain/accounts/contract";
import type { ErrorResponse } from "../../domain/http/contract";

/** Compiles only when A can be used where B is expected. */
type Assignable<A, B> = [A] extends [B] ? true : false;
const holds = <T extends true>(value: T) => value;

const client = createClient<paths>({ baseUrl: "" });
const projectId = "p";
const params = { path: { projectId } };

export async function typecheckWebCalls() {
  const list = await client.GET("/api/v1/projects", { params: { query: { q: "erp", status: ["En progreso"], sort: "name", order: "asc", page: 1, pageSize: 20 } } });
  if (list.data) holds<Assignable<typeof list.data, ProjectPage>>(true);
  if (list.error) holds<Assignable<typeof list.error, ErrorResponse>>(true);

  const created = await client.POST("/api/v1/projects", { body: { name: "ERP" } });
  if (created.data) holds<Assignable<typeof created.data, Project>>(true);
  const overview = await client.GET("/api/v1/projects/{projectId}", { params });
  if (overview.data) holds<Assignable<typeof overview.data, ProjectOverview>>(true);
  const updated = await client.PATCH("/api/v1/projects/{projectId}", { params, body: { progress: 50 } });
  if (updated.data) holds<Assignable<typeof updated.data, Project>>(true);
  await client.DELETE("/api/v1/projects/{projectId}", { params });

  const tasks = await client.GET("/api/v1/projects/{projectId}/tasks", { params });
  if (tasks.data) holds<Assignable<typeof tasks.data, Task[]>>(true);
  const task = await client.POST("/api/v1/projects/{projectId}/tasks", { params, body: { title: "Diseño" } });
  if (task.data) holds<Assignable<typeof task.data, Task>>(true);
  const moved = await client.PATCH("/api/v1/projects/{projectId}/tasks/{itemId}", { params: { path: { projectId, itemId: "t" } }, body: { status: "En progreso" } });
  if (moved.data) holds<Assignable<typeof moved.data, Task>>(true);

  const milestones = await client.GET("/api/v1/projects/{projectId}/milestones", { params });
  if (milestones.data) holds<Assignable<typeof milestones.data, Milestone[]>>(true);
  const risks = await client.GET("/api/v1/projects/{projectId}/risks", { params });
  if (risks.data) holds<Assignable<typeof risks.data, RiskItem[]>>(true);
  const closure = await client.GET("/api/v1/projects/{projectId}/closure", { params });
  if (closure.data) holds<Assignable<typeof closure.data, Closure>>(true);

  const resources = await client.GET("/api/v1/resources");
  if (resources.data) holds<Assignable<typeof resources.data, Resource[]>>(true);
  const allocations = await client.GET("/api/v1/projects/{projectId}/allocations", { params });
  if (allocations.data) holds<Assignable<typeof allocations.data, AllocationItem[]>>(true);
  const capacity = await client.GET("/api/v1/capacity", { params: { query: { weeks: 12 } } });
  if (capacity.data) holds<Assignable<typeof capacity.data, CapacityPlan>>(true);
  const dashboard = await client.GET("/api/v1/dashboard", { params: { query: { timeZone: "America/Mexico_City" } } });
  if (dashboard.data) holds<Assignable<typeof dashboard.data, Dashboard>>(true);

  const tokens = await client.GET("/api/v1/me/api-tokens");
  if (tokens.data) holds<Assignable<typeof tokens.data.items, ApiToken[]>>(true);
  const token = await client.POST("/api/v1/me/api-tokens", { body: { name: "CI" } });
  if (token.data) holds<Assignable<typeof token.data, CreatedApiToken>>(true);

  const sample = await client.GET("/api/v1/sample-data");
  if (sample.data) holds<Assignable<typeof sample.data, SampleDataStatus>>(true);
  const loaded = await client.POST("/api/v1/sample-data");
  if (loaded.data) holds<Assignable<typeof loaded.data, SampleDataLoaded>>(true);

  const uploaded = await client.POST("/api/v1/imports", { params: { query: { filename: "projects.csv" } }, body: "name\nERP" as unknown as string, bodySerializer: (body) => body });
  if (uploaded.data) holds<Assignable<typeof uploaded.data, UploadedImport>>(true);
  const importParams = { path: { importId: "i" } };
  const preview = await client.POST("/api/v1/imports/{importId}/preview", { params: importParams, body: { entity: "projects", mapping: { name: "Nombre" } } });
  if (preview.data) holds<Assignable<typeof preview.data, ImportPreview>>(true);
  const commit = await client.POST("/api/v1/imports/{importId}/commit", { params: importParams, body: { entity: "projects", mapping: { name: "Nombre" }, mode: "valid_rows" } });
  if (commit.data) holds<Assignable<typeof commit.data, ImportCommit>>(true);

  const notifications = await client.GET("/api/v1/notifications");
  if (notifications.data) holds<Assignable<typeof notifications.data, NotificationList>>(true);
  const check = await client.POST("/api/v1/notifications/check");
  if (check.data) holds<Assignable<typeof check.data, SmartCheck>>(true);

  const sprints = await client.GET("/api/v1/projects/{projectId}/sprints", { params });
  if (sprints.data) holds<Assignable<typeof sprints.data, Sprint[]>>(true);
  const burndown = await client.GET("/api/v1/projects/{projectId}/sprints/{sprintId}/burndown", { params: { path: { projectId, sprintId: "s" }, query: {} } });
  if (burndown.data) holds<Assignable<typeof burndown.data, SprintBurndown>>(true);
  const feed = await client.GET("/api/v1/me/calendar-feed");
  if (feed.data) holds<Assignable<typeof feed.data, CalendarFeedStatus>>(true);

  const analytics = await client.GET("/api/v1/analytics", { params: { query: { from: "2026-01-01", to: "2026-03-31" } } });
  if (analytics.data) holds<Assignable<typeof analytics.data, Analytics>>(true);
  const heat = await client.GET("/api/v1/analytics/portfolio");
  if (heat.data) holds<Assignable<typeof heat.data, HeatRow[]>>(true);
  const portfolio = await client.GET("/api/v1/portfolio/insights");
  if (portfolio.data) holds<Assignable<typeof portfolio.data.items, PortfolioItem[]>>(true);
  const costs = await client.GET("/api/v1/projects/{projectId}/costs", { params });
  if (costs.data) holds<Assignable<typeof costs.data, Cost[]>>(true);
  const estimate = await client.POST("/api/v1/projects/{projectId}/tasks/estimate", { params, body: { title: "Migrar datos" } });
  if (estimate.data) holds<Assignable<typeof estimate.data, EstimateSuggestion>>(true);

  const reports = await client.GET("/api/v1/reports", { params: { query: { projectId } } });
  if (reports.data) holds<Assignable<typeof reports.data.items, ReportSummary[]>>(true);

  const me = await client.GET("/api/v1/me");
  if (me.data) holds<Assignable<typeof me.data, Me>>(true);
  const changedMe = await client.PATCH("/api/v1/me", { body: { locale: "en" } });
  if (changedMe.data) holds<Assignable<typeof changedMe.data, Me>>(true);
  const events = await client.GET("/api/v1/me/security-events");
  if (events.data) holds<Assignable<typeof events.data.items, SecurityEvent[]>>(true);
  const members = await client.GET("/api/v1/workspaces/{workspaceId}/members", { params: { path: { workspaceId: "w" } } });
  if (members.data) holds<Assignable<typeof members.data.items, Member[]>>(true);

  const sessions = await client.GET("/api/auth/list-sessions");
  if (sessions.data) holds<Assignable<typeof sessions.data, AccountSession[]>>(true);
  const session = await client.GET("/api/auth/get-session");
  if (session.data !== undefined) holds<Assignable<typeof session.data, CurrentSession>>(true);
}
