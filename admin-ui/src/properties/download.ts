import { clientErrorMessage } from '@ptax/contracts';
import { useLocaleState } from 'react-admin';
import { API_BASE_URL } from '../providers/httpClient';

/** The `lang` a list's spreadsheet is asked in: the back office's language, so a Hindi screen gets Hindi words. */
export function useExportLanguage(): { lang: 'en' | 'hi' } {
  const [locale] = useLocaleState();
  return { lang: locale === 'hi' ? 'hi' : 'en' };
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * Downloads a spreadsheet the API streams (GET .../export with the list's filters). The http client
 * reads JSON, so this is a plain fetch with the bearer token; failures read like every other call
 * (SPEC section 8).
 */
export async function downloadExport({
  path,
  query,
  token,
  fallbackName,
}: {
  path: string;
  query: Record<string, string>;
  token: string | null;
  fallbackName: string;
}): Promise<string> {
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}${search ? `?${search}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(clientErrorMessage({ kind: 'noReply' }));
  }
  if (!response.ok) {
    throw new Error(
      clientErrorMessage({ kind: 'reply', status: response.status, body: parse(await response.text()) }),
    );
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
