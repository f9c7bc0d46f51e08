import type { CollectionPreview } from '@larder/domain/api/collections';
import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { publicRecipePath } from '@larder/domain/site-path';
import { useQueryClient } from '@tanstack/react-query';
import { BookHeart, CopyPlus, Lock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  AccountPromptDialog,
  type SignUpDialogComponent,
} from '../../../components/ui/account-prompt-dialog.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorScreen, StatusLayout } from '../../../components/ui/error-screen.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { Waiting } from '../../../components/ui/waiting.tsx';
import { ApiError, failureText, NetworkError } from '../../../lib/api-client.ts';
import { COLLECTION_WORDS, recipeCount } from '../../../lib/collection-messages.ts';
import { COLLECTIONS_QUERY_KEY } from '../../../lib/collections-api.ts';
import { sessionFound, useSession } from '../../../lib/session.ts';
import { copyCollectionPreview } from '../api/copy-collection-preview.ts';
import { useCollectionPreview } from '../api/get-collection-preview.ts';
import { RecipeFacts } from './recipe-facts.tsx';

interface CollectionPreviewScreenProps {
  /** The auth feature's sign-up dialog, for the account prompt (handed in by the router). */
  signUpDialog: SignUpDialogComponent;
  /**
   * The Report button, wired in by the reports feature: shown in the page's footer area. A function gets
   * the link's id (as the public recipe page's `reportButton` gets the recipe's).
   */
  reportButton?: ReactNode | ((shareId: string) => ReactNode);
}

function NotShared() {
  return (
    <StatusLayout
      icon={<Lock aria-hidden="true" className="size-10" />}
      title="Collection not available"
      text={COLLECTION_WORDS.notShared}
    >
      <ButtonLink to="/" size="lg">
        Go to Larder
      </ButtonLink>
    </StatusLayout>
  );
}

function useSaveCopy(shareId: string, preview: CollectionPreview | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  async function saveCopy() {
    if ((await sessionFound()).status !== 'signed-in') return setPrompt(true);
    setBusy(true);
    try {
      const copy = await copyCollectionPreview(shareId);
      await client.invalidateQueries({ queryKey: COLLECTIONS_QUERY_KEY });
      toast({ title: 'Saved to your collections', description: copy.name, tone: 'success' });
      navigate(`/collection/${encodeURIComponent(copy.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return setPrompt(true);
      const description = failureText(error);
      toast({
        title: `Couldn't save ${preview?.collection.name ?? 'the collection'}`,
        description,
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }
  return { saveCopy, busy, prompt, closePrompt: () => setPrompt(false) };
}

/** `/collection-preview/:collectionId`: a shared collection, read-only, for anyone with the link. */
export function CollectionPreviewScreen({ signUpDialog, reportButton }: CollectionPreviewScreenProps) {
  const { collectionId = '' } = useParams();
  const { pathname } = useLocation();
  useSession(); // starts the session, so "Save a copy" knows who is asking
  const preview = useCollectionPreview(collectionId);
  const copy = useSaveCopy(collectionId, preview.data);

  if (preview.isPending) return <Waiting label="Loading the collection" />;
  if (preview.isError) {
    const { error } = preview;
    if (error instanceof ApiError && error.status === 404) return <NotShared />;
    return (
      <ErrorScreen
        type={error instanceof NetworkError ? 'network' : 'error'}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const { collection, recipes } = preview.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-10 lg:px-10 lg:pt-10">
      <p className="flex items-center gap-2 font-semibold text-brand dark:text-brand-strong">
        <BookHeart aria-hidden="true" className="size-5 shrink-0" />
        Shared collection
      </p>
      <h1 className="mt-2 break-words font-bold text-3xl leading-tight tracking-tight lg:text-4xl">
        {collection.name}
      </h1>
      {collection.description ? (
        <p className="mt-2 whitespace-pre-line text-lg text-muted">{collection.description}</p>
      ) : null}
      <p className="mt-2 font-semibold">
        {collection.by ? `By ${collection.by} · ` : ''}
        {recipeCount(collection.count)}
      </p>
      <div className="mt-5">
        {collection.mine ? (
          <p className="rounded-2xl bg-sunken p-3">
            This is your collection, as anyone with the link sees it.{' '}
            <Link
              to="/collections"
              className="font-semibold text-brand underline underline-offset-4 dark:text-brand-strong"
            >
              Back to your collections
            </Link>
          </p>
        ) : (
          <Button onClick={() => void copy.saveCopy()} disabled={copy.busy} className="w-full sm:w-auto">
            <CopyPlus aria-hidden="true" className="size-5 shrink-0" />
            {copy.busy ? 'Saving a copy…' : 'Save a copy'}
          </Button>
        )}
      </div>
      <section aria-labelledby="preview-recipes" className="mt-8">
        <h2 id="preview-recipes" className="font-bold text-xl">
          Recipes
        </h2>
        {recipes.length === 0 ? (
          <p className="mt-3 text-muted">This collection has no recipes yet.</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {recipes.map((recipe) => (
              <li
                key={recipe.id}
                className="relative rounded-3xl border border-line bg-raised p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-strong hover:border-brand/50"
              >
                <h3 className="font-bold text-lg leading-snug">
                  <Link
                    to={publicRecipePath(recipe.id)}
                    className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
                  >
                    {recipe.title}
                  </Link>
                </h3>
                <div className="mt-1">
                  <RecipeFacts minutes={recipe.minutes} />
                </div>
                {recipe.description ? (
                  <p className="mt-2 line-clamp-2 text-muted">{recipe.description}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="mt-10 flex flex-col gap-3 border-line border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          Shared from{' '}
          <Link
            to="/"
            className="font-semibold text-brand underline underline-offset-4 dark:text-brand-strong"
          >
            Larder
          </Link>
          , for cooking from what is in your fridge.
        </p>
        {/* The Report button's place (the reports feature hands it in). */}
        {reportButton ? (
          <div data-slot="report-button">
            {typeof reportButton === 'function' ? reportButton(collectionId) : reportButton}
          </div>
        ) : null}
      </div>
      <AccountPromptDialog
        open={copy.prompt}
        onClose={copy.closePrompt}
        title="Save Your Recipes"
        lead="Create a free account to keep a copy of this collection and sort recipes of your own."
        benefits={[
          'Keep this collection with one tap',
          'Save any recipe, and find it on every device',
          `Get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today`,
        ]}
        returnTo={pathname}
        signUpDialog={signUpDialog}
      />
    </div>
  );
}
