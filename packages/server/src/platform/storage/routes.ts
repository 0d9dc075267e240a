import { FILES_PATH } from '@dialysis/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Access } from '../../access/access.ts';
import { auditRead } from '../../audit.ts';
import type { AppServices } from '../../context.ts';
import { allowedOrigin } from '../../http/origin.ts';
import { cookieViewer, refuse, refuseWith } from '../../http/route-answers.ts';
import { findStoredFile } from './files.ts';
import { fileSigningSecret } from './index.ts';
import { isSafeKey, safeFileName } from './keys.ts';
import { purposeNamed, UPLOAD_PURPOSES } from './purposes.ts';
import { checkSignature } from './signing.ts';
import { type Answer, storeUpload } from './store-upload.ts';
import { createUploadSlots, TOO_MANY_UPLOADS_AT_ONCE } from './upload-slots.ts';

/**
 * POST /files?purpose=<name>: one multipart file, for the signed-in user (session cookie, the purpose's
 * action in access/policy.ts), checked against the purpose's types (declared type, extension and the
 * bytes' signature) and size. Answers 201 with the domain's UploadedFile { key, bucket, region, contentType,
 * size, originalName }; refusals a RouteError (http/route-answers.ts). A user has at most
 * UPLOADS_AT_ONCE_PER_USER uploads in flight (upload-slots.ts: 429 TOO_MANY_UPLOADS_AT_ONCE with Retry-After);
 * each reserves its place in the day's quota before its body is read and streams to the storage
 * (store-upload.ts: 429 TOO_MANY_UPLOADS past the quota).
 *
 * GET /files/<key>?expires=..&sig=..: a signed, unexpired link to a file on the local disk (links to S3
 * point at the bucket). No session is needed: the signature is the permission, handed out by a resolver
 * after its own access check.
 */
export async function registerFileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const secret = services.storage.kind === 'local' ? fileSigningSecret(services.config) : '';
  const largest = Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes));
  const limits = services.config.uploads;
  const slots = createUploadSlots({ redisUrl: services.config.redisUrl, log: app.log });
  app.addHook('onClose', async () => slots.close());

  // Registered in its own scope, so the multipart parser applies to these routes only (not /graphql).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largest, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
    });

    scope.post(FILES_PATH, async (request, reply) => {
      // The cookie rule of /graphql (http/origin.ts): the app's own origin or a configured one, never a page of
      // another origin, even of the same site.
      if (!allowedOrigin(request.headers, services.config.allowedOrigins)) {
        return refuse(reply, 403, 'FORBIDDEN', 'Cross-site upload refused.');
      }
      const purposeName = (request.query as Record<string, string | undefined>).purpose;
      const purpose = purposeNamed(purposeName);
      if (!purpose) return refuse(reply, 400, 'BAD_USER_INPUT', 'Unknown upload purpose.');

      const access = new Access(await cookieViewer(request, services));
      let accountID: string;
      try {
        accountID = access.assert(purpose.action).accountID;
      } catch (error) {
        return refuseWith(reply, error);
      }
      if (!request.isMultipart()) return refuse(reply, 400, 'BAD_USER_INPUT', 'A file is required.');

      const slot = await slots.take(accountID, limits.atOncePerUser);
      if (!slot) {
        reply.header('retry-after', String(TOO_MANY_UPLOADS_AT_ONCE.retryAfterSeconds));
        return refuse(reply, 429, TOO_MANY_UPLOADS_AT_ONCE.code, TOO_MANY_UPLOADS_AT_ONCE.message);
      }
      let answer: Answer;
      try {
        answer = await storeUpload(request, { services, access, accountID, purpose, purposeName });
      } finally {
        // Given back before the answer is sent: a client that got its answer may upload again at once.
        await slot.release();
      }
      if ('file' in answer) return reply.status(201).send(answer.file);
      return refuse(reply, answer.status, answer.code, answer.message);
    });
  });

  app.get(`${FILES_PATH}/*`, async (request, reply) => {
    if (services.storage.kind !== 'local') return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
    const query = request.query as Record<string, string | undefined>;
    const check = checkSignature(secret, key, query.expires, query.sig, services.clock.now());
    if (check === 'invalid') return refuse(reply, 403, 'FORBIDDEN', 'Invalid link.');
    if (check === 'expired') return refuse(reply, 403, 'FORBIDDEN', 'This link has expired.');
    // Streamed from the disk (issue 29 item 4's rule for uploads, held for downloads too): parallel downloads of
    // large files never hold them whole in memory.
    const object = await services.storage.read(key);
    if (!object) return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
    let meta: Awaited<ReturnType<typeof findStoredFile>>;
    try {
      meta = await findStoredFile(services.db, key);
      // A download through a signed link is audited: the link carries no session, so the row says which
      // file, from which address and when (the resolver that handed the link out audited who asked for it).
      await auditRead(
        { db: services.db, access: new Access(null), clock: services.clock },
        { action: 'file.download', entity: 'storedFile', entityID: key, detail: { ip: request.ip } },
      );
    } catch (error) {
      object.stream.destroy();
      throw error;
    }
    const name = safeFileName(meta?.originalName ?? key);
    const inline = object.contentType.startsWith('image/');
    const remaining = Math.max(0, Number(query.expires) - Math.floor(services.clock.now().getTime() / 1000));
    reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .header('cache-control', `private, max-age=${Math.min(remaining, 3600)}`)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`);
    if (object.size !== null) reply.header('content-length', String(object.size));
    return reply.send(object.stream);
  });
}
