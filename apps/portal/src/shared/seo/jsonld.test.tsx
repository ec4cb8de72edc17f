import { render } from '@testing-library/react';
import { breadcrumbJsonLd, JsonLd, organizationJsonLd, serializeJsonLd } from './jsonld';

describe('JSON-LD', () => {
  it('escapes <, > and & so a value cannot close the script, and still parses back', () => {
    const data = { name: '</script><script>alert(1)</script> & co', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('renders a parseable ld+json script', () => {
    const { container } = render(<JsonLd data={organizationJsonLd('https://sam.example', 'nl')} />);
    const script = container.querySelector('script[type="application/ld+json"]') as HTMLScriptElement;
    expect(JSON.parse(script.textContent ?? '')).toMatchObject({ '@type': 'Organization', url: 'https://sam.example/nl' });
  });

  it('lists the trail as a BreadcrumbList, the current page last', () => {
    const list = breadcrumbJsonLd('https://sam.example', [{ label: 'Accueil', href: '/fr' }, { label: 'FAQ <1>' }], '/fr/faq');
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://sam.example/fr' },
        { '@type': 'ListItem', position: 2, name: 'FAQ <1>', item: 'https://sam.example/fr/faq' },
      ],
    });
  });
});
