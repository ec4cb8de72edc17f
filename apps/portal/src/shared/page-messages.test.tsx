import { render, screen, waitFor } from '@testing-library/react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlProvider, useIntl } from 'react-intl';
import { MISSED_MESSAGE, portalCatalogue, portalMessages } from '@sam/i18n-routes';
import { seedPageMessages, usePortalMessages } from './page-messages';

function Texts() {
  const intl = useIntl();
  return (
    <>
      <p data-testid="carried">{intl.formatMessage({ id: 'newsletter.heading' })}</p>
      <p data-testid="not-carried">{intl.formatMessage({ id: 'contact.form.heading' })}</p>
    </>
  );
}

function Page() {
  const messages = usePortalMessages('fr');
  return (
    <IntlProvider locale="fr-BE" messages={messages}>
      <Texts />
    </IntlProvider>
  );
}

describe("a page's messages in the browser", () => {
  afterEach(() => document.getElementById('sam-page-messages')?.remove());

  it('none in the page: the language must load first', () => {
    expect(seedPageMessages('nl')).toBe(false);
  });

  it('the page hydrates with the messages it carries; a text it lacks asks for the language and shows once it has loaded', async () => {
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sam-page-messages' });
    data.textContent = JSON.stringify({ messages: { 'newsletter.heading': parse(portalMessages.fr['newsletter.heading']) }, absent: [] });
    document.body.append(data);
    expect(seedPageMessages('fr')).toBe(true);
    expect(portalCatalogue.loaded('fr')).toBeUndefined();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.getByTestId('carried')).toHaveTextContent('Lettre d’information');
    // Not carried: empty meanwhile (the miss is said and asks for the language), then the text.
    expect(warn).toHaveBeenCalledWith(`${MISSED_MESSAGE} fr:contact.form.heading`);
    expect(await screen.findByText(portalMessages.fr['contact.form.heading'])).toBeInTheDocument();
    expect(portalCatalogue.loaded('fr')).toBeDefined();
    warn.mockRestore();
  });

  it("the visitor's first key press asks for the language", async () => {
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sam-page-messages' });
    data.textContent = JSON.stringify({ messages: {}, absent: [] });
    document.body.append(data);
    expect(seedPageMessages('nl')).toBe(true);
    expect(portalCatalogue.loaded('nl')).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() => expect(portalCatalogue.loaded('nl')).toBeDefined());
  });
});
