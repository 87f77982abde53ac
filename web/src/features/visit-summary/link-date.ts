/** A link's moment as the owner reads it: "December 4, 9:00 AM". */
export function linkDate(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
