import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { constraints, typeLabel, type OpenApiDocument, type OperationEntry } from "../lib/openapi-model";
import { SchemaView } from "./schema-view";
import { DataTable, edgeColumns } from "../../../components/ui/table";

const methodClass: Record<OperationEntry["method"], string> = {
  get: "bg-info-strong text-background",
  post: "bg-success-strong text-background",
  put: "bg-warning-strong text-background",
  patch: "bg-warning-strong text-background",
  delete: "bg-destructive text-destructive-foreground",
};

export function MethodBadge({ method }: { method: OperationEntry["method"] }) {
  return <span className={cn("inline-flex w-16 shrink-0 justify-center rounded px-1.5 py-0.5 font-mono text-[11px] font-bold uppercase", methodClass[method])}>{method}</span>;
}

const locations = ["query", "path", "header", "cookie"] as const;

/**
 * One operation: method, path and summary; opened, its parameters, request body and responses.
 * The details are rendered only once opened: every operation now documents its answers and errors,
 * and drawing all of them up front made the page tens of thousands of elements.
 */
export function OperationCard({ entry, doc }: { entry: OperationEntry; doc: OpenApiDocument }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <details id={entry.id} className="group rounded-lg border border-border bg-card" data-testid="operation" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={cn("flex cursor-pointer list-none items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-subtle [&::-webkit-details-marker]:hidden", focusRing)}>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90" />
        <MethodBadge method={entry.method} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 md:flex-row md:items-center md:gap-3">
          <code className="font-mono text-sm break-all">{entry.path}</code>
          {entry.operation.summary ? <span className="text-sm text-muted-foreground md:truncate">{entry.operation.summary}</span> : null}
        </span>
      </summary>
      {isOpen ? <OperationDetails entry={entry} doc={doc} /> : null}
    </details>
  );
}

function OperationDetails({ entry, doc }: { entry: OperationEntry; doc: OpenApiDocument }) {
  const { t } = useTranslation("api-docs");
  const { operation } = entry;
  const body = operation.requestBody?.content ? Object.entries(operation.requestBody.content)[0] : undefined;
  const parameters = operation.parameters ?? [];
  return (
      <div className="grid gap-5 border-t border-border px-4 py-4">
        {operation.description ? <p className="text-sm text-muted-foreground">{operation.description}</p> : null}
        <section className="grid gap-2">
          <h4 className="text-sm font-semibold">{t("operation.parameters")}</h4>
          {parameters.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("operation.noParameters")}</p>
          ) : (
            <div className={cn("relative overflow-x-auto", focusRing)} tabIndex={0} role="region" aria-label={`${t("operation.parameters")}: ${entry.method.toUpperCase()} ${entry.path}`}>
              <DataTable
                className="min-w-[28rem]"
                headClassName="text-xs text-muted-foreground"
                cellClassName="py-1 font-medium"
                columns={edgeColumns([t("operation.name"), t("operation.in"), t("operation.type"), t("operation.rules")])}
              >
                {parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td className="py-1.5 pr-3">
                      <code className="font-mono text-xs font-semibold">{p.name}</code>
                      {p.required ? <span className="ml-1.5 text-[11px] text-destructive-strong">{t("operation.required")}</span> : null}
                    </td>
                    <td className="px-3 py-1.5 text-xs text-muted-foreground">{(locations as readonly string[]).includes(p.in) ? t(`operation.in_${p.in as (typeof locations)[number]}`) : p.in}</td>
                    <td className="px-3 py-1.5">
                      <code className="font-mono text-xs text-primary-strong">{p.schema ? typeLabel(p.schema) : "any"}</code>
                    </td>
                    <td className="py-1.5 pl-3 font-mono text-[11px] break-all text-muted-foreground">{p.schema ? constraints(p.schema).join(" · ") : ""}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </section>
        <section className="grid gap-2" data-testid="request-body">
          <h4 className="text-sm font-semibold">
            {t("operation.requestBody")}
            {body ? <code className="ml-2 font-mono text-xs font-normal text-muted-foreground">{body[0]}</code> : null}
          </h4>
          {body?.[1].schema ? <SchemaView schema={body[1].schema} doc={doc} /> : <p className="text-sm text-muted-foreground">{t("operation.noBody")}</p>}
        </section>
        <section className="grid gap-2">
          <h4 className="text-sm font-semibold">{t("operation.responses")}</h4>
          <ul className="grid gap-3">
            {Object.entries(operation.responses ?? {}).map(([status, response]) => {
              const content = response.content ? Object.values(response.content)[0] : undefined;
              return (
                <li key={status} className="grid gap-1.5">
                  <div className="flex items-center gap-2 text-sm">
                    <code className={cn("rounded px-1.5 py-0.5 font-mono text-xs font-bold", status.startsWith("2") ? "bg-success-strong/15 text-success-strong" : "bg-destructive/15 text-destructive-strong")}>{status}</code>
                    <span className="text-muted-foreground">{response.description}</span>
                  </div>
                  {content?.schema ? (
                    <div className="pl-2">
                      <SchemaView schema={content.schema} doc={doc} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
  );
}
