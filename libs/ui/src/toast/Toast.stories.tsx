import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { Button } from '../form/FormControls';
import { ToastProvider, useToast, type ToastOptions, type ToastType } from './Toast';

/** Shows the given toasts once, and offers a button per type to add more. */
function ToastDemo({ initial }: { initial: ToastOptions[] }) {
  const { show } = useToast();
  const intl = useIntl();
  useEffect(() => {
    initial.forEach(show);
  }, [initial, show]);
  const types: ToastType[] = ['success', 'info', 'warning', 'danger', 'denied'];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {types.map((type) => (
        <Button key={type} variant="secondary" onClick={() => show({ type, message: intl.formatMessage({ id: `toast.type.${type}` }) })}>
          {intl.formatMessage({ id: `toast.type.${type}` })}
        </Button>
      ))}
    </div>
  );
}

/** The spec §8 catalogue, translated by the app before it calls show(). */
function CatalogueDemo() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ToastDemo
      initial={[
        { type: 'success', title: t('toast.logout.title'), message: t('toast.logout.message'), timeoutMs: 0 },
        { type: 'success', message: t('toast.copy.success'), timeoutMs: 0 },
        { type: 'success', title: t('toast.profileSaved.title'), message: t('toast.profileSaved.message'), timeoutMs: 0 },
        { type: 'info', message: t('toast.accountDeleted.message'), timeoutMs: 0 },
      ]}
    />
  );
}

const meta = {
  title: 'Shell/Toast',
  component: ToastDemo,
  decorators: [(Story) => <ToastProvider storage={null}><Story /></ToastProvider>],
  args: { initial: [] },
} satisfies Meta<typeof ToastDemo>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Press a button: polite toasts (success, info) go to role="status", the others to role="alert". */
export const Playground: Story = {};
export const Catalogue: Story = { render: () => <CatalogueDemo /> };
export const AllTypes: Story = {
  args: {
    initial: [
      { type: 'success', title: 'Modifications enregistrées', message: 'Votre profil a été mis à jour', timeoutMs: 0 },
      { type: 'info', message: 'Votre fiche est en attente de validation par l’équipe SAM.', timeoutMs: 0 },
      { type: 'warning', message: 'Votre session expire dans 5 minutes.', timeoutMs: 0 },
      { type: 'danger', title: 'Erreur', message: 'L’enregistrement a échoué. Réessayez dans quelques instants.', timeoutMs: 0 },
      { type: 'denied', message: 'Vous n’avez pas le droit d’effectuer cette action.', timeoutMs: 0 },
    ],
  },
};
export const Dutch: Story = { render: () => <CatalogueDemo />, globals: { locale: 'nl' } };
