/** Larder's icon files (apps/web/public/icons), what size each is and what uses it. */
export interface AppIcon {
  file: string;
  /** Pixel size, or null for the scalable SVG. */
  size: number | null;
  purpose: string;
  usedBy: string;
  /** Maskable icons are cropped by Android to a circle, squircle or rounded square. */
  maskable?: boolean;
}

export const APP_ICONS: readonly AppIcon[] = [
  {
    file: 'icon.svg',
    size: null,
    purpose: 'Scalable icon',
    usedBy: 'Browser tabs that support SVG icons and the web app manifest, sharp at any size.',
  },
  {
    file: 'favicon-32.png',
    size: 32,
    purpose: 'Favicon',
    usedBy: 'Browser tabs, bookmarks and history in browsers without SVG icons.',
  },
  {
    file: 'apple-touch-icon.png',
    size: 180,
    purpose: 'Apple touch icon',
    usedBy: 'The iPhone and iPad home screen when Larder is added from Safari.',
  },
  {
    file: 'icon-192.png',
    size: 192,
    purpose: 'Manifest icon (any)',
    usedBy: 'Android home screen, app drawer and the install prompt.',
  },
  {
    file: 'icon-512.png',
    size: 512,
    purpose: 'Manifest icon (any)',
    usedBy: 'The splash screen when the installed app starts, and desktop installs.',
  },
  {
    file: 'maskable-512.png',
    size: 512,
    purpose: 'Manifest icon (maskable)',
    usedBy:
      'Android adaptive icons: the launcher crops it to its own shape, so the artwork stays in the safe zone.',
    maskable: true,
  },
];

export function iconPath(icon: AppIcon): string {
  return `/icons/${icon.file}`;
}

export function iconSizeLabel(icon: AppIcon): string {
  return icon.size === null ? 'Any size (SVG)' : `${icon.size} × ${icon.size} px`;
}
