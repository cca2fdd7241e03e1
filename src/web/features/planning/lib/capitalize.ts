/** "noviembre de 2026" → "Noviembre de 2026" (CSS capitalize would also raise "De"). */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
