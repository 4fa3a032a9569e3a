import { expect } from '@open-wc/testing';
import { agreementSignButtonStrings } from '../../../src/elements/agreement-sign-button/agreement-sign-button.strings.js';
import { readSignSettings, signSettingsProblem, type SignSettings } from '../../../src/elements/agreement-sign-button/sign-settings.js';

const complete: SignSettings = {
  agreementId: 'agr_1',
  customerId: 'cus_1',
  businessId: 'biz_1',
  companyId: '',
  target: '_blank',
  customerToken: '',
};

describe('readSignSettings', () => {
  it('trims every attribute and reads a removed one as blank', () => {
    expect(
      readSignSettings({
        agreementId: ' agr_1 ',
        customerId: null,
        businessId: undefined,
        companyId: '\tcmp_1\n',
        target: ' _self ',
        customerToken: ' a.b.c\n',
      }),
    ).to.deep.equal({ agreementId: 'agr_1', customerId: '', businessId: '', companyId: 'cmp_1', target: '_self', customerToken: 'a.b.c' });
  });

  it('reads a blank target as _blank', () => {
    expect(readSignSettings({ ...complete, target: '  ' }).target).to.equal('_blank');
    expect(readSignSettings({ ...complete, target: null }).target).to.equal('_blank');
  });
});

describe('signSettingsProblem', () => {
  it('finds nothing wrong with the three ids and either target; company-id is optional', () => {
    expect(signSettingsProblem(complete, agreementSignButtonStrings)).to.equal(undefined);
    expect(signSettingsProblem({ ...complete, target: '_self', companyId: 'cmp_1' }, agreementSignButtonStrings)).to.equal(undefined);
  });

  it('names the first missing attribute', () => {
    expect(signSettingsProblem({ ...complete, agreementId: '', customerId: '' }, agreementSignButtonStrings)).to.equal(
      'The agreement-id attribute is required.',
    );
    expect(signSettingsProblem({ ...complete, customerId: '' }, agreementSignButtonStrings)).to.equal(
      'The customer-id attribute is required.',
    );
    expect(signSettingsProblem({ ...complete, businessId: '' }, agreementSignButtonStrings)).to.equal(
      'The business-id attribute is required.',
    );
  });

  it('refuses any other target, in the strings given', () => {
    expect(signSettingsProblem({ ...complete, target: '_top' }, agreementSignButtonStrings)).to.equal(
      'The target attribute must be _blank or _self, not "_top".',
    );
    const text = { missingAttribute: (name: string) => `missing ${name}`, invalidTarget: (target: string) => `bad ${target}` };
    expect(signSettingsProblem({ ...complete, target: '_BLANK' }, text)).to.equal('bad _BLANK');
    expect(signSettingsProblem({ ...complete, businessId: '' }, text)).to.equal('missing business-id');
  });
});
