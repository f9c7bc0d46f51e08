import { Link } from 'react-router';

/** The honest state of a screen that this release does not have yet. */
export function PendingScreen({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-herb-600">Larder</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-lg text-[var(--text-muted)]">
        This screen is not part of this release of Larder yet.
      </p>
      <Link
        to="/"
        className="inline-flex min-h-12 w-fit items-center rounded-xl bg-herb-700 px-5 font-semibold text-white"
      >
        Go Home
      </Link>
    </main>
  );
}
