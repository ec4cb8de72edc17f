import { useLayoutEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deferredModule } from '../deferred-module';
import { LiveOnUse } from './LiveOnUse';

const pressed: string[] = [];

/** The live part: the same markup as the server's HTML below, with behaviour. */
function Live() {
  return (
    <>
      <button type="button" onClick={() => pressed.push('Filtres')}>
        Filtres
      </button>
      <input aria-label="Query" />
      <a href="#results">Résultats</a>
      <input type="checkbox" aria-label="Ouvert" onChange={(event) => pressed.push(`Ouvert ${event.target.checked}`)} />
      <select aria-label="Province" defaultValue="" onChange={(event) => pressed.push(`Province ${event.target.value}`)}>
        <option value="">—</option>
        <option value="04000">Bruxelles</option>
      </select>
    </>
  );
}
const SERVER_HTML = '<button type="button">Filtres</button><input aria-label="Query"><a href="#results">Résultats</a><input type="checkbox" aria-label="Ouvert"><select aria-label="Province"><option value="">—</option><option value="04000">Bruxelles</option></select>';

let loads = 0;
let release: () => void = () => undefined;
const newPart = () =>
  deferredModule(() => {
    loads += 1;
    return new Promise<{ Live: typeof Live }>((resolve) => (release = () => resolve({ Live })));
  });

/** Hydrates the part over the server's HTML, as in a browser's first load. */
function hydrateOverServerHtml(part: ReturnType<typeof newPart>, changeKey = 'a') {
  const container = document.createElement('div');
  container.innerHTML = `<div id="part">${SERVER_HTML}</div>`;
  document.body.append(container);
  const ui = (key: string) => (
    <LiveOnUse id="part" part={part} changeKey={key}>
      {(module) => <module.Live />}
    </LiveOnUse>
  );
  const view = render(ui(changeKey), { container, hydrate: true });
  return { rerenderWith: (key: string) => view.rerender(ui(key)) };
}

beforeEach(() => {
  pressed.length = 0;
  loads = 0;
});
afterEach(() => document.body.replaceChildren());

