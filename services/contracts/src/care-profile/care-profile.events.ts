/** Events raised by care-profile. Add each with defineEvent; the catalogue picks up every export. */
export {};
