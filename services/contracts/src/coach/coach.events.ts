/** Events raised by coach. Add each with defineEvent; the catalogue picks up every export. */
export {};
