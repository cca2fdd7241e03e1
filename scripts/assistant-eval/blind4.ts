import type { Case } from "./cases";

// The fourth blind set (issue 19: "≥ 90 % on questions never seen"): questions written on 26 Nov 2026
// by someone who had read only the list of intents (intents.ts), the contract (contract.ts), the seeded
// workspace (workspace.ts), the evaluation script and the format of blind3's first cases, not the
// classifier, the training phrases, the synonyms, the assistant's service or the other sets' questions.
// Phrased as project managers, IT directors, executives, product owners and team members in Mexico
// type: colloquial Spanish, Spanglish, typos, no accents, first names, relative dates (hoy, este
// viernes, el lunes, la próxima quincena, fin de año, next sprint, end of month, Q1), amounts in MXN
// written different ways (30 mil pesos, 200k, $500,000 MXN, medio millón), custom fields, requests for
// actions (intent 'action.<kind>') and ~10 % the assistant must decline (intent null). The
// expectations follow the workspace's data (today is Thursday 26 Nov 2026, NOW in workspace.ts), not
// what the engine says: es-MX long dates ("14 de marzo de 2027"), en-US long dates ("March 14, 2027",
// the app's English date format), money as its thousands ("320,000", which both "$320,000.00" and
// "MX$320,000" contain), actions by their preview's fields (ISO dates, names). `npm run assistant:eval:blind4`.
//
// RESULT of the single run (26 Nov 2026, offline engine, PGlite, engine unchanged; set committed before it):
//   134/164 = 81.7 % (es 67/82 = 81.7 %, en 67/82 = 81.7 %); p50 64.6 ms, p95 215.6 ms, max 384.9 ms
//   (2 shared cores under other helpers' load). No expectation changed after the run: every failure
//   below is checked against workspace.ts and the expectation follows the data.
//   Per intent: due_date 16/22 72.7 %, at_risk 13/14 92.9 %, overloaded 8/12 66.7 %,
//   overdue_tasks 15/16 93.8 %, forecast 11/12 91.7 %, changes 9/10 90 %, budget 14/14 100 %,
//   memory 12/12 100 %, help 3/4 75 %, field_filter 4/8 50 %, task_details 5/6 83.3 %,
//   action.create_task 3/4, action.move_due 1/4, action.assign 3/4, action.add_risk 1/4,
//   action.draft_update 2/2 (actions 10/18 55.6 %), declined / not understood 14/16 87.5 %.
//   The 30 failures, by kind:
//   - date ranges in due-date lists (5): 'la próxima quincena', 'antes de fin de año', 'Q1 2027'
//     (es, en), 'before xmas' answer "Próximas fechas de entrega" without the tasks due in the range
//     (Migrar base de datos 4 Dec, Revisión de seguridad 15 Dec, Documentar API 15 Jan);
//   - actions (8): a task title with a project's word ('Migrar base de datos' read as Centro de
//     *Datos* Norte) (2, es and en); a relative shift ('recorre … una semana') (1); a risk whose title
//     is not quoted (2) or is cut wrong ('app store review could reject the beta') (1); an unquoted
//     create_task with an assignee, asked to clarify overdue vs load (1); 'que Luis se encargue de
//     <task>' read as task details (1);
//   - custom fields (4): 'del cliente Pemex', 'para el cliente Liverpool', 'tasks for client Banorte',
//     'Liverpool tasks' read as changes, due dates or overdue tasks;
//   - capacity (3): 'who has bandwidth / quién tiene capacidad para ayudar' answered with the
//     overloaded people instead of who is free (Jorge, 30 h free) (2); 'anyone allocated above 100%
//     in january?' not understood (1);
//   - language (2): English questions answered in Spanish ('Luis allocation vs availability', 'who owns
//     Publicar versión beta?');
//   - a clarifying question instead of the answer (2): '¿Hay algo vencido en este proyecto?' (overdue
//     vs risk), 'P85 for the data center?' (changes vs forecast);
//   - declines missed (2): Sofía's personal phone and e-mail (answered her overdue tasks), the USD/MXN
//     rate (answered due dates);
//   - one each: 'fecha … según el plan' read as forecast; 'resumen de lo que pasó ayer' read as memory;
//     'what kind of stuff can you answer?' not understood; 'rank our projects by risk' lists only the
//     high and critical ones (Integración Bancaria, medium 52/100, missing).
//   Below the 90 %: weakest on actions without quotes, field filters phrased as 'cliente X',
//   date ranges beyond next week, and 'who is free' capacity questions.
//
// SECOND RUN, after the engine change of decision 0930 (made by someone who never read this file;
// merged 26 Nov 2026, `npm run assistant:eval:blind4`, no expectation changed): 151/164 = 92.1 %
// (es 76/82 = 92.7 %, en 75/82 = 91.5 %); p50 15.3 ms, p95 62.4 ms. The 13 left: risk probability and
// impact written as words ('probabilidad 3, impacto 5', 'probability 2 impact 5') (2); 'recorre … una
// semana' (1); an unquoted create_task with assignee and date (1); a decline missed (Sofía's personal
// phone) (1); 'centro de datos segun el plan' (due date, read as forecast) (1); '¿Qué tenemos para el
// cliente Liverpool?' (field filter) (1); 'what do we owe by end of month' not understood (1); 'before
// xmas' without the tasks (1); 'rank our projects by risk' leaving out the medium one (1); 'Luis
// allocation vs availability' in Spanish (1); 'above 100% in january' and 'what kind of stuff can you
// answer?' not understood (2). From now on this set is seen data.

