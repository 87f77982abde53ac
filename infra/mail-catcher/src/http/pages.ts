import type { CaughtMail } from '../caught-mail';
import { isFollowableLink } from '../extract-links';
import { escapeHtml } from './escape-html';

const styles = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1f2933; background: #f7f7f5; }
  header { background: #2f5d50; color: #fff; padding: 12px 24px; display: flex; gap: 16px; align-items: baseline; }
  header a { color: #fff; }
  main { padding: 16px 24px; max-width: 1100px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
  th { font-weight: 600; color: #52606d; }
  td.time { white-space: nowrap; color: #52606d; }
  .empty { color: #52606d; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { font-weight: 600; color: #52606d; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 12px; border: 1px solid #e4e7eb; }
  iframe { width: 100%; height: 600px; border: 1px solid #e4e7eb; background: #fff; }
  h2 { font-size: 17px; margin-top: 28px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header><strong>Tend mail catcher</strong><a href="/">Inbox</a><a href="/api/messages">JSON</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function displayTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
}

function subjectOf(mail: CaughtMail): string {
  return mail.subject.trim() === '' ? '(no subject)' : mail.subject;
}

/** Newest first: time, recipients and subject, each message opening its own page. */
export function inboxPage(mails: CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<tr>
<td class="time">${displayTime(mail.receivedAt)}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/messages/${encodeURIComponent(mail.id)}">${escapeHtml(subjectOf(mail))}</a></td>
</tr>`,
    )
    .join('\n');
  const body =
    mails.length === 0
      ? '<h1>Inbox</h1>\n<p class="empty">No e-mail caught yet. <a href="/">Refresh</a></p>'
      : `<h1>Inbox</h1>
<p>${mails.length} message${mails.length === 1 ? '' : 's'}, newest first. <a href="/">Refresh</a></p>
<table>
<thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return layout('Inbox: Tend mail catcher', body);
}

function linkList(links: string[]): string {
  if (links.length === 0) return '<p class="empty">This message has no links.</p>';
  const items = links.map((link) =>
    isFollowableLink(link)
      ? `<li><a href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link)}</a></li>`
      : `<li>${escapeHtml(link)}</li>`,
  );
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

/**
 * The HTML version runs in a sandboxed frame with no scripts and an opaque origin; its links
 * open in a new tab (popups may leave the sandbox, so the target site works normally).
 */
function htmlFrame(html: string): string {
  if (html === '') return '<p class="empty">This message has no HTML version.</p>';
  const document = `<base target="_blank">${html}`;
  return `<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(document)}"></iframe>`;
}

export function messagePage(mail: CaughtMail): string {
  const body = `<h1>${escapeHtml(subjectOf(mail))}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Received</dt><dd>${displayTime(mail.receivedAt)}</dd>
<dt>JSON</dt><dd><a href="/api/messages/${encodeURIComponent(mail.id)}">/api/messages/${escapeHtml(mail.id)}</a></dd>
</dl>
<h2>Links</h2>
${linkList(mail.links)}
<h2>Text version</h2>
${mail.text === '' ? '<p class="empty">This message has no text version.</p>' : `<pre>${escapeHtml(mail.text)}</pre>`}
<h2>HTML version</h2>
${htmlFrame(mail.html)}`;
  return layout(`${subjectOf(mail)}: Tend mail catcher`, body);
}

export function notFoundPage(): string {
  return layout(
    'Not found: Tend mail catcher',
    '<h1>Not found</h1>\n<p>No such message (it may have been cleared). <a href="/">Back to the inbox</a></p>',
  );
}
