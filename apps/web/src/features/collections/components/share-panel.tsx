import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SwitchRow } from '../../../components/ui/chip-choice.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { COLLECTION_LIST_KEY, collectionQueryKey } from '../../../lib/collections-api.ts';
import { updateCollection } from '../api/update-collection.ts';

/** The address anyone can open a shared collection at. */
export function shareLink(shareId: string): string {
  return new URL(`/collection-preview/${encodeURIComponent(shareId)}`, window.location.origin).toString();
}

function problem(error: unknown): string {
  if (error instanceof NetworkError) return "You're offline. Sharing needs a connection.";
  return error instanceof ApiError ? error.message : 'Please try again.';
}

/** Share on or off (needs the network: the server makes the link), the link, and Copy. */
export function SharePanel({ collection }: { collection: CollectionDto }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const shared = collection.shareId !== null;

  async function setShared(on: boolean) {
    setBusy(true);
    try {
      const answer = await updateCollection(collection.id, { shared: on });
      client.setQueryData<CollectionAnswer>(collectionQueryKey(collection.id), (old) =>
        old ? { ...old, collection: { ...old.collection, shareId: answer.shareId } } : old,
      );
      void client.invalidateQueries({ queryKey: COLLECTION_LIST_KEY });
      toast({
        title: on ? 'Sharing is on' : 'Sharing is off',
        description: on ? 'Anyone with the link can view this collection.' : 'The old link no longer works.',
        tone: 'success',
      });
    } catch (error) {
      toast({
        title: on ? "Couldn't share the collection" : "Couldn't stop sharing",
        description: problem(error),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: link, tone: 'success' });
    } catch {
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
      toast({
        title: "Couldn't copy the link",
        description: 'It is selected: copy it from there.',
        tone: 'error',
      });
    }
  }

  const link = collection.shareId ? shareLink(collection.shareId) : null;
  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5"
    >
      <h2 id="share-heading" className="flex items-center gap-2 font-bold text-lg">
        <Link2 aria-hidden="true" className="size-5 shrink-0 text-brand" />
        Share
      </h2>
      <div className="mt-3" aria-busy={busy}>
        <SwitchRow
          id="share-switch"
          label="Share this collection"
          description="Anyone with the link can view"
          checked={shared}
          onChange={(on) => {
            if (busy) return;
            if (on) void setShared(true);
            else setConfirming(true);
          }}
        />
      </div>
      {link ? (
        <div className="mt-3">
          <label htmlFor="share-link" className="mb-1.5 block font-semibold">
            Share link
          </label>
          <div className="flex flex-col gap-2">
            <input
              id="share-link"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className={`${inputClasses(false)} text-base`}
            />
            <Button variant="secondary" onClick={() => void copy(link)}>
              <Copy aria-hidden="true" className="size-5 shrink-0" />
              Copy
            </Button>
          </div>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Stop sharing?"
        description="The link stops working: anyone who opens it will see that the collection is private. Sharing again makes a new link."
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            className="sm:flex-1"
            onClick={() => {
              setConfirming(false);
              void setShared(false);
            }}
          >
            Stop sharing
          </Button>
          <Button variant="secondary" className="sm:flex-1" onClick={() => setConfirming(false)}>
            Keep sharing
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
