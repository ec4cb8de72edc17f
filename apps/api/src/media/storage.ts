import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sharedPlugin } from '../plugins/define-plugin';

/**
 * Where uploaded files live, by key ('images/400/<name>.webp', 'documents/<name>',
 * 'offres/3/conditions.pdf'). Keys are plain relative paths so an S3-compatible bucket can
 * implement the same interface later (key = object name); nothing outside this file knows the disk.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the API, never taken from a request as is: still, refuse anything odd. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`unsafe storage key: ${key}`);
}

/** The default: files under STORAGE_DIR (data/storage), written to a temporary name then renamed. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the storage folder: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** app.storage for every route module (STORAGE_DIR, local disk by default). */
export const storagePlugin = sharedPlugin<{ storage?: FileStorage }>('storage', async (app, options) => {
  app.decorate<FileStorage>('storage', options.storage ?? new LocalDiskStorage(app.config.storageDir));
});
