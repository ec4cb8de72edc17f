import { MAP_LAYERS } from './layers';

describe('map layers (spec §3)', () => {
  it('lists the five layers in order with their colours', () => {
    expect(MAP_LAYERS.map((l) => [l.id, l.source, l.options.fillColor])).toEqual([
      [1, 'provinces', 'green'],
      [2, 'arrondissements', 'yellow'],
      [3, 'communes', 'red'],
      [4, 'quartiers', 'white'],
      [5, 'localites', 'brown'],
    ]);
  });
  it('hides only Localités by default', () => {
    expect(MAP_LAYERS.filter((l) => !l.visible).map((l) => l.source)).toEqual(['localites']);
  });
});
