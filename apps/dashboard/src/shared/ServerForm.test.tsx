import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import { dashboardMessages } from '@sam/i18n-routes';
import { TextField } from '@sam/ui';
import { ServerForm } from './ServerForm';
import { useServerForm } from './useServerForm';
import { typeInto, findAlert } from '../testing/settle';

const schema = z.object({ name: z.string().trim().min(1, 'validation.required') });

/** A one-field form: what the account and token pages build, without a page around it. */
function NameForm({ submit, leavesPage }: { submit: () => Promise<string>; leavesPage?: boolean }) {
  const form = useServerForm({
    schema,
    defaultValues: { name: '' },
    fields: { name: { inputId: 'name', labelId: 'dashboard.profile.lastName' } },
    submit,
    leavesPage,
  });
  return (
    <ServerForm form={form} summaryId="name-summary" submitLabel="dashboard.profile.save" status={form.result}>
      <TextField {...form.field('name')} />
    </ServerForm>
  );
}

function renderForm(props: Parameters<typeof NameForm>[0]) {
  const { container } = render(
    <IntlProvider locale="fr-BE" messages={dashboardMessages.fr}>
      <NameForm {...props} />
    </IntlProvider>,
  );
  return { u: userEvent.setup(), form: container.querySelector('form')!, input: screen.getByLabelText('Nom'), button: screen.getByRole('button', { name: 'Enregistrer mon profil' }) };
}

describe('ServerForm with useServerForm', () => {
  it('shows what the submit returned until the next attempt', async () => {
    const { u, input, button } = renderForm({ submit: async () => 'Enregistré.' });
    await typeInto(u, input, 'Dupont');
    await u.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enregistré.'));
    expect(button).not.toHaveAttribute('aria-disabled');

    await u.clear(input);
    await u.click(button);
    await waitFor(() => expect(input).toHaveAccessibleDescription('Ce champ est obligatoire.'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stays busy after a success that leaves the page: a second click sends nothing', async () => {
    const submit = jest.fn(async () => '');
    const { u, input, button } = renderForm({ submit, leavesPage: true });
    await typeInto(u, input, 'Dupont');
    await u.click(button);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the submit settles
    expect(button).toHaveTextContent('Enregistrement…');
    await u.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('after a failure that is not about a field, says so in the focused summary and lets the user try again', async () => {
    const submit = jest.fn(async (): Promise<string> => {
      throw new Error('boom');
    });
    const { u, form, input, button } = renderForm({ submit, leavesPage: true });
    await typeInto(u, input, 'Dupont');
    await u.click(button);
    const summary = await findAlert(screen, 'L’opération a échoué. Veuillez réessayer dans quelques instants.');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(form).toHaveAttribute('aria-describedby', 'name-summary');
    expect(button).not.toHaveAttribute('aria-disabled');
    await u.click(button);
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
