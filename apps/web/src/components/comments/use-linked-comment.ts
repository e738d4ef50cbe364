import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// How long a comment opened from a link stays highlighted.
const HIGHLIGHT_MS = 4000;

/** The search parameter naming the comment a link points at. */
const LINKED_COMMENT_PARAM = 'comment';

/** The page of a thread a reader arrives on at this address: the first, or the linked comment's. */
export function arrivalThreadPage(url: URL): { page: number; comment: string | null } {
  return { page: 1, comment: url.searchParams.get(LINKED_COMMENT_PARAM) };
}

/**
 * The comment a link points at (`?comment={id}`, as notifications link), until the reader turns
 * the page: the section asks the server for the page that holds it.
 */
export function useLinkedCommentTarget() {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(LINKED_COMMENT_PARAM);
  const [target, setTarget] = useState<string | null>(linked);
  useEffect(() => setTarget(linked), [linked]);
  return { target, clearTarget: () => setTarget(null) };
}

/** A thread as the highlight looks for a comment in it: the comment and its replies. */
type Thread = { id: string; replies: { id: string }[] };

/**
 * Once the linked comment (or reply) is on the page shown, scrolls to it (its element's id is
 * `comment-{id}`) and answers its id for a few seconds, for the section to highlight it.
 */
export function useHighlightedComment(target: string | null, threads: Thread[] | undefined) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const found = threads?.some((c) => c.id === target || c.replies.some((reply) => reply.id === target));
  useEffect(() => {
    if (!target || !found) return;
    document.getElementById(`comment-${target}`)?.scrollIntoView({ block: 'center' });
    setHighlighted(target);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [target, found]);
  return highlighted;
}

/**
 * A threaded section's page and the comment a link points at; turning the page lets go of the
 * link, so the page asked for is the one shown.
 */
export function useThreadPage() {
  const { target, clearTarget } = useLinkedCommentTarget();
  const [page, setPage] = useState(1);
  const turnPage = (next: number) => {
    clearTarget();
    setPage(next);
  };
  return { page, linked: target, turnPage };
}
