import type { ArticleTexts } from "./article-content";

// Full texts of the five blog articles in Spanish (es-MX), for project managers in Mexico.
export const articleTextsEs: ArticleTexts = {
  "1": [
    {
      type: "p",
      text: "Casi ningún proyecto fracasa de un día para otro. Los retrasos se acumulan en silencio: una dependencia que se mueve dos días, una persona asignada a tres frentes, una decisión que espera firma desde hace una semana. Cuando el atraso aparece en el cronograma, el margen para corregirlo ya se consumió. La buena noticia es que casi todas las señales de alerta están en datos que tu equipo ya genera todos los días.",
    },
    { type: "h2", text: "1. El avance real no acompaña al avance reportado" },
    {
      type: "p",
      text: "Si las tareas se marcan como «en progreso» durante semanas pero se cierran pocas, el porcentaje de avance miente. Compara cuántas tareas se completaron en las últimas dos semanas contra las que el plan esperaba. Un ritmo de cierre 20% por debajo de lo planeado durante dos semanas seguidas es una alerta temprana confiable.",
    },
    { type: "h2", text: "2. Las dependencias críticas cambian de fecha con frecuencia" },
    {
      type: "p",
      text: "Una tarea en la ruta crítica que se mueve una vez es normal; una que se mueve tres veces indica un problema de fondo: alcance mal definido, un proveedor que no responde o una aprobación atorada. Lleva un registro de cuántas veces cambia la fecha de cada hito y revisa primero los que más se mueven.",
    },
    { type: "h2", text: "3. La misma persona aparece en demasiados frentes" },
    {
      type: "p",
      text: "La sobreasignación es la causa más común de retrasos que nadie ve venir. Si una persona clave tiene asignadas más horas de las que tiene disponibles en la semana, alguna tarea se va a atrasar, aunque el plan diga lo contrario. Revisa la capacidad por persona y por semana, no solo por proyecto.",
    },
    { type: "h2", text: "4. El alcance crece sin que cambie la fecha" },
    {
      type: "p",
      text: "Cada solicitud «pequeña» que entra sin ajustar fecha o recursos consume margen. Cuenta las tareas nuevas que se agregaron después del arranque. Si el alcance creció más de 10% y la fecha de entrega sigue igual, el proyecto ya está en riesgo, aunque todavía no lo parezca.",
    },
    { type: "h2", text: "5. Las decisiones tardan más de lo acordado" },
    {
      type: "p",
      text: "En muchas empresas en México las aprobaciones pasan por varios niveles. Mide cuántos días espera una decisión desde que se solicita hasta que se resuelve. Cuando el promedio supera lo que el plan contempla, el cuello de botella no está en el equipo sino en la gobernanza del proyecto.",
    },
    { type: "h2", text: "6. Las juntas de estatus se alargan y se repiten" },
    {
      type: "p",
      text: "Cuando las juntas de seguimiento se vuelven más largas y los mismos temas regresan semana tras semana, suele haber bloqueos que nadie se atreve a escalar. Es una señal cualitativa, pero muy útil: anota los temas que se repiten y conviértelos en riesgos formales con responsable y fecha.",
    },
    { type: "h2", text: "7. El gasto avanza más rápido que el trabajo" },
    {
      type: "p",
      text: "Compara el porcentaje del presupuesto consumido contra el porcentaje de trabajo terminado. Si llevas 60% del presupuesto gastado y solo 40% del trabajo completado, el proyecto va a necesitar más dinero o menos alcance. El análisis de valor ganado formaliza esta comparación, pero incluso una revisión sencilla cada quincena ayuda.",
    },
    { type: "h2", text: "Cómo convertir las señales en acciones" },
    {
      type: "p",
      text: "Detectar las señales es la mitad del trabajo; la otra mitad es actuar a tiempo. Te proponemos una rutina semanal de 30 minutos:",
    },
    {
      type: "ol",
      items: [
        "Revisa el ritmo de cierre de tareas contra el plan de las últimas dos semanas.",
        "Identifica los hitos cuya fecha cambió más de una vez.",
        "Verifica la carga de trabajo de las personas clave para las próximas tres semanas.",
        "Registra cada señal como riesgo, con responsable, impacto y fecha de revisión.",
        "Comunica a los patrocinadores los riesgos altos con una propuesta concreta, no solo con el problema.",
      ],
    },
    {
      type: "quote",
      text: "Un riesgo comunicado con tres semanas de anticipación es una decisión; comunicado con tres días, es una crisis.",
    },
    { type: "h2", text: "Dónde ayuda la IA predictiva" },
    {
      type: "p",
      text: "Hacer este análisis a mano para un proyecto es viable; para un portafolio de diez o veinte proyectos, no. Las herramientas de gestión con IA predictiva, como Rumbo, revisan estas señales de forma continua con el historial real de tu equipo y te muestran un puntaje de riesgo con los factores que lo explican. Así dedicas tu tiempo a decidir, no a armar reportes.",
    },
  ],
  "2": [
    {
      type: "p",
      text: "Un director con veinte proyectos en curso no necesita veinte reportes: necesita saber, en diez minutos, dónde poner su atención esta semana. Un buen tablero de portafolio responde tres preguntas: ¿qué va a llegar tarde?, ¿dónde se está yendo el dinero? y ¿tenemos la capacidad para lo que viene? Estas cinco métricas bastan para contestarlas.",
    },
    { type: "h2", text: "1. Proyectos en riesgo, con su causa" },
    {
      type: "p",
      text: "No basta con un semáforo rojo, amarillo y verde. Pide que cada proyecto en riesgo muestre la causa principal: alcance, capacidad, dependencia externa o presupuesto. Con la causa a la vista, la conversación pasa de «¿por qué está en rojo?» a «¿qué decidimos hoy?».",
    },
    { type: "h2", text: "2. Desviación de la fecha de entrega pronosticada" },
    {
      type: "p",
      text: "Compara la fecha comprometida con la fecha que el ritmo real del equipo pronostica. Una desviación de más de dos semanas en un proyecto estratégico merece una revisión con su gerente. Lo importante es la tendencia: una desviación que crece semana tras semana es más preocupante que una grande pero estable.",
    },
    { type: "h2", text: "3. Presupuesto consumido contra avance" },
    {
      type: "p",
      text: "El índice de desempeño del costo (CPI) compara el valor del trabajo terminado con lo gastado. Un CPI menor a 0.9 indica que cada peso rinde menos de lo planeado. Revisa esta cifra en pesos mexicanos y por proyecto, no solo el total del área, para no esconder un sobrecosto grande detrás de varios proyectos sanos.",
    },
    { type: "h2", text: "4. Capacidad disponible de las próximas seis semanas" },
    {
      type: "p",
      text: "La mayoría de los retrasos de portafolio nacen de aprobar proyectos sin capacidad para ejecutarlos. Muestra las horas disponibles contra las asignadas por equipo para las próximas seis semanas. Si un equipo está por encima de 90% de su capacidad, cualquier proyecto nuevo que lo necesite debe esperar o desplazar a otro.",
    },
    { type: "h2", text: "5. Beneficio esperado contra beneficio en riesgo" },
    {
      type: "p",
      text: "Cada proyecto existe para generar un beneficio: ahorro, ingreso o cumplimiento regulatorio. Suma el beneficio esperado del portafolio y cuánto de él depende de proyectos en riesgo. Esta cifra ayuda al comité a priorizar: no todos los proyectos en rojo merecen la misma atención.",
    },
    { type: "h2", text: "Cómo usar el tablero cada lunes" },
    {
      type: "ol",
      items: [
        "Empieza por los proyectos cuyo riesgo subió desde la semana pasada, no por los que siempre están en rojo.",
        "Para cada uno, pide una decisión concreta: ajustar alcance, mover fecha, reasignar personas o escalar.",
        "Revisa la capacidad antes de aprobar cualquier proyecto o cambio de alcance nuevo.",
        "Cierra con los tres mensajes que debes llevar a la dirección general.",
      ],
    },
    {
      type: "quote",
      text: "Un tablero ejecutivo útil no es el que muestra más datos, sino el que provoca mejores decisiones en menos tiempo.",
    },
    { type: "h2", text: "Errores frecuentes" },
    {
      type: "ul",
      items: [
        "Medir actividad (horas capturadas, tareas creadas) en lugar de resultados.",
        "Depender de reportes que cada gerente arma a mano y con criterios distintos.",
        "Revisar el portafolio una vez al mes, cuando los problemas ya son caros.",
        "Mostrar promedios que esconden a los proyectos críticos.",
      ],
    },
    {
      type: "p",
      text: "Rumbo construye este tablero con los datos que tus equipos ya registran en sus proyectos, en pesos mexicanos y con predicciones que se explican, para que la revisión del lunes dure minutos y no horas.",
    },
  ],
  "3": [
    {
      type: "p",
      text: "Todo product owner conoce la escena: un backlog de doscientos elementos, cinco áreas que consideran urgente lo suyo y un equipo que solo puede entregar una fracción en el trimestre. Priorizar no es ordenar una lista; es decidir qué no se va a hacer todavía y poder explicarlo. Este método combina tres criterios —valor, riesgo y capacidad real— para construir una hoja de ruta que el equipo sí puede cumplir.",
    },
    { type: "h2", text: "Paso 1: agrupa el backlog en iniciativas" },
    {
      type: "p",
      text: "Priorizar doscientas historias de usuario una por una es imposible. Agrúpalas en iniciativas que entreguen un resultado completo al cliente o al negocio: «facturación electrónica CFDI 4.0», «portal de proveedores», «reducir tiempo de alta de clientes». Una hoja de ruta sana tiene entre diez y veinte iniciativas, no cientos de elementos.",
    },
    { type: "h2", text: "Paso 2: estima el valor con criterios explícitos" },
    {
      type: "p",
      text: "El valor no es la opinión de quien grita más fuerte. Define de tres a cuatro criterios con tus patrocinadores y califica cada iniciativa del 1 al 5 en cada uno:",
    },
    {
      type: "ul",
      items: [
        "Impacto en ingresos o ahorro, estimado en pesos.",
        "Cumplimiento regulatorio u obligación contractual (por ejemplo, requisitos del SAT).",
        "Número de clientes o usuarios internos beneficiados.",
        "Alineación con los objetivos del año.",
      ],
    },
    { type: "h2", text: "Paso 3: considera el riesgo y la incertidumbre" },
    {
      type: "p",
      text: "Dos iniciativas con el mismo valor no son iguales si una depende de un proveedor externo o de una tecnología que el equipo nunca ha usado. Califica el riesgo de cada una y, cuando sea alto, considera una primera entrega pequeña que reduzca la incertidumbre antes de comprometer todo el alcance.",
    },
    { type: "h2", text: "Paso 4: estima el tamaño con datos del equipo" },
    {
      type: "p",
      text: "Usa tallas relativas (S, M, L, XL) y compáralas con iniciativas similares ya terminadas. El historial real es mucho más confiable que el optimismo del momento: si las últimas tres iniciativas «medianas» tomaron entre cinco y siete semanas, la siguiente probablemente también.",
    },
    { type: "h2", text: "Paso 5: ordena por valor entre esfuerzo, ajustado por riesgo" },
    {
      type: "p",
      text: "Divide el valor entre el tamaño y penaliza las iniciativas de riesgo alto que no tengan una entrega temprana. El resultado no es una verdad absoluta, pero sí un punto de partida objetivo para la conversación con las áreas. Lo que cambia el orden debe ser un argumento nuevo, no la jerarquía de quien lo pide.",
    },
    { type: "h2", text: "Paso 6: recorta la hoja de ruta con la capacidad real" },
    {
      type: "p",
      text: "Aquí fallan la mayoría de las hojas de ruta. Calcula la capacidad del equipo para el trimestre descontando vacaciones, días festivos, soporte a producción y reuniones. En México conviene revisar con cuidado los puentes y el periodo de fin de año. Después, llena la capacidad con las iniciativas en orden y deja un margen de 15 a 20% para imprevistos.",
    },
    {
      type: "quote",
      text: "Una hoja de ruta que usa el 100% de la capacidad es un plan para llegar tarde.",
    },
    { type: "h2", text: "Cómo comunicar la hoja de ruta" },
    {
      type: "ol",
      items: [
        "Presenta tres horizontes: ahora (comprometido), después (probable) y más adelante (ideas).",
        "Muestra los criterios y las calificaciones para que cada área entienda por qué su iniciativa quedó donde quedó.",
        "Revisa la hoja de ruta cada mes con datos de avance real, no solo al inicio del trimestre.",
      ],
    },
    {
      type: "p",
      text: "Con Rumbo puedes simular escenarios de alcance y capacidad antes de comprometer fechas, y ver cómo cambia la probabilidad de entrega de cada iniciativa cuando agregas o quitas trabajo.",
    },
  ],
  "4": [
    {
      type: "p",
      text: "En muchos equipos de proyecto, cumplir una fecha difícil todavía se celebra como un acto de heroísmo: noches largas, fines de semana y mensajes a cualquier hora. El problema es que el heroísmo no escala y tiene costo. La Organización Mundial de la Salud reconoce el agotamiento laboral (burnout) como un fenómeno ocupacional, y en México la NOM-035-STPS obliga a las empresas a identificar y prevenir los factores de riesgo psicosocial, entre ellos las cargas de trabajo excesivas.",
    },
    { type: "h2", text: "Por qué la sobrecarga pasa desapercibida" },
    {
      type: "ul",
      items: [
        "Cada proyecto ve solo sus propias asignaciones, no la carga total de la persona.",
        "Las tareas no planeadas (soporte, juntas, urgencias) no aparecen en el cronograma.",
        "Las personas más comprometidas rara vez dicen que no pueden con más trabajo.",
        "Los síntomas —errores, retrasos, rotación— llegan semanas después de la causa.",
      ],
    },
    { type: "h2", text: "Mide la capacidad, no solo las tareas" },
    {
      type: "p",
      text: "El primer paso es tener un número honesto de capacidad por persona y por semana. Una jornada de 40 horas no equivale a 40 horas de trabajo de proyecto: descuenta juntas recurrentes, soporte y tiempo administrativo. En la práctica, una persona suele tener entre 25 y 30 horas efectivas para proyectos.",
    },
    {
      type: "p",
      text: "Después compara esa capacidad con las horas asignadas en todos los proyectos. Una asignación sostenida por encima de 100% durante más de dos semanas es la señal más clara de riesgo de agotamiento, y también de retraso.",
    },
    { type: "h2", text: "Cinco prácticas que protegen al equipo" },
    {
      type: "ol",
      items: [
        "Planea al 80% de la capacidad para absorber imprevistos sin horas extra.",
        "Revisa la carga de las personas clave en cada planeación de sprint o cada semana.",
        "Limita el trabajo en curso: menos tareas abiertas al mismo tiempo significa más tareas terminadas.",
        "Haz visibles las tareas no planeadas y descuéntalas de la capacidad.",
        "Reparte las tareas críticas para que el proyecto no dependa de una sola persona.",
      ],
    },
    { type: "h2", text: "Señales tempranas que vale la pena observar" },
    {
      type: "ul",
      items: [
        "Tareas que se reabren o regresan de revisión con más frecuencia que antes.",
        "Mensajes y entregas fuera del horario laboral que se vuelven rutina.",
        "Personas que dejan de participar en juntas o de proponer ideas.",
        "Incapacidades y ausencias que aumentan en el mismo equipo.",
      ],
    },
    {
      type: "p",
      text: "Ninguna de estas señales es concluyente por sí sola, pero cuando coinciden con una asignación alta en los datos, conviene platicar con la persona y ajustar la carga antes de que el problema se vuelva una baja o una renuncia.",
    },
    { type: "h2", text: "Qué hacer cuando ya hay sobrecarga" },
    {
      type: "p",
      text: "Si los datos muestran a alguien por encima de su capacidad, actúa en la misma semana. Las opciones, en orden de preferencia: mover tareas a personas con holgura, posponer trabajo de menor valor, negociar el alcance con el patrocinador o, como último recurso, ajustar la fecha. Pedir «un esfuerzo extra» sin cambiar nada más solo pospone el problema.",
    },
    {
      type: "quote",
      text: "Un equipo descansado que entrega a un ritmo sostenible supera, en pocos meses, a un equipo heroico que se agota.",
    },
    { type: "h2", text: "La conversación con la dirección" },
    {
      type: "p",
      text: "Presentar la capacidad con datos cambia la conversación. En lugar de «el equipo está cansado», puedes decir «el equipo de desarrollo está asignado al 130% las próximas cuatro semanas; si aprobamos este cambio, el proyecto de facturación se retrasa tres semanas». Con esa claridad, la dirección puede decidir con base en hechos.",
    },
    {
      type: "p",
      text: "La gestión cognitiva de recursos de Rumbo calcula la carga de cada persona en todos sus proyectos, te avisa antes de que la sobreasignación se vuelva crónica y sugiere reasignaciones posibles, para que cuidar al equipo no dependa de la intuición.",
    },
  ],
  "5": [
    {
      type: "p",
      text: "La inteligencia artificial aparece hoy en casi todas las presentaciones de software de gestión de proyectos. Entre promesas de «proyectos que se gestionan solos» y el escepticismo de quienes ya vieron muchas modas pasar, vale la pena aterrizar la conversación: ¿qué puede hacer realmente la IA predictiva por una PMO y qué sigue dependiendo de las personas?",
    },
    { type: "h2", text: "Qué sí hace bien la IA predictiva" },
    {
      type: "p",
      text: "Su fortaleza es encontrar patrones en datos históricos y proyectarlos hacia adelante, algo que a las personas nos cuesta hacer de forma consistente, sobre todo con muchos proyectos al mismo tiempo.",
    },
    {
      type: "ul",
      items: [
        "Pronósticos de entrega: simular miles de escenarios con el ritmo real del equipo para estimar la probabilidad de terminar en cada fecha.",
        "Puntajes de riesgo: combinar señales como retrasos acumulados, sobreasignación y cambios de alcance en un indicador que se explica.",
        "Estimaciones: sugerir la duración de una tarea nueva a partir de tareas parecidas ya terminadas.",
        "Capacidad: detectar sobrecargas futuras cruzando asignaciones de todos los proyectos.",
        "Resúmenes: preparar borradores de reportes de estatus con los datos del tablero.",
      ],
    },
    { type: "h2", text: "Qué no puede hacer (todavía)" },
    {
      type: "ul",
      items: [
        "Negociar con un patrocinador o resolver un conflicto entre áreas.",
        "Saber lo que nadie registró: una renuncia anunciada en el pasillo o un cambio de prioridades en la dirección.",
        "Decidir qué riesgo vale la pena correr; eso depende de la estrategia de tu empresa.",
        "Compensar datos de mala calidad: si las tareas no se actualizan, las predicciones tampoco serán confiables.",
      ],
    },
    { type: "h2", text: "Por qué importa que las predicciones se expliquen" },
    {
      type: "p",
      text: "Un número sin explicación no genera confianza. Si la herramienta dice que un proyecto tiene 35% de probabilidad de llegar a tiempo, el gerente necesita saber por qué: ¿es el ritmo de cierre?, ¿una dependencia?, ¿la carga de una persona? Prefiere herramientas que muestren los factores detrás de cada predicción y que permitan verificarlos con los datos originales.",
    },
    { type: "h2", text: "Cómo adoptarla en tu PMO paso a paso" },
    {
      type: "ol",
      items: [
        "Ordena los datos básicos: tareas con fechas, estados actualizados y estimaciones, aunque sean aproximadas.",
        "Empieza con un piloto de dos o tres proyectos y compara las predicciones con lo que realmente ocurre.",
        "Define qué decisiones se apoyarán en la IA (por ejemplo, alertas de riesgo semanales) y quién las revisa.",
        "Capacita a los gerentes para interpretar probabilidades y rangos, no solo fechas únicas.",
        "Amplía al resto del portafolio cuando el equipo confíe en los resultados.",
      ],
    },
    { type: "h2", text: "Privacidad y cumplimiento" },
    {
      type: "p",
      text: "Los datos de proyectos incluyen información de personas: asignaciones, desempeño y, a veces, costos por hora. Verifica que tu proveedor cumpla la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y, si trabajas con clientes en Europa, el GDPR. Pregunta también dónde se procesan los datos y si se usan para entrenar modelos de terceros.",
    },
    {
      type: "quote",
      text: "La IA no sustituye al gerente de proyecto: le devuelve el tiempo que pasaba armando reportes para dedicarlo a decidir.",
    },
    { type: "h2", text: "Cómo lo resuelve Rumbo" },
    {
      type: "p",
      text: "Rumbo usa motores deterministas y explicables sobre los datos de tu propio espacio de trabajo: pronósticos de entrega por simulación, un puntaje de riesgo con sus factores y estimaciones basadas en tareas similares. Cada número se puede rastrear hasta los datos que lo originan, y todo funciona en español, con soporte en horario de México.",
    },
  ],
};
