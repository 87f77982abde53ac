/**
 * FormatJS's intl-messageformat for the messages with plural, select, number or date rules:
 * imported by every catalogue part but the first download's (see format.ts).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { provideLocaleRules } from '../format';

provideLocaleRules(IntlMessageFormat);
