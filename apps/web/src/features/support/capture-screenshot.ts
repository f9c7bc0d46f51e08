/**
 * The page the cook is looking at, as a PNG file, without the support dialog over it: the dialog's whole
 * overlay (backdrop and panel, which the Dialog portals into <body>) and any other dialog are left out.
 */
export async function captureScreenshot(): Promise<File> {
  // Loaded on demand: the library is only needed when a cook asks for a screenshot, not in the first load.
  const { toPng } = await import('html-to-image');
  const overlays = new Set(
    [...document.querySelectorAll('[role="dialog"]')].map((dialog) => dialog.parentElement ?? dialog),
  );
  const dataUrl = await toPng(document.body, {
    // Called for text nodes too, whatever its type says.
    filter: (node: Node) =>
      !(node instanceof Element && (overlays.has(node) || node.closest('[role="dialog"]') !== null)),
    pixelRatio: 1,
    cacheBust: true,
  });
  const name = `screenshot-${new Date().toISOString().replace(/:/g, '-')}.png`;
  return new File([dataUrlBytes(dataUrl)], name, { type: 'image/png' });
}

/** The bytes of a base64 data URL, decoded here because the CSP's connect-src does not allow fetching data:. */
function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw new Error('The screenshot is not a base64 data URL.');
  }
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
