/** A file size as a cook reads it ("512 B", "340 KB", "1.2 MB"), in the same 1024-based units as the 10 MB limit. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  // One decimal, without a trailing ".0" ("10 MB", like the limit the cook is told).
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
