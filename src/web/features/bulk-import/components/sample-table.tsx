import { useTranslation } from "react-i18next";
import { cellText } from "../lib/import-model";

/** The file's first rows, with the Rumbo field each column is mapped to under its header. */
export function SampleTable({ columns, rows, fieldOf }: { columns: string[]; rows: Record<string, unknown>[]; fieldOf: (column: string) => string | null }) {
  const { t } = useTranslation("bulk-import");
  return (
    <div className="overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={t("mapping.sample")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("mapping.sampleCaption", { count: rows.length })}</caption>
        <thead className="bg-muted text-xs">
          <tr>
            {columns.map((column) => {
              const field = fieldOf(column);
              return (
                <th key={column} scope="col" className="px-3 py-2 align-top font-medium whitespace-nowrap">
                  <span className="block">{column}</span>
                  <span className={field ? "block font-normal text-primary-strong" : "block font-normal text-muted-foreground"}>{field ?? t("mapping.none")}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => (
                <td key={column} className="max-w-64 truncate px-3 py-1.5 whitespace-nowrap">
                  {cellText(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
