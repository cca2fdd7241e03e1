import {
  BarChart3,
  Bot,
  BrainCircuit,
  Briefcase,
  Building2,
  CalendarClock,
  Code2,
  Factory,
  FileSpreadsheet,
  Gauge,
  GitBranch,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  LineChart,
  Lock,
  Mail,
  Megaphone,
  MessagesSquare,
  Palette,
  PiggyBank,
  Plug,
  Rocket,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

// The building blocks of the public pages: a hero, sections, icon cards, figures and a closing
// call to action, all on the design tokens (light and dark).

export const marketingIcons = {
  chart: BarChart3,
  bot: Bot,
  brain: BrainCircuit,
  briefcase: Briefcase,
  building: Building2,
  calendar: CalendarClock,
  code: Code2,
  factory: Factory,
  spreadsheet: FileSpreadsheet,
  gauge: Gauge,
  branch: GitBranch,
  handshake: Handshake,
  health: HeartPulse,
  government: Landmark,
  layers: Layers,
  trend: LineChart,
  lock: Lock,
  mail: Mail,
  megaphone: Megaphone,
  chat: MessagesSquare,
  palette: Palette,
  savings: PiggyBank,
  plug: Plug,
  rocket: Rocket,
  scale: Scale,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  users: Users,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type MarketingIconName = keyof typeof marketingIcons;

export function MarketingIcon({ name, className }: { name: string; className?: string }) {
  const Icon = marketingIcons[name as MarketingIconName] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}

export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-primary-soft/60 to-background">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-xs font-semibold tracking-wide text-primary-strong uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {eyebrow}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-3xl text-lg text-pretty text-muted-foreground">{lead}</p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

export function Section({ title, intro, children, className, id }: { title: string; intro?: string; children: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={cn("mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8", className)}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={id ? `${id}-title` : undefined} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {intro ? <p className="mt-3 text-base text-pretty text-muted-foreground">{intro}</p> : null}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}

export type IconCardItem = { icon: string; title: string; body: string; points?: Readonly<Record<string, string>> };

export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCardItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2")}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs">
          <div className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
            <MarketingIcon name={item.icon} className="size-5" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
          {item.points ? (
            <ul className="mt-4 grid gap-2 text-sm">
              {list(item.points).map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export type Figure = { value: string; label: string };

export function FigureBand({ figures, note }: { figures: readonly Figure[]; note?: string }) {
  return (
    <div className="border-y border-border bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary-strong">{figure.value}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className="mt-6 text-center text-xs text-muted-foreground">{note}</p> : null}
      </div>
    </div>
  );
}

export function CtaBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty opacity-90">{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

/** A catalogue list ("1", "2", … keys: catalogues hold only text) in its order. */
export function list<T>(value: Readonly<Record<string, T>>): T[] {
  return Object.values(value);
}
