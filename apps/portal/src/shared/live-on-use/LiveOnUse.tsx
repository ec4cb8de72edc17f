import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { reloadForChunkError } from '@sam/ui';
import { afterCurrentEvent, type DeferredModule } from '../deferred-module';

/** The events that tell a part is about to be used (before any click, key or text reaches it). */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The child indices from `root` down to `node` (null when it is not inside). */
function pathTo(root: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  for (let current = node; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return node ? path : null;
}

const elementAt = (root: Element, path: number[]): Element | null => path.reduce<Element | null>((element, index) => element?.children[index] ?? null, root);

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (element: Element | null): element is TextField =>
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'image', 'file'].includes(element.type)) || element instanceof HTMLTextAreaElement;

const isToggle = (element: Element | null): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** `entries` with the one for `path` replaced by `value` (the last state of each element counts). */
const withPath = <V,>(entries: [number[], V][], path: number[], value: V): [number[], V][] => [...entries.filter(([other]) => other.join() !== path.join()), [path, value]];

/** What the visitor did to the server's HTML before the live part replaced it. */
interface Handover {
  focus: number[] | null;
  /** Text typed into fields and options chosen in lists, by path. */
  typed: [number[], string][];
  /** Boxes and radio buttons changed, by path, with their new state. */
  toggled: [number[], boolean][];
  /** The last press of another control or of a link within this page. */
  click: number[] | null;
}

/**
 * A part of a page whose code is not in the page's first load (decision 0033): in the browser it
 * shows the HTML the server rendered for it, as it is, until the visitor first uses it (a pointer
 * or a touch on it, the focus or a key in it) or the address changes; then it loads the part's
 * module and renders the part live in its place, from the same data, so the same markup. What was
 * done meanwhile is handed over: text typed into its fields, options chosen in its lists, the
 * focus, the state of boxes and radio buttons changed (kept as the visitor left them, then set the
 * same on the live ones), and a press of another control or of a link within this page (held, then
 * made again on the same one). Links to other pages are followed at once (the shell's client
 * navigation takes them). On the server, on a client navigation and once loaded, it renders live
 * (the route loads the module before rendering).
 */
