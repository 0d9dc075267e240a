import { FILES_PATH, type UploadedFile } from '@dialysis/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Access } from '../../access/access.ts';
import { audit, auditRead } from '../../audit.ts';
import type { AppServices } from '../../context.ts';
import { withWrite } from '../../db/write.ts';
import { allowedOrigin } from '../../http/origin.ts';
import { cookieViewer, refuse, refuseWith } from '../../http/route-answers.ts';
import { findStoredFile, recordStoredFile } from './files.ts';
import { fileSigningSecret } from './index.ts';
import { buildKey, isSafeKey, safeFileName } from './keys.ts';
import { acceptedType, CONTENT_TYPE, purposeNamed, tooLargeMessage, UPLOAD_PURPOSES } from './purposes.ts';
import { UPLOAD_QUOTA_MESSAGE, withinUploadQuota } from './quota.ts';
import { checkSignature } from './signing.ts';

function multipartCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * POST /files?purpose=<name>: one multipart file, for the signed-in user (session cookie, the purpose's
 * action in access/policy.ts), checked against the purpose's types (declared type, extension and the
 * bytes' signature) and size. Answers 201 with the domain's UploadedFile { key, bucket, region, contentType,
 * size, originalName }; refusals a RouteError (http/route-answers.ts).
 *
 * GET /files/<key>?expires=..&sig=..: a signed, unexpired link to a file on the local disk (links to S3
 * point at the bucket). No session is needed: the signature is the permission, handed out by a resolver
 * after its own access check.
 */
export async function registerFileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const secret = services.storage.kind === 'local' ? fileSigningSecret(services.config) : '';
  const largest = Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes));

  // Registered in its own scope, so the multipart parser applies to these routes only (not /graphql).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largest, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
    });

    scope.post(FILES_PATH, async (request, reply) => {
      const now = services.clock.now();
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

      let file: { bytes: Buffer; fileName: string; declaredType: string } | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: purpose.maxBytes } })) {
          if (part.type !== 'file') continue;
          if (file) return refuse(reply, 400, 'BAD_USER_INPUT', 'Only one file can be uploaded.');
          file = { bytes: await part.toBuffer(), fileName: part.filename, declaredType: part.mimetype };
        }
      } catch (error) {
        const code = multipartCode(error);
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          return refuse(reply, 413, 'BAD_USER_INPUT', tooLargeMessage(purpose));
        }
        if (code === 'FST_FILES_LIMIT') {
          return refuse(reply, 400, 'BAD_USER_INPUT', 'Only one file can be uploaded.');
        }
        if (code?.startsWith('FST_')) return refuse(reply, 400, 'BAD_USER_INPUT', 'Invalid upload.');
        throw error;
      }
      if (!file || file.bytes.length === 0) {
        return refuse(reply, 400, 'BAD_USER_INPUT', 'A file is required.');
      }
      const type = acceptedType(purpose, file);
      if (!type) return refuse(reply, 400, 'BAD_USER_INPUT', purpose.invalidTypeMessage);
      if (!(await withinUploadQuota(services.db, accountID, file.bytes.length, now))) {
        return refuse(reply, 429, 'TOO_MANY_UPLOADS', UPLOAD_QUOTA_MESSAGE);
      }

      const key = buildKey({
        folder: purpose.folder,
        prefix: purpose.prefix,
        owner: purpose.ownerInKey ? accountID : undefined,
        at: now,
        originalName: file.fileName,
      });
      const contentType = CONTENT_TYPE[type];
      const ref = await services.storage.put(key, file.bytes, contentType);
      const originalName = safeFileName(file.fileName);
      // The file's row and its audit row are stored together (the bytes are already in storage: a failure
      // here leaves an unrecorded object, never a record without its audit row).
      await withWrite({ db: services.db, access, clock: services.clock }, async (w) => {
        await recordStoredFile(w, ref, {
          contentType,
          size: file.bytes.length,
          originalName,
          uploadedBy: accountID,
          at: now,
        });
        await audit(w, {
          action: 'file.upload',
          entity: 'storedFile',
          entityID: key,
          detail: { purpose: purposeName, contentType, size: file.bytes.length },
        });
      });
      const answer: UploadedFile = { ...ref, contentType, size: file.bytes.length, originalName };
      return reply.status(201).send(answer);
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
    const object = await services.storage.get(key);
    if (!object) return refuse(reply, 404, 'NOT_FOUND', 'Not found.');
    const meta = await findStoredFile(services.db, key);
    // A download through a signed link is audited: the link carries no session, so the row says which
    // file, from which address and when (the resolver that handed the link out audited who asked for it).
    await auditRead(
      { db: services.db, access: new Access(null), clock: services.clock },
      { action: 'file.download', entity: 'storedFile', entityID: key, detail: { ip: request.ip } },
    );
    const name = safeFileName(meta?.originalName ?? key);
    const inline = object.contentType.startsWith('image/');
    const remaining = Math.max(0, Number(query.expires) - Math.floor(services.clock.now().getTime() / 1000));
    return reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .header('cache-control', `private, max-age=${Math.min(remaining, 3600)}`)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
      .send(object.bytes);
  });
}
