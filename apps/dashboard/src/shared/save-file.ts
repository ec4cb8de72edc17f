/** A file the API answered with, held in the browser as an object URL. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/**
 * Saves a downloaded file under its name (a click on a link made for it) and frees its object
 * URL once the browser has read it.
 */
export function saveFile(file: DownloadedFile, revokeAfterMs = 60_000): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), revokeAfterMs);
}
