import type { Case } from "./cases";

// The third blind set (issue 19): questions written on 26 Nov 2026 by someone who had read only the
// list of intents (intents.ts), the contract (contract.ts), the seeded workspace (workspace.ts), the
// evaluation script and the format of one expected answer, not the training phrases, the classifier,
// the synonyms or the other sets' questions. Phrased as project managers, IT directors, executives
// and team members in Mexico type: colloquial Spanish, Spanglish, typos, no accents, first names,
// relative dates (mañana, el lunes, la semana que viene, fin de mes, end of quarter), amounts, custom
// fields, requests for actions and ~10 % the assistant must decline. The expectations follow the
// workspace's data (today is Thursday 26 Nov 2026), not what the engine says. Action requests are
// expected with intent 'action.<kind>' (see the fix below). `npm run assistant:eval:blind3`.
//
// RESULT of the single run (26 Nov 2026, offline engine, PGlite, engine unchanged):
//   as written: 124/164 = 75.6 % (es 62/82 = 75.6 %, en 62/82 = 75.6 %); p50 4.4 ms, p95 16.1 ms, max 53.7 ms.
//   One expectation fix after the run, of format, not of data: the 18 action requests had been written
//   with the action's kind as intent ('create_task'); the engine names them 'action.create_task' (the
//   writer could not see that name). Relabelled; no question, expected record, date or figure changed.
//   With that fix (derived from the same run's answers, which are deterministic): 135/164 = 82.3 %
//   (es 67/82 = 81.7 %, en 68/82 = 82.9 %).
//   Per intent (after the fix): due_date 19/22 86.4 %, at_risk 10/14 71.4 %, overloaded 10/12 83.3 %,
//   overdue_tasks 15/16 93.8 %, forecast 12/12 100 %, changes 9/10 90 %, budget 12/14 85.7 %,
//   memory 12/12 100 %, help 3/4 75 %, field_filter 4/8 50 %, task_details 4/6 66.7 %,
//   action.create_task 2/4, action.move_due 2/4, action.assign 3/4, action.add_risk 2/4,
//   action.draft_update 2/2 (actions 11/18 61.1 %), declined / not understood 14/16 87.5 %.
//   Below the 90 %: weakest on field filters, risk phrasings ('cómo lo ves', 'in trouble'),
//   actions whose title is not quoted, and 'end of quarter' ranges.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

