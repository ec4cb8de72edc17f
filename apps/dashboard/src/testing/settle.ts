import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/*
 * Interactions that wait until the page has taken them in. On a loaded CI machine user-event's
 * typing can end before React has rendered the last keystroke; a test that then submits, or reads
 * an error count, sees a state the input has not produced yet.
 */

/** Types `text` into `field` and waits until the field holds `expected` (what `text` leaves there). */
export async function typeInto(u: UserEvent, field: HTMLElement, text: string, expected: string = text) {
  await u.type(field, text);
  await waitFor(() => expect(field).toHaveValue(expected));
}

/** Empties `field`, types `text`, and waits until the field holds exactly it. */
export async function replaceWith(u: UserEvent, field: HTMLElement, text: string) {
  await u.clear(field);
  await typeInto(u, field, text);
}

/** Picks the option whose value or label is `option` in `select` and waits until the select shows it. */
export async function chooseOption(u: UserEvent, select: HTMLElement, option: string) {
  await u.selectOptions(select, option);
  await waitFor(() => {
    const chosen = (select as HTMLSelectElement).selectedOptions[0];
    expect([chosen?.value, chosen?.textContent]).toContain(option);
  });
}

/** Queries bound to a part of the page: `screen`, or `within(element)`. */
type Scope = Pick<typeof screen, 'getByRole'>;

/** Waits for the alert in `scope` to say `text` (an alert shows before its last words have rendered). */
export function findAlert(scope: Scope, text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = scope.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    return alert;
  });
}
