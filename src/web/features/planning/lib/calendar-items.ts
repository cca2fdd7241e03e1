import { addDays, type DateOnly } from "../../../../domain/planning/calendar";

// What the calendar view shows on a day: tasks due, milestones and running sprints.

export type CalendarItem =
  | { kind: "task"; id: string; title: string; date: DateOnly; isDone: boolean; projectId: string }
  | { kind: "milestone"; id: string; title: string; date: DateOnly; isDone: boolean; projectId: string }
  | { kind: "sprint"; id: string; title: string; start: DateOnly; end: DateOnly; projectId: string };

type Inputs = {
  tasks: readonly { id: string; title: string; endDate: string | null; status: string; projectId: string }[];
  milestones: readonly { id: string; name: string; dueDate: string | null; completed: boolean; projectId: string }[];
  sprints: readonly { id: string; name: string; startDate: string; endDate: string; status: string; projectId: string }[];
};

/** Items by date between `from` and `to` (inclusive): sprints first, then milestones, then tasks. */
export function calendarItemsByDay({ tasks, milestones, sprints }: Inputs, from: DateOnly, to: DateOnly): Map<DateOnly, CalendarItem[]> {
  const days = new Map<DateOnly, CalendarItem[]>();
  const put = (date: DateOnly, item: CalendarItem) => {
    const list = days.get(date);
    if (list) list.push(item);
    else days.set(date, [item]);
  };
  const order = { sprint: 0, milestone: 1, task: 2 } as const;
  for (const sprint of sprints) {
    if (sprint.status === "cancelled" || sprint.endDate < from || sprint.startDate > to) continue;
    const item: CalendarItem = { kind: "sprint", id: sprint.id, title: sprint.name, start: sprint.startDate, end: sprint.endDate, projectId: sprint.projectId };
    for (let date = sprint.startDate < from ? from : sprint.startDate; date <= to && date <= sprint.endDate; date = addDays(date, 1)) put(date, item);
  }
  for (const m of milestones) {
    if (m.dueDate && m.dueDate >= from && m.dueDate <= to) put(m.dueDate, { kind: "milestone", id: m.id, title: m.name, date: m.dueDate, isDone: m.completed, projectId: m.projectId });
  }
  for (const task of tasks) {
    if (task.endDate && task.endDate >= from && task.endDate <= to) {
      put(task.endDate, { kind: "task", id: task.id, title: task.title, date: task.endDate, isDone: task.status === "Completada", projectId: task.projectId });
    }
  }
  for (const list of days.values()) list.sort((a, b) => order[a.kind] - order[b.kind]);
  return days;
}
