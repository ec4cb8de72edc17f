import { act, render } from '@testing-library/react';
import { navigationProgressAt, NavigationProgress, PROGRESS_FADE_MS } from './NavigationProgress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const track = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const percent = (container: HTMLElement) => Number(track(container).firstElementChild!.getAttribute('data-progress'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('navigationProgressAt (spec §9)', () => {
  it('rises along an ease-out curve that never reaches 100 %', () => {
    const samples = [0, 100, 1_000, 2_500, 5_000, 20_000, 600_000].map((ms) => navigationProgressAt(ms));
    expect(samples[0]).toBe(0);
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]).toBeGreaterThanOrEqual(samples[i - 1]);
    expect(samples[4]).toBeGreaterThan(90);
    expect(Math.max(...samples)).toBeLessThan(100);
    // ease-out: the first second gains more than the last one of the duration
    expect(navigationProgressAt(1_000)).toBeGreaterThan(navigationProgressAt(5_000) - navigationProgressAt(4_000));
  });
});

describe('NavigationProgress', () => {
  it('is purely visual and idle while inactive', () => {
    const { container } = render(<NavigationProgress active={false} />);
    expect(track(container)).toHaveAttribute('aria-hidden', 'true');
    expect(track(container)).toHaveAttribute('data-state', 'idle');
  });

  it('stays hidden when the navigation ends within the 200 ms throttle', () => {
    const { container, rerender } = render(<NavigationProgress active />);
    advance(199);
    expect(track(container)).toHaveAttribute('data-state', 'idle');
    rerender(<NavigationProgress active={false} />);
    advance(1_000);
    expect(track(container)).toHaveAttribute('data-state', 'idle');
  });

  it('shows after 200 ms, advances every 100 ms, then completes and fades out', () => {
    const { container, rerender } = render(<NavigationProgress active />);
    advance(200);
    expect(track(container)).toHaveAttribute('data-state', 'running');
    expect(percent(container)).toBe(0);

    advance(100);
    const first = percent(container);
    expect(first).toBeCloseTo(navigationProgressAt(100), 1);
    advance(50);
    expect(percent(container)).toBe(first); // only on the 100 ms tick
    advance(4_850); // 5000 ms after it showed
    expect(percent(container)).toBeCloseTo(navigationProgressAt(5_000), 1);
    advance(60_000);
    expect(percent(container)).toBeLessThan(100);

    rerender(<NavigationProgress active={false} />);
    expect(track(container)).toHaveAttribute('data-state', 'done');
    expect(percent(container)).toBe(100);
    advance(PROGRESS_FADE_MS);
    expect(track(container)).toHaveAttribute('data-state', 'idle');
    expect(percent(container)).toBe(0);
  });

  it('turns red when the navigation failed', () => {
    const { container, rerender } = render(<NavigationProgress active />);
    expect(track(container)).not.toHaveAttribute('data-failed');
    advance(500);
    rerender(<NavigationProgress active={false} failed />);
    expect(track(container)).toHaveAttribute('data-failed', 'true');
  });

  it('restarts from zero for a new navigation', () => {
    const { container, rerender } = render(<NavigationProgress active />);
    advance(2_000);
    rerender(<NavigationProgress active={false} />);
    advance(PROGRESS_FADE_MS);
    rerender(<NavigationProgress active />);
    advance(200);
    expect(percent(container)).toBe(0);
    expect(track(container)).toHaveAttribute('data-state', 'running');
  });
});
