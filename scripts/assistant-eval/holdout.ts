import type { Case } from "./cases";

// The held-out set (decision 0905): questions written after the engine's last change (bare
// weekdays and months as dates) and never used to change it, so its accuracy says how the
// assistant does on questions nobody tuned it for. Same workspace, same scoring. When the engine
// changes with these in view, move them into cases.ts and write new ones here.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

export const holdout: Case[] = [
  c("es", "¿Y Orión para cuándo es?", "due_date", ["18 de diciembre de 2026"]),
  c("es", "¿Qué tenemos comprometido para el lunes?", "due_date", ["Cerrar inscripciones"]),
  c("es", "¿Qué entregables caen en enero?", "due_date", ["Documentar API"]),
  c("es", "¿Qué tan mal está Orión?", "at_risk", ["74/100"]),
  c("es", "Muéstrame los riesgos abiertos", "at_risk", ["Retraso del proveedor de nube"]),
  c("es", "¿Quién necesita que le quitemos trabajo?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Qué se le quedó atrás a Luis?", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿Qué tareas debieron cerrarse y siguen abiertas?", "overdue_tasks", ["Pruebas de integración"]),
  c("es", "¿Para qué fecha real terminaríamos Atlas?", "forecast", ["2 de marzo de 2027"]),
  c("es", "¿Qué se completó en los últimos días?", "changes", ["Diseño de pantallas"]),
  c("es", "¿Cuánto nos queda de presupuesto en Atlas?", "budget", ["500,000"]),
  c("es", "¿Qué salió mal en el rediseño web?", "memory", ["plazos"]),
  c("es", "¿Qué sabemos sobre datos maestros?", "memory", ["datos maestros"]),
  c("es", "¿Cómo se llama el perro del director?", null),
  c("es", "Crea la tarea «Firmar acta» para el viernes", "action.create_task", ['"endDate":"2026-11-27"'], "sales"),
  c("en", "And Orion, when is that one for?", "due_date", ["December 18, 2026"]),
  c("en", "What do we have committed for Monday?", "due_date", ["Cerrar inscripciones"]),
  c("en", "Which deliverables fall in January?", "due_date", ["Documentar API"]),
  c("en", "How bad is Orion doing?", "at_risk", ["74/100"]),
  c("en", "Show me the open risks", "at_risk", ["Retraso del proveedor de nube"]),
  c("en", "Who needs some work taken off their plate?", "overloaded", ["Luis Pérez"]),
  c("en", "What has Luis fallen behind on?", "overdue_tasks", ["Configurar servidores"]),
  c("en", "Which tasks should have been closed and are still open?", "overdue_tasks", ["Pruebas de integración"]),
  c("en", "What is the realistic finish date for Atlas?", "forecast", ["March 2, 2027"]),
  c("en", "What was completed in the last few days?", "changes", ["Diseño de pantallas"]),
  c("en", "How much budget is left in Atlas?", "budget", ["500,000"]),
  c("en", "What went wrong in the web redesign?", "memory", ["plazos"]),
  c("en", "What do we know about master data?", "memory", ["datos maestros"]),
  c("en", "What is the director's dog called?", null),
  c("en", 'Create the task "Sign the minutes" for Friday', "action.create_task", ['"endDate":"2026-11-27"'], "sales"),
];
