import { networkHeaderColors } from './contrast';

describe('network header colours', () => {
  it('keeps a pair that reaches AA and falls back otherwise', () => {
    expect(networkHeaderColors('#1a4d8f', '#ffffff')).toEqual({ background: '#1a4d8f', color: '#ffffff' });
    expect(networkHeaderColors('#ffff00', '#ffffff')).toBeNull();
    expect(networkHeaderColors('#777777', '#ffffff')).toBeNull(); // 4.48:1, just under AA
    expect(networkHeaderColors('#1a4d8f', null)).toBeNull();
    expect(networkHeaderColors(null, '#ffffff')).toBeNull();
  });
});
