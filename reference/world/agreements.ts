/** Agreements of every branch (all templates at the first), one deleted version per company, and records of past signings. */
import type { Agreement, AgreementRecord } from '../../src/api/agreement.js';
import { dayMs, formatTimestamp } from '../calendar.js';
import { createRandom, opaqueId, seededUuid } from '../random.js';
import type { Organizations } from './organizations.js';
import type { WorldOptions } from './index.js';
import { agreementTemplates, deletedAgreementTemplate, seniorConsentTitle } from './texts.js';

export interface Agreements {
  agreements: Agreement[];
  agreementRecords: AgreementRecord[];
}

export function createAgreements(seed: string, anchor: number, organizations: Organizations, options: WorldOptions): Agreements {
  const random = createRandom(`${seed}:agreements`);
  const result: Agreements = { agreements: [], agreementRecords: [] };
  const companiesWithDeletedAgreement = new Set<string>();
  organizations.branches.forEach((branch, branchIndex) => {
    const creators = organizations.groomers.filter((groomer) => groomer.companyId === branch.companyId);
    const customers = organizations.customers.filter((customer) => customer.companyId === branch.companyId);
    const templates: { title: string; signedPolicy: Agreement['signedPolicy']; content: string; deleted: boolean }[] = agreementTemplates
      .filter((_, index) => index < 3 || branchIndex === 0 || random.chance(0.6))
      .map((template) => ({
        ...template,
        // With hostile texts, a title holding markup, which every page must show as text.
        title:
          options.hostileTexts && branchIndex === 0 && template.title === seniorConsentTitle
            ? `${template.title} <b>bold</b>`
            : template.title,
        deleted: false,
      }));
    // Each company keeps one replaced version around, as real accounts do.
    if (!companiesWithDeletedAgreement.has(branch.companyId)) {
      companiesWithDeletedAgreement.add(branch.companyId);
      templates.push({ ...deletedAgreementTemplate, deleted: true });
    }
    for (const template of templates) {
      const createdTime = anchor - random.integer(120, 700) * dayMs;
      const lastEditTime = createdTime + random.integer(0, 90) * dayMs;
      const content = template.content.replaceAll('{business}', branch.businessName);
      const agreement: Agreement = {
        id: opaqueId(random, 'agr'),
        businessId: branch.id,
        creatorId: random.pick(creators).id,
        status: template.deleted ? 'DELETED' : 'NORMAL',
        signedPolicy: template.signedPolicy,
        title: template.title,
        content,
        smsTemplate: `Hi {customer_name}, please review and sign "${template.title}" from ${branch.businessName}: {link}`,
        emailTemplateTitle: `Please sign: ${template.title}`,
        emailTemplateBody: `Hello {customer_name},\n\nBefore your next visit to ${branch.businessName}, please read and sign "${template.title}".\n\n{link}\n\nThank you!`,
        lastRequiredTime: random.chance(0.3) ? formatTimestamp(lastEditTime) : undefined,
        lastEditTime: formatTimestamp(lastEditTime),
        createdTime: formatTimestamp(createdTime),
        lastUpdatedTime: formatTimestamp(template.deleted ? lastEditTime + 30 * dayMs : lastEditTime),
      };
      result.agreements.push(agreement);
      for (const customer of random.sample(customers, random.integer(1, 3))) {
        const signedTime = Math.min(lastEditTime + random.integer(1, 60) * dayMs, anchor - dayMs);
        const uuid = seededUuid(random);
        result.agreementRecords.push({
          id: opaqueId(random, 'agrrec'),
          uuid,
          agreementId: agreement.id,
          businessId: branch.id,
          companyId: branch.companyId,
          customerId: customer.id,
          targetId: random.chance(0.5) ? opaqueId(random, 'apt') : '',
          status: 'NORMAL',
          signedStatus: 'SIGNED',
          signedType: random.chance(0.85) ? 'CUSTOMER_SIGNED' : 'BY_BUSINESS_UPLOAD',
          sourceType: random.pick(['URL', 'MOBILE', 'ONLINE_BOOKING', 'INTAKE_FORM'] as const),
          link: '',
          title: agreement.title,
          content: agreement.content,
          signature: `${customer.firstName} ${customer.lastName}`,
          signedTime: formatTimestamp(signedTime),
          createdTime: formatTimestamp(signedTime - random.integer(1, 48) * 3_600_000),
          updatedTime: formatTimestamp(signedTime),
        });
      }
    }
  });
  return result;
}