describe('LiveOnUse', () => {
  it('shows the server’s HTML without loading anything until the part is used', () => {
    hydrateOverServerHtml(newPart());
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeInTheDocument();
    expect(loads).toBe(0);
  });

  it('loads on a press and makes the click held meanwhile again on the live control', async () => {
    hydrateOverServerHtml(newPart());
    const button = screen.getByRole('button', { name: 'Filtres' });
    fireEvent.pointerDown(button);
    expect(loads).toBe(1);
    expect(fireEvent.click(button)).toBe(false); // held: no half-made change on the server's HTML
    fireEvent.pointerUp(button);
    await act(async () => release());
    await waitFor(() => expect(pressed).toEqual(['Filtres']));
    expect(screen.getByRole('button', { name: 'Filtres' })).not.toBe(button);
  });

  it('keeps a box ticked before the part was live, and ticks the live one the same', async () => {
    hydrateOverServerHtml(newPart());
    const box = screen.getByRole('checkbox', { name: 'Ouvert' });
    fireEvent.pointerDown(box);
    expect(fireEvent.click(box)).toBe(true); // not held: the visitor sees the box ticked
    expect(box).toBeChecked();
    fireEvent.pointerUp(box);
    await act(async () => release());
    await waitFor(() => expect(pressed).toEqual(['Ouvert true']));
    expect(screen.getByRole('checkbox', { name: 'Ouvert' })).not.toBe(box);
    expect(screen.getByRole('checkbox', { name: 'Ouvert' })).toBeChecked();
  });

  it('hands an option chosen in a list over to the live list', async () => {
    hydrateOverServerHtml(newPart());
    const list = screen.getByRole('combobox', { name: 'Province' });
    act(() => list.focus());
    fireEvent.change(list, { target: { value: '04000' } });
    await act(async () => release());
    await waitFor(() => expect(pressed).toEqual(['Province 04000']));
    expect(screen.getByRole('combobox', { name: 'Province' })).not.toBe(list);
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('04000');
  });

  it('hands the typed text and the focus over to the live field', async () => {
    hydrateOverServerHtml(newPart());
    const field = screen.getByRole('textbox', { name: 'Query' });
    act(() => field.focus());
    expect(loads).toBe(1);
    fireEvent.input(field, { target: { value: 'kiné' } });
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Query' })).not.toBe(field));
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('kiné');
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('follows links to other pages at once, holds those within the page, and goes live when the address changes', async () => {
    const { rerenderWith } = hydrateOverServerHtml(newPart());
    const away = document.createElement('a');
    away.href = '/ailleurs';
    away.textContent = 'Ailleurs';
    document.getElementById('part')!.append(away);
    expect(fireEvent.click(away)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Résultats' }))).toBe(false);
    expect(loads).toBe(0);
    rerenderWith('b');
    expect(loads).toBe(1);
    await act(async () => release());
    await waitFor(() => expect(document.getElementById('part')).toHaveAttribute('data-live', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(pressed).toEqual(['Filtres']);
  });

  it('swaps a part loaded meanwhile after the event that asked for it again, so that event’s click is held, not lost', async () => {
    // In a browser, a listener's promise callbacks run while the event is still being dispatched
    // (a microtask checkpoint after each listener), and React renders an update made then at once,
    // for that event. Here window.event stands for "still dispatching", and the real scheduler runs.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const flushMicrotasks = async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    };
    try {
      hydrateOverServerHtml(newPart());
      const serverButton = screen.getByRole('button', { name: 'Filtres' });
      fireEvent.focusIn(serverButton); // the load starts
      release();
      await flushMicrotasks(); // loaded; the swap is not made yet
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true });
      Object.defineProperty(window, 'event', { configurable: true, get: () => enter });
      try {
        serverButton.dispatchEvent(enter); // asks for the part again
        await flushMicrotasks(); // that listener's promise callbacks, within the event
        // The key's default action: a click on the element the key went to.
        fireEvent.click(serverButton);
      } finally {
        delete (window as { event?: Event }).event;
      }
      await waitFor(() => expect(document.getElementById('part')).toHaveAttribute('data-live', 'true'));
      await waitFor(() => expect(pressed).toEqual(['Filtres']));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('leaves a click on the live part alone from the commit that swaps it in, before any passive effect', async () => {
    // React runs passive effects in a task after the commit; a visitor's press can come in between.
    // Outside act(), so the real scheduler keeps the two apart.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let clickedRightAfterCommit: boolean | undefined;
      function LiveClickedAtOnce() {
        useLayoutEffect(() => {
          // After the whole commit (every layout effect), before the passive effects' task.
          queueMicrotask(() => (clickedRightAfterCommit = fireEvent.click(screen.getByRole('link', { name: 'Résultats' }))));
        }, []);
        return <Live />;
      }
      let releaseClicking: () => void = () => undefined;
      const part = deferredModule(() => new Promise<{ Live: typeof Live }>((resolve) => (releaseClicking = () => resolve({ Live: LiveClickedAtOnce }))));
      hydrateOverServerHtml(part);
      fireEvent.focusIn(screen.getByRole('button', { name: 'Filtres' }));
      releaseClicking();
      await waitFor(() => expect(clickedRightAfterCommit).toBeDefined());
      expect(clickedRightAfterCommit).toBe(true); // not held by the server HTML's listeners
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders live at once when the module is already loaded (the server, a client navigation)', async () => {
    const part = newPart();
    const loading = part.load();
    release();
    await loading;
    render(
      <LiveOnUse id="part" part={part}>
        {(module) => <module.Live />}
      </LiveOnUse>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(pressed).toEqual(['Filtres']);
  });
});
