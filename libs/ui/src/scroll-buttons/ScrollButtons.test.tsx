import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { ScrollButtons } from './ScrollButtons';

const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
};
// By title: a [hidden] button has no accessible name to query by.
const up = () => screen.getByTitle('Remonter en haut de la page');
const down = () => screen.getByTitle('Descendre en bas de la page');
const renderIt = () =>
  render(
    <IntlProvider locale="fr" messages={sharedMessages.fr}>
      <ScrollButtons />
    </IntlProvider>,
  );

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3_000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  setScroll(0);
});

describe('ScrollButtons (spec §2, §9)', () => {
  it('shows scroll-to-top only after 100 px, with a passive listener', () => {
    const add = jest.spyOn(window, 'addEventListener');
    renderIt();
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    add.mockRestore();

    expect(up()).not.toBeVisible();
    setScroll(100);
    expect(up()).not.toBeVisible();
    setScroll(101);
    expect(up()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remonter en haut de la page' })).toBe(up());
    setScroll(20);
    expect(up()).not.toBeVisible();
  });

  it('scrolls smoothly to the top and to the bottom', () => {
    renderIt();
    setScroll(500);
    fireEvent.click(up());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(down());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 3_000, behavior: 'smooth' });
  });

  it('jumps without animation when reduced motion is preferred', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderIt();
    setScroll(500);
    fireEvent.click(up());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    delete (window as Partial<Window>).matchMedia;
  });

  it('hides scroll-down at the bottom of the page, unless it has focus', () => {
    renderIt();
    expect(down()).toBeVisible();
    act(() => down().focus());
    setScroll(2_200);
    expect(down()).toBeVisible();
    act(() => down().blur());
    expect(down()).not.toBeVisible();
  });
});
