import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styles from './ScrollButtons.module.css';

/** Spec §9: the scroll-to-top button shows after 100 px of scroll. */
export const SCROLL_TOP_AFTER_PX = 100;

const PAST_TOP = 1;
const AT_BOTTOM = 2;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Where the page is, as flags: a number, so unchanged positions do not re-render. */
function readPosition(): number {
  const { scrollHeight } = document.documentElement;
  const y = window.scrollY;
  return (y > SCROLL_TOP_AFTER_PX ? PAST_TOP : 0) | (y + window.innerHeight >= scrollHeight - SCROLL_TOP_AFTER_PX ? AT_BOTTOM : 0);
}

const behavior = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * Spec §2 footer: scroll-up and scroll-down buttons. Issue 15: they float only where the screen leaves a
 * gutter beside the content (CSS, from 1300 px); narrower, scroll-up sits at the end of the footer, in the
 * flow, and scroll-down is left out, so neither ever covers text or a field.
 */
export function ScrollButtons() {
  const intl = useIntl();
  // The server (and hydration) sees the top of the page.
  const position = useSyncExternalStore(subscribe, readPosition, () => 0);
  // A button stays while it has focus, so keyboard users do not lose their place when it would hide.
  const [focused, setFocused] = useState<'up' | 'down' | null>(null);
  const showUp = (position & PAST_TOP) !== 0 || focused === 'up';
  const showDown = (position & AT_BOTTOM) === 0 || focused === 'down';
  const up = intl.formatMessage({ id: 'scroll.top' });
  const down = intl.formatMessage({ id: 'scroll.bottom' });

  return (
    <div className={styles.scrollButtons}>
      <button
        type="button"
        className={styles.button}
        hidden={!showUp}
        title={up}
        onFocus={() => setFocused('up')}
        onBlur={() => setFocused(null)}
        onClick={() => window.scrollTo({ top: 0, behavior: behavior() })}
      >
        <span className={`${styles.arrow} ${styles.up}`} aria-hidden="true" />
        <span className="sam-visually-hidden">{up}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        hidden={!showDown}
        data-direction="down"
        title={down}
        onFocus={() => setFocused('down')}
        onBlur={() => setFocused(null)}
        onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: behavior() })}
      >
        <span className={`${styles.arrow} ${styles.down}`} aria-hidden="true" />
        <span className="sam-visually-hidden">{down}</span>
      </button>
    </div>
  );
}
