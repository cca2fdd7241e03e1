import type { Language } from "../i18n/translate";
import type { LocalizedText, NotificationParams } from "./render";

// The smart-notification rules of the specification (§5), as one pure function over the figures
// of the user's own projects. Texts are the specification's (§8), with their English equivalents.
// Boundaries are exact: 5 pending tasks do not trigger, 6 do; 90% does not, 91% does.

export type SuggestionKind =
  | "task_reminder"
  | "deadline_warning"
  | "capacity_alert"
  | "milestone_warning"
  | "menu_exploration"
  | "communication_suggestion"
  | "ai_recommendation"
  /** Someone mentioned the user in a channel (decision 0901). */
  | "mention";
export type SuggestionPriority = "low" | "medium" | "high";
export type NotificationType = "success" | "warning" | "error" | "info";
export type NotificationAction = { type: "navigate" | "external" | "modal"; target: string; projectId?: string };

/**
 * A notification the rules want the user to have, as catalogue keys and parameters (rendered in
 * each reader's language: decision 0603). `subject` names the condition it reports, for those
 * that stop being true (a project's overdue tasks...): one open notification per subject, resolved
 * when the condition ends. Suggestions without a subject are tips, true whenever they are read.
 */
export type SmartSuggestion = {
  kind: SuggestionKind;
  priority: SuggestionPriority;
  type: NotificationType;
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
  subject?: string;
  action?: NotificationAction;
};

export type ProjectFigures = {
  id: string;
  name: string;
  pendingTasks: number;
  overdueTasks: number;
  allocatedHours: number;
  /** Summed weekly availability of the allocated resources; 0 when nothing is allocated. */
  availabilityHours: number;
  upcomingMilestones: number;
};

export const PENDING_THRESHOLD = 5;
export const CAPACITY_THRESHOLD = 90;
export const DEFAULT_AVAILABILITY = 100;
export const MILESTONE_LOOKAHEAD_DAYS = 7;

/** The server catalogue's keys for these notifications (src/server/i18n, `notificationsText`). */
export const textKeys = {
  welcome: { titleKey: "notificationsText.welcome.title", messageKey: "notificationsText.welcome.message" },
  pending: { titleKey: "notificationsText.pending.title", messageKey: "notificationsText.pending.message" },
  overdue: { titleKey: "notificationsText.overdue.title", messageKey: "notificationsText.overdue.message" },
  capacity: { titleKey: "notificationsText.capacity.title", messageKey: "notificationsText.capacity.message" },
  milestone: { titleKey: "notificationsText.milestone.title", messageKey: "notificationsText.milestone.message" },
  communication: { titleKey: "notificationsText.communication.title", messageKey: "notificationsText.communication.message" },
  explore: { titleKey: "notificationsText.explore.title", messageKey: "notificationsText.explore.message" },
  recommendation: { titleKey: "notificationsText.recommendation.title", messageKey: "notificationsText.recommendation.message" },
  recommendationTitled: { titleKey: "notificationsText.recommendation.titled", messageKey: "notificationsText.recommendation.message" },
} as const;

/** The subject of a project rule's notification: one open per rule and project. */
export function projectSubject(kind: SuggestionKind, projectId: string): string {
  return `check:${kind}:${projectId}`;
}
export const PROJECT_RULE_KINDS = ["task_reminder", "deadline_warning", "capacity_alert", "milestone_warning"] as const;

/** Allocated hours as a rounded percentage of availability (100 h when nothing is allocated). */
export function capacityPercentage(allocatedHours: number, availabilityHours: number): number {
  const total = availabilityHours > 0 ? availabilityHours : DEFAULT_AVAILABILITY;
  return Math.round((allocatedHours / total) * 100);
}

/**
 * The project rules over every project, in one pass: a thousand projects make about 3,500
 * suggestions at each check (issue 17), so the loop builds each object once, literally, with no
 * closure, spread or intermediate object per project or rule (the same objects, same key order).
 */
