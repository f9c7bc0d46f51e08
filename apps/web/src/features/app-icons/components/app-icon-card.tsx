import { ExternalLink } from 'lucide-react';
import { type AppIcon, iconPath, iconSizeLabel } from '../app-icon-set.ts';
import { IconTile } from './icon-tile.tsx';

/** One icon file: its name, size and purpose, previewed on light and dark tiles. */
export function AppIconCard({ icon }: { icon: AppIcon }) {
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-raised p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className="break-all font-bold font-mono text-lg">{icon.file}</h2>
        <span className="rounded-full bg-sunken px-3 py-1 font-semibold text-sm">{iconSizeLabel(icon)}</span>
      </div>
      <p className="mt-1 font-semibold text-brand">{icon.purpose}</p>
      <p className="mt-1 text-muted">{icon.usedBy}</p>
      <div className={`mt-4 grid gap-3 ${icon.maskable ? 'grid-cols-3' : 'grid-cols-2'}`}>
        <IconTile icon={icon} tone="light" />
        <IconTile icon={icon} tone="dark" />
        {icon.maskable ? <IconTile icon={icon} tone="masked" /> : null}
      </div>
      <a
        href={iconPath(icon)}
        target="_blank"
        rel="noreferrer"
        className="mt-4 -ml-3 inline-flex min-h-12 items-center gap-2 self-start rounded-2xl px-3 font-semibold text-brand hover:bg-brand-soft"
      >
        Open {icon.file}
        <ExternalLink className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </li>
  );
}
