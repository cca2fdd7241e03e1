import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type TableColumn = { label: ReactNode; className?: string };

type DataTableProps = Omit<ComponentProps<"table">, "children"> & {
  /** Read by screen readers as the table's name. */
  caption?: string;
  columns: readonly TableColumn[];
  headClassName?: string;
  /** Classes every heading cell shares; a column adds its own. */
  cellClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
};

/** A table with a hidden caption, one row of column headings (scope="col") and its body rows. */
export function DataTable({ caption, columns, headClassName, cellClassName = "px-3 py-2 font-medium", bodyClassName = "divide-y divide-border", className, children, ...props }: DataTableProps) {
  return (
    <table className={cn("w-full text-left text-sm", className)} {...props}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={headClassName}>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={cn(cellClassName, column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName || undefined}>{children}</tbody>
    </table>
  );
}

/**
 * The bordered, muted-header table of lists and logs (admin, security events). A table wider than a
 * narrow screen scrolls inside its box, never the page; the
 * grid or flex item holding it needs `min-w-0` (or `grid-cols-1`) so the table does not widen it.
 * The box is `relative`: a scrolling box clips only what it contains as a positioning ancestor, so
 * without it the absolutely positioned screen-reader texts of the hidden columns (`sr-only`) escape
 * the box and widen the page on a phone (tests/e2e/phone-width.e2e.ts). Every sideways-scrolling box
 * that holds such text does the same.
 */
export function BoxedTable({ className, ...props }: Omit<DataTableProps, "headClassName">) {
  // On a phone the table scrolls sideways inside its box: the box takes the keyboard focus so
  // that it can be scrolled without a pointer (axe: scrollable-region-focusable), named by the
  // table's caption.
  const region = props.caption ? { role: "region", "aria-label": props.caption } : {};
  return (
    <div tabIndex={0} {...region} className="max-w-full relative overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <DataTable headClassName="bg-muted text-xs text-muted-foreground uppercase" className={className} {...props} />
    </div>
  );
}

/** Column headings for a table whose first and last cells sit flush with its edges. */
export function edgeColumns(labels: readonly (ReactNode | TableColumn)[]): TableColumn[] {
  return labels.map((label, i) => {
    const column = typeof label === "object" && label !== null && "label" in label ? label : { label };
    const edge = i === 0 ? "pr-3" : i === labels.length - 1 ? "pl-3" : "px-3";
    return { label: column.label, className: cn(edge, column.className) };
  });
}
