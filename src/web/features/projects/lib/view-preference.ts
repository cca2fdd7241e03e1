// Cards or table: the reader's last choice, remembered in this browser.

export type ListView = "cards" | "table";
const storageKey = "rumbo.projects.view";

export function readListView(): ListView {
  try {
    return globalThis.localStorage?.getItem(storageKey) === "table" ? "table" : "cards";
  } catch {
    return "cards";
  }
}

export function storeListView(view: ListView): void {
  try {
    globalThis.localStorage?.setItem(storageKey, view);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}
