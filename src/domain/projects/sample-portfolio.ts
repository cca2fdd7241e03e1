import type { Language } from "../i18n/translate";
import { addDays } from "../planning/calendar";
import { mulberry32 } from "../intelligence/random";
import type { ProjectPhase, ProjectPriority, ProjectStatus, TaskStatus } from "../project-fields";

// The labelled sample portfolio a user may load to explore Rumbo, and remove in one action.
// Deterministic for a given day: tasks finished over the past weeks give the forecasts and
// charts real history to work on. Everything here is clearly sample data, never shown as the user's.

export type SampleTask = {
  title: string;
  status: TaskStatus;
  startDate: string;
  endDate: string;
  estimateHours: number;
  storyPoints: number;
  completedAt: string | null; // ISO timestamp
  startedAt: string | null;
  resource: number | null;
};
export type SampleProject = {
  name: string;
  description: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  phase: ProjectPhase;
  methodology: "scrum" | "kanban" | "classic" | "hybrid";
  startDate: string;
  dueDate: string;
  budget: number;
  benefit: number;
  milestones: { name: string; dueDate: string; completed: boolean }[];
  stakeholders: { name: string; role: string; influence: number; interest: number }[];
  tasks: SampleTask[];
  allocations: { resource: number; hours: number }[];
};
export type SampleResource = { name: string; role: string; availability: number; costPerHour: number };
export type SamplePortfolio = { resources: SampleResource[]; projects: SampleProject[] };

type Bi = { es: string; en: string };
const pick = (b: Bi, lang: Language) => b[lang];

const resources: { name: string; role: Bi; availability: number; costPerHour: number }[] = [
  { name: "Mariana López", role: { es: "Gerente de proyecto", en: "Project manager" }, availability: 40, costPerHour: 650 },
  { name: "Carlos Hernández", role: { es: "Desarrollador backend", en: "Backend developer" }, availability: 40, costPerHour: 520 },
  { name: "Sofía Ramírez", role: { es: "Desarrolladora frontend", en: "Frontend developer" }, availability: 40, costPerHour: 500 },
  { name: "Jorge Martínez", role: { es: "Arquitecto de nube", en: "Cloud architect" }, availability: 32, costPerHour: 780 },
  { name: "Valeria Gómez", role: { es: "Analista de negocio", en: "Business analyst" }, availability: 40, costPerHour: 450 },
  { name: "Diego Torres", role: { es: "QA", en: "QA engineer" }, availability: 30, costPerHour: 400 },
];

type ProjectSeed = {
  name: Bi;
  description: Bi;
  status: ProjectStatus;
  priority: ProjectPriority;
  phase: ProjectPhase;
  methodology: SampleProject["methodology"];
  startWeeksAgo: number;
  durationWeeks: number;
  budget: number;
  benefit: number;
  taskTitles: Bi[];
  doneShare: number;
  team: number[];
  milestones: Bi[];
  stakeholders: { name: string; role: Bi; influence: number; interest: number }[];
};

