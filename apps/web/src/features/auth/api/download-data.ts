import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
// The account forms' refusals, field rules and toasts in the page's language.
import '../shared-texts';

const DATA_URL = '/api/me/account/data';

/**
 * Fetches the member's data as a JSON file and hands it to the browser as a download named as
 * the server names it. A refusal arrives in the usual error shape.
 */
export async function downloadData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(DATA_URL, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', AUTH_MESSAGES.genericError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(response.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? '');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'heroes-haven-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadData() {
  return useMutation({ mutationFn: downloadData });
}
