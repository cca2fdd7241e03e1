import type { Case } from "./cases";

// The second blind set (decision 0925): 136 questions (68 es-MX, 68 en) written on 26 Nov 2026
// BEFORE the engine change of 0925, by someone who had read only the list of intents (intents.ts),
// the seeded workspace (workspace.ts) and the format of blind.ts, not the training phrases, the
// classifier or the other sets' questions. Phrased as project managers, IT directors and executives
// in Mexico type: colloquialisms ('qué onda con', 'pa cuándo', 'chamba', 'lana'), mixed Spanish and
// English ('el deadline de Orión'), typos and missing accents, first names, relative dates, amounts,
// and requests the assistant must decline. `npm run assistant:eval:blind2`. The expected answers
// follow the workspace's data (dates, figures, records), not what the engine happened to say.
// When the engine is changed with these in view, move them into cases.ts and write a new set.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

export const blind2: Case[] = [
  // Spanish: due dates
  c("es", "pa cuando tenemos que entregar atlas?", "due_date", ["14 de marzo de 2027"]),
  c("es", "¿Cuál es el deadline de Orión?", "due_date", ["18 de diciembre de 2026"]),
  c("es", "fecha limite integracion bancaria", "due_date", ["29 de enero de 2027"]),
  c("es", "qué onda con la fecha de entrega de la app movil", "due_date", ["27 de noviembre de 2026"]),
  c("es", "¿Qué tenemos que entregar el próximo viernes?", "due_date", ["Publicar versión beta"]),
  c("es", "¿Qué se vence a fin de mes?", "due_date", ["Cerrar inscripciones"]),
  c("es", "¿Qué entregas caen la semana que entra?", "due_date", ["Migrar base de datos"]),
  c("es", "¿Cuándo es la fecha de cierre de Capacitación Ventas?", "due_date", ["30 de noviembre de 2026"]),
  c("es", "¿Qué vence en enero?", "due_date", ["Documentar API"]),
  c("es", "cuando vence el centro de datos norte", "due_date", ["30 de junio de 2027"]),
  c("es", "¿y esto pa cuándo es?", "due_date", ["18 de diciembre de 2026"], "orion"),
  // Spanish: risk
  c("es", "¿Cómo vamos con Orión?", "at_risk", ["74/100"]),
  c("es", "¿Qué proyectos están en rojo?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("es", "¿Cuál es el proyecto más riesgoso ahorita?", "at_risk", ["Centro de Datos Norte"]),
  c("es", "que riesgos tiene el centro de datos", "at_risk", ["88/100"]),
  c("es", "¿Está en riesgo la integración bancaria?", "at_risk", ["52/100"]),
  c("es", "neta, ¿qué tan mal está Orion?", "at_risk", ["74/100"]),
  c("es", "¿Qué proyectos me deberían preocupar y por qué?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  // Spanish: workload
  c("es", "¿Quién está sobrecargado la próxima semana?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Quién anda hasta el gorro de chamba?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Sofía ya no puede con más trabajo?", "overloaded", ["Sofía Herrera"]),
  c("es", "¿Cómo está la carga de trabajo del equipo?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Jorge tiene disponibilidad para apoyar en Orión?", "overloaded", ["Jorge Ramírez"]),
  c("es", "quien esta saturado este mes", "overloaded", ["Luis Pérez"]),
  // Spanish: overdue tasks
  c("es", "¿Qué pendientes atrasados trae Ana?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("es", "tareas atrasdas", "overdue_tasks", ["Configurar servidores", "Validar catálogos", "Pruebas de integración"]),
  c("es", "¿Qué se nos pasó de fecha en Orión?", "overdue_tasks", ["Validar catálogos"]),
  c("es", "¿Luis tiene algo vencido?", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿Qué tareas ya debieron haberse cerrado y siguen abiertas?", "overdue_tasks", ["Configurar servidores"]),
  c("es", "lo que está retrasado en el centro de datos", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿Qué trae vencido Jorge?", "overdue_tasks"),
  // Spanish: forecast
  c("es", "¿Cuándo terminamos Orión al ritmo que vamos?", "forecast", ["15 de enero de 2027"]),
  c("es", "¿Vamos a llegar a tiempo con la app?", "forecast", ["4 de diciembre de 2026"]),
  c("es", "¿Qué probabilidad hay de que el centro de datos salga a tiempo?", "forecast", ["35"]),
  c("es", "con la velocidad actual pa cuando acabamos atlas", "forecast", ["2 de marzo de 2027"]),
  c("es", "¿Cuál es el pronóstico de entrega de la integración bancaria?", "forecast", ["10 de febrero de 2027"]),
  c("es", "¿La capacitación de ventas sí la acabamos a tiempo?", "forecast", ["30 de noviembre de 2026"]),
  // Spanish: changes
  c("es", "¿Qué hubo de nuevo en Atlas esta semana?", "changes", ["Diseño de pantallas"]),
  c("es", "¿Qué avances hubo esta semana?", "changes", ["Diseño de pantallas"]),
  c("es", "qué onda con orion, algo nuevo?", "changes", ["Validar catálogos"]),
  c("es", "¿Qué se terminó esta semana?", "changes", ["Diseño de pantallas"]),
  c("es", "dame un resumen de los movimientos de los últimos días", "changes", ["Diseño de pantallas"]),
  c("es", "¿Hubo cambios en Orión desde el lunes?", "changes", ["Validar catálogos"]),
  // Spanish: budget
  c("es", "¿Cómo va el budget de Atlas?", "budget", ["320,000"]),
  c("es", "qué onda con el presupuesto de Orión", "budget", ["200,000", "230,000"]),
  c("es", "¿Qué proyectos se pasaron del presupuesto?", "budget", ["Orión"]),
  c("es", "Compara presupuesto vs gasto de todos los proyectos", "budget", ["Centro de Datos Norte", "Portal Atlas"]),
  c("es", "¿Qué proyectos llevan más de 50 mil pesos gastados?", "budget", ["Portal Atlas", "Centro de Datos Norte"]),
  c("es", "¿Cuánta lana nos queda en el centro de datos?", "budget", ["500,000"]),
  c("es", "cuanto hemos gastdo en la integracion bancaria", "budget", ["100,000"]),
  // Spanish: organisational memory
  c("es", "¿Qué lecciones nos dejó la migración de datos?", "memory", ["datos maestros"]),
  c("es", "¿Por qué cancelamos el rediseño web?", "memory", ["proveedor de diseño"]),
  c("es", "¿Qué sabemos del proveedor de nube?", "memory", ["Retraso del proveedor de nube"]),
  c("es", "¿Qué se decidió con el cambio de pagos con tarjeta en Atlas?", "memory", ["pagos con tarjeta"]),
  c("es", "¿Qué se dijo de la junta de finanzas?", "memory", ["junta de finanzas"]),
  c("es", "¿Tuvimos problemas con el sandbox del banco en otros proyectos?", "memory", ["sandbox"]),
  c("es", "¿Qué experiencia tenemos con pruebas de usabilidad?", "memory", ["usabilidad"]),
  c("es", "busca lo que se haya dicho sobre la entrega de equipos", "memory", ["entrega de equipos"]),
  // Spanish: help, actions
  c("es", "¿Qué te puedo preguntar?", "help"),
  c("es", "Buenas tardes", "help"),
  c("es", "Crea una tarea «Revisar contrato» en Orión pa'l viernes", "action.create_task", ['"title":"Revisar contrato"', '"endDate":"2026-11-27"', '"projectName":"Orión"']),
  c("es", "Reasigna «Migrar base de datos» a Jorge", "action.assign", ['"taskTitle":"Migrar base de datos"', '"resourceName":"Jorge Ramírez"']),
  c("es", "Redacta la actualización semanal de Orión", "action.draft_update", ['"projectName":"Orión"']),
  // Spanish: out of scope, to decline
  c("es", "¿Cuánto gana Luis?", null),
  c("es", "¿Va a llover mañana en Monterrey?", null),
  c("es", "¿Quién va a ganar el clásico América vs Chivas?", null),
  c("es", "Recomiéndame una serie de Netflix", null),
  c("es", "Borra el proyecto Atlas", null),

  // English: due dates
  c("en", "whens atlas due", "due_date", ["March 14, 2027"]),
  c("en", "what's the deadline on orion?", "due_date", ["December 18, 2026"]),
  c("en", "Due date for the bank integration project?", "due_date", ["January 29, 2027"]),
  c("en", "When do we have to ship the mobile app?", "due_date", ["November 27, 2026"]),
  c("en", "What's due next Friday?", "due_date", ["Publicar versión beta"]),
  c("en", "anything due by the end of the month", "due_date", ["Cerrar inscripciones"]),
  c("en", "What's due next sprint?", "due_date", ["Migrar base de datos"]),
  c("en", "What's due on December 15?", "due_date", ["Revisión de seguridad"]),
  c("en", "When does the datacenter project end?", "due_date", ["June 30, 2027"]),
  c("en", "when is this due?", "due_date", ["November 27, 2026"], "app"),
  c("en", "deadline for Capacitacion Ventas", "due_date", ["November 30, 2026"]),
  // English: risk
  c("en", "Which projects are in trouble and why?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("en", "how's the data center doing", "at_risk", ["88/100"]),
  c("en", "Is Atlas at risk?", "at_risk", ["18/100"]),
  c("en", "riskiest project right now?", "at_risk", ["Centro de Datos Norte"]),
  c("en", "What's the risk score for the bank integration", "at_risk", ["52/100"]),
  c("en", "What should I be worried about this week?", "at_risk", ["Centro de Datos Norte"]),
  c("en", "Orion health check", "at_risk", ["74/100"]),
  // English: workload
  c("en", "who is overallocated next week", "overloaded", ["Luis Pérez"]),
  c("en", "Is anyone over capacity?", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "How's Luis's workload?", "overloaded", ["Luis Pérez"]),
  c("en", "can jorge take on more work?", "overloaded", ["Jorge Ramírez"]),
  c("en", "team capacity this month", "overloaded", ["Luis Pérez"]),
  c("en", "who's swamped?", "overloaded", ["Luis Pérez"]),
  // English: overdue tasks
  c("en", "ana's late tasks", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("en", "list overdue taks", "overdue_tasks", ["Configurar servidores"]),
  c("en", "What's past due on Orion?", "overdue_tasks", ["Validar catálogos"]),
  c("en", "Does Luis have anything overdue?", "overdue_tasks", ["Configurar servidores"]),
  c("en", "which tasks missed their due date", "overdue_tasks", ["Pruebas de integración"]),
  c("en", "anything slipping in the data center project?", "overdue_tasks", ["Configurar servidores"]),
  c("en", "Does Maria have overdue tasks?", "overdue_tasks"),
  // English: forecast
  c("en", "At this pace when does Orion wrap up?", "forecast", ["January 15, 2027"]),
  c("en", "Will the mobile app make its date?", "forecast", ["December 4, 2026"]),
  c("en", "What's the chance the data center finishes on time?", "forecast", ["35"]),
  c("en", "forecast for atlas", "forecast", ["March 2, 2027"]),
  c("en", "Expected completion date for the bank integration?", "forecast", ["February 10, 2027"]),
  c("en", "worst case finish date for Orion", "forecast", ["February 5, 2027"]),
  // English: changes
  c("en", "What's new on Atlas this week?", "changes", ["Diseño de pantallas"]),
  c("en", "what changed this week", "changes", ["Diseño de pantallas"]),
  c("en", "What happened on Orion lately?", "changes", ["Validar catálogos"]),
  c("en", "What got completed this week?", "changes", ["Diseño de pantallas"]),
  c("en", "Show me recent activity", "changes", ["Diseño de pantallas"]),
  c("en", "any progress on atlas since monday?", "changes", ["Diseño de pantallas"]),
  // English: budget
  c("en", "How much have we spent on Atlas?", "budget", ["320,000"]),
  c("en", "orion budgte vs actual", "budget", ["200,000", "230,000"]),
  c("en", "Which projects are over budget?", "budget", ["Orión"]),
  c("en", "Compare budget and spend across my projects", "budget", ["Centro de Datos Norte", "Portal Atlas"]),
  c("en", "projects that spent more than 100k pesos", "budget", ["Portal Atlas", "Centro de Datos Norte"]),
  c("en", "How much budget is left on the data center?", "budget", ["500,000"]),
  c("en", "what's the burn on the bank integration", "budget", ["100,000"]),
  // English: organisational memory
  c("en", "lessons learned from data migrations", "memory", ["datos maestros"]),
  c("en", "why did we cancel the website redesign?", "memory", ["proveedor de diseño"]),
  c("en", "what do we know about the cloud provider delay?", "memory", ["Retraso del proveedor de nube"]),
  c("en", "What was decided on the card payments change request?", "memory", ["pagos con tarjeta"]),
  c("en", "Did anyone mention the finance meeting?", "memory", ["junta de finanzas"]),
  c("en", "Past issues with bank sandbox credentials?", "memory", ["sandbox"]),
  c("en", "what did the ERP project teach us about finance?", "memory", ["finanzas"]),
  c("en", "search messages about equipment delivery", "memory", ["entrega de equipos"]),
  // English: help, actions
  c("en", "what can I ask you?", "help"),
  c("en", "hey there", "help"),
  c("en", "Create a task 'Review contract' in Atlas due next Friday", "action.create_task", ['"title":"Review contract"', '"endDate":"2026-11-27"', '"projectName":"Portal Atlas"']),
  c("en", "Push Documentar API to January 22", "action.move_due", ['"taskTitle":"Documentar API"', '"endDate":"2027-01-22"']),
  c("en", "Log a risk 'Key vendor bankruptcy' on Atlas", "action.add_risk", ['"title":"Key vendor bankruptcy"', '"projectName":"Portal Atlas"']),
  // English: out of scope, to decline
  c("en", "What's Luis's salary?", null),
  c("en", "What's the weather in Guadalajara tomorrow?", null),
  c("en", "Book me a flight to Cancún", null),
  c("en", "Write me a haiku about Mondays", null),
  c("en", "Delete the Orion project", null),
];
