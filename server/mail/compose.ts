import type { Mail } from './mailer';

/**
 * Every mail is built here from plain text blocks (docs/design.md §3): the HTML part escapes each
 * text, and the text part holds each user-given value on one line, so a name with CR/LF or markup
 * can neither add lines nor tags to a mail.
 */
export type MailBlock =
  /** A paragraph of text (one line in the text part). */
  | string
  /** A bulleted list, one line per item. */
  | { list: string[] }
  /** A link of ours (PUBLIC_URL based), written as its address. */
  | { link: string; label?: string };

export interface MailContent {
  to: string;
  subject: string;
  /** Greeted as "Hello {name},"; left out when empty. */
  name?: string;
  blocks: MailBlock[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Control characters (CR, LF, tab…), line separators and bidi overrides become one space. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();
}

/** The mail as text and HTML parts, from the same blocks. */
export function composeMail(content: MailContent): Mail {
  const name = oneLine(content.name ?? '');
  const text: string[] = [];
  const html: string[] = [];
  if (name) {
    text.push(`Hello ${name},`);
    html.push(`<p>Hello ${escapeHtml(name)},</p>`);
  }
  for (const block of content.blocks) {
    if (typeof block === 'string') {
      text.push(oneLine(block));
      html.push(`<p>${escapeHtml(oneLine(block))}</p>`);
    } else if ('list' in block) {
      text.push(block.list.map((item) => `- ${oneLine(item)}`).join('\n'));
      html.push(
        `<ul>${block.list.map((item) => `<li>${escapeHtml(oneLine(item))}</li>`).join('')}</ul>`,
      );
    } else {
      const link = oneLine(block.link);
      const label = block.label ? `${oneLine(block.label)}: ` : '';
      text.push(`${label}${link}`);
      html.push(`<p>${escapeHtml(label)}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
    }
  }
  return {
    to: content.to,
    subject: oneLine(content.subject),
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${html.join('\n')}</body></html>\n`,
  };
}
