import { formatFileSize } from './file-size';
import { mediaFieldsSchema } from './media';

describe('formatFileSize (§9: units in base 1000)', () => {
  it.each([
    [0, '0 o', '0 B'],
    [999, '999 o', '999 B'],
    [1000, '1 ko', '1 kB'],
    [1_234_567, '1,2 Mo', '1,2 MB'],
    [10_000_000, '10 Mo', '10 MB'],
    [20_500_000, '21 Mo', '21 MB'],
    [3_400_000_000, '3,4 Go', '3,4 GB'],
  ])('%d bytes: %s in French, %s in Dutch', (bytes, fr, nl) => {
    expect(formatFileSize(bytes, 'fr').replace(/\u00a0/g, ' ')).toBe(fr);
    expect(formatFileSize(bytes, 'nl').replace(/\u00a0/g, ' ')).toBe(nl);
  });
});

describe('mediaFieldsSchema', () => {
  it('takes empty form fields as absent and refuses a script link', () => {
    expect(mediaFieldsSchema.parse({ title: ' ', position: '2' })).toEqual({ title: undefined, description: undefined, alt_text: undefined, external_link: undefined, position: 2 });
    expect(mediaFieldsSchema.safeParse({ external_link: 'javascript:alert(1)' }).success).toBe(false);
  });
});
