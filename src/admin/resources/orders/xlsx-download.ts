/**
 * Downloads one of the server's Excel exports. The generated request functions read every answer as text,
 * which would spoil a workbook's bytes, so this one reads a Blob (with the session cookie, from the API's
 * origin) and hands it to the browser; a refusal (422 above the row limit, 400) throws the server's sentence.
 */
import { getApiBaseUrl, withLanguage } from '../../../shared/api-fetch';

export async function downloadXlsx(url: string, fileName: string): Promise<void> {
  const response = await fetch(`${getApiBaseUrl()}${url}`, withLanguage({ credentials: 'include' }));
  if (!response.ok) {
    let message = `Request failed with status ${response.status}`;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // no JSON body: the status says it
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL?.(href), 10_000);
}
