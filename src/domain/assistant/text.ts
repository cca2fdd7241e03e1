// Text for the assistant (decision 0902): accents folded, words split, stop words dropped and a
// light suffix stemmer for Spanish and English, so 'migraciones', 'migración' and 'migration' meet.

export type Lang = "es" | "en";

export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9ñ]+/g) ?? [];
}

const esStop = new Set(
  "a al algo algun alguna algunos ante antes como con contra cual cuales cuando de del desde donde durante e el ella ellas ellos en entre era es esa ese eso esta estan estas este esto estos fue fueron ha han hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene tienen todo todos tu tus un una uno unos y ya yo cual cuales que quien quienes como cuanto cuanta hemos hicimos nuestro nuestra nuestros nuestras mis".split(" "),
);
const enStop = new Set(
  "a about above after again all am an and any are as at be been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours did we've".split(" "),
);

export function isStopWord(word: string): boolean {
  return esStop.has(word) || enStop.has(word);
}

const esSuffixes = ["amientos", "imientos", "aciones", "uciones", "amiento", "imiento", "adoras", "adores", "ancias", "encias", "mente", "acion", "ucion", "adora", "ador", "ante", "ancia", "encia", "idad", "ibles", "ables", "ible", "able", "istas", "ista", "osos", "osas", "oso", "osa", "ivas", "ivos", "iva", "ivo", "ando", "iendo", "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "ar", "er", "ir", "es", "os", "as", "s", "o", "a", "e"];
const enSuffixes = ["ational", "ations", "ation", "ments", "ment", "ness", "ings", "ing", "edly", "ies", "ied", "ers", "er", "ed", "es", "ly", "s"];

/** A light stemmer: the longest known Spanish or English suffix off a word of 5+ letters, leaving 3+. */
export function stem(word: string): string {
  if (word.length < 5 || /^\d+$/.test(word)) return word;
  for (const suffix of [...esSuffixes, ...enSuffixes].sort((a, b) => b.length - a.length)) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The terms a text is indexed and searched by. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !isStopWord(w) && w.length > 1)
    .map(stem);
}

const esMarkers = new Set("que cual cuando como quien donde esta estan proyectos proyecto tareas tarea vence vencidas riesgo semana proxima proximo mes compara presupuesto gasto aprendimos terminaremos sobrecargado cambio cambios del los las una por para el la al de en con mi mis tiene tienen hay cuanto cuanta cuantos cuantas tarea crea agrega anade mueve cambia asigna redacta escribe prepara pospon semanal riesgos vencidas vencen pasado pasada lecciones aprendido gastos hoy manana ayer dias equipo quienes entre desde hasta sobre hola ayuda proximos novedades alguien algo dinero queda llevamos".split(" "));
const enMarkers = new Set("what which when how who where is are projects project tasks task due overdue risk week next month compare budget spent learn learned finish overloaded changed change the of for this to in on at by with my our your me show list give tell does do did has have will would can could should create add move assign draft write set push postpone reschedule weekly update late behind lessons about today tomorrow yesterday days team spend spending spent cost costs happened which whom there any all hello hi hey help upcoming deadline deadlines news new anyone anything someone ship deliver money left so far whens whats hows whos wheres anybody everyone everybody there book write looking doing health check chance odds recent recently lately since burn left".split(" "));

/**
 * The language a question is asked in: Spanish on '¿' or '¡', else by marker words, an accent or
 * 'ñ' counting one for Spanish (decision 0925: 'Book me a flight to Cancún' is English).
 */
export function detectLanguage(text: string, corrected = ""): Lang {
  if (/[¿¡]/.test(text)) return "es";
  let es = /[ñáéíóú]/i.test(text) ? 1 : 0;
  let en = 0;
  // The words as typed, and those a speller put right ('budgte' → 'budget') counted too.
  const own = words(text);
  for (const w of [...own, ...words(corrected).filter((x) => !own.includes(x))]) {
    if (esMarkers.has(w) || esStop.has(w)) es++;
    if (enMarkers.has(w) || enStop.has(w)) en++;
    // Endings one language has and the other hardly does.
    if (/(ing|ed|ness|ship)$/.test(w) && w.length > 4) en++;
    if (/(cion|ciones|mente|ando|iendo|idad)$/.test(w)) es++;
  }
  return en > es ? "en" : "es";
}
