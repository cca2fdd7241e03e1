import type { Case } from "./cases";

// The second held-out set (issue 19): 40 questions written on 26 Nov 2026 by the helper that then
// changed the engine, BEFORE changing it, from the workspace (workspace.ts) and the kinds of
// failure blind3 showed (date ranges, 'how's X looking' as risk, spare capacity, field filters
// without '=', the answer's language, actions with a title after a colon or unquoted, moves of a
// task of the screen's project). None is a blind3 question reworded word for word. The engine was
// never tuned on them one by one: `npm run assistant:eval:holdout2` before and after the change.
// Today is Thursday 26 Nov 2026; expectations follow the workspace's data.
//
// RESULTS (offline engine, PGlite, `npm run assistant:eval:holdout2`): before the change 13/40 = 32.5 %;
// after it 40/40 = 100 % (decision 0930). Not blind: written by the helper who then fixed these kinds.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

export const holdout2: Case[] = [
  // Date ranges
  c("es", "¿Qué vence de aquí a fin de mes?", "due_date", ["Publicar versión beta", "Cerrar inscripciones"]),
  c("es", "¿qué tenemos que entregar antes de fin de año?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("es", "¿Qué vence en la próxima quincena?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("es", "entregas del primer trimestre del año que viene", "due_date", ["Documentar API"]),
  c("es", "¿qué vence entre el 1 y el 10 de diciembre?", "due_date", ["Migrar base de datos"]),
  c("es", "¿Qué cae en los próximos 10 días?", "due_date", ["Publicar versión beta", "Cerrar inscripciones", "Migrar base de datos"]),
  c("en", "What's due by the end of the quarter?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("en", "anything due in Q1?", "due_date", ["Documentar API"]),
  c("en", "What is due between December 1 and December 15?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("en", "what's due in the next sprint?", "due_date", ["Cerrar inscripciones", "Migrar base de datos"]),
  c("en", "What's due before the end of the year?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  // Risk phrasings
  c("es", "¿cómo ves la integración bancaria?", "at_risk", ["52/100"]),
  c("es", "qué tal pinta el centro de datos", "at_risk", ["88/100"]),
  c("es", "¿Debería preocuparme por Orión?", "at_risk", ["74/100"]),
  c("en", "How's the data center looking?", "at_risk", ["88/100"]),
  c("en", "is orion in trouble?", "at_risk", ["74/100"]),
  c("en", "Should I be worried about the bank integration?", "at_risk", ["52/100"]),
  // Spare capacity
  c("es", "¿Quién tiene tiempo libre la próxima semana?", "overloaded", ["Jorge Ramírez"]),
  c("es", "¿quién está disponible para apoyar en otro proyecto?", "overloaded", ["Jorge Ramírez"]),
  c("en", "Who's free to take on more work?", "overloaded", ["Jorge Ramírez"]),
  c("en", "who has spare hours next week", "overloaded", ["Jorge Ramírez"]),
  // Field filters without '='
  c("es", "tareas de Liverpool", "field_filter", ["Documentar API"]),
  c("es", "¿Qué tareas son del área de finanzas?", "field_filter", ["Validar catálogos", "Pruebas de integración"]),
  c("es", "¿qué pendientes tenemos con Pemex?", "field_filter", ["Validar catálogos", "Configurar servidores"]),
  c("en", "tasks for Banorte", "field_filter", ["Pruebas de integración"]),
  c("en", "Which tasks belong to the Operaciones area?", "field_filter", ["Publicar versión beta"]),
  // The answer in the question's language, Spanish task names
  c("en", "Who is responsible for Cerrar inscripciones?", "task_details", ["María González"]),
  c("en", "When is Publicar versión beta due?", "task_details", ["November 27, 2026"]),
  c("en", "What's the status of Validar catálogos?", "task_details", ["Ana Torres"]),
  c("es", "¿quién lleva Pruebas de integración?", "task_details", ["Ana Torres"]),
  // Actions
  c("es", "crea una tarea en Atlas: actualizar el manual de usuario, para el viernes", "action.create_task", ["Portal Atlas", "2026-11-27", "actualizar el manual de usuario"]),
  c("es", "nueva tarea en Orión revisar licencias asignada a Luis", "action.create_task", ["Orión", "Luis Pérez", "revisar licencias"]),
  c("en", "create a task in the bank integration: call the bank's support, due next Monday", "action.create_task", ["Integración Bancaria", "2026-11-30", "call the bank's support"]),
  c("es", "agrega un riesgo en Orión: falta de personal", "action.add_risk", ["Orión", "falta de personal"]),
  c("en", "add a risk to the data center: vendor delays", "action.add_risk", ["Centro de Datos Norte", "vendor delays"]),
  c("es", "cambia la fecha de Documentar API al 20 de enero", "action.move_due", ["Documentar API", "2027-01-20"]),
  c("es", "mueve Revisión de seguridad al 18 de diciembre", "action.move_due", ["Revisión de seguridad", "2026-12-18"], "atlas"),
  c("en", "move Cerrar inscripciones to December 2", "action.move_due", ["Cerrar inscripciones", "2026-12-02"], "orion"),
  c("es", "pásale Validar catálogos a María", "action.assign", ["Validar catálogos", "María González"]),
  c("en", "assign Migrar base de datos to Jorge", "action.assign", ["Migrar base de datos", "Jorge Ramírez"]),
];
