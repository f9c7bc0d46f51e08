import { Page } from '../../../components/ui/page.tsx';
import { APP_ICONS } from '../app-icon-set.ts';
import { AppIconCard } from './app-icon-card.tsx';

/** /app-icons: Larder's icon set, each file with its size and purpose, on light and dark tiles. */
export function AppIconsScreen() {
  return (
    <Page
      width="wide"
      title="App icons"
      lead="The icons Larder installs with: on home screens, in app drawers and in browser tabs. Each is shown on a light and a dark background."
    >
      <ul className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {APP_ICONS.map((icon) => (
          <AppIconCard key={icon.file} icon={icon} />
        ))}
      </ul>
    </Page>
  );
}
