// The download request's texts in the visitor's language, rebuilt only when the language changes.
import { useMemo } from "react";
import { driverRequestTextIn, type DriverRequestText } from "../../lib/drivers/drivers-text.ts";
import enDriverRequest from "../../lib/i18n/dictionaries/en-driver-request.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/** The download request's texts in the language in force (English on the server). */
export function useDriverRequestText(): DriverRequestText {
  const { t } = useTranslation(enDriverRequest);
  return useMemo(() => driverRequestTextIn(t), [t]);
}
