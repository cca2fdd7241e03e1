import { useTranslation } from "react-i18next";
import { constraints, objectOf, resolveRef, typeLabel, type JsonSchema, type OpenApiDocument } from "../lib/openapi-model";

const maxDepth = 4;

function Rules({ schema }: { schema: JsonSchema }) {
  const { t } = useTranslation("api-docs");
  const rules = constraints(schema);
  return (
    <>
      {rules.map((rule) => (
        <span key={rule} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] break-all text-muted-foreground">
          {rule}
        </span>
      ))}
      {schema.default !== undefined ? <span className="text-[11px] text-muted-foreground">{t("operation.default", { value: JSON.stringify(schema.default) })}</span> : null}
    </>
  );
}

/** A JSON Schema as a compact tree: each property with its type, whether required, and its rules. */
export function SchemaView({ schema, doc, depth = 0 }: { schema: JsonSchema; doc: OpenApiDocument; depth?: number }) {
  const { t } = useTranslation("api-docs");
  const resolved = resolveRef(schema, doc);
  const object = objectOf(resolved, doc);
  if (!object?.properties || depth >= maxDepth) {
    return (
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <code className="font-mono text-xs text-primary-strong">{typeLabel(resolved)}</code>
        <Rules schema={resolved} />
      </div>
    );
  }
  const required = new Set(object.required ?? []);
  const isArray = resolved.type === "array";
  return (
    <div className="grid gap-1">
      {isArray ? <code className="font-mono text-xs text-primary-strong">array of</code> : null}
      <ul className={depth > 0 ? "grid gap-1 border-l border-border pl-3" : "grid gap-1"}>
        {Object.entries(object.properties).map(([name, property]) => {
          const child = resolveRef(property, doc);
          const nested = objectOf(child, doc);
          return (
            <li key={name} className="grid gap-1 py-0.5">
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                <code className="font-mono text-xs font-semibold">{name}</code>
                <code className="font-mono text-xs text-primary-strong">{typeLabel(child)}</code>
                <span className={required.has(name) ? "text-[11px] font-medium text-destructive-strong" : "text-[11px] text-muted-foreground"}>
                  {required.has(name) ? t("operation.required") : t("operation.optional")}
                </span>
                <Rules schema={child} />
              </div>
              {child.description ? <p className="text-xs text-muted-foreground">{child.description}</p> : null}
              {nested?.properties && Object.keys(nested.properties).length ? <SchemaView schema={child} doc={doc} depth={depth + 1} /> : null}
            </li>
          );
        })}
      </ul>
      {object.additionalProperties === false ? <p className="text-[11px] text-muted-foreground">{t("operation.noExtra")}</p> : null}
    </div>
  );
}