const seeds: ProjectSeed[] = [
  {
    name: { es: "Migración a la nube", en: "Cloud migration" },
    description: { es: "Mover los sistemas de la planta de Monterrey a la nube con cero tiempo de inactividad.", en: "Move the Monterrey plant's systems to the cloud with zero downtime." },
    status: "En progreso", priority: "Alta", phase: "Ejecución", methodology: "hybrid",
    startWeeksAgo: 12, durationWeeks: 20, budget: 1_850_000, benefit: 3_200_000,
    taskTitles: [
      { es: "Inventario de aplicaciones", en: "Application inventory" }, { es: "Diseño de red virtual", en: "Virtual network design" },
      { es: "Migrar base de datos de inventarios", en: "Migrate inventory database" }, { es: "Pruebas de carga", en: "Load testing" },
      { es: "Configurar respaldos", en: "Configure backups" }, { es: "Plan de reversión", en: "Rollback plan" },
      { es: "Migrar servicios de facturación", en: "Migrate billing services" }, { es: "Monitoreo y alertas", en: "Monitoring and alerts" },
    ],
    doneShare: 0.55, team: [0, 1, 3, 5],
    milestones: [{ es: "Diseño aprobado", en: "Design approved" }, { es: "Primera ola migrada", en: "First wave migrated" }, { es: "Corte final", en: "Final cutover" }],
    stakeholders: [{ name: "Lic. Fernanda Ruiz", role: { es: "Directora de TI", en: "IT director" }, influence: 5, interest: 5 }, { name: "Ing. Raúl Medina", role: { es: "Jefe de planta", en: "Plant manager" }, influence: 4, interest: 3 }],
  },
  {
    name: { es: "Portal de facturación CFDI 4.0", en: "CFDI 4.0 invoicing portal" },
    description: { es: "Portal para que los clientes descarguen y validen sus facturas electrónicas.", en: "Portal where customers download and validate their e-invoices." },
    status: "En progreso", priority: "Media", phase: "Ejecución", methodology: "scrum",
    startWeeksAgo: 8, durationWeeks: 14, budget: 720_000, benefit: 1_100_000,
    taskTitles: [
      { es: "Historias de usuario del portal", en: "Portal user stories" }, { es: "Integración con el PAC", en: "PAC integration" },
      { es: "Pantalla de búsqueda de facturas", en: "Invoice search screen" }, { es: "Descarga de XML y PDF", en: "XML and PDF download" },
      { es: "Validación de RFC", en: "RFC validation" }, { es: "Pruebas de usabilidad", en: "Usability testing" },
    ],
    doneShare: 0.45, team: [2, 4, 5],
    milestones: [{ es: "Sprint 1 cerrado", en: "Sprint 1 closed" }, { es: "Piloto con 10 clientes", en: "Pilot with 10 customers" }],
    stakeholders: [{ name: "C.P. Laura Castillo", role: { es: "Contralora", en: "Controller" }, influence: 4, interest: 5 }],
  },
  {
    name: { es: "App móvil de ventas", en: "Sales mobile app" },
    description: { es: "Aplicación para la fuerza de ventas en campo, con pedidos sin conexión.", en: "App for the field sales force, with offline orders." },
    status: "En pausa", priority: "Media", phase: "Planificación", methodology: "scrum",
    startWeeksAgo: 4, durationWeeks: 16, budget: 950_000, benefit: 1_400_000,
    taskTitles: [{ es: "Prototipo navegable", en: "Clickable prototype" }, { es: "Sincronización sin conexión", en: "Offline sync" }, { es: "Catálogo de productos", en: "Product catalogue" }],
    doneShare: 0.2, team: [2, 1],
    milestones: [{ es: "Prototipo validado", en: "Prototype validated" }],
    stakeholders: [{ name: "Lic. Andrés Vega", role: { es: "Director comercial", en: "Sales director" }, influence: 5, interest: 4 }],
  },
  {
    name: { es: "Implementación de ERP", en: "ERP implementation" },
    description: { es: "Reemplazar el sistema contable heredado por un ERP en tres sucursales.", en: "Replace the legacy accounting system with an ERP in three branches." },
    status: "En progreso", priority: "Alta", phase: "Ejecución", methodology: "classic",
    startWeeksAgo: 16, durationWeeks: 26, budget: 3_400_000, benefit: 5_100_000,
    taskTitles: [
      { es: "Levantamiento de procesos", en: "Process discovery" }, { es: "Configuración de catálogos", en: "Master data set-up" },
      { es: "Migración de saldos", en: "Balance migration" }, { es: "Capacitación a usuarios clave", en: "Key-user training" },
      { es: "Pruebas integrales", en: "End-to-end testing" }, { es: "Arranque en Guadalajara", en: "Go-live in Guadalajara" },
      { es: "Arranque en Puebla", en: "Go-live in Puebla" },
    ],
    doneShare: 0.4, team: [0, 4, 1, 5],
    milestones: [{ es: "Diseño de solución", en: "Solution design" }, { es: "Pruebas aceptadas", en: "Tests accepted" }, { es: "Arranque", en: "Go-live" }],
    stakeholders: [{ name: "Mtro. Héctor Salinas", role: { es: "Director de finanzas", en: "CFO" }, influence: 5, interest: 5 }, { name: "Lic. Paola Núñez", role: { es: "Gerente de sucursal", en: "Branch manager" }, influence: 3, interest: 4 }],
  },
  {
    name: { es: "Capacitación en metodologías ágiles", en: "Agile training programme" },
    description: { es: "Programa de formación Scrum y Kanban para 60 colaboradores.", en: "Scrum and Kanban training for 60 people." },
    status: "Completado", priority: "Baja", phase: "Cierre", methodology: "kanban",
    startWeeksAgo: 14, durationWeeks: 8, budget: 180_000, benefit: 260_000,
    taskTitles: [{ es: "Diseñar temario", en: "Design the syllabus" }, { es: "Sesiones de Scrum", en: "Scrum sessions" }, { es: "Sesiones de Kanban", en: "Kanban sessions" }, { es: "Encuesta de satisfacción", en: "Satisfaction survey" }],
    doneShare: 1, team: [0, 4],
    milestones: [{ es: "Programa concluido", en: "Programme completed" }],
    stakeholders: [{ name: "Lic. Gabriela Ortiz", role: { es: "Recursos Humanos", en: "Human resources" }, influence: 3, interest: 4 }],
  },
];

