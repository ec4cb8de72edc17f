import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathFor } from '@sam/i18n-routes';
import { MainMenu } from './MainMenu';
import { mainMenuItems } from './main-menu-items';

const items = mainMenuItems((name) => pathFor(name, 'fr'));

/** A stand-in for the side picture: apps pass their own illustration. */
const illustration = (
  <svg viewBox="0 0 200 300" preserveAspectRatio="xMidYMid slice" role="presentation">
    <rect width="200" height="300" fill="#e8f3ee" />
    <circle cx="100" cy="120" r="60" fill="#00704a" opacity="0.25" />
    <ellipse cx="100" cy="220" rx="80" ry="30" fill="#004d33" opacity="0.2" />
  </svg>
);

const openMenu: StoryObj['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
};

const meta = {
  title: 'Shell/MainMenu',
  component: MainMenu,
  args: { items, resetKey: '', currentHref: pathFor('faq', 'fr') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MainMenu>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The burger button as it sits in the header. */
export const Closed: Story = {};
/** Open: focus is on the close button, Tab stays inside, Escape closes. */
export const Open: Story = { play: openMenu };
export const OpenWithSubmenu: Story = {
  play: async (context) => {
    await openMenu(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Qui sont les SAM ?' }));
  },
};
/** The side illustration shows from 1024 px only. */
export const WithIllustration: Story = { args: { illustration }, play: openMenu };
export const Dutch: Story = { args: { items: mainMenuItems((name) => pathFor(name, 'nl')), currentHref: pathFor('faq', 'nl') }, globals: { locale: 'nl' }, play: openMenu };
