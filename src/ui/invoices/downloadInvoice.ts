import { $token } from '~/stores/session';

/** Why a download did not start: the PDF is still being made, or the request failed. */
export type DownloadFailure = 'preparing' | 'failed';

/**
 * Downloads one of the merchant's invoices as its stored PDF. The route asks for the bearer
 * token, which a plain link cannot send: the file is fetched and handed to the browser as a
 * download named after the invoice number.
 */
export async function downloadInvoice(id: number, number: string): Promise<DownloadFailure | null> {
  let res: Response;
  try {
    res = await fetch(`/api/order/invoice?id=${id}`, { headers: { authorization: `Bearer ${$token.get() ?? ''}` } });
  } catch {
    return 'failed';
  }
  if (res.status === 409) return 'preparing';
  if (!res.ok) return 'failed';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: `${number}.pdf` });
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file over (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
