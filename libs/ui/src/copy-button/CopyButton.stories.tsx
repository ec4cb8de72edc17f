import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Shell/CopyButton',
  component: CopyButton,
  args: { text: 'https://sam.example/fr/s/42/AbC123' },
} satisfies Meta<typeof CopyButton>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Ready: Story = {};
/** After a successful copy (the Storybook page must be allowed to use the clipboard). */
export const Copied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copier' }));
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const Dutch: Story = { globals: { locale: 'nl' } };
