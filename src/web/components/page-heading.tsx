import type { ReactNode } from "react";
import { cn } from "../lib/cn";

type PageHeadingProps = {
  title: ReactNode;
  intro?: ReactNode;
  /** Shown before the title (admin and team pages). */
  icon?: ReactNode;
  /** A short line above the title (the dashboard's greeting), one text line high. */
  eyebrow?: ReactNode;
  /** The row that holds the title block and the actions. */
  className?: string;
  /** The title block (e.g. "min-w-0" where the title may be long). */
  textClassName?: string;
  titleClassName?: string;
  /** The intro's margin and width. */
  introClassName?: string;
  /** Actions on the right (below on phones). */
  children?: ReactNode;
};

/** A signed-in page's heading: its title, one line saying what it is for, and its actions. */
export function PageHeading({ title, intro, icon, eyebrow, className = "flex flex-col gap-4 md:flex-row md:items-end md:justify-between", textClassName, titleClassName, introClassName = "mt-1", children }: PageHeadingProps) {
  return (
    <div className={className}>
      <div className={textClassName}>
        {eyebrow ? <div className="h-5 text-sm font-medium text-muted-foreground">{eyebrow}</div> : null}
        <h1 className={cn(icon ? "flex items-center gap-3" : null, "text-3xl font-bold tracking-tight", titleClassName)}>
          {icon}
          {title}
        </h1>
        {intro ? <p className={cn(introClassName, "text-muted-foreground")}>{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
