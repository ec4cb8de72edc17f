import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Shell/UnverifiedEmailBanner',
  component: UnverifiedEmailBanner,
  args: { email: 'anne.peeters@example.be', onResend: () => wait(800) },
} satisfies Meta<typeof UnverifiedEmailBanner>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Press the button: 'sending', then the confirmation. */
export const Default: Story = {};
export const Sending: Story = {
  args: { onResend: () => new Promise(() => undefined) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renvoyer le lien' }));
  },
};
export const Sent: Story = {
  args: { onResend: () => Promise.resolve() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renvoyer le lien' }));
  },
};
export const Failed: Story = {
  args: { onResend: () => wait(300).then(() => Promise.reject(new Error('503'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renvoyer le lien' }));
  },
};
export const Dutch: Story = { globals: { locale: 'nl' } };
