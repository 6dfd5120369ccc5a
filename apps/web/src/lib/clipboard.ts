import { notify } from '@/lib/notify';

/**
 * Copies a text and says so; where there is no clipboard (an insecure origin, a refused
 * permission) it says that instead, and the text stays on screen to copy by hand.
 */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify(done);
  } catch {
    notify(failed, 'warning');
  }
}
