export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailLinks {
  publicUrl: string;
  unsubscribeUrl: string;
  supportEmail: string;
}

/** The data an e-mail template reads: what the event carried. */
export type EmailData = Record<string, string>;
export type EmailTemplate = (data: EmailData, links: EmailLinks) => RenderedEmail;

/** A field a template cannot do without: a missing one fails the job rather than send a hole. */
export function field(data: EmailData, key: string): string {
  const value = data[key];
  if (value === undefined) throw new Error(`e-mail data is missing ${key}`);
  return value;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

interface Body {
  subject: string;
  /** Paragraphs of plain text (escaped for HTML here). */
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** One calm layout for every e-mail, in HTML and plain text, with the unsubscribe footer. */
export function layout({ subject, paragraphs, action }: Body, links: EmailLinks): RenderedEmail {
  const footerText = `You are receiving this because you use Tend. Unsubscribe: ${links.unsubscribeUrl}\nQuestions? Write to ${links.supportEmail}.`;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '—',
    'The Tend team',
    '',
    footerText,
  ].join('\n\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f6f62;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2a2a">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;color:#2f6f62;margin:0 0 16px">Tend</p>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:16px">— The Tend team</p>
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:12px;color:#666">You are receiving this because you use Tend. <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a>. Questions? Write to <a href="mailto:${escapeHtml(links.supportEmail)}">${escapeHtml(links.supportEmail)}</a>.</p>
</div></body></html>`;
  return { subject, text, html };
}
