// The drivers catalogue's texts in the visitor's language, rebuilt only when the language changes.
import { useMemo } from "react";
import {
  driversCatalogueTextIn,
  type DriversCatalogueText,
} from "../../lib/drivers/drivers-catalogue-text.ts";
import enDrivers from "../../lib/i18n/dictionaries/en-drivers.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/** The catalogue's texts in the language in force (English on the server and at hydration). */
export function useDriversText(): DriversCatalogueText {
  const { t } = useTranslation(enDrivers);
  return useMemo(() => driversCatalogueTextIn(t), [t]);
}
