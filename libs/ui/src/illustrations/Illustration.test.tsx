import { render } from '@testing-library/react';
import { Illustration, type IllustrationName } from './Illustration';
import { hasSectorIcon, SectorIcon } from './SectorIcon';

const NAMES: IllustrationName[] = ['turtle', 'newsletter', 'menu', 'provider', 'home', 'video'];

describe('illustrations and sector icons', () => {
  it.each(NAMES)('%s is decorative: hidden from assistive technology, never focusable', (name) => {
    const { container } = render(<Illustration name={name} className="picture" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('picture');
    expect(svg.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(2);
  });

  it('covers its box when asked (the menu’s side panel)', () => {
    const { container } = render(<Illustration name="menu" cover />);
    expect(container.querySelector('svg')).toHaveAttribute('preserveAspectRatio', 'xMidYMid slice');
  });

  it('draws each sector and need, and a map pin for an unknown one', () => {
    const drawn = (slug: string) => render(<SectorIcon slug={slug} />).container.querySelector('svg')!.innerHTML;
    expect(hasSectorIcon('sante')).toBe(true);
    expect(hasSectorIcon('se-soigner')).toBe(true);
    expect(hasSectorIcon('nouveau-secteur')).toBe(false);
    expect(drawn('se-soigner')).toBe(drawn('sante'));
    expect(drawn('juridique')).not.toBe(drawn('sante'));
    expect(drawn('nouveau-secteur')).toBe(drawn('autre-secteur'));
    expect(drawn('gezondheid')).toBe(drawn('sante')); // a Dutch page's sector slug
    expect(hasSectorIcon('financien-en-uitkeringen')).toBe(true);
    const svg = render(<SectorIcon slug="mobilite" size={32} />).container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });
});
