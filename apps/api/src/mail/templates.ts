import type { Locale } from '@sam/i18n-routes';
import { serverText } from '../i18n';

/** What the mailer sends: one message, already in the recipient's language. */
export interface MailMessage {
  to: string;
  /** Where a reply goes when it is not the sender (a team mail from a public form: the writer). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

type Vars = Record<string, string | number>;

export interface MailContent {
  /** Keys of the server catalogue (src/i18n), formatted with `vars`. */
  subject: string;
  /** Name for the greeting; none gives the anonymous greeting. */
  name?: string | null;
  intro: string[];
  action?: { label: string; url: string };
  /** A list after the intro (an alert's new results): titles as given, each with its link. */
  items?: { title: string; url: string }[];
  outro: string[];
  vars?: Vars;
  /** A newsletter mail's unsubscribe link, shown below the signature (text and HTML). */
  unsubscribe?: { label: string; url: string };
}

const format = (template: string, vars: Vars) => template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Builds the text and HTML parts from the mail catalogue in the given language. */
export function composeMail(to: string, locale: Locale, content: MailContent): MailMessage {
  const vars = content.vars ?? {};
  const t = (key: string, extra: Vars = {}) => {
    const template = serverText(locale, key);
    if (template === undefined) throw new Error(`Unknown mail text: ${key}`);
    return format(template, { ...vars, ...extra });
  };
  const greeting = content.name ? t('mail.greeting', { name: content.name }) : t('mail.greeting.anonymous');
  const intro = content.intro.map((key) => t(key));
  const outro = content.outro.map((key) => t(key));
  const action = content.action && { label: t(content.action.label), url: content.action.url };
  const items = content.items ?? [];
  const signature = t('mail.signature');
  const footer = t('mail.footer');
  const unsubscribe = content.unsubscribe && { label: t(content.unsubscribe.label), url: content.unsubscribe.url };

  const text = [
    greeting,
    ...intro,
    ...(items.length > 0 ? [items.map((item) => `- ${item.title}\n  ${item.url}`).join('\n')] : []),
    ...(action ? [`${action.label}\n${action.url}`] : []),
    ...outro,
    signature,
    '--',
    footer,
    ...(unsubscribe ? [`${unsubscribe.label}\n${unsubscribe.url}`] : []),
  ].join('\n\n');

  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(content.subject))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${[greeting, ...intro].map(paragraph).join('\n')}
${items.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#0b6e4f">${escapeHtml(item.title)}</a></li>`).join('')}</ul>` : ''}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(t('mail.link_fallback'))}<br><a href="${escapeHtml(action.url)}" style="color:#0b6e4f;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${[...outro, signature].map(paragraph).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>
${unsubscribe ? `<p style="max-width:560px;margin:8px auto 0;font-size:12px;color:#52606d"><a href="${escapeHtml(unsubscribe.url)}" style="color:#52606d">${escapeHtml(unsubscribe.label)}</a></p>\n` : ''}</body>
</html>
`;
  return { to, subject: t(content.subject), text, html };
}
