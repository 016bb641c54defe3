import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import {
  EmailLink,
  LegalLayout,
  type LegalSection,
} from '../../../components/layouts/legal-layout';
import { site } from '../../../config/site';
import { LIFETIME_PLAN_TEXT } from '@codegrow/shared/constants/payment-messages';

export default function TermsRoute() {
  const sections: LegalSection[] = [
    {
      heading: 'Accepting these terms',
      body: (
        <p>
          By creating an account or using {site.name} you agree to these Terms of Service. If you do
          not agree, please do not use the site.
        </p>
      ),
    },
    {
      heading: 'Your account',
      body: (
        <>
          <p>
            You must give accurate information when you register and keep your password secret. You
            are responsible for everything done with your account.
          </p>
          <p>Tell us at once if you think someone else has used your account.</p>
        </>
      ),
    },
    {
      heading: 'Premium subscription',
      body: (
        <>
          <p>
            The {LIFETIME_PLAN_TEXT.name} plan costs {CURRENCY_SIGN}
            {LIFETIME_PLAN.price}, paid once through a mobile money service. After you submit your
            transaction ID we verify the payment manually, normally within 24 hours, and confirm by
            e-mail.
          </p>
          <p>
            A subscription is personal. Sharing premium articles or your account with others is not
            allowed and may lead to the account being closed.
          </p>
        </>
      ),
    },
    {
      heading: 'Content and acceptable use',
      body: (
        <p>
          Articles, code samples and mindmaps remain the property of {site.name} and their authors.
          You may use code samples in your own projects. Comments must be respectful and lawful; we
          may remove comments or suspend accounts that abuse the service.
        </p>
      ),
    },
    {
      heading: 'Liability',
      body: (
        <p>
          Tutorials are provided for learning, as they are, without any warranty. We are not liable
          for losses arising from applying them to your own systems.
        </p>
      ),
    },
    {
      heading: 'Changes and contact',
      body: (
        <p>
          We may update these terms and will announce important changes on the site. Questions about
          these terms: write to <EmailLink email={site.email} />.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Terms of Service"
      intro={<p>These terms govern your use of {site.name}, its articles and its subscription.</p>}
      sections={sections}
    />
  );
}