export function projectSuggestions(projects: ProjectFigures[]): SmartSuggestion[] {
  const out: SmartSuggestion[] = [];
  for (const p of projects) {
    const id = p.id;
    const name = p.name;
    if (p.pendingTasks > PENDING_THRESHOLD) {
      out.push({
        kind: "task_reminder",
        priority: "medium",
        type: "info",
        titleKey: textKeys.pending.titleKey,
        messageKey: textKeys.pending.messageKey,
        params: { count: p.pendingTasks, project: name },
        subject: `check:task_reminder:${id}`,
        action: { type: "navigate", target: `/project-management/${id}`, projectId: id },
      });
    }
    if (p.overdueTasks > 0) {
      out.push({
        kind: "deadline_warning",
        priority: "high",
        type: "error",
        titleKey: textKeys.overdue.titleKey,
        messageKey: textKeys.overdue.messageKey,
        params: { count: p.overdueTasks, project: name },
        subject: `check:deadline_warning:${id}`,
        action: { type: "navigate", target: `/project/${id}`, projectId: id },
      });
    }
    const percentage = capacityPercentage(p.allocatedHours, p.availabilityHours);
    if (percentage > CAPACITY_THRESHOLD) {
      out.push({
        kind: "capacity_alert",
        priority: "high",
        type: "error",
        titleKey: textKeys.capacity.titleKey,
        messageKey: textKeys.capacity.messageKey,
        params: { percent: percentage, project: name },
        subject: `check:capacity_alert:${id}`,
        action: { type: "navigate", target: "/capacity", projectId: id },
      });
    }
    if (p.upcomingMilestones > 0) {
      out.push({
        kind: "milestone_warning",
        priority: "medium",
        type: "warning",
        titleKey: textKeys.milestone.titleKey,
        messageKey: textKeys.milestone.messageKey,
        params: { count: p.upcomingMilestones, project: name },
        subject: `check:milestone_warning:${id}`,
        action: { type: "navigate", target: `/project/${id}`, projectId: id },
      });
    }
  }
  return out;
}

export const explorationTips: { message: LocalizedText; target: string }[] = [
  { message: { es: "Descubre cuándo terminarán tus proyectos con los pronósticos de IA Predictiva", en: "See when your projects will finish with Predictive AI forecasts" }, target: "/ai-predictive" },
  { message: { es: "Revisa la velocidad y el tiempo de ciclo de tu equipo en Análisis Avanzado", en: "Check your team's velocity and cycle time in Advanced Analytics" }, target: "/analytics" },
  { message: { es: "Automatiza recordatorios y reportes desde Automatización", en: "Automate reminders and reports from Automation" }, target: "/automation" },
  { message: { es: "Invita a tu equipo y asigna roles desde Equipo", en: "Invite your team and assign roles from Team" }, target: "/team" },
  { message: { es: "Consulta tus tareas, hitos y trabajo vencido en el Dashboard", en: "See your tasks, milestones and overdue work on the Dashboard" }, target: "/dashboard" },
];

export const IDLE_COMMUNICATION_DAYS = 2;
export const IDLE_TIPS_DAYS = 3;
export const IDLE_RECOMMENDATION_DAYS = 7;

export type IdleOutcome = { suggestions: SmartSuggestion[]; requestRecommendations: boolean };

/**
 * Rules on the time since the user's last check. `pickTip` chooses which of the five tips (random
 * in the product, injectable so tests are exact). A first visit (no previous check) is not idle.
 */
export function idleSuggestions(
  input: { lastCheckAt: Date | null; now: Date; projectCount: number; /** The project whose channel the communication suggestion opens, with an update drafted (decision 0901). */ projectId?: string },
  pickTip: (count: number) => number = (count) => Math.floor(Math.random() * count),
): IdleOutcome {
  if (!input.lastCheckAt) return { suggestions: [], requestRecommendations: false };
  const days = (input.now.getTime() - input.lastCheckAt.getTime()) / 86_400_000;
  const suggestions: SmartSuggestion[] = [];
  if (days >= IDLE_TIPS_DAYS) {
    const tip = explorationTips[pickTip(explorationTips.length) % explorationTips.length]!;
    suggestions.push({ kind: "menu_exploration", priority: "low", type: "info", ...textKeys.explore, params: { tip: { text: tip.message } }, action: { type: "navigate", target: tip.target } });
  }
  if (days >= IDLE_COMMUNICATION_DAYS && input.projectCount > 0) {
    suggestions.push({ kind: "communication_suggestion", priority: "low", type: "info", ...textKeys.communication, action: input.projectId ? { type: "navigate", target: `/communication?project=${input.projectId}&draft=1`, projectId: input.projectId } : { type: "navigate", target: "/communication" } });
  }
  return { suggestions, requestRecommendations: days >= IDLE_RECOMMENDATION_DAYS };
}

