import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore } from '@sam/api-client';
import { portalMessages } from '@sam/i18n-routes';
import { NewsletterLinkAction } from './NewsletterLinkAction';
import { NewsletterSignup } from '../../shared/newsletter/NewsletterSignup';

const inLocale = (locale: 'fr' | 'nl', node: React.ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>{node}</IntlProvider>
    </Provider>,
  );

describe('NewsletterSignup', () => {
  it('is a labelled region with one email field, a hidden honeypot and a decorative picture', async () => {
    const { container } = inLocale('fr', <NewsletterSignup locale="fr" />);
    expect(screen.getByRole('region', { name: 'Lettre d’information' })).toBeInTheDocument();
    // The form is its own chunk, loaded once the band is near (at once here: jsdom has no IntersectionObserver).
    expect(await screen.findByRole('textbox', { name: 'Votre e-mail' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] input[name="homepage_url"]')).toHaveAttribute('tabindex', '-1');
    expect(container.querySelector('svg[data-illustration="newsletter"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('checks the address in the browser first, in Dutch', async () => {
    inLocale('nl', <NewsletterSignup locale="nl" />);
    fireEvent.input(await screen.findByRole('textbox', { name: 'Uw e-mail' }), { target: { value: 'geen-adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByText('Geef een geldig e-mailadres op.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Uw e-mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('NewsletterLinkAction', () => {
  const props = { textId: 'newsletter.unsubscribe.text', submitId: 'newsletter.unsubscribe.submit', doneId: 'newsletter.unsubscribe.done', homeHref: '/fr' };

  it('acts only on the click, then announces the result', async () => {
    const run = jest.fn().mockResolvedValue({ data: { status: 'unsubscribed' } });
    inLocale('fr', <NewsletterLinkAction run={run} {...props} />);
    expect(run).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Me désabonner' })));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('C’est fait : vous ne recevrez plus la lettre d’information de SAM.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the API’s message when the link is refused, and lets the visitor try again', async () => {
    const run = jest.fn().mockRejectedValue({ message: 'Ce lien de désabonnement n’est pas valide.', status: 403 });
    inLocale('fr', <NewsletterLinkAction run={run} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Me désabonner' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de désabonnement n’est pas valide.'));
    expect(screen.getByRole('button', { name: 'Me désabonner' })).toBeEnabled();
  });
});
