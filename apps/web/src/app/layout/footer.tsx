import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { openSupport } from '../../lib/support-dialog.ts';

export function Footer() {
  const { supportEmail } = usePublicConfig();
  return (
    <footer className="border-t border-line px-5 py-6 text-muted lg:px-10">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Larder</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-2">
          <a
            className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
            href={`mailto:${supportEmail}`}
            aria-haspopup="dialog"
            onClick={(event) => {
              // The dialog where there is JavaScript; the mail link stays for everything else.
              event.preventDefault();
              openSupport();
            }}
          >
            Contact Support
          </a>
          <Link
            className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
            to="/legal/privacy"
          >
            Privacy
          </Link>
          <Link
            className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
            to="/legal/terms"
          >
            Terms
          </Link>
        </nav>
      </div>
    </footer>
  );
}
