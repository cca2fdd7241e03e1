import type { Case } from "./cases";

// The held-out set (decision 0905): questions written after the engine's last change (the
// classifier of decision 0906) and never used to change it, so its accuracy says how the assistant
// does on questions nobody tuned it for. Same workspace, same scoring. When the engine changes
// with these in view, move them into cases.ts and write new ones here.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

export const holdout: Case[] = [
  c("es", "Oye, ¿para qué día quedó comprometido Orión?", "due_date", ["18 de diciembre de 2026"]),
  c("es", "¿Cuál es el último día para Capacitación Ventas?", "due_date", ["30 de noviembre de 2026"]),
  c("es", "¿Qué se tiene que entregar el viernes?", "due_date", ["Publicar versión beta"]),
  c("es", "¿Está en riesgo Integración Bancaria?", "at_risk", ["52/100"]),
  c("es", "¿Qué proyectos andan mal?", "at_risk", ["Centro de Datos Norte"]),
  c("es", "¿Quién está hasta el tope de trabajo?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Cómo anda de carga Luis la próxima semana?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Qué pendientes tiene Ana que ya debieron estar listos?", "overdue_tasks", ["Validar catálogos"]),
  c("es", "¿Hay tareas con fecha vencida en Orión?", "overdue_tasks", ["Validar catálogos"]),
  c("es", "¿Para cuándo calculas que acabe la app móvil?", "forecast", ["4 de diciembre de 2026"]),
  c("es", "¿Orión va a cumplir su fecha?", "forecast", ["22"]),
  c("es", "¿Qué movimientos hubo en Orión estos días?", "changes", ["Validar catálogos"]),
  c("es", "¿Qué se terminó en Atlas?", "changes", ["Diseño de pantallas"]),
  c("es", "¿Cuánto se ha gastado en Centro de Datos Norte?", "budget", ["400,000"]),
  c("es", "¿Estamos excedidos de presupuesto en algún proyecto?", "budget", ["Orión"]),
  c("es", "¿Qué recomendaciones dejó la migración?", "memory", ["catálogos"]),
  c("es", "¿Qué se dijo en el canal de Orión sobre los equipos?", "memory", ["diciembre"]),
  c("es", "¿Me recomiendas un restaurante?", null),
  c("es", "Ponle fecha del 9 de diciembre a «Documentar API»", "action.move_due", ['"endDate":"2026-12-09"'], "atlas"),
  c("es", "Crea una tarea para revisar presupuesto en Orión", "action.create_task", ['"projectName":"Orión"']),
  c("en", "Hey, what day did we commit Orion for?", "due_date", ["December 18, 2026"]),
  c("en", "What's the last day for Capacitación Ventas?", "due_date", ["November 30, 2026"]),
  c("en", "What has to be handed in on Friday?", "due_date", ["Publicar versión beta"]),
  c("en", "Is Integración Bancaria at risk?", "at_risk", ["52/100"]),
  c("en", "Which projects are going badly?", "at_risk", ["Centro de Datos Norte"]),
  c("en", "Who is up to their neck in work?", "overloaded", ["Luis Pérez"]),
  c("en", "How is Luis's load looking next week?", "overloaded", ["Luis Pérez"]),
  c("en", "Which of Ana's to-dos should already be done?", "overdue_tasks", ["Validar catálogos"]),
  c("en", "Are there tasks past due in Orion?", "overdue_tasks", ["Validar catálogos"]),
  c("en", "When do you reckon the mobile app will be finished?", "forecast", ["December 4, 2026"]),
  c("en", "Is Orion going to meet its date?", "forecast", ["22"]),
  c("en", "What moved in Orion these days?", "changes", ["Validar catálogos"]),
  c("en", "What got finished in Atlas?", "changes", ["Diseño de pantallas"]),
  c("en", "How much has been spent on Centro de Datos Norte?", "budget", ["400,000"]),
  c("en", "Are we over budget on any project?", "budget", ["Orión"]),
  c("en", "What recommendations did the migration leave?", "memory", ["catálogos"]),
  c("en", "What was said in the Orion channel about the equipment?", "memory", ["diciembre"]),
  c("en", "Can you recommend a restaurant?", null),
  c("en", 'Set December 9 as the due date of "Documentar API"', "action.move_due", ['"endDate":"2026-12-09"'], "atlas"),
  c("en", "Create a task to review the budget in Orion", "action.create_task", ['"projectName":"Orión"']),
];
