import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './MainMenu.module.css';

export interface MenuLink {
  id: string;
  labelId: string;
  href: string;
}

export interface MenuItem {
  id: string;
  labelId: string;
  /** With children, the section's own page: listed first in its submenu ('Présentation'). */
  href?: string;
  children?: MenuLink[];
}

export interface MainMenuProps {
  items: MenuItem[];
  /** Decorative side picture, shown only from 1024 px; hidden from assistive technology. */
  illustration?: ReactNode;
  /** The route's query string: whenever it changes the menu closes and its submenu resets (spec §2, §4). */
  resetKey: string;
  /** Marks the matching link with aria-current="page". */
  currentHref?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements of the panel, leaving out the closed submenus. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/** Spec §2: the full-screen burger menu that slides down from the top in 500 ms. */
export function MainMenu({ items, illustration, resetKey, currentHref }: MainMenuProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef(false);

  // Spec §4: any query change closes the menu and resets its submenu.
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setOpen(false);
    setOpenSubmenu(null);
  }

  // Focus goes back to the burger once the trap below is gone (it would pull focus back in otherwise).
  const close = useCallback((returnFocus: boolean) => {
    returnFocusRef.current = returnFocus;
    setOpen(false);
    setOpenSubmenu(null);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    const burger = burgerRef.current;
    if (!open || !panel) return;
    // Focus the close button; if the panel's styles have not switched to visible yet, again next frame.
    const focusClose = () => closeRef.current?.focus();
    focusClose();
    const retry = document.activeElement === closeRef.current ? 0 : requestAnimationFrame(focusClose);

    // Lock the page behind the menu, keeping the layout where the scrollbar was.
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const outside = !panel.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus arriving from elsewhere (a click behind the panel, a script) is brought back inside.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) focusableIn(panel)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(retry);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      if (returnFocusRef.current) {
        returnFocusRef.current = false;
        burger?.focus();
      }
    };
  }, [open, close]);

  const link = (href: string, labelId: string) => (
    <a href={href} className={styles.link} aria-current={href === currentHref ? 'page' : undefined} onClick={() => close(false)}>
      <FormattedMessage id={labelId} />
    </a>
  );

  return (
    <div className={styles.mainMenu}>
      <button ref={burgerRef} type="button" className={styles.burger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        <span className={styles.burgerIcon} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className={styles.burgerLabel}>
          <FormattedMessage id="menu.open" />
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'menu.dialog' })}
        inert={!open}
      >
        <div className={styles.panelInner}>
          <div className={styles.panelHeader}>
            <button ref={closeRef} type="button" className={styles.close} onClick={() => close(true)}>
              <span className={styles.closeIcon} aria-hidden="true" />
              <FormattedMessage id="menu.close" />
            </button>
          </div>
          <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
            <ul className={styles.items}>
              {items.map((item) => {
                if (!item.children?.length) {
                  return <li key={item.id}>{item.href ? link(item.href, item.labelId) : <FormattedMessage id={item.labelId} />}</li>;
                }
                const submenuId = `${panelId}-${item.id}`;
                const expanded = openSubmenu === item.id;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.disclosure}
                      aria-expanded={expanded}
                      aria-controls={submenuId}
                      onClick={() => setOpenSubmenu(expanded ? null : item.id)}
                    >
                      <FormattedMessage id={item.labelId} />
                    </button>
                    <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
                      {item.href ? <li>{link(item.href, 'menu.overview')}</li> : null}
                      {item.children.map((child) => (
                        <li key={child.id}>{link(child.href, child.labelId)}</li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        {illustration ? (
          <div className={styles.illustration} aria-hidden="true">
            {illustration}
          </div>
        ) : null}
      </div>
    </div>
  );
}
