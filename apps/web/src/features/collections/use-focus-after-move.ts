import { useLayoutEffect, useState } from 'react';

/**
 * After Move up / Move down, focus stays on the moved item's button (React may have moved its element,
 * which drops focus), or on the other one when the item reached the top or the bottom. Buttons carry
 * `data-move="{id}:{-1|1}"`.
 */
export function useFocusAfterMove(): (id: string, by: -1 | 1) => void {
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    if (!moved) return;
    const find = (by: number) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${by}"]:not(:disabled)`);
    (find(moved.by) ?? find(-moved.by))?.focus();
    setMoved(null);
  }, [moved]);
  return (id, by) => setMoved({ id, by });
}
