import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client";
import { channelMessages, channels } from "../../src/db/schema/communication";
import { customFieldValues, customFields } from "../../src/db/schema/custom-fields";
import { costEntries } from "../../src/db/schema/finance";
import { projectChangeRequests, projectRisks } from "../../src/db/schema/management";
import { projectTasks, projects, resourceAllocations, resources, taskEvents } from "../../src/db/schema/projects";
import { seedAccounts } from "../../src/server/testing/accounts";

// The evaluation's workspace (decision 0905): eight projects, five people, tasks, risks, costs,
// lessons and messages, fixed in time around Thursday 26 November 2026 (Mexico City), so each
// question of the set has one right answer. Written by hand, independent of the engine.

export const NOW = new Date("2026-11-26T18:00:00Z");
export const WORKSPACE = "eval-ws";
export const USER = "eval-ana";

type Risk = { status: "ok"; score: number; level: string; factors: { key: string; severity: number; weight: number; contribution: number }[] };
type Forecast = { status: "ok"; p50: { date: string }; p85: { date: string }; probabilityOnTime: number | null; remaining: number };
const risk = (score: number, level: string, factors: [string, number, number][] = []): Risk => ({ status: "ok", score, level, factors: factors.map(([key, severity, weight]) => ({ key, severity, weight, contribution: Math.round(severity * weight * 100) })) });
const forecast = (p50: string, p85: string, probabilityOnTime: number | null, remaining: number): Forecast => ({ status: "ok", p50: { date: p50 }, p85: { date: p85 }, probabilityOnTime, remaining });

export const projectSeed = {
  atlas: { name: "Portal Atlas", status: "En progreso", dueDate: "2027-03-14", budgetCents: 50_000_000, spent: 32_000_000, insights: { risk: risk(18, "low"), forecast: forecast("2027-03-02", "2027-03-20", 0.9, 14) }, lessons: "Las pruebas de usabilidad con clientes reales evitaron retrabajo en el diseño.", evaluation: "" },
  orion: { name: "Orión", status: "En progreso", dueDate: "2026-12-18", budgetCents: 20_000_000, spent: 23_000_000, insights: { risk: risk(74, "high", [["schedule", 0.7, 0.3], ["overdue", 0.8, 0.2]]), forecast: forecast("2027-01-15", "2027-02-05", 0.22, 20) }, lessons: "", evaluation: "" },
  erp: { name: "Migración ERP", status: "Completado", dueDate: "2026-06-30", budgetCents: 40_000_000, spent: 41_000_000, insights: null, lessons: "La migración de datos maestros tomó el doble de lo planeado. Validar los catálogos con el cliente antes de migrar. Involucrar a finanzas desde el inicio.", evaluation: "Se entregó con tres semanas de retraso por la limpieza de datos." },
  app: { name: "App Móvil Clientes", status: "En progreso", dueDate: "2026-11-27", budgetCents: 0, spent: 1_500_000, insights: { risk: risk(45, "medium", [["capacity", 0.5, 0.2]]), forecast: forecast("2026-12-04", "2026-12-11", 0.3, 4) }, lessons: "", evaluation: "" },
  datacenter: { name: "Centro de Datos Norte", status: "En progreso", dueDate: "2027-06-30", budgetCents: 90_000_000, spent: 40_000_000, insights: { risk: risk(88, "critical", [["budget", 0.9, 0.3], ["capacity", 0.6, 0.2]]), forecast: forecast("2027-07-20", "2027-08-30", 0.35, 40) }, lessons: "", evaluation: "" },
  sales: { name: "Capacitación Ventas", status: "En progreso", dueDate: "2026-11-30", budgetCents: 5_000_000, spent: 4_000_000, insights: { risk: risk(10, "low"), forecast: forecast("2026-11-30", "2026-12-02", 0.7, 1) }, lessons: "", evaluation: "" },
  web: { name: "Rediseño Web", status: "Cancelado", dueDate: "2026-05-31", budgetCents: 10_000_000, spent: 3_000_000, insights: null, lessons: "", evaluation: "El proyecto se canceló porque el proveedor de diseño no cumplió los plazos. Contratar proveedores con referencias verificadas." },
  bank: { name: "Integración Bancaria", status: "En progreso", dueDate: "2027-01-29", budgetCents: 30_000_000, spent: 10_000_000, insights: { risk: risk(52, "medium", [["schedule", 0.4, 0.3]]), forecast: forecast("2027-02-10", "2027-03-01", 0.4, 12) }, lessons: "Bank sandbox access took four weeks to obtain. Request sandbox credentials during the kickoff.", evaluation: "" },
} as const;
export type ProjectKey = keyof typeof projectSeed;

