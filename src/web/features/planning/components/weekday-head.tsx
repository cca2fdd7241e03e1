import { weekdayLabels } from "../lib/weekday-labels";
import type { Language } from "../../../i18n/language";

/** A calendar table's head: Monday to Sunday, short, each with its full name for assistive technology. */
export function WeekdayHead({ language, cellClassName }: { language: Language; cellClassName: string }) {
  return (
    <thead>
      <tr>
        {weekdayLabels(language).map((label) => (
          <th key={label.long} scope="col" className={cellClassName}>
            <abbr title={label.long} className="no-underline">
              {label.short}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
