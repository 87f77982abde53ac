/** Events raised by assessment. Add each with defineEvent; the catalogue picks up every export. */
export {};
