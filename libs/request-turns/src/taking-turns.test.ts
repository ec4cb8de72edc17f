import { takingTurns } from './taking-turns';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('takingTurns', () => {
  it('starts one request per turn of the event loop, in the order they arrived', async () => {
    const started: string[] = [];
    const listener = takingTurns((name: string, extra: number) => started.push(`${name}${extra}`));
    listener('a', 1);
    listener('b', 2);
    listener('c', 3);
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(['a1']);
    await turn();
    expect(started).toEqual(['a1', 'b2']);
    listener('d', 4);
    await turn();
    await turn();
    expect(started).toEqual(['a1', 'b2', 'c3', 'd4']);
    await turn();
    listener('e', 5);
    expect(started).toHaveLength(4);
    await turn();
    expect(started).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
  });
});
