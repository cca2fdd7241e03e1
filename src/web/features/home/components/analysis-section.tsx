import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { DisclosureList } from "./disclosure-list";
import { SectionHeading, sectionContainer } from "./section-heading";

const tabs = ["intro", "competitive", "value", "features", "architecture"] as const;
const rows = ["Language", "Price", "Prediction", "Compliance", "Onboarding"] as const;
const values = ["value1", "value2", "value3", "value4"] as const;
const features = ["feature1", "feature2", "feature3", "feature4", "feature5"] as const;
const entities = ["Organization", "Project", "Team", "User", "Resource", "Task", "Document", "Activity", "Event"] as const;

const panel = "rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-8";

export function AnalysisSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-analysis" className={sectionContainer}>
      <SectionHeading id="home-analysis" eyebrow={t("analysis.eyebrow")} heading={t("analysis.heading")} intro={t("analysis.intro")} />
      <Tabs defaultValue="intro" className="mx-auto mt-10 max-w-5xl">
        <div className="flex justify-center">
          <TabsList aria-label={t("analysis.tabsLabel")} className="h-auto max-w-full flex-wrap justify-center">
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`analysis.tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="intro" className={panel}>
          <h3 className="text-xl font-semibold tracking-tight">{t("analysis.introTitle")}</h3>
          <p className="mt-4 text-pretty text-muted-foreground">{t("analysis.introP1")}</p>
          <p className="mt-3 text-pretty text-muted-foreground">{t("analysis.introP2")}</p>
        </TabsContent>
        <TabsContent value="competitive" className={panel}>
          <h3 id="home-competitive" className="text-xl font-semibold tracking-tight">
            {t("analysis.competitiveTitle")}
          </h3>
          <div role="region" aria-labelledby="home-competitive" tabIndex={0} className="mt-4 relative overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t("analysis.competitiveCaption")}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-3 pr-4 font-semibold">{t("analysis.criterion")}</th>
                  <th scope="col" className="bg-primary-soft px-4 py-3 font-semibold text-primary-strong">{t("analysis.rumbo")}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">{t("analysis.international")}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">{t("analysis.spreadsheets")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row} className="border-b border-border last:border-0">
                    <th scope="row" className="py-3 pr-4 font-medium">{t(`analysis.row${row}`)}</th>
                    <td className="bg-primary-soft/60 px-4 py-3 font-medium">{t(`analysis.row${row}Rumbo`)}</td>
                    <td className="px-4 py-3 text-muted-foreground">{t(`analysis.row${row}International`)}</td>
                    <td className="px-4 py-3 text-muted-foreground">{t(`analysis.row${row}Spreadsheets`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TabsContent>
        <TabsContent value="value" className={panel}>
          <h3 className="text-xl font-semibold tracking-tight">{t("analysis.valueTitle")}</h3>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {values.map((key) => (
              <li key={key} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                <div>
                  <h4 className="font-semibold">{t(`analysis.${key}Title`)}</h4>
                  <p className="mt-1 text-sm text-muted-foreground">{t(`analysis.${key}Body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="features" className={panel}>
          <h3 className="text-xl font-semibold tracking-tight">{t("analysis.featuresTitle")}</h3>
          <DisclosureList
            className="mt-6"
            mode="multiple"
            heading="h4"
            items={features.map((key) => ({ key, title: t(`analysis.${key}Title`), body: t(`analysis.${key}Body`) }))}
          />
        </TabsContent>
        <TabsContent value="architecture" className={panel}>
          <h3 className="text-xl font-semibold tracking-tight">{t("analysis.architectureTitle")}</h3>
          <p className="mt-4 text-muted-foreground">{t("analysis.architectureBody")}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {entities.map((entity) => (
              <li key={entity} className="rounded-lg bg-muted px-4 py-3 text-sm">
                {t(`analysis.entity${entity}`)}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">{t("analysis.architectureSecurity")}</p>
        </TabsContent>
      </Tabs>
    </section>
  );
}
