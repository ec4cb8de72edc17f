import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  args: {
    layout: 'default',
    header: <header style={{ padding: '1rem', background: '#f3f6f4' }}>Header</header>,
    footer: <footer style={{ padding: '1rem', background: '#004d33', color: '#fff' }}>Footer</footer>,
    children: <h1>Page</h1>,
  },
  argTypes: { layout: { control: 'select', options: ['account', 'auth', 'default', 'home', 'network'] } },
} satisfies Meta<typeof PageLayout>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Auth: Story = { args: { layout: 'auth' } };
export const Account: Story = { args: { layout: 'account', aside: <nav aria-label="Compte">Menu</nav> } };
