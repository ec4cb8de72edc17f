import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { ConsentGate, ConsentProvider, CookieConsentBar, useConsent, type ConsentProviderProps } from './CookieConsent';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, parseConsentCookie, serializeConsentCookie } from './consent-cookie';

function FooterButton() {
  const { openSettings } = useConsent();
  return (
    <button type="button" onClick={openSettings}>
      footer settings
    </button>
  );
}

const page = (props: Partial<ConsentProviderProps> = {}) => (
  <IntlProvider locale="fr" messages={sharedMessages.fr}>
    <ConsentProvider {...props}>
      <FooterButton />
      <ConsentGate category="functional" fallback={<p>blocked</p>}>
        <p>embedded video</p>
      </ConsentGate>
      <ConsentGate category="necessary">
        <p>session</p>
      </ConsentGate>
      <CookieConsentBar policyHref="/fr/politique-de-confidentialite/cookies" />
    </ConsentProvider>
  </IntlProvider>
);

const cookieValue = () => parseConsentCookie(document.cookie);
const clearCookie = () => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};
const setCookie = (functional: boolean) => {
  document.cookie = `${serializeConsentCookie({ v: 1, functional, at: '2025-01-15T10:00:00.000Z' }).split(';')[0]}; Path=/`;
};

beforeEach(clearCookie);

describe('cookie consent (spec §2, §4)', () => {
  it('shows the bar while undecided, and gates functional content', () => {
    render(page());
    expect(screen.getByRole('heading', { name: 'Nous respectons votre vie privée' })).toBeInTheDocument();
    for (const name of ['Tout accepter', 'Tout refuser', 'Gérer mes préférences']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/fr/politique-de-confidentialite/cookies');
    expect(screen.getByText('blocked')).toBeInTheDocument();
    expect(screen.getByText('session')).toBeInTheDocument();
  });

  it('accept all stores {v:1, functional:true, at} and hides the bar', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(cookieValue()).toEqual({ v: 1, functional: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(screen.queryByRole('button', { name: 'Tout accepter' })).not.toBeInTheDocument();
    expect(screen.getByText('embedded video')).toBeInTheDocument();
  });

  it('decline all stores functional:false', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(cookieValue()?.functional).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Nous respectons votre vie privée' })).not.toBeInTheDocument();
    expect(screen.getByText('blocked')).toBeInTheDocument();
  });

  it('manage opens the settings: necessary on and disabled, functional on by default; Save stores the choice', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Gérer mes préférences' }));
    const dialog = screen.getByRole('dialog', { name: 'Paramètres des cookies' });
    expect(screen.getByRole('heading', { name: 'Paramètres des cookies' })).toHaveFocus();
    const necessary = screen.getByRole('checkbox', { name: 'Cookies nécessaires (toujours actifs)' });
    const functional = screen.getByRole('checkbox', { name: 'Cookies fonctionnels' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(functional).toBeChecked();
    expect(functional).toHaveAccessibleDescription(/vidéos, les cartes/);

    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(dialog).not.toBeInTheDocument();
    expect(cookieValue()?.functional).toBe(false);
  });

  it('cancel and Escape go back to the bar, focus on manage', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Gérer mes préférences' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('button', { name: 'Gérer mes préférences' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Gérer mes préférences' }));
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Cookies fonctionnels' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookieValue()).toBeNull();
  });

  it('survives a reload: a stored choice hides the bar', () => {
    setCookie(false);
    render(page());
    expect(screen.queryByRole('button', { name: 'Tout accepter' })).not.toBeInTheDocument();
    expect(screen.getByText('blocked')).toBeInTheDocument();
  });

  it('openSettings() reopens the panel with the saved choice and returns focus to the opener', () => {
    setCookie(false);
    render(page());
    const opener = screen.getByRole('button', { name: 'footer settings' });
    act(() => opener.focus());
    fireEvent.click(opener);
    expect(screen.getByRole('checkbox', { name: 'Cookies fonctionnels' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cookies fonctionnels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(cookieValue()?.functional).toBe(true);
    expect(opener).toHaveFocus();
    expect(screen.getByText('embedded video')).toBeInTheDocument();
  });

  it('renders on the server without document: from the request cookie header, or nothing until known', () => {
    const withHeader = renderToString(page({ initialCookieHeader: 'other=1' }));
    expect(withHeader).toContain('Tout accepter');
    const decided = renderToString(page({ initialCookieHeader: serializeConsentCookie({ v: 1, functional: true, at: '2025-01-15T10:00:00.000Z' }).split(';')[0] }));
    expect(decided).not.toContain('Tout accepter');
    expect(decided).toContain('embedded video');
    const unknown = renderToString(page());
    expect(unknown).not.toContain('Tout accepter');
    expect(unknown).toContain('blocked');
  });

  it('requires a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FooterButton />)).toThrow(/ConsentProvider/);
    spy.mockRestore();
  });
});

describe('consent cookie', () => {
  it('serialises for the whole site, 365 days, SameSite=Lax', () => {
    const header = serializeConsentCookie({ v: 1, functional: true, at: '2025-01-15T10:00:00.000Z' }, { domain: 'sam.example', secure: true });
    expect(header).toBe(
      `sam_consent=${encodeURIComponent('{"v":1,"functional":true,"at":"2025-01-15T10:00:00.000Z"}')}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax; Domain=sam.example; Secure`,
    );
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
  });

  it('reads it back from a Cookie header among others', () => {
    const value = serializeConsentCookie({ v: 1, functional: false, at: '2025-01-15T10:00:00.000Z' }).split(';')[0];
    expect(parseConsentCookie(`i18n_locale=nl; ${value}; other=x`)).toEqual({ v: 1, functional: false, at: '2025-01-15T10:00:00.000Z' });
  });

  it.each([
    undefined,
    null,
    '',
    'sam_consent=',
    'sam_consent=garbage',
    'sam_consent=%E0%A4%A',
    `sam_consent=${encodeURIComponent('{"v":2,"functional":true,"at":"2025-01-15T10:00:00.000Z"}')}`,
    `sam_consent=${encodeURIComponent('{"v":1,"functional":"yes","at":"2025-01-15T10:00:00.000Z"}')}`,
    `sam_consent=${encodeURIComponent('{"v":1,"functional":true,"at":"not a date"}')}`,
    `sam_consent=${encodeURIComponent('null')}`,
    'xsam_consent=1',
  ])('tolerates garbage: %p → null', (header) => {
    expect(parseConsentCookie(header)).toBeNull();
  });
});
