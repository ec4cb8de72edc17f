import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it('puts the notice (the consent bar) right after the skip link, before the header (issue 15: first in the Tab order)', () => {
    render(
      <IntlProvider locale="fr" messages={sharedMessages.fr}>
        <PageLayout layout="default" notice={<button type="button">consent</button>} header={<header><a href="/fr">home</a></header>} footer={<footer />}>
          <h1>Page</h1>
        </PageLayout>
      </IntlProvider>,
    );
    const focusable = Array.from(document.querySelectorAll('a[href], button'));
    expect(focusable.map((el) => el.textContent)).toEqual(['Aller au contenu principal', 'consent', 'home']);
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });
});