const people = { ana: ["Ana Torres", 40], luis: ["Luis Pérez", 40], maria: ["María González", 30], jorge: ["Jorge Ramírez", 40], sofia: ["Sofía Herrera", 20] } as const;
type Person = keyof typeof people;

export async function seedWorkspace(db: Db): Promise<Record<ProjectKey, string>> {
  await seedAccounts(db, { users: [{ id: USER, name: "Ana Evaluadora" }], workspaces: [{ id: WORKSPACE, name: "Evaluación", slug: "evaluacion", members: { [USER]: "owner" } }] });
  const ids = Object.fromEntries(Object.keys(projectSeed).map((k) => [k, randomUUID()])) as Record<ProjectKey, string>;
  await db.insert(projects).values(
    Object.entries(projectSeed).map(([key, p]) => ({
      id: ids[key as ProjectKey], workspaceId: WORKSPACE, ownerId: USER, name: p.name, status: p.status, dueDate: p.dueDate, budgetCents: p.budgetCents, currency: "MXN",
      predictiveInsights: p.insights, riskScore: p.insights?.risk.score ?? 0, lessonsLearned: p.lessons, evaluation: p.evaluation,
    })),
  );
  await db.insert(costEntries).values(Object.entries(projectSeed).map(([key, p]) => ({ projectId: ids[key as ProjectKey], date: "2026-10-15", amountCents: p.spent, description: "Gasto" })));
  const pid = Object.fromEntries(Object.keys(people).map((k) => [k, randomUUID()])) as Record<Person, string>;
  await db.insert(resources).values(Object.entries(people).map(([key, [name, availability]]) => ({ id: pid[key as Person], workspaceId: WORKSPACE, name, availability })));
  const alloc = (person: Person, project: ProjectKey, hours: number, startDate: string, endDate: string) => ({ resourceId: pid[person], projectId: ids[project], hours, startDate, endDate });
  await db.insert(resourceAllocations).values([
    alloc("luis", "orion", 30, "2026-11-01", "2027-01-31"),
    alloc("luis", "datacenter", 20, "2026-11-01", "2027-01-31"),
    alloc("sofia", "app", 25, "2026-11-01", "2026-12-31"),
    alloc("ana", "atlas", 20, "2026-11-01", "2027-03-14"),
    alloc("ana", "bank", 15, "2026-11-01", "2027-01-29"),
    alloc("maria", "sales", 30, "2026-11-01", "2026-11-30"),
    alloc("jorge", "atlas", 10, "2026-11-01", "2027-03-14"),
  ]);
  const old = new Date("2026-10-01T15:00:00Z");
  const task = (project: ProjectKey, title: string, person: Person, endDate: string, extra: Partial<typeof projectTasks.$inferInsert> = {}) => ({ id: randomUUID(), projectId: ids[project], title, assigneeResourceId: pid[person], endDate, status: "En progreso", createdAt: old, ...extra });
  const tasks = [
    task("orion", "Validar catálogos", "ana", "2026-11-20"),
    task("bank", "Pruebas de integración", "ana", "2026-11-24"),
    task("datacenter", "Configurar servidores", "luis", "2026-11-10"),
    task("app", "Publicar versión beta", "sofia", "2026-11-27"),
    task("atlas", "Revisión de seguridad", "jorge", "2026-12-15", { status: "Pendiente", createdAt: new Date("2026-11-25T16:00:00Z") }),
    task("sales", "Cerrar inscripciones", "maria", "2026-11-30"),
    task("atlas", "Diseño de pantallas", "jorge", "2026-11-24", { status: "Completada", completedAt: new Date("2026-11-24T17:00:00Z") }),
    task("orion", "Migrar base de datos", "maria", "2026-12-04", { status: "Pendiente" }),
    task("atlas", "Documentar API", "ana", "2027-01-15", { status: "Pendiente" }),
  ];
  await db.insert(projectTasks).values(tasks);
  const byTitle = (title: string) => tasks.find((t) => t.title === title)!;
  await db.insert(taskEvents).values([
    { taskId: byTitle("Diseño de pantallas").id, projectId: ids.atlas, fromStatus: "En progreso", toStatus: "Completada", occurredAt: new Date("2026-11-24T17:00:00Z") },
    { taskId: byTitle("Validar catálogos").id, projectId: ids.orion, fromStatus: "Pendiente", toStatus: "En progreso", occurredAt: new Date("2026-11-23T15:00:00Z") },
    { taskId: byTitle("Configurar servidores").id, projectId: ids.datacenter, fromStatus: "Pendiente", toStatus: "En progreso", occurredAt: new Date("2026-10-20T15:00:00Z") },
  ]);
  await db.insert(projectRisks).values([
    { projectId: ids.orion, title: "Retraso del proveedor de nube", description: "El proveedor puede retrasar la entrega de servidores.", probability: 4, impact: 4, status: "open" },
    { projectId: ids.datacenter, title: "Falta de presupuesto para servidores", description: "El costo de los equipos subió 30 %.", responsePlan: "Solicitar ampliación al comité de finanzas.", probability: 5, impact: 4, status: "open" },
  ]);
  await db.insert(projectChangeRequests).values([{ projectId: ids.atlas, title: "Agregar pagos con tarjeta", description: "El cliente pidió pagos con tarjeta en el portal.", decision: "approved", decisionNote: "Aprobado por el comité; se amplía el alcance dos semanas." }]);
  // Custom fields (decision 0926): a workspace text field 'Cliente' and a single choice 'Área'.
  const cliente = randomUUID();
  const area = randomUUID();
  await db.insert(customFields).values([
    { id: cliente, workspaceId: WORKSPACE, name: "Cliente", type: "text", position: 0 },
    { id: area, workspaceId: WORKSPACE, name: "Área", type: "single_choice", position: 1, options: [{ id: "fin", label: "Finanzas" }, { id: "ti", label: "TI" }, { id: "ops", label: "Operaciones" }] },
  ]);
  const value = (title: string, fieldId: string, textValue: string) => ({ taskId: byTitle(title).id, fieldId, textValue });
  await db.insert(customFieldValues).values([
    value("Validar catálogos", cliente, "Pemex"),
    value("Validar catálogos", area, "fin"),
    value("Pruebas de integración", cliente, "Banorte"),
    value("Pruebas de integración", area, "fin"),
    value("Configurar servidores", cliente, "Pemex"),
    value("Configurar servidores", area, "ti"),
    value("Publicar versión beta", area, "ops"),
    value("Documentar API", cliente, "Liverpool"),
    value("Documentar API", area, "ti"),
  ]);
  const general = randomUUID();
  const orionChannel = randomUUID();
  await db.insert(channels).values([
    { id: general, workspaceId: WORKSPACE, kind: "workspace", name: "general" },
    { id: orionChannel, workspaceId: WORKSPACE, projectId: ids.orion, kind: "project", name: "Orión" },
  ]);
  await db.insert(channelMessages).values([
    { channelId: general, authorId: USER, body: "La junta de finanzas se movió al lunes." },
    { channelId: orionChannel, authorId: USER, body: "El proveedor confirmó la entrega de equipos para diciembre." },
  ]);
  return ids;
}
