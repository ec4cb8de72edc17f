import type { Meta, StoryObj } from '@storybook/react-vite';
import { Illustration } from './Illustration';
import { SectorIcon } from './SectorIcon';

const meta = {
  title: 'Look/Illustration',
  component: Illustration,
  args: { name: 'turtle' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof Illustration>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Turtle: Story = {};
export const Home: Story = { args: { name: 'home' } };
export const Menu: Story = { args: { name: 'menu' } };
export const Provider: Story = { args: { name: 'provider' } };
export const Newsletter: Story = { args: { name: 'newsletter' } };
export const Video: Story = { args: { name: 'video' } };
/** The twelve sectors of the directory, and a map pin for any other. */
export const SectorIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, color: '#00704a' }}>
      {['sante', 'aide-a-domicile', 'hebergement', 'mobilite', 'emploi', 'enseignement', 'loisirs', 'soutien-aux-aidants', 'juridique', 'aides-techniques', 'accompagnement-psychosocial', 'finances-et-allocations', 'autre'].map((slug) => (
        <li key={slug} title={slug}><SectorIcon slug={slug} size={32} /></li>
      ))}
    </ul>
  ),
};
