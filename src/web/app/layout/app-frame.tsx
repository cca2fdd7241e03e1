import { ArrowLeft } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/page-heading";
import { buttonVariants } from "../../components/ui/button";
import { Skeleton, Skeletons } from "../../components/ui/skeleton";
import type { ScreenKey } from "../route-table";
import { LogoMark } from "./logo";

// The frame of a signed-in screen, sent in the page itself to a visitor with a session cookie
// (the build renders one per screen and language: scripts/prerender.mjs; the server inserts it:
// static-web.ts). A phone on a slow network paints it at once, instead of a blank page until the
// app's code has arrived and run; the app replaces it whole with its first render (decision 1810).
// The build's frame holds nothing of the user's; the server may write what the page's address names
// into its slots (`data-frame-slot`) once it has checked that the visitor may read it: the project's
// name on /project/:id (decision 1860). Their own name and workspace come with the app.

// The screens whose heading reads the same for everyone, shown as the page will show it. Others
// show their screen name, and the app's heading replaces it.
function DashboardFrameHeading() {
  const { t } = useTranslation("dashboard");
  // The greeting's line (the user's name comes with the app) keeps its place.
  return <PageHeading eyebrow={<Skeleton className="h-4 w-32 translate-y-0.5" />} title={t("heading")} intro={t("intro")} />;
}

function ProjectsFrameHeading() {
  const { t } = useTranslation("projects");
  return <PageHeading title={t("list.title")} intro={t("list.intro")} />;
}

/**
 * The project page's heading laid out as the page lays it out (back link, badges, name, owner), its
 * name at the page's size: with the name written in by the server, the app's heading paints the same
 * text in the same box, and the page's largest text is painted with the frame (decision 1860).
 */
function ProjectFrameHeading() {
  const { t } = useTranslation("projects");
  return (
    <>
      <span className={buttonVariants({ variant: "link" })}>
        <ArrowLeft aria-hidden="true" />
        {t("planner.back")}
      </span>
      <div className="mt-2 flex gap-2">
        <Skeletons count={3} className="h-6 w-20 rounded-full" />
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words" data-frame-slot="project-name">
        {t("detail.title")}
      </h1>
      <Skeleton className="mt-2 h-5 w-48" />
    </>
  );
}

// Each with the catalogue it reads, which the prerenderer loads first.
const frameHeadings: Partial<Record<ScreenKey, { namespace: string; Heading: ComponentType }>> = {
  dashboard: { namespace: "dashboard", Heading: DashboardFrameHeading },
  projects: { namespace: "projects", Heading: ProjectsFrameHeading },
  project: { namespace: "projects", Heading: ProjectFrameHeading },
};

/** The namespaces the frames' headings read, loaded before a frame is rendered. */
export const frameNamespaces = [...new Set(Object.values(frameHeadings).map((heading) => heading.namespace))];

export function AppFrame({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const Heading = frameHeadings[screen]?.Heading;
  return (
    // Decorative and inert: nothing in it can be focused or read out; the app's page is the page.
    <div className="flex min-h-dvh flex-col" aria-hidden="true" inert>
      <header className="sticky top-0 z-40 border-b border-border bg-background">
        <div className="flex h-[var(--header-height)] items-center gap-3 px-4 sm:px-6 lg:px-4">
          <Skeleton className="-ml-1 size-9 lg:hidden" />
          <span className="-ml-1 inline-flex shrink-0 items-center gap-2 px-1 py-1 text-lg font-bold tracking-tight text-foreground">
            <LogoMark />
            <span className="max-sm:sr-only">{t("brand")}</span>
          </span>
          <div className="ml-auto flex items-center gap-2">
            <Skeleton className="hidden h-9 w-48 md:block" />
            <Skeletons count={2} className="size-9 rounded-full" />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <div className="sticky top-[var(--header-height)] hidden h-[calc(100dvh-var(--header-height))] w-64 shrink-0 flex-col gap-2 self-start border-r border-border bg-background px-3 py-4 lg:flex">
          <Skeletons count={9} className="h-8" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
            {Heading ? <Heading /> : <PageHeading title={t(`screens.${screen}`)} />}
            <div className="mt-8 grid gap-6">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Skeletons count={4} className="h-20" />
              </div>
              <Skeleton className="h-64" />
              <Skeleton className="h-48" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
