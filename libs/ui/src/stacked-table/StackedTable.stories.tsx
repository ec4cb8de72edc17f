import type { Meta, StoryObj } from '@storybook/react-vite';
import { StackedTable } from './StackedTable';

/** Narrow the Storybook viewport under 600 px to see the cards. */
const meta = {
  title: 'Shell/StackedTable',
  component: StackedTable,
  args: {
    children: (
      <>
        <caption>Mes événements</caption>
        <thead>
          <tr>
            <th scope="col">Titre</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Café des aidants</th>
            <td>12 mars 2026</td>
            <td>
              <a href="#edit">Modifier</a>
            </td>
          </tr>
          <tr>
            <th scope="row">Atelier mémoire</th>
            <td>3 avril 2026</td>
            <td>
              <a href="#edit">Modifier</a>
            </td>
          </tr>
        </tbody>
      </>
    ),
  },
} satisfies Meta<typeof StackedTable>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Events: Story = {};