const c = (lang: "es" | "en", question: string, intent: string | null, expect: string[] = [], context?: Case["context"]): Case => ({ lang, question, intent, expect, ...(context ? { context } : {}) });

const all3 = ["Validar catálogos", "Pruebas de integración", "Configurar servidores"];

const es: Case[] = [
  // Fechas de entrega (proyectos y tareas)
  c("es", "oye y atlas pa cuando sale?", "due_date", ["14 de marzo de 2027"]),
  c("es", "fecha de cierre de orion xfa", "due_date", ["18 de diciembre de 2026"]),
  c("es", "¿Qué se entrega este viernes?", "due_date", ["Publicar versión beta"]),
  c("es", "q vence el lunes 30", "due_date", ["Cerrar inscripciones"]),
  c("es", "¿Qué entregas caen en la próxima quincena?", "due_date", ["Migrar base de datos"]),
  c("es", "¿Qué tenemos comprometido antes de fin de año?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  c("es", "en que fecha debe quedar el centro de datos norte segun el plan", "due_date", ["30 de junio de 2027"]),
  c("es", "¿cuál era la fecha límite del rediseño web?", "due_date", ["31 de mayo de 2026"]),
  c("es", "vencimientos del Q1 2027", "due_date", ["Documentar API"]),
  c("es", "¿Para cuándo está comprometido este proyecto?", "due_date", ["30 de noviembre de 2026"], "sales"),
  c("es", "tenemos algo que entregar hoy?", "due_date"),
  // Riesgo
  c("es", "¿Cuáles proyectos traen focos rojos?", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("es", "que tan grave esta lo de orion en riesgos", "at_risk", ["74/100"]),
  c("es", "¿Por qué el centro de datos tiene el riesgo tan alto?", "at_risk", ["88/100"]),
  c("es", "nivel de riesgo de la app movil", "at_risk", ["45/100"]),
  c("es", "¿Capacitación Ventas tiene algún riesgo?", "at_risk", ["10/100"]),
  c("es", "¿Cuál es el proyecto con peor salud del portafolio?", "at_risk", ["Centro de Datos Norte"]),
  c("es", "¿este proyecto está en peligro?", "at_risk", ["52/100"], "bank"),
  // Sobrecarga y capacidad
  c("es", "¿Quién está reventado de trabajo?", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("es", "¿Luis está arriba de su capacidad?", "overloaded", ["Luis Pérez"]),
  c("es", "¿Quién va a estar saturado en enero?", "overloaded", ["Luis Pérez"]),
  c("es", "sofia cuantas horas trae asignadas vs su disponibilidad", "overloaded", ["Sofía Herrera"]),
  c("es", "¿Quién tiene capacidad para ayudar la próxima semana?", "overloaded", ["Jorge Ramírez"]),
  c("es", "carga de trabajo de jorge", "overloaded", ["Jorge Ramírez"]),
  // Tareas vencidas
  c("es", "¿Qué tareas se nos quedaron atrasadas?", "overdue_tasks", all3),
  c("es", "ana tiene cosas vencidas?", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("es", "¿Qué trae Luis que ya pasó su fecha?", "overdue_tasks", ["Configurar servidores"]),
  c("es", "¿hay tareas vencidas en Orion?", "overdue_tasks", ["Validar catálogos"]),
  c("es", "¿María tiene algo atrasado?", "overdue_tasks"),
  c("es", "que tasks overdue tiene el proyecto bancario", "overdue_tasks", ["Pruebas de integración"]),
  c("es", "¿Qué tareas ya debieron estar terminadas y siguen abiertas?", "overdue_tasks", all3),
  c("es", "¿Hay algo vencido en este proyecto?", "overdue_tasks", ["Configurar servidores"], "datacenter"),
  // Pronóstico
  c("es", "¿Cuándo acabamos Orión si seguimos así?", "forecast", ["15 de enero de 2027"]),
  c("es", "¿Qué fecha realista de término le ves a la Integración Bancaria?", "forecast", ["10 de febrero de 2027"]),
  c("es", "en el peor de los casos cuando terminaria el centro de datos", "forecast", ["30 de agosto de 2027"]),
  c("es", "¿Vamos a llegar a tiempo con Atlas?", "forecast", ["2 de marzo de 2027"]),
  c("es", "¿Qué probabilidad hay de que la app movil termine a tiempo?", "forecast", ["4 de diciembre de 2026"]),
  c("es", "cual es el forecast de capacitacion ventas", "forecast", ["30 de noviembre de 2026"]),
  // Cambios
  c("es", "¿Qué se movió en Atlas en los últimos días?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  c("es", "resumen de lo que paso ayer", "changes", ["Revisión de seguridad"]),
  c("es", "¿Hubo actualizaciones en Orión esta semana?", "changes", ["Validar catálogos"]),
  c("es", "¿Qué tareas se completaron esta semana?", "changes", ["Diseño de pantallas"]),
  c("es", "dame el recap de la semana de todos los proyectos", "changes", ["Diseño de pantallas", "Validar catálogos", "Revisión de seguridad"]),
  // Presupuesto
  c("es", "¿Qué proyectos ya se pasaron de presupuesto?", "budget", ["Orión"]),
  c("es", "atlas ya se gasto mas de la mitad de sus $500,000 MXN?", "budget", ["320,000"]),
  c("es", "¿A Orión se le fueron como 30 mil pesos de más?", "budget", ["230,000", "200,000"]),
  c("es", "presupuesto vs gasto del centro de datos", "budget", ["900,000", "400,000"]),
  c("es", "¿Cuánta lana le queda a la integración bancaria?", "budget", ["300,000", "100,000"]),
  c("es", "¿cuánto llevamos gastado en este proyecto?", "budget", ["15,000"], "app"),
  c("es", "compárame lo presupuestado contra lo ejercido de todos los proyectos", "budget", ["Portal Atlas", "Orión", "Centro de Datos Norte"]),
  // Memoria organizacional
  c("es", "¿Qué lecciones nos dejó la migración del ERP?", "memory", ["Migración ERP", "datos maestros"]),
  c("es", "¿Por qué se canceló el rediseño web?", "memory", ["proveedor de diseño"]),
  c("es", "¿Qué decidimos sobre los pagos con tarjeta?", "memory", ["Agregar pagos con tarjeta"]),
  c("es", "¿Qué se dijo de la junta de finanzas?", "memory", ["junta de finanzas"]),
  c("es", "¿Tenemos experiencia previa con proveedores que quedan mal?", "memory", ["Rediseño Web"]),
  c("es", "¿Qué sabemos del proveedor de nube de Orión?", "memory", ["Retraso del proveedor de nube"]),
  // Ayuda
  c("es", "buenas tardes", "help"),
  c("es", "¿En qué me puedes echar la mano?", "help"),
  // Campos personalizados
  c("es", "¿Qué tareas son del cliente Pemex?", "field_filter", ["Validar catálogos", "Configurar servidores"]),
  c("es", "tareas con area = finanzas", "field_filter", ["Validar catálogos", "Pruebas de integración"]),
  c("es", "¿Qué tenemos para el cliente Liverpool?", "field_filter", ["Documentar API"]),
  c("es", "pendientes del área de operaciones", "field_filter", ["Publicar versión beta"]),
  // Detalle de una tarea
  c("es", "¿Quién trae la tarea de Migrar base de datos?", "task_details", ["María González"]),
  c("es", "¿cómo va Documentar API?", "task_details", ["Documentar API", "Ana Torres"]),
  c("es", "detalles de revision de seguridad", "task_details", ["Jorge Ramírez", "15 de diciembre de 2026"]),
  // Acciones
  c("es", "crea una tarea en Orión: 'Revisar SLA con el proveedor' para el viernes", "action.create_task", ["Revisar SLA con el proveedor", "2026-11-27", "Orión"]),
  c("es", "agrégale a Atlas una tarea de pruebas de carga, asignada a Jorge, para el 15 de enero", "action.create_task", ["Portal Atlas", "Jorge Ramírez", "2027-01-15"]),
  c("es", "mueve Migrar base de datos al 11 de diciembre", "action.move_due", ["Migrar base de datos", "2026-12-11"]),
  c("es", "recorre la fecha de Cerrar inscripciones una semana", "action.move_due", ["Cerrar inscripciones", "2026-12-07"]),
  c("es", "asígnale Documentar API a Jorge", "action.assign", ["Documentar API", "Jorge Ramírez"]),
  c("es", "que Luis se encargue de Validar catalogos", "action.assign", ["Validar catálogos", "Luis Pérez"]),
  c("es", "registra un riesgo en el Centro de Datos: retraso en la aduana de los equipos, probabilidad 3, impacto 5", "action.add_risk", ["Centro de Datos Norte", "aduana", '"probability":3', '"impact":5']),
  c("es", "agrega riesgo a Integracion Bancaria: que Banorte cambie su API", "action.add_risk", ["Integración Bancaria", "Banorte cambie su API"]),
  c("es", "redáctame el avance semanal de Orión para mandarlo al canal", "action.draft_update", ["Orión"]),
  // Lo que debe declinar
  c("es", "borra el proyecto Rediseño Web", null),
  c("es", "¿cuánto gana Luis al mes?", null),
  c("es", "¿qué clima va a hacer mañana en Guadalajara?", null),
  c("es", "escríbeme un chiste de godínez", null),
  c("es", "elimina todas las tareas vencidas de Ana", null),
  c("es", "¿A cuánto está el dólar hoy?", null),
  c("es", "pásame el celular y el correo personal de Sofía", null),
  c("es", "quien va a ganar la liga mx este torneo", null),
];

const en: Case[] = [
  // Due dates
  c("en", "when's Atlas due again?", "due_date", ["March 14, 2027"]),
  c("en", "hard deadline for orion?", "due_date", ["December 18, 2026"]),
  c("en", "what's due this friday", "due_date", ["Publicar versión beta"]),
  c("en", "anything due monday?", "due_date", ["Cerrar inscripciones"]),
  c("en", "what do we owe by end of month", "due_date", ["Cerrar inscripciones"]),
  c("en", "deliverables due next sprint", "due_date", ["Migrar base de datos"]),
  c("en", "what's due in Q1?", "due_date", ["Documentar API"]),
  c("en", "end date for the bank integration project", "due_date", ["January 29, 2027"]),
  c("en", "When is the northern data center supposed to be done per plan?", "due_date", ["June 30, 2027"]),
  c("en", "what's the due date on this one?", "due_date", ["March 14, 2027"], "atlas"),
  c("en", "deadlines before xmas?", "due_date", ["Migrar base de datos", "Revisión de seguridad"]),
  // Risk
  c("en", "which projects are on fire right now", "at_risk", ["Centro de Datos Norte", "Orión"]),
  c("en", "why is Orion flagged as high risk?", "at_risk", ["74/100"]),
  c("en", "risk score for the data center?", "at_risk", ["88/100"]),
  c("en", "is the mobile app project in trouble", "at_risk", ["45/100"]),
  c("en", "how healthy is Atlas", "at_risk", ["18/100"]),
  c("en", "rank our projects by risk", "at_risk", ["Centro de Datos Norte", "Orión", "Integración Bancaria"]),
  c("en", "any red flags on this project?", "at_risk", ["52/100"], "bank"),
  // Overload and capacity
  c("en", "who's overbooked", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "is Sofia stretched too thin?", "overloaded", ["Sofía Herrera"]),
  c("en", "who has bandwidth next week?", "overloaded", ["Jorge Ramírez"]),
  c("en", "Luis allocation vs availability", "overloaded", ["Luis Pérez"]),
  c("en", "team utilization in December", "overloaded", ["Luis Pérez", "Sofía Herrera"]),
  c("en", "anyone allocated above 100% in january?", "overloaded", ["Luis Pérez"]),
  // Overdue tasks
  c("en", "what's overdue?", "overdue_tasks", all3),
  c("en", "what is Ana behind on", "overdue_tasks", ["Validar catálogos", "Pruebas de integración"]),
  c("en", "does luis have anything past due", "overdue_tasks", ["Configurar servidores"]),
  c("en", "late tasks on the bank integration", "overdue_tasks", ["Pruebas de integración"]),
  c("en", "overdue items in orion pls", "overdue_tasks", ["Validar catálogos"]),
  c("en", "anything that slipped past its due date on the data center?", "overdue_tasks", ["Configurar servidores"]),
  c("en", "Is Jorge late on anything?", "overdue_tasks"),
  c("en", "list every task that missed its deadline", "overdue_tasks", all3),
  // Forecast
  c("en", "at our current velocity when does Orion actually land?", "forecast", ["January 15, 2027"]),
  c("en", "what are the odds we finish the bank integration on time?", "forecast", ["40"]),
  c("en", "P85 for the data center?", "forecast", ["August 30, 2027"]),
  c("en", "will the mobile app be finished by tomorrow?", "forecast", ["December 4, 2026"]),
  c("en", "projected finish for Atlas", "forecast", ["March 2, 2027"]),
  c("en", "are we going to finish sales training on time", "forecast", ["November 30, 2026"]),
  // Changes
  c("en", "what's new in Atlas since Monday?", "changes", ["Diseño de pantallas", "Revisión de seguridad"]),
  c("en", "any activity on Orion this week?", "changes", ["Validar catálogos"]),
  c("en", "what got done this week", "changes", ["Diseño de pantallas"]),
  c("en", "catch me up on what happened yesterday", "changes", ["Revisión de seguridad"]),
  c("en", "weekly recap across all projects", "changes", ["Diseño de pantallas", "Validar catálogos", "Revisión de seguridad"]),
  // Budget
  c("en", "which projects are over budget?", "budget", ["Orión"]),
  c("en", "how much have we burned on the data center?", "budget", ["400,000"]),
  c("en", "is Orion over its 200k MXN budget?", "budget", ["230,000"]),
  c("en", "budget left on Atlas?", "budget", ["500,000", "320,000"]),
  c("en", "did the ERP migration go over budget?", "budget", ["410,000", "400,000"]),
  c("en", "spend vs budget for this project", "budget", ["50,000", "40,000"], "sales"),
  c("en", "compare budget and spend for all my projects", "budget", ["Portal Atlas", "Centro de Datos Norte", "Integración Bancaria"]),
  // Organisational memory
  c("en", "what did we learn from past migrations?", "memory", ["Migración ERP"]),
  c("en", "why was the web redesign cancelled?", "memory", ["proveedor de diseño"]),
  c("en", "lessons learned about bank sandboxes", "memory", ["sandbox"]),
  c("en", "what was decided on card payments for atlas", "memory", ["Agregar pagos con tarjeta"]),
  c("en", "did anyone mention the finance meeting?", "memory", ["junta de finanzas"]),
  c("en", "what do we know about vendor delays from previous projects?", "memory", ["proveedor"]),
  // Help
  c("en", "hey there", "help"),
  c("en", "what kind of stuff can you answer?", "help"),
  // Custom fields
  c("en", "tasks for client Banorte", "field_filter", ["Pruebas de integración"]),
  c("en", "show me everything where Cliente is Pemex", "field_filter", ["Validar catálogos", "Configurar servidores"]),
  c("en", "which tasks are tagged Área TI?", "field_filter", ["Configurar servidores", "Documentar API"]),
  c("en", "Liverpool tasks", "field_filter", ["Documentar API"]),
  // Task details
  c("en", "who owns Publicar versión beta?", "task_details", ["Sofía Herrera"]),
  c("en", "status of Configurar servidores", "task_details", ["Luis Pérez", "November 10, 2026"]),
  c("en", "when is Cerrar inscripciones due", "task_details", ["November 30, 2026"]),
  // Actions
  c("en", "create a task 'Load test the API' in Atlas due Dec 11 for Jorge", "action.create_task", ["Load test the API", "2026-12-11", "Jorge Ramírez"]),
  c("en", "add a task to the bank integration: request production certificates, due end of month", "action.create_task", ["Integración Bancaria", "2026-11-30"]),
  c("en", "push Migrar base de datos out to December 11", "action.move_due", ["Migrar base de datos", "2026-12-11"]),
  c("en", "move the due date of Publicar versión beta to Monday", "action.move_due", ["Publicar versión beta", "2026-11-30"]),
  c("en", "assign Revisión de seguridad to Ana", "action.assign", ["Revisión de seguridad", "Ana Torres"]),
  c("en", "reassign Configurar servidores from Luis to Jorge", "action.assign", ["Configurar servidores", "Jorge Ramírez"]),
  c("en", "log a risk on Orion: key DBA may leave, probability 2 impact 5", "action.add_risk", ["Orión", "DBA may leave", '"probability":2', '"impact":5']),
  c("en", "add a risk to the mobile app: app store review could reject the beta", "action.add_risk", ["App Móvil Clientes", "store review"]),
  c("en", "draft this week's status update for Atlas", "action.draft_update", ["Portal Atlas"]),
  // Must decline
  c("en", "delete the Orion project", null),
  c("en", "what's Jorge's salary?", null),
  c("en", "what's the weather in CDMX tomorrow", null),
  c("en", "write me a haiku about Mondays", null),
  c("en", "wipe all completed tasks in Atlas", null),
  c("en", "what's the USD to MXN rate today", null),
  c("en", "give me Ana's home address", null),
  c("en", "who won the world cup in 2022?", null),
];

export const blind4: Case[] = [...es, ...en];
