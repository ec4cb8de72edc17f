import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { portalCatalogue, recordingReads, type Locale, type PageMessages } from '@sam/i18n-routes';
import { PAGE_MESSAGES_ELEMENT } from './shared/page-messages';

/** Each message parsed once per language: browsers format parsed messages (they have no parser, decision 0033). */
const parsedMessages = new Map<string, MessageFormatElement[]>();

function parsed(locale: Locale, id: string, text: string): MessageFormatElement[] {
  const key = `${locale}\n${id}`;
  let message = parsedMessages.get(key);
  if (!message) {
    message = parse(text);
    parsedMessages.set(key, message);
  }
  return message;
}

/** The catalogue a page's render reads from, and the page's messages once it has rendered (shared/page-messages.tsx). */
export function pageMessagesRecorder(locale: Locale) {
  const texts = portalCatalogue.get(locale) as Record<string, string>;
  const { messages, reads } = recordingReads(texts);
  return {
    messages,
    page(): PageMessages<MessageFormatElement[]> {
      const page: Record<string, MessageFormatElement[]> = {};
      const absent: string[] = [];
      for (const id of [...reads].sort()) {
        if (Object.hasOwn(texts, id)) page[id] = parsed(locale, id, texts[id]!);
        else absent.push(id);
      }
      return { messages: page, absent };
    },
  };
}

/**
 * The page's messages in a data block just before React Router's context script, a child of
 * `<body>` as that one is (React's hydration skips an element it does not render there, not inside
 * the page), and parsed before the context the client entry needs as well. `<` is escaped: a
 * text cannot close the element.
 */
export function withPageMessages(html: string, page: PageMessages<MessageFormatElement[]>): string {
  const context = html.indexOf('window.__reactRouterContext');
  const at = context < 0 ? html.lastIndexOf('</body>') : html.lastIndexOf('<script', context);
  if (at < 0) return html;
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="${PAGE_MESSAGES_ELEMENT}">${json}</script>${html.slice(at)}`;
}
