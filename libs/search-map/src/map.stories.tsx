import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchMap } from './map';

/** Hits around the Grand-Place, Namur and Liège: clusters when zoomed out, markers when in. */
const hits = [
  { objectID: '1', lat: 50.8467, lng: 4.3525, title: 'Maison médicale du Parc', href: '#', address: 'Rue du Parc 3, 1000 Bruxelles' },
  { objectID: '2', lat: 50.8503, lng: 4.3517, title: 'Service d’aide à domicile', href: '#', address: 'Rue Neuve 12, 1000 Bruxelles' },
  { objectID: '3', lat: 50.8449, lng: 4.3572, title: 'Centre de jour Les Tilleuls', href: '#', address: 'Boulevard de l’Empereur 8, 1000 Bruxelles' },
  { objectID: '4', lat: 50.4669, lng: 4.8675, title: 'Kiné Namur Centre', href: '#', address: 'Rue de Fer 20, 5000 Namur' },
  { objectID: '5', lat: 50.6326, lng: 5.5797, title: 'Aidants proches Liège', href: '#', address: 'Place Saint-Lambert 1, 4000 Liège' },
];

const communes = [
  { id: '21004', fr: 'Bruxelles', nl: 'Brussel' },
  { id: '92094', fr: 'Namur', nl: 'Namen' },
  { id: '62063', fr: 'Liège', nl: 'Luik' },
];

/**
 * The search map with the five boundary layers of assets/geo (served at /geo by Storybook's
 * static dirs, as the portal serves them). Clicks, drawings and address searches are logged as actions.
 */
const meta = {
  title: 'Search/Map',
  component: SearchMap,
  args: {
    locale: 'fr',
    geoBaseUrl: '/geo',
    hits,
    zone: null,
    communes,
    onAreaSelect: fn(),
    onPolygonDraw: fn(),
    onAddressFound: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '60rem' }}><Story /></div>],
} satisfies Meta<typeof SearchMap>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithHits: Story = {};
export const NoHits: Story = { args: { hits: [] } };
export const LastAddressSearch: Story = { args: { address: 'Namur' } };
export const Dutch: Story = { args: { locale: 'nl' }, globals: { locale: 'nl' } };
