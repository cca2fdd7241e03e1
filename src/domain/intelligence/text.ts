// Text to terms for similarity search (estimates): markup stripped, Spanish or English stop words
// dropped, words stemmed so "planificación"/"planificar" and "crashes"/"crashing" meet.
//
// The stemmers are small hand-written versions of the Snowball (Porter2) English and Spanish
// algorithms (snowballstem.org). Written here rather than taken from npm because the packages
// that carry both languages are CommonJS-only, unmaintained or bring a whole NLP toolkit; these
// are pure functions that also run in the browser. Spanish works on accent-folded text so that
// a word typed without accents ("planificacion") stems like the accented one.

export type TextLanguage = "es" | "en";

const englishStopWords = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yourself yourselves also get got use used using via etc eg ie may might must shall would " +
    "s t don doesn isn wasn aren won can cannot let lets"
  ).split(" "),
);

// Accent-folded, as the tokens are folded before the look-up.
const spanishStopWords = new Set(
  (
    "a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en " +
    "entre era erais eran eras eres es esa esas ese eso esos esta estaba estado estais estamos estan estar estas este esto " +
    "estos estoy fue fueron fui fuimos ha habia han has hasta hay la las le les lo los mas me mi mis mucho muchos muy nada " +
    "ni no nos nosotros o os otra otras otro otros para pero poco por porque que quien quienes se sea sean ser si sido " +
    "sin sobre sois somos son soy su sus tambien tanto te tiene tienen todo todos tu tus un una unas uno unos usted ustedes " +
    "y ya yo cada hacer hace debe deben puede pueden ademas asi segun"
  ).split(" "),
);

/** Lower-cases and removes diacritics except ñ (which is a different letter in Spanish). */
export function foldAccents(text: string): string {
  // NFD splits ñ into n + tilde; the tilde is put back on n only where an ñ was.
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/n\u0303/g, "ñ")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * Removes markup that says nothing about the work: HTML tags and entities, Jira/Confluence
 * macros ({code}…{code}, {noformat}, {quote}, {html}, {color}), Markdown code fences and inline
 * code, URLs, and long stack-trace-like lines. Code blocks are dropped whole because their
 * identifiers are noise for "how big is this task" and would dominate the vectors.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/\{(code|noformat)(:[^}]*)?\}[\s\S]*?(\{\1\}|$)/gi, " ")
    .replace(/\{(html|quote|panel|color|format)(:[^}]*)?\}/gi, " ")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\b(?:https?|ftp|file):\/\/\S+/gi, " ")
    .replace(/\[([^\]|]*)\|[^\]]*\]/g, "$1")
    .replace(/^\s*h[1-6]\.\s*/gim, " ")
    .replace(/\s+at\s+[\w$.<>]+\([^)]*\)/g, " ");
}

