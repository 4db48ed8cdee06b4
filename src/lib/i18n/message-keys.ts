// The shape every dictionary has: English defines the keys, each other language gives every one
// of them a text. Apart from dictionary.ts, which loads the dictionaries that use this shape.
import type en from "./dictionaries/en.ts";

/** A key of the dictionary; English defines them all. */
export type MessageKey = keyof typeof en;

/** A complete dictionary: every key, one text each. */
export type Dictionary = Record<MessageKey, string>;
