import type { FastifyInstance } from 'fastify';
import organizationRoutes from './organizations/routes.js';
import supplierRoutes from './suppliers/routes.js';
import employeeRoutes from './employees/routes.js';
import documentRoutes from './documents/routes.js';
import addressesRoutes from './addresses/routes.js';
import contactsRoutes from './contacts/routes.js';
import subsystemsRoutes from './subsystems/routes.js';
import subcustomersRoutes from './subcustomers/routes.js';
import usersRoutes from './users/routes.js';
import profileRoutes from './profile/routes.js';
import auditRoutes from './audit/routes.js';
import announcementRoutes from './announcements/routes.js';
import ticketRoutes from './tickets/routes.js';
import faqRoutes from './faq/routes.js';
import videoRoutes from './videos/routes.js';
import shipmentRoutes from './shipments/routes.js';
import pricingRoutes from './pricing/routes.js';
import priceTierRoutes from './pricing/price-tier-routes.js';
import priceListRoutes from './pricing/price-list-routes.js';
import salesPriceBulkRoutes from './pricing/sales-price-bulk-routes.js';
import salesPriceRoutes from './pricing/sales-price-routes.js';
import indexationRoutes from './pricing/indexation-routes.js';
import validatorRoutes from './validator/routes.js';
import simManagementRoutes from './sim-management/routes.js';
import supplierServiceRoutes from './supplier-services/routes.js';
import webshopRoutes from './webshop/routes.js';

/**
 * Registers the business modules (organizations, suppliers, employees, documents, and the customer
 * administration modules of issue 3: addresses, contacts, subsystems + service requests, subcustomers,
 * organization users, profile/settings/account manager, audit; issue 12: announcements, news, notifications; issue 13: helpdesk tickets, FAQ and videos; issue 14: shipments; issue 16: purchasing prices, price tiers, sales prices; issue 17: indexations, spreadsheet validator; issue 15: SIM management, supplier service pages, webshop). buildApp registers this plugin under '/api'.
 */
export default async function businessModules(app: FastifyInstance): Promise<void> {
  await app.register(organizationRoutes);
  await app.register(supplierRoutes);
  await app.register(employeeRoutes);
  await app.register(documentRoutes);
  await app.register(addressesRoutes);
  await app.register(contactsRoutes);
  await app.register(subsystemsRoutes);
  await app.register(subcustomersRoutes);
  await app.register(usersRoutes);
  await app.register(profileRoutes);
  await app.register(auditRoutes);
  await app.register(announcementRoutes);
  await app.register(ticketRoutes);
  await app.register(faqRoutes);
  await app.register(videoRoutes);
  await app.register(shipmentRoutes);
  await app.register(pricingRoutes);
  await app.register(priceTierRoutes);
  await app.register(salesPriceRoutes);
  await app.register(salesPriceBulkRoutes);
  await app.register(priceListRoutes);
  await app.register(indexationRoutes);
  await app.register(validatorRoutes);
  await app.register(simManagementRoutes);
  await app.register(supplierServiceRoutes);
  await app.register(webshopRoutes);
}