export function LiveOnUse<M>({
  id,
  part,
  changeKey,
  liveAtOnce = false,
  className,
  children,
}: {
  id: string;
  part: DeferredModule<M>;
  /** The address (or whatever the live part follows): a change makes it live. */
  changeKey?: string;
  /** Loaded as soon as the page is interactive (the part shows something only its code can draw). */
  liveAtOnce?: boolean;
  className?: string;
  children: (module: M) => ReactNode;
}) {
  const [module, setModule] = useState(part.current);
  // The server's HTML of the part, read before hydration touches it (null: render live).
  const [serverHtml] = useState(() => (module || typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const container = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>({ focus: null, typed: [], toggled: [], click: null });
  const firstKey = useRef(changeKey);

  // A press under way: the part is swapped once it ends, so its click is not lost with the old element.
  const pressEnded = useRef<Promise<void> | null>(null);
  const goLive = useCallback(() => {
    part.load().then(
      async (loaded) => {
        await pressEnded.current;
        afterCurrentEvent(() => setModule(() => loaded));
      },
      // Spec §4: a chunk gone after a deploy reloads the page (once a minute); else the server's HTML stays.
      (error: unknown) => {
        if (!reloadForChunkError(error)) console.error(error);
      },
    );
  }, [part]);

  // Until live: the first use loads the part; what is done meanwhile is noted. A layout effect, so
  // these listeners go in the very commit that swaps the live part in: a click on a live link
  // before the passive effects ran would otherwise still be held here, and never made.
  useLayoutEffect(() => {
    const root = container.current;
    if (module || !root) return;
    if (serverHtml === null) {
      goLive();
      return;
    }
    const use = (event: Event) => {
      if (event.type === 'pointerdown' || event.type === 'touchstart') {
        pressEnded.current = new Promise((resolve) => {
          // The click comes right after the pointer is released, in the same task.
          const released = () => setTimeout(resolve, 0);
          setTimeout(resolve, 1000); // a release this page never heard of
          window.addEventListener('pointerup', released, { once: true, capture: true });
          window.addEventListener('pointercancel', released, { once: true, capture: true });
          window.addEventListener('touchend', released, { once: true, capture: true });
        });
      }
      goLive();
    };
    const onFocus = (event: FocusEvent) => {
      handover.current.focus = pathTo(root, event.target as Element);
    };
    const onInput = (event: Event) => {
      const field = event.target as Element;
      const path = pathTo(root, field);
      if (path && (isTextField(field) || field instanceof HTMLSelectElement)) handover.current.typed = withPath(handover.current.typed, path, field.value);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const link = target.closest<HTMLAnchorElement>('a[href]');
      if (link) {
        // A link elsewhere is followed at once (the shell's client navigation); one that stays on
        // this page (another page of results, a fragment) is the live part's, with its focus and scroll.
        if (link.target || link.origin !== window.location.origin || link.pathname !== window.location.pathname) return;
        event.preventDefault();
        handover.current.click = pathTo(root, link);
        return;
      }
      // A box or a radio button keeps its new state (the visitor sees it ticked); the live one is set the same.
      if (isToggle(target)) {
        const path = pathTo(root, target);
        if (path) handover.current.toggled = withPath(handover.current.toggled, path, target.checked);
        return;
      }
      if (target.closest('label')) return; // its control receives a click of its own
      const control = target.closest('button, select, summary, [role="button"], [tabindex]');
      if (!control) return;
      event.preventDefault(); // a button does nothing without its code: pressed again once live
      handover.current.click = pathTo(root, control);
    };
    for (const type of USE_EVENTS) root.addEventListener(type, use, { passive: true });
    root.addEventListener('focusin', onFocus);
    root.addEventListener('input', onInput);
    root.addEventListener('change', onInput);
    root.addEventListener('click', onClick);
    if (liveAtOnce) goLive();
    return () => {
      for (const type of USE_EVENTS) root.removeEventListener(type, use);
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('input', onInput);
      root.removeEventListener('change', onInput);
      root.removeEventListener('click', onClick);
    };
  }, [module, serverHtml, goLive, liveAtOnce]);

  // A new address (a link in the part, back and forward) is the live part's to show.
  useEffect(() => {
    if (!module && changeKey !== firstKey.current) goLive();
  }, [module, changeKey, goLive]);

  // Once live, the same controls take over what was done on the server's HTML.
  useLayoutEffect(() => {
    const root = container.current;
    if (!module || !root) return;
    root.dataset['live'] = 'true'; // for tests and styles: the part is interactive
    if (serverHtml === null) return;
    const { focus, typed, toggled, click } = handover.current;
    handover.current = { focus: null, typed: [], toggled: [], click: null };
    for (const [path, value] of typed) {
      const field = elementAt(root, path);
      if ((isTextField(field) || field instanceof HTMLSelectElement) && field.value !== value) {
        // Through the value setter of the element's prototype, so the live field's handlers see a change.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    }
    if (focus && root.contains(document.activeElement) === false && (document.activeElement === document.body || document.activeElement === null)) {
      (elementAt(root, focus) as HTMLElement | null)?.focus();
    }
    for (const [path, checked] of toggled) {
      const toggle = elementAt(root, path);
      if (isToggle(toggle) && toggle.checked !== checked) toggle.click();
    }
    if (click) (elementAt(root, click) as HTMLElement | null)?.click();
  }, [module, serverHtml]);

  if (module) {
    return (
      <div id={id} ref={container} className={className}>
        {children(module)}
      </div>
    );
  }
  // The server's HTML, kept as it is (hydration leaves inner HTML alone).
  return <div id={id} ref={container} className={className} dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }} suppressHydrationWarning />;
}
