import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SMTPServer } from 'smtp-server';
import { InboundMailRefused, receiveMail } from '../modules/tickets/inbound-mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The helpdesk's incoming-mail SMTP listener (issue 13), or null when INBOUND_SMTP_PORT is not set. */
    inboundSmtp: { port(): number } | null;
  }
}

/**
 * The helpdesk's incoming-mail listener (issue 13; docs/helpdesk-api.md "Incoming mail"): an SMTP server
 * (`smtp-server`, nodemailer's) on `config.inboundSmtp` that hands every message to receiveMail. Off unless
 * INBOUND_SMTP_PORT is set (0 picks a free port: tests). No authentication and no TLS: it is meant to sit behind
 * the provider's mail exchanger on a private address (default 127.0.0.1). A refused mail gets 550 (552 when too
 * large); a failure of ours 451, so the sending server tries again later. Starts when the app is ready and stops
 * with it.
 */
export default fp(async function inboundSmtp(app: FastifyInstance) {
  const listen = app.config.inboundSmtp;
  if (!listen) {
    app.decorate('inboundSmtp', null);
    return;
  }
  const context = {
    publicUrl: app.config.publicUrl,
    supportEmail: app.config.supportEmail,
    maxBytes: app.config.inboundMailMaxBytes,
    files: app.files,
    attachmentMaxBytes: app.config.uploadMaxBytes,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: context.maxBytes,
    banner: 'IoT portal helpdesk',
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reject = (code: number, message: string) =>
          callback(Object.assign(new Error(message), { responseCode: code }));
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
          return reject(552, 'Message too large');
        receiveMail(app.db, Buffer.concat(chunks), { userId: null }, context)
          .then((result) => {
            if (result.mailsQueued > 0) app.mailOutbox.kick();
            app.log.info(
              { outcome: result.outcome, ticketId: result.ticketId, duplicate: result.duplicate },
              'helpdesk mail received',
            );
            callback();
          })
          .catch((err: unknown) => {
            if (err instanceof InboundMailRefused) return reject(err.tooLarge ? 552 : 550, err.errorMessage);
            app.log.error({ err }, 'helpdesk mail could not be stored');
            reject(451, 'Temporary failure, please try again later');
          });
      });
    },
  });
  server.on('error', (err) => app.log.error({ err }, 'incoming mail listener error'));
  app.decorate('inboundSmtp', {
    port: () => (server.server.address() as AddressInfo | null)?.port ?? listen.port,
  });
  app.addHook(
    'onReady',
    () => new Promise<void>((resolve) => server.listen(listen.port, listen.host, resolve)),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
});
