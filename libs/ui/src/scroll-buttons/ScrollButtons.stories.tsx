import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollButtons } from './ScrollButtons';

const meta = {
  title: 'Shell/ScrollButtons',
  component: ScrollButtons,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScrollButtons>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Scroll the long page: 'to the top' appears after 100 px, 'to the bottom' leaves near the end. */
export const LongPage: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Paragraphe {i + 1}</p>
        ))}
        <Story />
      </div>
    ),
  ],
};
/** At the top of a page: only the scroll-down button. */
export const AtTop: Story = {};
