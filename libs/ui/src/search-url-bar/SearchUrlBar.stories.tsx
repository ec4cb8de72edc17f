import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../form/FormControls';
import { SearchUrlBar } from './SearchUrlBar';

/** Changing the search (here: the page) resets the copy button to 'Copier'. */
function ChangingSearch() {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <SearchUrlBar url={`https://sam.example/fr/recherche/annuaire?besoin=repit&page=${page}`} />
      <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
        → {page + 1}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Shell/SearchUrlBar',
  component: SearchUrlBar,
  args: { url: 'https://sam.example/fr/recherche/annuaire?besoin=repit&province=namur' },
} satisfies Meta<typeof SearchUrlBar>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Copied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copier' }));
  },
};
export const UrlChanges: Story = { render: () => <ChangingSearch /> };
export const LongUrl: Story = {
  args: { url: `https://sam.example/fr/recherche/annuaire?${Array.from({ length: 12 }, (_, i) => `filtre${i}=valeur-${i}`).join('&')}` },
};
export const Dutch: Story = { args: { url: 'https://sam.example/nl/zoeken/gids?behoefte=respijt' }, globals: { locale: 'nl' } };