/** The sample portfolio as of `today` (YYYY-MM-DD), in the user's language. */
export function samplePortfolio(today: string, lang: Language, seed = 2026): SamplePortfolio {
  const random = mulberry32(seed);
  const projects = seeds.map((p): SampleProject => {
    const startDate = addDays(today, -7 * p.startWeeksAgo);
    const dueDate = addDays(startDate, 7 * p.durationWeeks);
    const elapsedDays = 7 * p.startWeeksAgo;
    // Repeat the titles in numbered rounds so each project has enough items for a throughput history.
    const rounds = 3;
    const titles = Array.from({ length: rounds }, (_, r) => p.taskTitles.map((t) => (r === 0 ? pick(t, lang) : `${pick(t, lang)} (${r + 1})`))).flat();
    const doneCount = Math.round(titles.length * p.doneShare);
    const tasks = titles.map((title, i): SampleTask => {
      const offset = Math.floor((i / titles.length) * 7 * p.durationWeeks);
      const taskStart = addDays(startDate, offset);
      const length = 3 + Math.floor(random() * 10);
      const isDone = i < doneCount;
      const isDoing = !isDone && i < doneCount + 2 && p.status === "En progreso";
      // Finished work is spread over the elapsed weeks, so weekly throughput varies like real work.
      const doneDay = Math.min(elapsedDays - 1, Math.floor(((i + 1) / Math.max(1, doneCount)) * (elapsedDays - 1) * (0.85 + random() * 0.15)));
      const completedAt = isDone ? `${addDays(startDate, Math.max(1, doneDay))}T${String(15 + Math.floor(random() * 4)).padStart(2, "0")}:00:00.000Z` : null;
      const startedAt = isDone || isDoing ? `${addDays(startDate, Math.max(0, (isDone ? Math.max(1, doneDay) : elapsedDays) - length))}T15:00:00.000Z` : null;
      const points = [1, 2, 3, 5, 8][Math.floor(random() * 5)]!;
      return {
        title,
        status: isDone ? "Completada" : isDoing ? "En progreso" : "Pendiente",
        startDate: taskStart,
        endDate: addDays(taskStart, length),
        estimateHours: points * 6,
        storyPoints: points,
        completedAt,
        startedAt,
        resource: p.team[i % p.team.length] ?? null,
      };
    });
    return {
      name: pick(p.name, lang),
      description: pick(p.description, lang),
      status: p.status,
      priority: p.priority,
      phase: p.phase,
      methodology: p.methodology,
      startDate,
      dueDate,
      budget: p.budget,
      benefit: p.benefit,
      milestones: p.milestones.map((m, i) => {
        const due = addDays(startDate, Math.round(((i + 1) / p.milestones.length) * 7 * p.durationWeeks));
        return { name: pick(m, lang), dueDate: due, completed: due < today && p.status !== "En pausa" };
      }),
      stakeholders: p.stakeholders.map((s) => ({ name: s.name, role: pick(s.role, lang), influence: s.influence, interest: s.interest })),
      tasks,
      allocations: p.team.map((r, i) => ({ resource: r, hours: i === 0 ? 16 : 12 })),
    };
  });
  return {
    resources: resources.map((r) => ({ name: r.name, role: pick(r.role, lang), availability: r.availability, costPerHour: r.costPerHour })),
    projects,
  };
}
