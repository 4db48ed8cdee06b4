// The drivers page's own texts in English, as the page is built: the hero, the help section and
// the notice shown without JavaScript. Server only: the catalogue's texts are in drivers-catalogue-text.ts.
import { company } from "../company.ts";
import { ENGLISH } from "../i18n/dictionary.ts";

const phone = company.phones[0]?.label ?? "";

/** The hero, the help items and the no-script notice. */
export const driversPageText = {
  heroEyebrow: ENGLISH["nav.drivers"],
  heroTitle: ENGLISH["drivers.heroTitle"],
  heroSubtitle: ENGLISH["drivers.heroSubtitle"],
  helpTitle: ENGLISH["drivers.help.title"],
  help: [
    { title: ENGLISH["drivers.help.installation"], text: ENGLISH["drivers.help.installationText"] },
    {
      title: ENGLISH["drivers.help.troubleshooting"],
      text: ENGLISH["drivers.help.troubleshootingText"],
    },
    { title: ENGLISH["drivers.help.support"], text: ENGLISH["drivers.help.supportText"] },
  ],
  noScript: `Downloading needs JavaScript, which is turned off in this browser. Please call ${phone} or email ${company.email} and we will send you the driver.`,
};
