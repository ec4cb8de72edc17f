import { IntlMessageFormat } from 'intl-messageformat';
import { portalCatalogue, portalMessages } from '@sam/i18n-routes';
import { pageMessagesRecorder, withPageMessages } from './page-messages.server';

beforeAll(() => portalCatalogue.load('fr'));

describe('the messages a page carries', () => {
  it('are the ones its render read, parsed, and the ids it asked for that do not exist', () => {
    const recorder = pageMessagesRecorder('fr');
    void recorder.messages['openNow.next'];
    void ('facet.sector.unknown' in recorder.messages);
    const page = recorder.page();
    expect(Object.keys(page.messages)).toEqual(['openNow.next']);
    expect(page.absent).toEqual(['facet.sector.unknown']);
    const values = { closed: 'Fermé', day: 'tomorrow', time: '9:00' };
    // Formatted from the parsed message as browsers do, the text is the server's.
    expect(new IntlMessageFormat(page.messages['openNow.next']!, 'fr-BE').format(values)).toBe(new IntlMessageFormat(portalMessages.fr['openNow.next'], 'fr-BE').format(values));
  });

  it('go just before React Router’s context script, a child of the body, and cannot close their element', () => {
    const html = '<html><head></head><body><div id="app"><script type="application/ld+json">{}</script></div><script nonce="n">window.__reactRouterContext = {};</script><script type="module" async="">import "/m.js";</script></body></html>';
    const page = { messages: { 'a.b': [{ type: 0, value: '</script><script>alert(1)</script>' }] }, absent: [] } as const;
    const out = withPageMessages(html, page as never);
    const data = '<script type="application/json" id="sam-page-messages">{"messages":{"a.b":[{"type":0,"value":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]},"absent":[]}</script>';
    expect(out).toBe(html.replace('<script nonce="n">', `${data}<script nonce="n">`));
    expect(JSON.parse(/id="sam-page-messages">(.*?)<\/script>/.exec(out)![1]!)).toEqual(page);
  });

  it('go before the end of the body when the page has no React Router context', () => {
    expect(withPageMessages('<body><p>x</p></body>', { messages: {}, absent: [] })).toBe('<body><p>x</p><script type="application/json" id="sam-page-messages">{"messages":{},"absent":[]}</script></body>');
    expect(withPageMessages('{"json":true}', { messages: {}, absent: [] })).toBe('{"json":true}');
  });
});
