import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import type { RowError } from "../api/preview-import";
import { useLanguage } from "../lib/use-language";

/** The rows that cannot be imported: row (as a spreadsheet counts), column and message. */
export function RowErrorsTable({ errors, isTruncated }: { errors: RowError[]; isTruncated: boolean }) {
  const { t } = useTranslation("bulk-import");
  const language = useLanguage();
  return (
    <div className="grid gap-2">
      <div className="max-h-96 overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={t("review.errorsCaption")}>
        <table className="w-full text-left text-sm" data-testid="row-errors">
          <caption className="sr-only">{t("review.errorsCaption")}</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("review.row")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("review.column")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("review.message")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {errors.map((error, i) => (
              <tr key={`${error.row}-${error.field}-${i}`}>
                <td className="px-3 py-2 font-medium tabular-nums">{formatNumber(error.row, language)}</td>
                <td className="px-3 py-2">{error.column ?? "—"}</td>
                <td className="px-3 py-2 text-destructive-strong">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isTruncated ? <p className="text-xs text-muted-foreground">{t("review.truncated")}</p> : null}
    </div>
  );
}
