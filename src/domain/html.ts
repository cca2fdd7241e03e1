/** Text made safe inside HTML, in an element or a quoted attribute: the five characters that could end either. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
