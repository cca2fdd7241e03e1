import type { Language } from "../i18n/translate";
import type { Methodology } from "./schemas";

// The first milestones and tasks a new project gets from its starting methodology, written in the
// creator's language. Offsets are days from the project start, so the plan lands on real dates.

export type TemplateMilestone = { name: string; offsetDays: number };
export type TemplateTask = { title: string; offsetDays: number; durationDays: number; milestone: number };
export type MethodologyTemplate = { milestones: TemplateMilestone[]; tasks: TemplateTask[] };

type Bilingual = { es: string; en: string };
type RawTemplate = {
  milestones: { name: Bilingual; offsetDays: number }[];
  tasks: { title: Bilingual; offsetDays: number; durationDays: number; milestone: number }[];
};

const templates: Record<Methodology, RawTemplate> = {
  scrum: {
    milestones: [
      { name: { es: "Backlog inicial listo", en: "Initial backlog ready" }, offsetDays: 7 },
      { name: { es: "Fin del Sprint 1", en: "End of Sprint 1" }, offsetDays: 21 },
      { name: { es: "Primera versión entregable", en: "First shippable release" }, offsetDays: 42 },
    ],
    tasks: [
      { title: { es: "Definir visión y objetivo del producto", en: "Define product vision and goal" }, offsetDays: 0, durationDays: 3, milestone: 0 },
      { title: { es: "Escribir y priorizar historias de usuario", en: "Write and prioritise user stories" }, offsetDays: 2, durationDays: 5, milestone: 0 },
      { title: { es: "Planeación del Sprint 1", en: "Sprint 1 planning" }, offsetDays: 7, durationDays: 1, milestone: 1 },
      { title: { es: "Revisión y retrospectiva del Sprint 1", en: "Sprint 1 review and retrospective" }, offsetDays: 20, durationDays: 1, milestone: 1 },
      { title: { es: "Preparar la primera entrega", en: "Prepare the first release" }, offsetDays: 35, durationDays: 7, milestone: 2 },
    ],
  },
  kanban: {
    milestones: [
      { name: { es: "Tablero y políticas definidos", en: "Board and policies defined" }, offsetDays: 5 },
      { name: { es: "Primera revisión de flujo", en: "First flow review" }, offsetDays: 30 },
    ],
    tasks: [
      { title: { es: "Mapear el flujo de trabajo actual", en: "Map the current workflow" }, offsetDays: 0, durationDays: 2, milestone: 0 },
      { title: { es: "Acordar límites WIP por columna", en: "Agree WIP limits per column" }, offsetDays: 2, durationDays: 2, milestone: 0 },
      { title: { es: "Definir clases de servicio", en: "Define classes of service" }, offsetDays: 3, durationDays: 2, milestone: 0 },
      { title: { es: "Medir tiempo de ciclo y throughput", en: "Measure cycle time and throughput" }, offsetDays: 25, durationDays: 5, milestone: 1 },
    ],
  },
  classic: {
    milestones: [
      { name: { es: "Acta de constitución aprobada", en: "Project charter approved" }, offsetDays: 10 },
      { name: { es: "Plan de gestión aprobado", en: "Management plan approved" }, offsetDays: 30 },
      { name: { es: "Entregables aceptados", en: "Deliverables accepted" }, offsetDays: 90 },
      { name: { es: "Cierre formal", en: "Formal closure" }, offsetDays: 100 },
    ],
    tasks: [
      { title: { es: "Elaborar el acta de constitución", en: "Draft the project charter" }, offsetDays: 0, durationDays: 7, milestone: 0 },
      { title: { es: "Identificar interesados", en: "Identify stakeholders" }, offsetDays: 3, durationDays: 5, milestone: 0 },
      { title: { es: "Definir alcance y EDT", en: "Define scope and WBS" }, offsetDays: 10, durationDays: 10, milestone: 1 },
      { title: { es: "Elaborar cronograma y presupuesto", en: "Build schedule and budget" }, offsetDays: 15, durationDays: 10, milestone: 1 },
      { title: { es: "Plan de riesgos y comunicaciones", en: "Risk and communication plan" }, offsetDays: 20, durationDays: 8, milestone: 1 },
      { title: { es: "Ejecutar y controlar el trabajo", en: "Execute and control the work" }, offsetDays: 30, durationDays: 55, milestone: 2 },
      { title: { es: "Lecciones aprendidas y cierre", en: "Lessons learned and closure" }, offsetDays: 90, durationDays: 10, milestone: 3 },
    ],
  },
  hybrid: {
    milestones: [
      { name: { es: "Fase de planificación cerrada", en: "Planning phase closed" }, offsetDays: 14 },
      { name: { es: "Iteración 1 entregada", en: "Iteration 1 delivered" }, offsetDays: 35 },
      { name: { es: "Iteración 2 entregada", en: "Iteration 2 delivered" }, offsetDays: 56 },
    ],
    tasks: [
      { title: { es: "Acta y alcance de alto nivel", en: "Charter and high-level scope" }, offsetDays: 0, durationDays: 5, milestone: 0 },
      { title: { es: "Backlog priorizado por valor", en: "Backlog prioritised by value" }, offsetDays: 5, durationDays: 5, milestone: 0 },
      { title: { es: "Plan de riesgos", en: "Risk plan" }, offsetDays: 7, durationDays: 5, milestone: 0 },
      { title: { es: "Desarrollo de la iteración 1", en: "Iteration 1 development" }, offsetDays: 14, durationDays: 21, milestone: 1 },
      { title: { es: "Desarrollo de la iteración 2", en: "Iteration 2 development" }, offsetDays: 35, durationDays: 21, milestone: 2 },
    ],
  },
};

export function methodologyTemplate(methodology: Methodology, lang: Language): MethodologyTemplate {
  const raw = templates[methodology];
  return {
    milestones: raw.milestones.map((m) => ({ name: m.name[lang], offsetDays: m.offsetDays })),
    tasks: raw.tasks.map((t) => ({ title: t.title[lang], offsetDays: t.offsetDays, durationDays: t.durationDays, milestone: t.milestone })),
  };
}
