// How every download leaves the API (a customer's order document, a file in
// the back office): the stored type, `attachment` with the original name made
// safe for the header, the length, and no sniffing, so a browser never renders
// an uploaded file as a page of ours.
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../orders/contentDisposition';

export function sendFileDownload(reply: FastifyReply, file: { contentType: string; originalName: string }, bytes: Buffer): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.originalName))
    .header('Content-Length', String(bytes.length))
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}
