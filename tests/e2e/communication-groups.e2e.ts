import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./support/browser";
import { horizontalOverflow, startTeam, type Lang, type SideOptions, type Team } from "./support/side-by-side";

// Issue 19, decisions 0910 and 0940, two people side by side in a workspace of five: Ana starts a
// group with Beto and a third person, found by searching; her message reaches Beto's tab live; she
// adds Dani, and Beto's tab shows him; Beto leaves, and the group is gone from his list while Ana's
// tab shows who is left. In Spanish and English, at 1280 and 360 px, light and dark, with axe.

const stamp = Date.now();
const mail = (who: string) => `${who}-grp-${stamp}@example.mx`;
const people = [
  { email: mail("ana"), name: "Ana Torres" },
  { email: mail("beto"), name: "Beto Ruiz" },
  { email: mail("carla"), name: "Carla Díaz" },
  { email: mail("dani"), name: "Dani Soto" },
  { email: mail("elena"), name: "Elena Ríos" },
];

let team: Team;

beforeAll(async () => {
  team = await startTeam(people);
  mkdirSync(".tmp", { recursive: true });
}, 300_000);

afterAll(async () => {
  await team?.close();
});

const texts = {
  es: { heading: "Comunicación", channels: "Canales", newGroup: "Nuevo grupo", search: "Buscar personas", start: "Abrir grupo", add: "Añadir personas", addSubmit: "Añadir", leave: "Salir del grupo", leaveConfirm: "Salir", composer: (n: string) => `Mensaje para ${n}`, send: "Enviar", log: (n: string) => `Mensajes de ${n}`, unread: "1 sin leer", chosen: "2 de 7 elegidas", body: "¿Revisamos juntos el plan de cierre?", added: (who: string, whom: string) => `${who} agregó a ${whom}`, left: (who: string) => `${who} salió de la conversación` },
  en: { heading: "Communication", channels: "Channels", newGroup: "New group", search: "Search people", start: "Open group", add: "Add people", addSubmit: "Add", leave: "Leave group", leaveConfirm: "Leave", composer: (n: string) => `Message for ${n}`, send: "Send", log: (n: string) => `Messages in ${n}`, unread: "1 unread", chosen: "2 of 7 chosen", body: "Shall we go over the closing plan together?", added: (who: string, whom: string) => `${who} added ${whom}`, left: (who: string) => `${who} left the conversation` },
} as const;

/** A group's name: its other people's names in order. */
const names = (...list: string[]) => [...list].sort((a, b) => a.localeCompare(b)).join(", ");
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

async function group(lang: Lang, options: SideOptions, third: { name: string; search: string }, shot: string) {
  const tx = texts[lang];
  const ana = await team.open(people[0]!.email, lang, options);
  const beto = await team.open(people[1]!.email, lang, options);
  await beto.page.goto("/communication");
  await beto.page.getByRole("heading", { level: 1, name: tx.heading }).waitFor();
  await ana.page.goto("/communication");
  await ana.page.getByRole("heading", { level: 1, name: tx.heading }).waitFor();

  // Ana picks two people by searching (accents and case ignored) and opens the group.
  await ana.page.getByRole("button", { name: tx.newGroup }).click();
  const picker = ana.page.getByRole("dialog");
  await picker.getByLabel(tx.search).fill("BETO");
  await picker.getByRole("checkbox", { name: /Beto Ruiz/ }).check();
  await picker.getByLabel(tx.search).fill(third.search);
  expect(await picker.getByRole("checkbox").count()).toBe(1);
  await picker.getByRole("checkbox", { name: new RegExp(third.name) }).check();
  await picker.getByText(tx.chosen).waitFor();
  await expectNoAxeViolations(ana.page, `group picker ${shot}`);
  await ana.page.screenshot({ path: `.tmp/communication-group-picker-${shot}.png`, fullPage: true });
  await picker.getByRole("button", { name: tx.start }).click();
  const anaName = names("Beto Ruiz", third.name);
  await heading(ana.page, anaName).waitFor();
  const body = `${tx.body} ${shot}`;
  await ana.page.getByLabel(tx.composer(anaName)).fill(body);
  await ana.page.getByRole("button", { name: tx.send }).click();

  // Beto's tab, untouched: the group appears with its unread count and Ana's message.
  const betoName = names("Ana Torres", third.name);
  const nav = beto.page.getByRole("navigation", { name: tx.channels });
  const entry = nav.getByRole("button", { name: new RegExp(`^${betoName}`) });
  await entry.getByText(tx.unread).waitFor({ timeout: 10_000 });
  await entry.click();
  await beto.page.getByRole("log", { name: tx.log(betoName) }).getByText(body).waitFor();

  // Ana adds Dani; Beto's tab shows him without a reload.
  await ana.page.getByRole("button", { name: tx.add }).click();
  const adder = ana.page.getByRole("dialog");
  await adder.getByRole("checkbox", { name: /Dani Soto/ }).check();
  await adder.getByRole("button", { name: tx.addSubmit, exact: true }).click();
  await heading(ana.page, names("Beto Ruiz", third.name, "Dani Soto")).waitFor();
  await heading(beto.page, names("Ana Torres", third.name, "Dani Soto")).waitFor({ timeout: 10_000 });
  // The group's history says who added whom (decision 0942).
  await beto.page.getByRole("log", { name: tx.log(names("Ana Torres", third.name, "Dani Soto")) }).getByText(tx.added("Ana Torres", "Dani Soto")).waitFor({ timeout: 10_000 });
  await expectNoAxeViolations(beto.page, `group conversation ${shot}`);
  await beto.page.screenshot({ path: `.tmp/communication-group-${shot}.png`, fullPage: true });

  // Beto leaves: the group is gone from his list; Ana's tab shows who is left.
  await beto.page.getByRole("button", { name: tx.leave }).click();
  await expectNoAxeViolations(beto.page, `leave dialog ${shot}`);
  await beto.page.getByRole("alertdialog").getByRole("button", { name: tx.leaveConfirm, exact: true }).click();
  await nav.getByRole("button", { name: new RegExp(third.name) }).waitFor({ state: "detached", timeout: 10_000 });
  await heading(ana.page, names(third.name, "Dani Soto")).waitFor({ timeout: 10_000 });
  await ana.page.getByRole("log", { name: tx.log(names(third.name, "Dani Soto")) }).getByText(body).waitFor();
  await ana.page.getByRole("log", { name: tx.log(names(third.name, "Dani Soto")) }).getByText(tx.left("Beto Ruiz")).waitFor({ timeout: 10_000 });

  if ((options.width ?? 1280) <= 360) {
    expect(await horizontalOverflow(ana.page)).toBeLessThanOrEqual(0);
    expect(await horizontalOverflow(beto.page)).toBeLessThanOrEqual(0);
  }
  expect([...ana.errors, ...beto.errors]).toEqual([]);
}

describe("group conversations, two people side by side", () => {
  it("in Spanish, light, 1280 px", () => group("es", {}, { name: "Carla Díaz", search: "díaz" }, "es-1280-light"), 150_000);
  it("in English, dark, 360 px", () => group("en", { width: 360, dark: true }, { name: "Elena Ríos", search: "rios" }, "en-360-dark"), 150_000);
});
