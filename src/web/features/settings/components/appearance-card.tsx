import { Check, Monitor, Moon, Rows2, Rows3, Rows4, Sun, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { RadioGroup, RadioGroupCard } from "../../../components/ui/radio-group";
import { cn } from "../../../lib/cn";
import {
  accentColors,
  colorSchemes,
  densities,
  setPreferences,
  usePreferences,
  type AccentColor,
  type ColorScheme,
  type Density,
} from "../preferences-store";

const schemeIcons: Record<ColorScheme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };
const densityIcons: Record<Density, LucideIcon> = { comfortable: Rows2, normal: Rows3, compact: Rows4 };

// Each swatch shows the accent's fill, whatever accent is current.
const swatches: Record<AccentColor, string> = {
  blue: "bg-[hsl(221_83%_53%)]",
  purple: "bg-[hsl(262_83%_58%)]",
  green: "bg-[hsl(145_100%_50%)]",
  red: "bg-[hsl(0_72%_50%)]",
  orange: "bg-[hsl(25_95%_53%)]",
  yellow: "bg-[hsl(45_100%_50%)]",
};
const swatchCheck: Record<AccentColor, string> = {
  blue: "text-white",
  purple: "text-white",
  green: "text-ink",
  red: "text-white",
  orange: "text-ink",
  yellow: "text-ink",
};

function FieldLabel({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold text-foreground">
      {children}
    </h3>
  );
}

export function AppearanceCard() {
  const { t } = useTranslation("settings");
  const preferences = usePreferences();
  const ids = { title: useId(), scheme: useId(), accent: useId(), density: useId() };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={ids.title}>
          {t("appearance.title")}
        </CardTitle>
        <CardDescription>{t("appearance.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <div className="grid gap-3">
          <FieldLabel id={ids.scheme}>{t("colorScheme.label")}</FieldLabel>
          <RadioGroup
            aria-labelledby={ids.scheme}
            value={preferences.colorScheme}
            onValueChange={(value) => setPreferences({ colorScheme: value as ColorScheme })}
            className="grid-cols-1 sm:grid-cols-3"
          >
            {colorSchemes.map((scheme) => {
              const Icon = schemeIcons[scheme];
              return (
                <RadioGroupCard key={scheme} value={scheme}>
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-foreground group-data-[state=checked]:bg-background group-data-[state=checked]:text-primary-strong">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="grid">
                    <span className="font-medium">{t(`colorScheme.${scheme}`)}</span>
                    {scheme === "system" ? <span className="text-xs text-muted-foreground">{t("colorScheme.systemHint")}</span> : null}
                  </span>
                </RadioGroupCard>
              );
            })}
          </RadioGroup>
        </div>

        <div className="grid gap-3">
          <FieldLabel id={ids.accent}>{t("accent.label")}</FieldLabel>
          <RadioGroup
            aria-labelledby={ids.accent}
            value={preferences.accentColor}
            onValueChange={(value) => setPreferences({ accentColor: value as AccentColor })}
            className="grid-cols-3 sm:grid-cols-6"
          >
            {accentColors.map((accent) => (
              <RadioGroupCard key={accent} value={accent} className="flex-col justify-center gap-2 px-2 py-3">
                <span
                  aria-hidden="true"
                  className={cn("inline-flex size-8 items-center justify-center rounded-full ring-1 ring-black/10", swatches[accent])}
                >
                  <Check className={cn("size-4 opacity-0 group-data-[state=checked]:opacity-100", swatchCheck[accent])} />
                </span>
                <span className="text-xs font-medium">{t(`accent.${accent}`)}</span>
              </RadioGroupCard>
            ))}
          </RadioGroup>
        </div>

        <div className="grid gap-3">
          <FieldLabel id={ids.density}>{t("density.label")}</FieldLabel>
          <RadioGroup
            aria-labelledby={ids.density}
            value={preferences.density}
            onValueChange={(value) => setPreferences({ density: value as Density })}
            className="grid-cols-1 sm:grid-cols-3"
          >
            {densities.map((density) => {
              const Icon = densityIcons[density];
              return (
                <RadioGroupCard key={density} value={density}>
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-foreground group-data-[state=checked]:bg-background group-data-[state=checked]:text-primary-strong">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="grid">
                    <span className="font-medium">{t(`density.${density}`)}</span>
                    <span className="text-xs text-muted-foreground">{t(`density.${density}Hint`)}</span>
                  </span>
                </RadioGroupCard>
              );
            })}
          </RadioGroup>
        </div>
      </CardContent>
    </Card>
  );
}
