import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Accueil', href: '/fr' },
      { label: 'À propos de l’ASBL', href: '/fr/a-propos-de-l-asbl' },
      { label: 'Symbole de la tortue' },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: '1.5rem' }}><Story /></div>],
} satisfies Meta<typeof Breadcrumb>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Trail: Story = {};
export const CurrentPageLinked: Story = {
  args: { items: [{ label: 'Accueil', href: '/fr' }, { label: 'Agenda', href: '/fr/agenda' }] },
};
export const SingleItem: Story = { args: { items: [{ label: 'Accueil' }] } };
/** An empty trail renders nothing. */
export const Empty: Story = { args: { items: [] } };
export const Dutch: Story = {
  args: { items: [{ label: 'Home', href: '/nl' }, { label: 'Over de vzw', href: '/nl/over-de-vzw' }, { label: 'Symbool van de schildpad' }] },
  globals: { locale: 'nl' },
};
