// Capacity computation for 200 people × 52 weeks (issue 24 figure): `npx tsx scripts/bench-capacity.ts`.
import { loadOverTime, loadWeeks, type LoadInput } from "../src/domain/capacity/load";
import { mexicanHolidays } from "../src/domain/capacity/holidays";
const weekStarts = loadWeeks("2026-11-25", 0, 52);
const people = Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, role: "", calendar: { workingDays: [1, 2, 3, 4, 5] as (0|1|2|3|4|5|6)[], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "MX" } }));
const allocations = people.flatMap((p, i) => [0, 1, 2].map((k) => ({ id: `${p.id}a${k}`, resourceId: p.id, projectId: `pr${(i + k) % 30}`, projectName: "x", hours: 12, startDate: k ? "2027-01-01" : null, endDate: null })));
const tasks = people.flatMap((p, i) => Array.from({ length: 10 }, (_, k) => ({ id: `${p.id}t${k}`, title: "t", resourceId: p.id, projectId: `pr${(i + k) % 30}`, projectName: "x", estimateHours: 20, startDate: `2027-0${1 + (k % 9)}-05`, endDate: `2027-0${1 + (k % 9)}-20` })));
const input: LoadInput = { people, allocations, tasks, holidays: [...mexicanHolidays(2026), ...mexicanHolidays(2027)], timeOff: new Map(people.map((p) => [p.id, [{ startDate: "2027-02-01", endDate: "2027-02-05", hoursPerDay: null, status: "approved" as const }]])), weekStarts };
const times: number[] = []; for (let i = 0; i < 15; i++) { const t0 = performance.now(); loadOverTime(input); times.push(performance.now() - t0); } times.sort((a, b) => a - b); console.log(`200 people × 52 weeks: first ${times.length} runs min ${times[0]!.toFixed(0)} ms, median ${times[7]!.toFixed(0)} ms, max ${times[14]!.toFixed(0)} ms`);
