import { type AppIcon, iconPath } from '../app-icon-set.ts';

export type TileTone = 'light' | 'dark' | 'masked';

const TONES: Record<TileTone, { label: string; tile: string }> = {
  light: { label: 'On light', tile: 'bg-white border border-neutral-200' },
  dark: { label: 'On dark', tile: 'bg-neutral-900 border border-neutral-700' },
  masked: { label: 'Cropped to a circle', tile: 'bg-neutral-100 border border-neutral-200' },
};

/** One icon shown on a fixed light or dark background (not the theme's), as launchers and tabs show it. */
export function IconTile({ icon, tone }: { icon: AppIcon; tone: TileTone }) {
  const { label, tile } = TONES[tone];
  // Small icons are shown at their real size so their pixels can be judged; large ones are scaled down.
  const small = icon.size !== null && icon.size <= 64;
  return (
    <figure className="min-w-0">
      <div className={`grid aspect-square place-items-center rounded-2xl ${tile}`}>
        <img
          src={iconPath(icon)}
          alt={`${icon.file} ${label.toLowerCase()}`}
          width={icon.size ?? 512}
          height={icon.size ?? 512}
          className={`${small ? 'size-8' : 'w-[68%]'} h-auto ${tone === 'masked' ? 'rounded-full' : ''}`}
        />
      </div>
      <figcaption className="mt-1.5 text-center text-muted text-sm">{label}</figcaption>
    </figure>
  );
}
