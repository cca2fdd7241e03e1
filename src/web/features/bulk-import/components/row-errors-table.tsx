import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import type { RowError } from "../api/preview-import";
import { useLanguage } from "../../../lib/use-language";
import { DataTable } from "../../../components/ui/table";

/** The rows that cannot be imported: row (as a spreadsheet counts), column and message. */
export function RowErrorsTable({ errors, isTruncated }: { errors: RowError[]; isTruncated: boolean }) {
  const { t } = useTranslation("bulk-import");
  const language = useLanguage();
  return (
    <div className="grid gap-2">
      <div className="max-h-96 overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={t("review.errorsCaption")}>
        <DataTable
          data-testid="row-errors"
          caption={t("review.errorsCaption")}
          headClassName="sticky top-0 bg-muted text-xs text-muted-foreground"
          columns={[{ label: t("review.row") }, { label: t("review.column") }, { label: t("review.message") }]}
        >
          {errors.map((error, i) => (
            <tr key={`${error.row}-${error.field}-${i}`}>
              <td className="px-3 py-2 font-medium tabular-nums">{formatNumber(error.row, language)}</td>
              <td className="px-3 py-2">{error.column ?? "—"}</td>
              <td className="px-3 py-2 text-destructive-strong">{error.message}</td>
            </tr>
          ))}
        </DataTable>
      </div>
      {isTruncated ? <p className="text-xs text-muted-foreground">{t("review.truncated")}</p> : null}
    </div>
  );
}
