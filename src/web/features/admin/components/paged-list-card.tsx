import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../../components/ui/card";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { Skeletons } from "../../../components/ui/skeleton";
import { Pagination } from "./pagination";

type PagedList = {
  isPending: boolean;
  isError: boolean;
  data: { page: number; pageSize: number; total: number; items: readonly unknown[] } | undefined;
  refetch: () => unknown;
};

/**
 * The card of one paginated administration list: placeholder rows while it loads, a retry on
 * failure, the empty text when there is nothing, else the table (children); then the pages.
 */
export function PagedListCard({ list, placeholder, loadFailed, empty, onPage, children }: { list: PagedList; placeholder: { count: number; className: string }; loadFailed: string; empty: string; onPage: (page: number) => void; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <Card className="mt-6">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        {list.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeletons count={placeholder.count} className={placeholder.className} />
          </div>
        ) : list.isError ? (
          <RetryAlert message={loadFailed} retryLabel={t("actions.retry")} onRetry={() => void list.refetch()} />
        ) : !list.data?.items.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          children
        )}
        {list.data ? <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={onPage} /> : null}
      </CardContent>
    </Card>
  );
}
