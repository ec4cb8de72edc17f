import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { configureApiClient, makeStore } from '@sam/api-client';
import { portalMessages, type Locale } from '@sam/i18n-routes';
import { ReportErrorForm } from './ReportErrorForm';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let posted: unknown[];
let answer: () => Response;

beforeEach(() => {
  posted = [];
  answer = () => json({ received: true }, 201);
  configureApiClient({ baseUrl: 'http://api.test', locale: 'nl' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (key === 'GET /sanctum/csrf-cookie') return new Response(null, { status: 204 });
    if (key !== 'POST /api/listing-reports') return json({ message: 'Not found', status: 404 }, 404);
    posted.push(await request.clone().json());
    return answer();
  }) as typeof fetch;
});

const renderIn = (locale: Locale) =>
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
        <ReportErrorForm slug="maison-medicale-du-parc" title="Maison médicale du Parc" locale={locale} privacyHref={`/${locale}/privacy`} />
      </IntlProvider>
    </Provider>,
  );

describe('ReportErrorForm', () => {
  it('is a closed disclosure that opens on its summary', async () => {
    renderIn('fr');
    // The form's markup is there before its code (the placeholder), and after it.
    const form = () => screen.getByRole('form', { hidden: true, name: 'Signaler une erreur sur «\u00a0Maison médicale du Parc\u00a0»' });
    expect(form().closest('details')).not.toHaveAttribute('open');
    await userEvent.setup().click(screen.getByText('Signaler une erreur sur cette fiche'));
    expect(form().closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/fr/privacy');
  });

  it('checks the text with the API’s schema, then sends it with the page’s language and says thank you', async () => {
    renderIn('nl');
    const u = userEvent.setup();
    await u.click(screen.getByText('Een fout op deze fiche melden'));
    await u.click(screen.getByRole('button', { name: 'Melding versturen' }));
    const message = screen.getByRole('textbox', { name: 'Wat niet klopt' });
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('Dit veld is verplicht.')));
    await u.type(message, 'Fout');
    await u.type(screen.getByRole('textbox', { name: 'E-mailadres voor een antwoord (optioneel)' }), 'geen-adres');
    await u.click(screen.getByRole('button', { name: 'Melding versturen' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('Beschrijf de fout in minstens 10 tekens.')));
    expect(screen.getByRole('textbox', { name: 'E-mailadres voor een antwoord (optioneel)' })).toHaveAccessibleDescription(expect.stringContaining('Geef een geldig e-mailadres op.'));
    expect(posted).toEqual([]);

    await u.type(message, ': het telefoonnummer is veranderd.');
    await u.clear(screen.getByRole('textbox', { name: 'E-mailadres voor een antwoord (optioneel)' }));
    await u.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bedankt, uw melding is verstuurd');
    expect(posted).toEqual([{ prestataire: 'maison-medicale-du-parc', message: 'Fout: het telefoonnummer is veranderd.', homepage_url: '', locale: 'nl' }]);
  });

  it('shows a 422’s field errors on their fields', async () => {
    answer = () => json({ message: 'Sommige gegevens zijn ongeldig.', status: 422, errors: { message: ['Deze tekst is te lang.'] } }, 422);
    renderIn('nl');
    const u = userEvent.setup();
    await u.click(screen.getByText('Een fout op deze fiche melden'));
    const message = screen.getByRole('textbox', { name: 'Wat niet klopt' });
    await u.type(message, 'Het adres klopt niet meer.');
    await u.click(screen.getByRole('button', { name: 'Melding versturen' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('Deze tekst is te lang.')));
  });
});
