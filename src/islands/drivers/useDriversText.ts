// The drivers page's texts in the visitor's language, rebuilt only when the language changes.
import { useMemo } from "react";
import { driversTextIn, type DriversText } from "../../lib/drivers-text.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/** The drivers page's texts in the language in force (English on the server and at hydration). */
export function useDriversText(): DriversText {
  const { t } = useTranslation();
  return useMemo(() => driversTextIn(t), [t]);
}
