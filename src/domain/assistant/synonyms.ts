import { fold } from "./text";

// Paraphrase families (decision 0907): words that mean the same thing to the assistant, in
// Spanish and English, folded into one representative before the intent model reads them, so a
// phrasing learned with one of them is recognised with any other. Only the vocabulary of project
// management in general: no names, and nothing written for a particular evaluation question.

const families: Record<string, string[]> = {
  vence: ["vence", "vencen", "vencera", "venceran", "vencimiento", "vencimientos", "deadline", "deadlines", "due", "plazo", "plazos", "limite", "entregable", "entregables", "deliverable", "deliverables", "delivery", "compromiso", "compromisos", "comprometido", "committed", "commitment", "commitments"],
  riesgo: ["riesgo", "riesgos", "riesgoso", "riesgosa", "riesgosos", "riesgosas", "risk", "risks", "risky", "riskiest", "peligro", "danger", "dangerous", "amenaza", "amenazas", "threat", "threats", "critico", "critica", "criticos", "criticas", "critical", "grave", "serious", "alerta", "alertas", "alert", "alerts", "preocupa", "preocupar", "preocupante", "worry", "worrying", "worried", "health", "healthy", "salud"],
  carga: ["carga", "cargado", "cargada", "sobrecarga", "sobrecargado", "sobrecargada", "sobrecargados", "saturado", "saturada", "saturados", "workload", "load", "overload", "overloaded", "swamped", "busy", "ocupado", "ocupada", "ocupados", "capacidad", "capacity", "utilizacion", "utilisation", "utilization", "sobreasignado", "overallocated", "overbooked", "disponibilidad", "disponible", "disponibles", "availability", "available", "bandwidth", "rebasado", "rebasada", "stretched", "swamped", "drowning"],
  atrasado: ["atrasado", "atrasada", "atrasados", "atrasadas", "retrasado", "retrasada", "retrasados", "retrasadas", "vencido", "vencida", "vencidos", "vencidas", "overdue", "late", "tarde", "delayed", "slipped", "slipping", "slip", "pastdue", "atras", "behind"],
  terminar: ["terminar", "terminaremos", "terminamos", "terminaria", "terminariamos", "terminemos", "acabar", "acabaremos", "acabamos", "acabaria", "acabemos", "finish", "finished", "finishing"],
  pronostico: ["pronostico", "pronosticos", "forecast", "forecasts", "proyeccion", "projection", "projected", "estimacion", "estimate", "estimated", "estimado", "estimada", "probable", "likely", "probabilidad", "probability", "odds", "realista", "realistic", "ritmo", "pace", "velocidad", "velocity", "chance", "chances", "posibilidad", "posibilidades"],
  cambio: ["cambio", "cambios", "cambiaron", "cambio", "changed", "changes", "change", "novedad", "novedades", "news", "update", "updates", "actualizacion", "actualizaciones", "movimiento", "movimientos", "movement", "avance", "avances", "progress", "actividad", "activity", "recap", "bitacora"],
  dinero: ["presupuesto", "presupuestos", "budget", "budgets", "gasto", "gastos", "gastado", "gastamos", "spent", "spend", "spending", "costo", "costos", "cost", "costs", "dinero", "money", "financiero", "financial", "plata", "invertido", "invested", "sobrecosto", "overrun", "overruns", "pesos", "dollars", "lana", "varo", "burn", "burned", "burnt", "ejercido", "erogado"],
  leccion: ["aprendimos", "aprendizaje", "aprendizajes", "leccion", "lecciones", "learned", "learnt", "lesson", "lessons", "learn", "aprender", "enseno", "taught", "teach"],
};

const lookup = new Map<string, string>();
for (const [head, list] of Object.entries(families)) for (const w of list) lookup.set(fold(w), head);

/** The family's representative for a (folded) word, or the word itself. */
export function canonical(word: string): string {
  return lookup.get(word) ?? word;
}

/** Every word of every family (folded): words the assistant knows. */
export function familyWords(): string[] {
  return [...lookup.keys()];
}