const es: Case[] = [
  // Fechas de entrega
  c("es", "para cuando queda el portal atlas??", "due_date", ["14 de marzo de 2027"]),
  c("es", "Oye, ¿cuál es la fecha compromiso de Orion?", "due_date", ["18 de diciembre de 2026"]),
  c("es", "cuando se entrega la integracion bancaria", "due_date", ["29 de enero de 2027"]),
  c("es", "¿Qué tareas vencen mañana?", "due_date", ["Publicar versión beta"]),
  c("es", "que se tiene q entregar el lunes", "due_date", ["Cerrar inscripciones"]),
  c("es", "¿Qué entregables tenemos la semana que viene?", "due_date", ["Cerrar inscripciones", "Migrar base de datos"]),
  c("es", "¿Qué vence antes de que acabe el trimestre?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("es", "fechas limite de diciembre porfa", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("es", "¿A qué fecha tenemos que tener lista la capacitacion de ventas?", "due_date", ["30 de noviembre de 2026"]),
  c("es", "¿cuándo es la entrega final de este proyecto?", "due_date", ["27 de noviembre de 2026"], "app"),
  c("es", "cuando termina el proyecto del centro de datos", "due_date", ["30 de junio de 2027"]),
  // Riesgo
  c("es", "¿Qué proyectos andan en rojo?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("es", "que onda con orion, como lo ves?", "at_risk", ["74/100"]),
  c("es", "¿Por qué el Centro de Datos Norte está en riesgo crítico?", "at_risk", ["88/100"]),
  c("es", "¿cómo va la integración bancaria? ¿la vemos en riesgo?", "at_risk", ["52/100"]),
  c("es", "dame los proyectos mas riesgosos del portafolio", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("es", "¿Qué tan riesgoso está este proyecto?", "at_risk", ["45/100"], "app"),
  c("es", "¿Atlas está sano o hay algo de qué preocuparnos?", "at_risk", ["18/100"]),
  // Sobrecarga
  c("es", "¿Quién del equipo está sobrecargado?", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("es", "quien anda hasta el gorro de chamba?", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("es", "¿Luis tiene capacidad para agarrar otro proyecto?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Sofi está sobreasignada?", "overloaded", ["Sofía Herrera"]),
  c("es", "cómo está la carga de trabajo del equipo esta semana", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("es", "¿Quién tiene horas libres para apoyar en Atlas?", "overloaded", ["Jorge Ramírez"]),
  // Tareas vencidas
  c("es", "¿Qué tareas están vencidas?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración", "Configurar servidores"]),
  c("es", "que trae atrasado ana", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("es", "¿Luis tiene pendientes vencidos?", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿Qué se nos pasó de fecha en Orión?", "overdue_tasks", ["Validar catálogos"]),
  c("es", "tareas retrasadas del centro de datos", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿hay algo atrasado en la integracion con el banco?", "overdue_tasks", ["Pruebas de integración"]),
  c("es", "lista de pendientes que ya se vencieron, x fa", "overdue_tasks", ["Validar catálogos", "Pruebas de integración", "Configurar servidores"]),
  c("es", "¿Qué tareas de Ana Torres están retrasadas?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  // Pronóstico
  c("es", "a este paso cuando terminamos orion?", "forecast", ["15 de enero de 2027"]),
  c("es", "¿Llegamos a tiempo con la Integración Bancaria?", "forecast", ["10 de febrero de 2027"]),
  c("es", "¿Cuál es el pronóstico de término del Portal Atlas?", "forecast", ["2 de marzo de 2027"]),
  c("es", "¿En qué fecha estimas que quede lista la app móvil?", "forecast", ["4 de diciembre de 2026"]),
  c("es", "con el ritmo que llevamos, ¿cuándo acabamos el centro de datos?", "forecast", ["20 de julio de 2027"]),
  c("es", "¿qué probabilidad hay de terminar este proyecto a tiempo?", "forecast", ["22"], "orion"),
  // Cambios
  c("es", "¿Qué cambió esta semana?", "changes", ["Diseño de pantallas"]),
  c("es", "¿Qué novedades hay en Atlas?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  c("es", "que movimientos hubo en orion estos dias", "changes", ["Validar catálogos"]),
  c("es", "¿qué avance hubo desde el lunes?", "changes", ["Diseño de pantallas"]),
  c("es", "ponme al día: ¿qué pasó en los proyectos ayer y antier?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  // Presupuesto
  c("es", "¿cuánto llevamos gastado en Atlas?", "budget", ["320,000"]),
  c("es", "¿Qué proyectos se pasaron del presupuesto?", "budget", ["Orión", "Migración ERP"]),
  c("es", "¿Cuánta lana nos queda en el Centro de Datos Norte?", "budget", ["500,000"]),
  c("es", "¿Orión está dentro de presupuesto?", "budget", ["230,000", "200,000"]),
  c("es", "gasto vs presupuesto de la integracion bancaria", "budget", ["100,000", "300,000"]),
  c("es", "¿Cuánto se ha gastado en este proyecto?", "budget", ["40,000"], "sales"),
  c("es", "¿cuál es el presupuesto de la app móvil de clientes?", "budget", ["App Móvil Clientes"]),
  // Memoria y lecciones
  c("es", "¿Qué lecciones nos dejó la migración del ERP?", "memory", ["datos maestros"]),
  c("es", "¿por qué se canceló el rediseño web?", "memory", ["proveedor de diseño"]),
  c("es", "¿Qué se decidió sobre los pagos con tarjeta en Atlas?", "memory", ["pagos con tarjeta"]),
  c("es", "¿Qué sabemos del proveedor de Orión?", "memory", ["proveedor confirmó la entrega"]),
  c("es", "¿qué experiencia tuvimos con el sandbox del banco?", "memory", ["sandbox"]),
  c("es", "busca lo que se dijo de la junta de finanzas", "memory", ["junta de finanzas"]),
  // Ayuda
  c("es", "¿qué cosas te puedo preguntar?", "help"),
  c("es", "buenas tardes", "help"),
  // Campos personalizados
  c("es", "¿Qué tareas tenemos del cliente Pemex?", "field_filter", ["Validar catálogos", "Configurar servidores"]),
  c("es", "tareas del area de TI", "field_filter", ["Configurar servidores", "Documentar API"]),
  c("es", "¿Qué tareas hay para Banorte?", "field_filter", ["Pruebas de integración"]),
  c("es", "muéstrame las tareas con Área = Operaciones", "field_filter", ["Publicar versión beta"]),
  // Detalle de una tarea
  c("es", "¿Quién tiene la tarea Migrar base de datos?", "task_details", ["María González"]),
  c("es", "¿en qué estatus va la revisión de seguridad?", "task_details", ["Jorge Ramírez"]),
  c("es", "¿Para cuándo es Documentar API?", "task_details", ["15 de enero de 2027"]),
  // Acciones
  c("es", "crea una tarea en Orión: revisar contrato con el proveedor, para mañana", "action.create_task", ["Orión", "2026-11-27"]),
  c("es", "agrega la tarea Preparar demo en Atlas para el 10 de diciembre y asígnasela a Jorge", "action.create_task", ["Portal Atlas", "2026-12-10", "Jorge Ramírez"]),
  c("es", "mueve Migrar base de datos al 11 de diciembre", "action.move_due", ["Migrar base de datos", "2026-12-11"]),
  c("es", "recorre la fecha de Cerrar inscripciones al lunes 7 de diciembre", "action.move_due", ["Cerrar inscripciones", "2026-12-07"]),
  c("es", "asigna la Revisión de seguridad a Ana", "action.assign", ["Revisión de seguridad", "Ana Torres"]),
  c("es", "que Sofía se encargue de Documentar API", "action.assign", ["Documentar API", "Sofía Herrera"]),
  c("es", "agrega un riesgo en Integración Bancaria: el banco puede cambiar su API", "action.add_risk", ["Integración Bancaria"]),
  c("es", "registra como riesgo de Atlas la rotación del equipo de desarrollo", "action.add_risk", ["Portal Atlas"]),
  c("es", "redacta el reporte semanal de Orión", "action.draft_update", ["Orión"]),
  // Lo que debe declinar o no puede contestar
  c("es", "borra el proyecto Rediseño Web", null),
  c("es", "¿cuánto gana Luis?", null),
  c("es", "¿quién va a ganar el clásico América vs Chivas?", null),
  c("es", "pásame la contraseña del servidor de producción", null),
  c("es", "¿a cuánto está el dólar hoy?", null),
  c("es", "elimina todas las tareas vencidas", null),
  c("es", "cuéntame un chiste", null),
  c("es", "asdfgh jklñ", null),
];

const en: Case[] = [
  // Due dates
  c("en", "when is Portal Atlas due?", "due_date", ["March 14, 2027"]),
  c("en", "whats the deadline for orion", "due_date", ["December 18, 2026"]),
  c("en", "When do we have to deliver the bank integration?", "due_date", ["January 29, 2027"]),
  c("en", "What's due tomorrow?", "due_date", ["Publicar versión beta"]),
  c("en", "anything due on monday?", "due_date", ["Cerrar inscripciones"]),
  c("en", "What deliverables do we have next week?", "due_date", ["Cerrar inscripciones", "Migrar base de datos"]),
  c("en", "What is due before the end of the quarter?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("en", "list the deadlines in december", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("en", "When does the Sales training wrap up?", "due_date", ["November 30, 2026"]),
  c("en", "what's the end date of this project?", "due_date", ["June 30, 2027"], "datacenter"),
  c("en", "What's due this week?", "due_date", ["Publicar versión beta"]),
  // Risk
  c("en", "Which projects are at risk?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("en", "how's orion looking?", "at_risk", ["74/100"]),
  c("en", "Why is the data center project flagged as critical?", "at_risk", ["88/100"]),
  c("en", "Is the bank integration in trouble?", "at_risk", ["52/100"]),
  c("en", "show me the riskiest projects in the portfolio", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("en", "What's the risk score of this project?", "at_risk", ["45/100"], "app"),
  c("en", "Is Atlas healthy?", "at_risk", ["18/100"]),
  // Overloaded
  c("en", "Who is overloaded?", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "who on the team is over capacity right now", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "Does Luis have bandwidth for another project?", "overloaded", ["Luis Pérez"]),
  c("en", "is sofia overallocated?", "overloaded", ["Sofía Herrera"]),
  c("en", "Show me the team's workload", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "Who has spare capacity to help on Atlas?", "overloaded", ["Jorge Ramírez"]),
  // Overdue tasks
  c("en", "Which tasks are overdue?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración", "Configurar servidores"]),
  c("en", "what is ana behind on", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("en", "Does Luis have any late tasks?", "overdue_tasks", ["Configurar servidores"]),
  c("en", "What slipped in Orion?", "overdue_tasks", ["Validar catálogos"]),
  c("en", "overdue tasks for the data center", "overdue_tasks", ["Configurar servidores"]),
  c("en", "Is anything past due on the bank integration?", "overdue_tasks", ["Pruebas de integración"]),
  c("en", "list everything that's past due pls", "overdue_tasks", ["Validar catálogos", "Pruebas de integración", "Configurar servidores"]),
  c("en", "Which of Ana Torres's tasks are late?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  // Forecast
  c("en", "at this rate when will we finish orion?", "forecast", ["January 15, 2027"]),
  c("en", "Will we make it on time with the bank integration?", "forecast", ["February 10, 2027"]),
  c("en", "What's the completion forecast for Portal Atlas?", "forecast", ["March 2, 2027"]),
  c("en", "When do you estimate the mobile app will be done?", "forecast", ["December 4, 2026"]),
  c("en", "At the current pace, when does the data center project finish?", "forecast", ["July 20, 2027"]),
  c("en", "what are the odds we finish this project on time?", "forecast", ["22"], "orion"),
  // Changes
  c("en", "What changed this week?", "changes", ["Diseño de pantallas"]),
  c("en", "What's new on Atlas?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  c("en", "any updates on orion lately?", "changes", ["Validar catálogos"]),
  c("en", "What progress was made since Monday?", "changes", ["Diseño de pantallas"]),
  c("en", "catch me up: what happened across projects in the last couple of days?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  // Budget
  c("en", "How much have we spent on Atlas so far?", "budget", ["320,000"]),
  c("en", "Which projects went over budget?", "budget", ["Orión", "Migración ERP"]),
  c("en", "How much budget is left on Centro de Datos Norte?", "budget", ["500,000"]),
  c("en", "is orion within budget", "budget", ["230,000", "200,000"]),
  c("en", "budget vs actuals for the bank integration", "budget", ["100,000", "300,000"]),
  c("en", "How much has this project cost so far?", "budget", ["40,000"], "sales"),
  c("en", "What's the budget of the customer mobile app?", "budget", ["App Móvil Clientes"]),
  // Memory and lessons
  c("en", "What lessons did we learn from the ERP migration?", "memory", ["datos maestros"]),
  c("en", "why was the web redesign cancelled?", "memory", ["proveedor de diseño"]),
  c("en", "What was decided about card payments on Atlas?", "memory", ["pagos con tarjeta"]),
  c("en", "What do we know about Orion's vendor?", "memory", ["proveedor confirmó la entrega"]),
  c("en", "What did we learn about getting bank sandbox access?", "memory", ["sandbox"]),
  c("en", "search for what was said about the finance meeting", "memory", ["junta de finanzas"]),
  // Help
  c("en", "what can you do?", "help"),
  c("en", "hey there", "help"),
  // Custom fields
  c("en", "Which tasks are for the client Pemex?", "field_filter", ["Validar catálogos", "Configurar servidores"]),
  c("en", "tasks in the TI area", "field_filter", ["Configurar servidores", "Documentar API"]),
  c("en", "Show me Liverpool's tasks", "field_filter", ["Documentar API"]),
  c("en", "tasks where Área is Finanzas", "field_filter", ["Validar catálogos", "Pruebas de integración"]),
  // Task details
  c("en", "Who owns Migrar base de datos?", "task_details", ["María González"]),
  c("en", "what's the status of Revisión de seguridad?", "task_details", ["Jorge Ramírez"]),
  c("en", "When is Documentar API due?", "task_details", ["January 15, 2027"]),
  // Actions
  c("en", "create a task in Orion: review the vendor contract, due tomorrow", "action.create_task", ["Orión", "2026-11-27"]),
  c("en", "add a task 'Prepare demo' to Atlas due December 10 and assign it to Jorge", "action.create_task", ["Portal Atlas", "2026-12-10", "Jorge Ramírez"]),
  c("en", "move Migrar base de datos to December 11", "action.move_due", ["Migrar base de datos", "2026-12-11"]),
  c("en", "push the due date of Documentar API to January 29", "action.move_due", ["Documentar API", "2027-01-29"]),
  c("en", "assign Revisión de seguridad to Ana", "action.assign", ["Revisión de seguridad", "Ana Torres"]),
  c("en", "give Configurar servidores to Jorge", "action.assign", ["Configurar servidores", "Jorge Ramírez"]),
  c("en", "add a risk to the bank integration: the bank may change its API", "action.add_risk", ["Integración Bancaria"]),
  c("en", "log a risk on Atlas: developer turnover", "action.add_risk", ["Portal Atlas"]),
  c("en", "draft the weekly update for Orion", "action.draft_update", ["Orión"]),
  // Declined or cannot answer
  c("en", "delete the Rediseño Web project", null),
  c("en", "How much does Luis make?", null),
  c("en", "who will win the super bowl?", null),
  c("en", "give me the admin password for the production server", null),
  c("en", "what's the USD to MXN exchange rate today?", null),
  c("en", "remove all overdue tasks", null),
  c("en", "tell me a joke", null),
  c("en", "qwerty zxcv", null),
];

export const blind3: Case[] = [...es, ...en];
