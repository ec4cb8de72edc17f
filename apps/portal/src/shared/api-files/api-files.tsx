import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where browsers fetch the API's stored files (/storage/…: photos, logos): API_PUBLIC_URL, given
 * once by the root so any card can show a listing's photo. Empty outside it (unit tests, the
 * search's server-state pass): the path stays relative.
 */
const ApiFilesBase = createContext('');

export function ApiFilesProvider({ base, children }: { base: string; children: ReactNode }) {
  return <ApiFilesBase.Provider value={base.replace(/\/+$/, '')}>{children}</ApiFilesBase.Provider>;
}

/** The address of an API file path (`/storage/images/400/….webp`). */
export function useApiFileUrl(): (path: string) => string {
  const base = useContext(ApiFilesBase);
  return (path) => `${base}${path}`;
}
