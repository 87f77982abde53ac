import { DefaultLanguage, type Language, type Localized } from '@tend/contracts';

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
/** What one e-mail says in one language, laid out by `layout`. */
export type EmailWords = (data: EmailData, links: EmailLinks) => EmailBody;
/** An e-mail in every language Tend speaks. */
export type EmailTemplate = Localized<EmailWords>;

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

export interface EmailBody {
  subject: string;
  /** Paragraphs of plain text (escaped for HTML here). */
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** The words every e-mail's frame says, in each language. */
export const layoutWords: Localized<{
  team: string;
  receiving: string;
  unsubscribe: string;
  questions: string;
  buttonFallback: string;
}> = {
  en: {
    team: 'The Tend team',
    receiving: 'You are receiving this because you use Tend.',
    unsubscribe: 'Unsubscribe',
    questions: 'Questions? Write to',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
  },
  'es-US': {
    team: 'El equipo de Tend',
    receiving: 'Le enviamos este correo porque usted usa Tend.',
    unsubscribe: 'Dejar de recibir correos',
    questions: '¿Preguntas? Escríbanos a',
    buttonFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
  },
};

/** One calm layout for every e-mail, in HTML and plain text, with the unsubscribe footer. */
export function layout(
  { subject, paragraphs, action }: EmailBody,
  links: EmailLinks,
  language: Language = DefaultLanguage,
): RenderedEmail {
  const words = layoutWords[language];
  const footerText = `${words.receiving} ${words.unsubscribe}: ${links.unsubscribeUrl}\n${words.questions} ${links.supportEmail}.`;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '—',
    words.team,
    '',
    footerText,
  ].join('\n\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f6f62;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(words.buttonFallback)}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2a2a">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;color:#2f6f62;margin:0 0 16px">Tend</p>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:16px">— ${escapeHtml(words.team)}</p>
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:12px;color:#666">${escapeHtml(words.receiving)} <a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a>. ${escapeHtml(words.questions)} <a href="mailto:${escapeHtml(links.supportEmail)}">${escapeHtml(links.supportEmail)}</a>.</p>
</div></body></html>`;
  return { subject, text, html };
}
