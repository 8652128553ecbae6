import {
  badRequestSchema,
  organizationContactsInputSchema,
  organizationContactsSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { READ_ACCESS, WRITERS_ONLY, access } from '../../plugins/access.js';
import { actorOf } from '../../audit.js';
import { findContacts, updateContacts } from './repository.js';

const tags = ['contacts'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const orgParams = z.object({ id: idParamSchema });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

/**
 * Organization contacts (issue 3, docs/customers-api.md "Contacts"): staff and users of that organization read;
 * staff writers (super admin, management, support) write. Another organization's id answers 404.
 * Registered under /api by modules/business.ts.
 */
export default async function contactsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /organizations/{id}/contacts → 200 `{contactPersonId, contactPerson, announcementEmailAddress}`. */
  r.get(
    '/organizations/:id/contacts',
    {
      config: { access: access.organization(READ_ACCESS) },
      schema: {
        tags,
        summary: 'Contact person and announcement e-mail of an organization',
        params: orgParams,
        response: { 200: organizationContactsSchema, ...errors },
      },
    },
    async (request) => {
      const contacts = await findContacts(app.db, request.params.id);
      if (!contacts) throw notFound();
      return contacts;
    },
  );

  /**
   * PUT /organizations/{id}/contacts `{contactPersonId, announcementEmailAddress}` (writers) → 200
   * OrganizationContacts. 400 contactPersonId "Unknown employee."; 400 announcementEmailAddress when not an e-mail.
   */
  r.put(
    '/organizations/:id/contacts',
    {
      config: { access: access.organization(WRITERS_ONLY) },
      schema: {
        tags,
        summary: 'Set the contact person and announcement e-mail of an organization',
        params: orgParams,
        body: organizationContactsInputSchema,
        response: { 200: organizationContactsSchema, ...errors },
      },
    },
    async (request) => {
      const contacts = await updateContacts(app.db, request.params.id, request.body, actorOf(request));
      if (!contacts) throw notFound();
      return contacts;
    },
  );
}
