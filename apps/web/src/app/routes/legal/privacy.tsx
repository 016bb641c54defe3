import {
  EmailLink,
  LegalLayout,
  type LegalSection,
} from '../../../components/layouts/legal-layout';
import { site } from '../../../config/site';

export default function PrivacyRoute() {
  const sections: LegalSection[] = [
    {
      heading: 'What we collect',
      body: (
        <>
          <p>
            Your name, e-mail address and a securely hashed password when you register; if you sign
            in with Google or Facebook, the name, e-mail and photo they share with us.
          </p>
          <p>
            The transaction IDs you submit for a subscription, your likes, saved articles and
            comments, and anonymous visit statistics (browser type and referring page).
          </p>
        </>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <p>
          To run your account, verify payments and unlock premium content, send the e-mails you need
          (verification, payment confirmation) and understand which articles are useful. We do not
          sell your data or use it for third-party advertising.
        </p>
      ),
    },
    {
      heading: 'Storage on your device',
      body: (
        <p>
          The site keeps your sign-in token, your profile and your theme choice in your
          browser&apos;s local storage. Signing out removes the token and profile.
        </p>
      ),
    },
    {
      heading: 'Keeping and deleting data',
      body: (
        <p>
          We keep your data while your account exists. You can delete your account from the
          dashboard settings; your personal data is then removed.
        </p>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          For any privacy question or request, write to <EmailLink email={site.email} />.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {site.name} collects about you, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
