import { CircleAlert, CloudOff, SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from './button.tsx';

/** The generic error screen of spec §8, with its exact titles and texts. */
export const ERROR_SCREEN_COPY = {
  404: { title: 'Page Not Found', text: 'The page you are looking for does not exist.', Icon: SearchX },
  network: {
    title: 'Connection Error',
    text: 'Unable to connect to the server. Please check your internet connection.',
    Icon: CloudOff,
  },
  error: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Please try again.',
    Icon: TriangleAlert,
  },
  generic: { title: 'Oops!', text: 'Something unexpected happened.', Icon: CircleAlert },
} as const;

export type ErrorScreenType = keyof typeof ERROR_SCREEN_COPY;

export function ErrorScreen({ type, onRetry }: { type: ErrorScreenType; onRetry?: () => void }) {
  const { title, text, Icon } = ERROR_SCREEN_COPY[type];
  return (
    <StatusLayout icon={<Icon aria-hidden="true" className="size-10" />} title={title} text={text}>
      {onRetry ? (
        <Button size="lg" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
      <ButtonLink to="/" size="lg" variant={onRetry ? 'secondary' : 'primary'}>
        Go Home
      </ButtonLink>
    </StatusLayout>
  );
}

/** The shared look of full-screen states: error, offline, not found. */
export function StatusLayout({
  icon,
  title,
  text,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[70dvh] w-full max-w-md flex-col items-center justify-center gap-5 px-6 py-12 text-center">
      <div className="grid size-20 place-items-center rounded-full bg-brand-soft text-brand">{icon}</div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      {children ? <div className="mt-2 flex w-full flex-col gap-3">{children}</div> : null}
    </div>
  );
}
