// The drivers catalogue's texts (document 2 §2.4): filters, cards, the no-results message. The
// labels of the 15-language dictionary come from `t`, so the island rebuilds them in the visitor's
// language. The download request's texts are in drivers-text.ts (they come with the modal), the
// page's own (hero, help) in drivers-page-text.ts.
import type { Translate } from "../i18n/dictionary.ts";
import type { DriversKey } from "../i18n/dictionaries/en-drivers.ts";

/** The catalogue's texts in the language of `t`. */
export function driversCatalogueTextIn(t: Translate<DriversKey>) {
  return {
    searchLabel: t("drivers.searchLabel"),
    searchPlaceholder: t("drivers.searchPlaceholder"),
    categoryLabel: t("drivers.categoryLabel"),
    operatingSystemLabel: t("drivers.osLabel"),
    allCategories: t("drivers.category.all"),
    allOperatingSystems: t("drivers.os.all"),
    categories: {
      printer: t("drivers.category.printer"),
      scanner: t("drivers.category.scanner"),
      mobile: t("drivers.category.mobile"),
      utility: t("drivers.category.utility"),
    },
    operatingSystems: {
      windows: t("drivers.os.windows"),
      macos: t("drivers.os.macos"),
      linux: t("drivers.os.linux"),
      android: t("drivers.os.android"),
      ios: t("drivers.os.ios"),
    },
    count: (shown: number) => `${shown} ${shown === 1 ? "driver" : "drivers"}`,
    version: t("drivers.card.version"),
    released: t("drivers.card.released"),
    size: t("drivers.card.fileSize"),
    file: "File",
    compatibility: t("drivers.card.compatibility"),
    download: t("drivers.card.download"),
    noResultsTitle: t("drivers.noResults"),
    noResultsText: t("drivers.noResultsHint"),
  };
}

/** The shape of the catalogue's texts. */
export type DriversCatalogueText = ReturnType<typeof driversCatalogueTextIn>;
