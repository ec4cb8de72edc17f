import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage, ErrorPageFallback } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { status: 404, searchHref: '/fr#search', homeHref: '/fr' },
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;
export const NotFound: Story = {};
export const ServerError: Story = { args: { status: 500 } };
export const NotFoundDutch: Story = { globals: { locale: 'nl' } };
export const Fallback: Story = { render: () => <ErrorPageFallback /> };
