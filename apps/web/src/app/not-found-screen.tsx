import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-12">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-lg text-[var(--text-muted)]">The page you are looking for does not exist.</p>
      <Link
        to="/"
        className="inline-flex min-h-12 w-fit items-center rounded-xl bg-herb-700 px-5 font-semibold text-white"
      >
        Go Home
      </Link>
    </main>
  );
}