const actionTargets: Record<string, string> = {
  explore_ai_features: "/ai-predictive",
  check_dashboard: "/dashboard",
  optimize_resources: "/capacity",
  review_analytics: "/analytics",
};

/** The specification's mapping from a recommendation's action to a route (§7). */
export function recommendationTarget(action: string | undefined): string {
  return (action && actionTargets[action]) || "/ai-predictive";
}

const fallbackMessages: LocalizedText[] = [
  { es: "Crea tu primer proyecto para comenzar a usar Rumbo de manera efectiva", en: "Create your first project to start using Rumbo effectively" },
  { es: "Considera agregar miembros del equipo a tu proyecto para mejorar la colaboración", en: "Consider adding team members to your project to improve collaboration" },
  { es: "Usa las herramientas de análisis predictivo para identificar posibles retrasos en tus proyectos", en: "Use the predictive analysis tools to spot possible delays in your projects" },
];

/** The fallback recommendation's message of §8, by number of projects. */
export function fallbackMessage(projectCount: number): LocalizedText {
  return fallbackMessages[Math.min(projectCount, 2)]!;
}

/** The fallback recommendation of §8 when the recommendation call fails, by number of projects. */
export function fallbackRecommendation(projectCount: number): SmartSuggestion {
  return {
    kind: "ai_recommendation",
    priority: "medium",
    type: "info",
    ...textKeys.recommendation,
    params: { message: { text: fallbackMessage(projectCount) } },
    action: { type: "navigate", target: projectCount === 0 ? "/project-planner" : projectCount === 1 ? "/team" : "/ai-predictive" },
  };
}

export type Recommendation = { title: string; message: string; action: string; priority: SuggestionPriority };

/**
 * The weekly review computed from the user's real projects: what most needs attention first.
 * Each recommendation says why, with the figures it comes from.
 */
export function weeklyReview(projects: ProjectFigures[], lang: Language): Recommendation[] {
  const t = (es: string, en: string) => (lang === "es" ? es : en);
  const recs: Recommendation[] = [];
  const overdue = projects.filter((p) => p.overdueTasks > 0).sort((a, b) => b.overdueTasks - a.overdueTasks);
  if (overdue.length) {
    const total = overdue.reduce((a, p) => a + p.overdueTasks, 0);
    recs.push({
      title: t("Trabajo vencido", "Overdue work"),
      message: t(
        `${total} tareas vencidas en ${overdue.length} proyectos; empieza por ${overdue[0]!.name} (${overdue[0]!.overdueTasks}).`,
        `${total} overdue tasks in ${overdue.length} projects; start with ${overdue[0]!.name} (${overdue[0]!.overdueTasks}).`,
      ),
      action: "review_analytics",
      priority: "high",
    });
  }
  const overloaded = projects.filter((p) => capacityPercentage(p.allocatedHours, p.availabilityHours) > CAPACITY_THRESHOLD);
  if (overloaded.length) {
    recs.push({
      title: t("Capacidad al límite", "Capacity at its limit"),
      message: t(
        `${overloaded.length} proyectos superan el 90% de la capacidad asignada: ${overloaded.map((p) => p.name).join(", ")}.`,
        `${overloaded.length} projects exceed 90% of allocated capacity: ${overloaded.map((p) => p.name).join(", ")}.`,
      ),
      action: "optimize_resources",
      priority: "high",
    });
  }
  const milestones = projects.reduce((a, p) => a + p.upcomingMilestones, 0);
  if (milestones) {
    recs.push({
      title: t("Hitos de la semana", "This week's milestones"),
      message: t(`${milestones} hitos vencen en los próximos 7 días; confirma que van en tiempo.`, `${milestones} milestones are due in the next 7 days; confirm they are on track.`),
      action: "check_dashboard",
      priority: "medium",
    });
  }
  if (projects.length > 0 && recs.length === 0) {
    recs.push({
      title: t("Todo en orden", "All on track"),
      message: t("Sin trabajo vencido ni sobrecarga esta semana; revisa los pronósticos para adelantarte.", "No overdue work or overload this week; check the forecasts to stay ahead."),
      action: "explore_ai_features",
      priority: "low",
    });
  }
  return recs;
}
