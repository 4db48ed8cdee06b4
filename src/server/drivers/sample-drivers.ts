// The built-in sample drivers the page lists when the driver list cannot be read (document 2 §7,
// §8; three, as document 3 §8 counts them). Negative ids can never name a stored driver, so a
// download request for one is refused with "Driver not found" rather than serving anything.
import { driverDownloadPath, type Driver } from "../../lib/drivers/drivers.ts";

const sample = (driver: Omit<Driver, "downloadUrl">): Driver => ({
  ...driver,
  downloadUrl: driverDownloadPath(driver.id),
});

/** The three built-in sample drivers: a printer driver, a scanner SDK and a utility. */
export const SAMPLE_DRIVERS: readonly Driver[] = [
  sample({
    id: -1,
    name: "ZDesigner Printer Driver for Windows",
    version: "10.6.2",
    category: "printer",
    operatingSystem: "windows",
    fileSize: "1.7 KB",
    description:
      "Windows printer driver for Zebra desktop, industrial and mobile label printers, with label-size presets, darkness and speed settings and printer-status monitoring.",
    releaseDate: "2025-01-15",
    compatibility:
      "Windows 10 and 11 (64-bit). Zebra ZD230, ZD421, ZT230, ZT411 and other ZPL printers.",
    fileName: "zdesigner-windows-driver-10.6.2.zip",
  }),
  sample({
    id: -2,
    name: "Zebra Scanner SDK for Linux",
    version: "4.4.1",
    category: "scanner",
    operatingSystem: "linux",
    fileSize: "1.8 KB",
    description:
      "Software development kit and USB rules for using Zebra barcode scanners in Linux applications, kiosks and point-of-sale systems.",
    releaseDate: "2024-09-05",
    compatibility:
      "Ubuntu 20.04 to 24.04, Debian 12. Zebra DS2208, DS4608, DS9308 and LI4278 scanners.",
    fileName: "zebra-scanner-sdk-linux-4.4.1.zip",
  }),
  sample({
    id: -3,
    name: "Zebra 123Scan Configuration Utility",
    version: "6.02",
    category: "utility",
    operatingSystem: "windows",
    fileSize: "1.2 KB",
    description:
      "Free Windows utility to configure Zebra scanners: set prefixes and suffixes, enable symbologies, update firmware and print programming barcodes.",
    releaseDate: "2025-02-10",
    compatibility: "Windows 10 and 11. Zebra DS2200, DS4600, DS8100 and LI series scanners.",
    fileName: "zebra-123scan-utility-6.02.zip",
  }),
];
