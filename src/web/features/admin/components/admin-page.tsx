import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";

/** An administration page: its heading with a link to the other administration page, then its content. */
export function AdminPage({ icon: Icon, title, intro, other, children }: { icon: LucideIcon; title: string; intro: string; other: { to: string; label: string }; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHeading className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" icon={<Icon aria-hidden="true" className="size-7 text-primary-strong" />} title={title} intro={intro} introClassName="mt-2 max-w-2xl">
        <Link to={other.to} className="text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          {other.label}
        </Link>
      </PageHeading>
      {children}
    </div>
  );
}
