import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { deferredModule } from '../deferred-module';
import { DeferredForm, placeholderState, type DeferredFormProps } from './DeferredForm';

let release: () => void = () => undefined;
const submitted: string[] = [];

function LoadedForm({ before, onReady }: DeferredFormProps) {
  const [typed] = useState(() => String(before().values['q'] ?? ''));
  useEffect(onReady, [onReady]);
  return (
    <form
      aria-label="loaded"
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push(new FormData(event.currentTarget).get('q') as string);
      }}
    >
      <input name="q" aria-label="Query" defaultValue={typed} />
      <button type="submit">Send</button>
    </form>
  );
}

const loadedForm = deferredModule(() => new Promise<typeof LoadedForm>((resolve) => (release = () => resolve(LoadedForm))));

const placeholder = (
  <form aria-label="placeholder">
    <input name="q" aria-label="Query" />
    <input type="checkbox" name="agree" aria-label="Agree" />
    <button type="submit">Send</button>
  </form>
);

beforeEach(() => {
  submitted.length = 0;
  // A viewport the form never comes near: only its use loads it.
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

describe('DeferredForm', () => {
  it('keeps what was typed, the focus and an early submit for the form that replaces the placeholder', async () => {
    render(<DeferredForm form={loadedForm} props={{}} placeholder={placeholder} />);
    const field = screen.getByRole('textbox', { name: 'Query' });
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'kiné' } });
    fireEvent.submit(screen.getByRole('form', { name: 'placeholder' }));
    expect(submitted).toEqual([]);
    await act(async () => release());
    const loaded = await screen.findByRole('form', { name: 'loaded' });
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('kiné');
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
    await waitFor(() => expect(submitted).toEqual(['kiné']));
    expect(loaded).toBeInTheDocument();
  });

  it('leaves the focus in another form of the page when it arrives near the viewport, even a field of the same name', async () => {
    // The login page: the visitor types into the login form's e-mail field while the newsletter band, near the viewport, loads.
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    };
    let releaseNear: () => void = () => undefined;
    const nearForm = deferredModule(() => new Promise<typeof LoadedForm>((resolve) => (releaseNear = () => resolve(LoadedForm))));
    render(
      <>
        <input name="q" aria-label="Login e-mail" />
        <DeferredForm form={nearForm} props={{}} placeholder={placeholder} />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'Login e-mail' });
    act(() => elsewhere.focus());
    await act(async () => releaseNear());
    await screen.findByRole('form', { name: 'loaded' });
    expect(elsewhere).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('');
  });

  it('reads a placeholder’s named fields, checkboxes as booleans, hidden fields left out', () => {
    const { container } = render(
      <div>
        <input name="name" defaultValue="Ana" />
        <textarea name="message" defaultValue="Bonjour" />
        <input type="checkbox" name="consent" defaultChecked />
        <input type="hidden" name="prestataire" value="x" />
      </div>,
    );
    expect(placeholderState(container.firstElementChild as HTMLElement)).toEqual({ values: { name: 'Ana', message: 'Bonjour', consent: true } });
  });
});
