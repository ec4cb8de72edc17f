import { hashPassword, TEST_PASSWORD_HASH_COST, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Sam-demo-2026!');
    const second = await hashPassword('Sam-demo-2026!');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Sam-demo-2026!', first)).resolves.toBe(true);
    await expect(verifyPassword('sam-demo-2026!', first)).resolves.toBe(false);
    await expect(verifyPassword('Sam-demo-2026!', 'plain-text')).resolves.toBe(false);
  });

  it('takes a lower work factor for test runs, and a hash of either factor verifies', async () => {
    const light = await hashPassword('Sam-demo-2026!', TEST_PASSWORD_HASH_COST);
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('Sam-demo-2026!', light)).resolves.toBe(true);
    await expect(verifyPassword('sam-demo-2026!', light)).resolves.toBe(false);
  });
});
