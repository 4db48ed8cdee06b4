// The home banner's five slides (document 1 §2 Home page): headings and button targets are the
// spec's; subheadings and pictures are ours. Headings and buttons name their dictionary keys.
import type { MessageKey } from "../../lib/i18n/dictionary.ts";

/** One banner slide. */
export interface HeroSlide {
  heading: string;
  headingKey: MessageKey;
  subheading: string;
  button: { label: string; href: string; key: MessageKey };
  image: string;
  imageAlt: string;
}

/** The slides in display order. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    heading: "Smart Barcode Printing Solutions",
    headingKey: "home.hero1.heading",
    subheading:
      "Desktop, industrial and mobile Zebra printers for sharp, durable labels, installed and serviced by our own engineers.",
    button: { label: "Explore Printers", href: "/printers", key: "home.hero1.button" },
    image: "/images/products/desktop-printer.svg",
    imageAlt: "Desktop barcode label printer",
  },
  {
    heading: "Scan Smarter with Zebra",
    headingKey: "home.hero2.heading",
    subheading:
      "Handheld, presentation and rugged scanners that read every 1D and 2D code, at the billing counter and in the warehouse.",
    button: { label: "Shop Scanners", href: "/scanners", key: "home.hero2.button" },
    image: "/images/products/handheld-scanner.svg",
    imageAlt: "Handheld barcode scanner reading a label",
  },
  {
    heading: "Premium Zebra Labels & Ribbons",
    headingKey: "home.hero3.heading",
    subheading:
      "Chromo, polyester and thermal labels with wax, wax-resin and resin ribbons, made to your size and shipped fast.",
    button: { label: "View Supplies", href: "/supplies", key: "home.hero3.button" },
    image: "/images/products/label-roll.svg",
    imageAlt: "Roll of barcode labels",
  },
  {
    heading: "Next-Gen RFID Tracking",
    headingKey: "home.hero4.heading",
    subheading:
      "Readers, antennas, tags and RFID printers that count stock and track assets without line of sight.",
    button: { label: "Explore RFID", href: "/rfid", key: "home.hero4.button" },
    image: "/images/products/rfid-reader.svg",
    imageAlt: "Fixed RFID reader with antennas",
  },
  {
    heading: "Your Trusted Zebra Partner",
    headingKey: "home.hero5.heading",
    subheading:
      "Sales, installation, repairs and annual maintenance since 1997, from our New Delhi service centre to customers across India.",
    button: { label: "Contact Us Today", href: "/contact", key: "home.hero5.button" },
    image: "/images/products/service.svg",
    imageAlt: "Service and repair tools",
  },
];