/** Splits camelCase and snake_case identifiers, keeps letters and digits, drops the rest. */
export function splitWords(text: string): string[] {
  return text
    .replace(/([a-záéíóúñü])([A-ZÁÉÍÓÚÑÜ])/g, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Guesses Spanish or English from stop-word counts; ties go to Spanish (the product's first
 * language). A short English title without stop words ("Update schema validation") is stemmed as
 * Spanish: tried in decision 0123, deciding such titles by spelling or by the history's main
 * language measured no better on the four English story-point histories (usergrid's test MAE
 * 1.155 → 1.165–1.175), so the stems stay as they were.
 */
export function detectLanguage(text: string): TextLanguage {
  let es = 0;
  let en = 0;
  for (const word of splitWords(foldAccents(text))) {
    if (spanishStopWords.has(word)) es++;
    if (englishStopWords.has(word)) en++;
  }
  if (/[ñ¿¡áéíóú]/i.test(text)) es += 2;
  return en > es ? "en" : "es";
}

export type TokenizeOptions = {
  language?: TextLanguage | "auto";
  /** Keep stop words (stemmed as any word): a classifier of sizes reads style as well as topic. */
  keepStopWords?: boolean;
};

/** Terms of a text: markup stripped, folded, stop words dropped, stemmed. */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const clean = stripMarkup(text);
  const language = !options.language || options.language === "auto" ? detectLanguage(clean) : options.language;
  const terms: string[] = [];
  for (const raw of splitWords(clean)) {
    const word = foldAccents(raw);
    if (word.length < 2 || word.length > 30) continue;
    if (/^\d+$/.test(word)) continue;
    if (!options.keepStopWords && (englishStopWords.has(word) || spanishStopWords.has(word))) continue;
    terms.push(language === "es" ? stemSpanish(word) : stemEnglish(word));
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------
// English: Porter2 (Snowball English).

const enVowels = "aeiouy";

function isEnVowel(ch: string | undefined): boolean {
  return ch !== undefined && enVowels.includes(ch);
}

function regionAfterVowelConsonant(word: string, start: number, isVowel: (ch: string | undefined) => boolean): number {
  for (let i = start + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

const enExceptions: Record<string, string> = {
  skis: "ski",
  skies: "sky",
  dying: "die",
  lying: "lie",
  tying: "tie",
  idly: "idl",
  gently: "gentl",
  ugly: "ugli",
  early: "earli",
  only: "onli",
  singly: "singl",
  sky: "sky",
  news: "news",
  howe: "howe",
  atlas: "atlas",
  cosmos: "cosmos",
  bias: "bias",
  andes: "andes",
};

const enExceptionsAfter1a = new Set(["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"]);

function endsWithShortSyllable(word: string): boolean {
  const n = word.length;
  if (n === 2) return isEnVowel(word[0]) && !isEnVowel(word[1]);
  if (n < 3) return false;
  const a = word[n - 3];
  const b = word[n - 2];
  const c = word[n - 1] as string;
  return !isEnVowel(a) && isEnVowel(b) && !isEnVowel(c) && !"wxY".includes(c);
}

function longestSuffix(word: string, suffixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && (best === undefined || suffix.length > best.length)) best = suffix;
  }
  return best;
}

const step2Suffixes: Record<string, string> = {
  tional: "tion",
  enci: "ence",
  anci: "ance",
  abli: "able",
  entli: "ent",
  izer: "ize",
  ization: "ize",
  ational: "ate",
  ation: "ate",
  ator: "ate",
  alism: "al",
  aliti: "al",
  alli: "al",
  fulness: "ful",
  ousli: "ous",
  ousness: "ous",
  iveness: "ive",
  iviti: "ive",
  biliti: "ble",
  bli: "ble",
  ogi: "og",
  fulli: "ful",
  lessli: "less",
  li: "",
};
const step2Keys = Object.keys(step2Suffixes);

const step3Suffixes: Record<string, string> = {
  tional: "tion",
  ational: "ate",
  alize: "al",
  icate: "ic",
  iciti: "ic",
  ical: "ic",
  ful: "",
  ness: "",
  ative: "",
};
const step3Keys = Object.keys(step3Suffixes);

const step4Suffixes = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion"];

export function stemEnglish(input: string): string {
  let word = input.toLowerCase();
  if (word.length <= 2) return word;
  const exception = enExceptions[word];
  if (exception) return exception;
  if (word.startsWith("'")) word = word.slice(1);
  // y as a consonant is marked Y so the vowel tests treat it right.
  word = word.replace(/^y/, "Y").replace(/([aeiouy])y/g, "$1Y");
  let r1 = /^(gener|commun|arsen)/.exec(word)?.[0].length ?? regionAfterVowelConsonant(word, 0, isEnVowel);
  const r2 = regionAfterVowelConsonant(word, r1, isEnVowel);
  r1 = Math.min(r1, word.length);

  // Step 0
  const s0 = longestSuffix(word, ["'s'", "'s", "'"]);
  if (s0) word = word.slice(0, -s0.length);

  // Step 1a
  const s1a = longestSuffix(word, ["sses", "ied", "ies", "us", "ss", "s"]);
  if (s1a === "sses") word = word.slice(0, -2);
  else if (s1a === "ied" || s1a === "ies") word = word.length > 4 ? word.slice(0, -2) : word.slice(0, -1);
  else if (s1a === "s") {
    const stem = word.slice(0, -1);
    if (/[aeiouy]/.test(stem.slice(0, -1))) word = stem;
  }
  if (enExceptionsAfter1a.has(word)) return word;

  // Step 1b
  const s1b = longestSuffix(word, ["eed", "eedly", "ed", "edly", "ing", "ingly"]);
  if (s1b === "eed" || s1b === "eedly") {
    if (word.length - s1b.length >= r1) word = word.slice(0, -s1b.length) + "ee";
  } else if (s1b) {
    const stem = word.slice(0, -s1b.length);
    if (/[aeiouy]/.test(stem)) {
      word = stem;
      if (/(at|bl|iz)$/.test(word)) word += "e";
      else if (/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(word)) word = word.slice(0, -1);
      else if (r1 >= word.length && endsWithShortSyllable(word)) word += "e";
    }
  }

  // Step 1c
  if (/[yY]$/.test(word) && word.length > 2 && !isEnVowel(word[word.length - 2])) word = word.slice(0, -1) + "i";

  // Step 2
  const s2 = longestSuffix(word, step2Keys);
  if (s2 && word.length - s2.length >= r1) {
    const stem = word.slice(0, -s2.length);
    if (s2 === "ogi") {
      if (stem.endsWith("l")) word = stem + "og";
    } else if (s2 === "li") {
      if (/[cdeghkmnrt]$/.test(stem)) word = stem;
    } else word = stem + step2Suffixes[s2];
  }

  // Step 3
  const s3 = longestSuffix(word, step3Keys);
  if (s3 && word.length - s3.length >= r1) {
    if (s3 === "ative") {
      if (word.length - s3.length >= r2) word = word.slice(0, -s3.length);
    } else word = word.slice(0, -s3.length) + step3Suffixes[s3];
  }

  // Step 4
  const s4 = longestSuffix(word, step4Suffixes);
  if (s4 && word.length - s4.length >= r2) {
    const stem = word.slice(0, -s4.length);
    if (s4 !== "ion" || /[st]$/.test(stem)) word = stem;
  }

  // Step 5
  if (word.endsWith("e")) {
    const stem = word.slice(0, -1);
    if (stem.length >= r2 || (stem.length >= r1 && !endsWithShortSyllable(stem))) word = stem;
  } else if (word.endsWith("ll") && word.length - 1 >= r2) word = word.slice(0, -1);

  return word.replace(/Y/g, "y");
}

// ---------------------------------------------------------------------------------------------
// Spanish: Snowball Spanish on accent-folded words (á→a, ü→u; ñ kept).

const esVowels = "aeiou";

function isEsVowel(ch: string | undefined): boolean {
  return ch !== undefined && esVowels.includes(ch);
}

function spanishRv(word: string): number {
  if (word.length < 2) return word.length;
  if (!isEsVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (isEsVowel(word[i])) return i + 1;
    return word.length;
  }
  if (isEsVowel(word[0]) && isEsVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (!isEsVowel(word[i])) return i + 1;
    return word.length;
  }
  return Math.min(3, word.length);
}

const esPronouns = ["selas", "selos", "sela", "selo", "las", "les", "los", "nos", "me", "se", "la", "le", "lo"];

const esStep1: { suffixes: string[]; apply: (word: string, suffix: string, r1: number, r2: number) => string | null }[] = [
  {
    suffixes: ["anza", "anzas", "ico", "ica", "icos", "icas", "ismo", "ismos", "able", "ables", "ible", "ibles", "ista", "istas", "oso", "osa", "osos", "osas", "amiento", "amientos", "imiento", "imientos"],
    apply: (w, s, _r1, r2) => (w.length - s.length >= r2 ? w.slice(0, -s.length) : null),
  },
  {
    suffixes: ["adora", "ador", "acion", "adoras", "adores", "aciones", "ante", "antes", "ancia", "ancias"],
    apply: (w, s, _r1, r2) => {
      if (w.length - s.length < r2) return null;
      const stem = w.slice(0, -s.length);
      return stem.endsWith("ic") && stem.length - 2 >= r2 ? stem.slice(0, -2) : stem;
    },
  },
  { suffixes: ["logia", "logias"], apply: (w, s, _r1, r2) => (w.length - s.length >= r2 ? w.slice(0, -s.length) + "log" : null) },
  { suffixes: ["ucion", "uciones"], apply: (w, s, _r1, r2) => (w.length - s.length >= r2 ? w.slice(0, -s.length) + "u" : null) },
  { suffixes: ["encia", "encias"], apply: (w, s, _r1, r2) => (w.length - s.length >= r2 ? w.slice(0, -s.length) + "ente" : null) },
  {
    suffixes: ["amente"],
    apply: (w, s, r1, r2) => {
      if (w.length - s.length < r1) return null;
      let stem = w.slice(0, -s.length);
      if (stem.endsWith("iv") && stem.length - 2 >= r2) {
        stem = stem.slice(0, -2);
        if (stem.endsWith("at") && stem.length - 2 >= r2) stem = stem.slice(0, -2);
      } else {
        const pre = ["os", "ic", "ad"].find((p) => stem.endsWith(p));
        if (pre && stem.length - 2 >= r2) stem = stem.slice(0, -2);
      }
      return stem;
    },
  },
  {
    suffixes: ["mente"],
    apply: (w, s, _r1, r2) => {
      if (w.length - s.length < r2) return null;
      let stem = w.slice(0, -s.length);
      const pre = ["ante", "able", "ible"].find((p) => stem.endsWith(p));
      if (pre && stem.length - pre.length >= r2) stem = stem.slice(0, -pre.length);
      return stem;
    },
  },
  {
    suffixes: ["idad", "idades"],
    apply: (w, s, _r1, r2) => {
      if (w.length - s.length < r2) return null;
      let stem = w.slice(0, -s.length);
      const pre = ["abil", "ic", "iv"].find((p) => stem.endsWith(p));
      if (pre && stem.length - pre.length >= r2) stem = stem.slice(0, -pre.length);
      return stem;
    },
  },
  {
    suffixes: ["iva", "ivo", "ivas", "ivos"],
    apply: (w, s, _r1, r2) => {
      if (w.length - s.length < r2) return null;
      let stem = w.slice(0, -s.length);
      if (stem.endsWith("at") && stem.length - 2 >= r2) stem = stem.slice(0, -2);
      return stem;
    },
  },
];

const esStep2a = ["ya", "ye", "yan", "yen", "yeron", "yendo", "yo", "yas", "yes", "yais", "yamos"];
const esStep2bGu = ["en", "es", "eis", "emos"];
// "ió" is left out: folded to "io" it would cut usuario, servicio, negocio; the residual step
// still takes the final o of a preterite such as corrió.
const esStep2b = (
  "arian arias aran aras ariais aria areis ariamos aremos ara are erian erias eran eras eriais eria ereis eriamos eremos era ere " +
  "irian irias iran iras iriais iria ireis iriamos iremos ira ire aba ada ida ia ara iera ad ed id ase iese aste iste an aban ian " +
  "aran ieran asen iesen aron ieron ado ido ando iendo ar er ir as abas adas idas ias aras ieras ases ieses is ais abais iais " +
  "arais ierais aseis ieseis asteis isteis ados idos amos abamos iamos imos aramos ieramos iesemos asemos"
).split(" ");

export function stemSpanish(input: string): string {
  let word = foldAccents(input);
  if (word.length <= 3) return word;
  const rv = spanishRv(word);
  const r1 = regionAfterVowelConsonant(word, 0, isEsVowel);
  const r2 = regionAfterVowelConsonant(word, r1, isEsVowel);

  // Step 0: attached pronouns after a gerund or infinitive (dándole → dand…, hacerlo → hacer).
  const pronoun = longestSuffix(word, esPronouns);
  if (pronoun && word.length - pronoun.length >= rv) {
    const stem = word.slice(0, -pronoun.length);
    if (/(iendo|ando|ar|er|ir)$/.test(stem) || /uyendo$/.test(stem)) word = stem;
  }

  // Step 1: standard suffixes.
  const before = word;
  let best: { suffix: string; index: number } | undefined;
  esStep1.forEach((group, index) => {
    const suffix = longestSuffix(word, group.suffixes);
    if (suffix && (!best || suffix.length > best.suffix.length)) best = { suffix, index };
  });
  if (best) {
    const result = esStep1[best.index]?.apply(word, best.suffix, r1, r2);
    if (result !== null && result !== undefined) word = result;
  }

  if (word === before) {
    // Step 2a: verb suffixes beginning with y, after u.
    const y = longestSuffix(word, esStep2a);
    if (y && word.length - y.length >= rv && word.slice(0, -y.length).endsWith("u")) word = word.slice(0, -y.length);
    else {
      // Step 2b: other verb suffixes.
      const s = longestSuffix(word, [...esStep2bGu, ...esStep2b]);
      if (s && word.length - s.length >= rv) {
        word = word.slice(0, -s.length);
        if (esStep2bGu.includes(s) && word.endsWith("gu")) word = word.slice(0, -1);
      }
    }
  }

  // Step 3: residual suffix.
  const residual = longestSuffix(word, ["os", "a", "o", "i", "e"]);
  if (residual && word.length - residual.length >= rv) {
    word = word.slice(0, -residual.length);
    if (residual === "e" && word.endsWith("gu") && word.length - 1 >= rv) word = word.slice(0, -1);
  }
  return word;
}
