import type { RouteError, UploadedFile } from '@dialysis/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { onUnauthenticated } from './session-events.ts';
import { uploadFile } from './upload.ts';

const STORED: UploadedFile = {
  key: 'machine/2024-05-01_080000_abc_audit.pdf',
  bucket: 'local',
  region: null,
  contentType: 'application/pdf',
  size: 42,
  originalName: 'audit.pdf',
};

/** fetch answering `status` with `body` (JSON unless a string), recording what it was asked. */
function stubFetch(status: number, body: UploadedFile | RouteError | string) {
  const fetch = vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const aFile = () => new File([new Uint8Array([37, 80, 68, 70])], 'audit.pdf', { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  test('posts the file to its purpose and answers the stored file', async () => {
    const fetch = stubFetch(201, STORED);
    await expect(uploadFile('machineAuditDocument', aFile())).resolves.toEqual(STORED);
    expect(fetch).toHaveBeenCalledWith(
      '/files?purpose=machineAuditDocument',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
  });

  test("a refusal throws the server's code and message", async () => {
    stubFetch(400, {
      error: { code: 'BAD_USER_INPUT', message: 'Invalid image type. Please reattach image.' },
    });
    const failure = uploadFile('profilePicture', aFile());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid image type. Please reattach image.',
    });
  });

  test('no session is reported to the auth provider', async () => {
    const reported = vi.fn();
    const stop = onUnauthenticated(reported);
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Token has expired, please re-login.' } });
    await expect(uploadFile('patientDocument', aFile())).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(reported).toHaveBeenCalledOnce();
    stop();
  });

  test('an answer that is not the RouteError is an unexpected error', async () => {
    stubFetch(502, '<html>Bad gateway</html>');
    await expect(uploadFile('patientPicture', aFile())).rejects.toMatchObject({ code: 'INTERNAL' });
    stubFetch(500, { unexpected: true } as unknown as RouteError);
    await expect(uploadFile('patientPicture', aFile())).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Unexpected error.',
    });
  });
});
