import { useEffect, useState } from 'react';
import styles from './NavigationProgress.module.css';

/** Spec §9: 5000 ms duration, 200 ms throttle, 100 ms tick. */
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_TICK_MS = 100;
/** How long the completed bar stays before it is removed (its fade-out runs meanwhile). */
export const PROGRESS_FADE_MS = 400;

/**
 * Percentage shown after `elapsedMs`: an ease-out curve that reaches 95 % at the end of the duration and
 * then creeps on without ever reaching 100 % — only the end of the navigation completes the bar.
 */
export function navigationProgressAt(elapsedMs: number, durationMs = PROGRESS_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(99.5, 100 * (1 - Math.exp((-3 * elapsedMs) / durationMs)));
}

export interface NavigationProgressProps {
  /** True from a route or parameter change until its data has loaded (spec §2). */
  active: boolean;
  /** Turns the bar red (spec §9). */
  failed?: boolean;
}

/** Thin bar at the top of the viewport during navigation. Purely visual: aria-hidden. */
export function NavigationProgress({ active, failed = false }: NavigationProgressProps) {
  const [shown, setShown] = useState(false);
  const [progress, setProgress] = useState(0);

  // Quick navigations (under 200 ms) never show the bar; slower ones advance every 100 ms.
  useEffect(() => {
    if (!active) return;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const throttle = setTimeout(() => {
      let elapsed = 0;
      setProgress(0);
      setShown(true);
      ticker = setInterval(() => {
        elapsed += PROGRESS_TICK_MS;
        setProgress(navigationProgressAt(elapsed));
      }, PROGRESS_TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
    };
  }, [active]);

  // Once finished, the bar sits at 100 % while it fades, then goes away.
  useEffect(() => {
    if (active || !shown) return;
    const hide = setTimeout(() => {
      setShown(false);
      setProgress(0);
    }, PROGRESS_FADE_MS);
    return () => clearTimeout(hide);
  }, [active, shown]);

  const state = !shown ? 'idle' : active ? 'running' : 'done';
  const value = state === 'idle' ? 0 : state === 'done' ? 100 : progress;
  return (
    <div className={styles.track} aria-hidden="true" data-state={state} data-failed={failed || undefined}>
      {/* Idle (as server-rendered): no style attribute, which the portal's Content-Security-Policy would refuse; the stylesheet's scaleX(0) holds. */}
      <div className={styles.bar} data-progress={value.toFixed(1)} style={state === 'idle' ? undefined : { transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
