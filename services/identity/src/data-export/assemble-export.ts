import { ServiceNames, type ServiceName } from '@tend/contracts';

/** Which services have yet to send their part of a copy. */
export function partsMissing(received: readonly string[]): ServiceName[] {
  return ServiceNames.filter((service) => !received.includes(service));
}

/**
 * The one JSON document a person downloads: a short header, then each service's sections in a
 * fixed order (account first). Sections are named by what they hold, so a person reads
 * "careRecipients", not which service kept them; a name two services use is kept apart by
 * prefixing the service rather than one overwriting the other.
 */
export function assembleExport(
  parts: ReadonlyMap<string, Record<string, unknown>>,
  exportedAt: Date,
): Record<string, unknown> {
  const document: Record<string, unknown> = {
    exportedAt: exportedAt.toISOString(),
    about:
      'Everything Tend holds about you, gathered from each part of Tend when you asked for it.',
  };
  for (const service of ServiceNames) {
    for (const [section, value] of Object.entries(parts.get(service) ?? {})) {
      const name = section in document ? `${service}.${section}` : section;
      document[name] = value;
    }
  }
  return document;
}

/** The file's name: the date of the copy, so several copies sort and do not clash. */
export function exportFileName(exportedAt: Date): string {
  return `tend-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
