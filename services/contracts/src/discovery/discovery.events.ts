/** Events raised by discovery. Add each with defineEvent; the catalogue picks up every export. */
export {};
