import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { reloadForChunkError } from '@sam/ui';
import { afterCurrentEvent, type DeferredModule } from '../deferred-module';

/** What the placeholder held when the loaded form replaced it. */
export interface PlaceholderState {
  /** Each named field's typed value (a checkbox's checked state). */
  values: Record<string, string | boolean>;
}

/** What a deferred form receives besides its own props. */
export interface DeferredFormProps {
  /** The placeholder's state; read it in a state initialiser, while the placeholder is still on the page. */
  before: () => PlaceholderState;
  /** Call once the form is interactive (in an effect): the focus and an early submit are handed over. */
  onReady: () => void;
}

const noop = () => undefined;

/** A react-hook-form registration without behaviour, for a placeholder's control that takes one. */
export const inertRegistration = <Name extends string>(name: Name) => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: noop }) as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** The named fields of a container's form and their values. */
export function placeholderState(container: HTMLElement | null): PlaceholderState {
  const values: Record<string, string | boolean> = {};
  for (const field of container?.querySelectorAll('input[name], textarea[name], select[name]') ?? []) {
    if (!isField(field) || field.type === 'hidden') continue;
    values[field.name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
  }
  return { values };
}

/**
 * A form whose code (react-hook-form, its zod schema, the mutation) is not part of the page's first
 * load (decision 0033). The page renders and hydrates `placeholder`, the same markup without
 * behaviour; the form replaces it, in a task of its own, once it comes within 400 px of the viewport or
 * is focused or pressed. What was typed meanwhile is handed over (`before`), the focus goes back to
 * the same field, and a submit before the form is interactive is held and sent again once it is,
 * so it never posts the page. The placeholder stays until the form's module has arrived, then the
 * form replaces it at once: no Suspense boundary (one left unhydrated holds back every later
 * transition, each client navigation, until its code arrives).
 */
export function DeferredForm<P extends object>({
  form,
  props,
  placeholder,
  className,
}: {
  form: DeferredModule<ComponentType<P & DeferredFormProps>>;
  props: P;
  placeholder: ReactNode;
  className?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState(() => form.current);
  const interactive = useRef(false);
  const submittedEarly = useRef(false);
  const focusedName = useRef<string | null>(null);

  // Read off the placeholder just before the form replaces it, not during the form's first render:
  // a renderer may remove the replaced markup first (Preact does, decision 0033).
  const placeholderAtSwap = useRef<PlaceholderState | null>(null);
  const notePlaceholder = useCallback(() => {
    // Only a focus inside this placeholder: a visitor typing in another form of the page (the login
    // form, as the newsletter band comes near) keeps the focus there, even in a field of the same name.
    const active = document.activeElement;
    const inside = Boolean(active && container.current?.contains(active));
    focusedName.current = inside && (isField(active) || active instanceof HTMLButtonElement) ? (active.name || active.id || null) : null;
    placeholderAtSwap.current = placeholderState(container.current);
  }, []);
  const before = useCallback((): PlaceholderState => placeholderAtSwap.current ?? placeholderState(container.current), []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const want = () =>
      form.load().then(
        (loaded) =>
          afterCurrentEvent(() => {
            if (!placeholderAtSwap.current) notePlaceholder();
            setForm(() => loaded);
          }),
        // Spec §4: a chunk gone after a deploy reloads the page (once a minute); else the placeholder stays.
        (error: unknown) => {
          if (!reloadForChunkError(error)) console.error(error);
        },
      );
    const holdSubmit = (event: Event) => {
      if (interactive.current) return;
      event.preventDefault();
      submittedEarly.current = true;
      want();
    };
    element.addEventListener('submit', holdSubmit, true);
    element.addEventListener('focusin', want);
    element.addEventListener('pointerdown', want);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: '400px 0px' });
    if (observer) observer.observe(element);
    else want();
    return () => {
      observer?.disconnect();
      element.removeEventListener('submit', holdSubmit, true);
      element.removeEventListener('focusin', want);
      element.removeEventListener('pointerdown', want);
    };
  }, [form, notePlaceholder]);

  const onReady = useCallback(() => {
    interactive.current = true;
    const element = container.current;
    const focused = focusedName.current;
    if (element && focused) [...element.querySelectorAll<HTMLElement>('[name], [id]')].find((control) => control.getAttribute('name') === focused || control.id === focused)?.focus();
    if (!submittedEarly.current) return;
    submittedEarly.current = false;
    element?.querySelector('form')?.requestSubmit();
  }, []);

  return (
    <div ref={container} className={className}>
      {Form ? <Form {...props} before={before} onReady={onReady} /> : placeholder}
    </div>
  );
}
