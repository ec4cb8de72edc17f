import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const renderIn = (locale: 'fr' | 'nl', items: BreadcrumbItem[]) =>
  render(
    <IntlProvider locale={locale} messages={sharedMessages[locale]}>
      <Breadcrumb items={items} />
    </IntlProvider>,
  );

describe('Breadcrumb', () => {
  it('is a labelled navigation with an ordered list, the last item being the current page', () => {
    renderIn('fr', [{ label: 'Accueil', href: '/fr' }, { label: 'À propos', href: '/fr/a-propos-de-l-asbl' }, { label: 'Valeurs' }]);
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
    expect(within(items[0]).getByRole('link')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Valeurs')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('ol')).not.toBeNull();
  });

  it('marks a linked last item as current too', () => {
    renderIn('nl', [{ label: 'Home', href: '/nl' }, { label: 'Agenda', href: '/nl/agenda' }]);
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for an empty trail', () => {
    const { container } = renderIn('fr', []);
    expect(container).toBeEmptyDOMElement();
  });
});
