/** /terms, /privacy and /returns (docs/product.md#policy-pages): one page, three texts. */
import { Link } from '../../router';
import { policies, policyCommon, POLICIES_UPDATED, type PolicyKind } from '../../i18n/policies';
import { contact as contactTexts } from '../../i18n/contact';
import { ContactWays } from '../contact/contact-ways';
import { hasContactWay } from '../contact/shop-contact';
import { useShopContact } from '../contact/use-shop-contact';
import { useShopReturnPolicy } from '../returns/use-shop-return-policy';
import { usePageHead } from '../../components/page-head';
import './policies.css';

const PATHS: Record<PolicyKind, string> = { terms: '/terms', privacy: '/privacy', returns: '/returns' };

export default function PolicyPage({ kind }: { kind: PolicyKind }) {
  // The window and the fees are the owner's (Settings → Returns), written into the text.
  const policy = policies[kind](useShopReturnPolicy());
  usePageHead({ page: kind });
  // Customer Care's ways come from the shop's settings, not from the build.
  const contact = useShopContact();

  return (
    <article className="policy" aria-labelledby="policy-title">
      <header className="policy__header">
        <h1 id="policy-title">{policy.title}</h1>
        <p className="policy__updated">{policyCommon.lastUpdated(POLICIES_UPDATED)}</p>
        <p className="policy__intro">{policy.intro}</p>
      </header>

      {policy.sections.map((section) => (
        <section key={section.heading} className="policy__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.list && section.ordered ? (
            <ol>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          ) : section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}

      <section className="policy__section">
        <h2>{policyCommon.contactHeading}</h2>
        {hasContactWay(contact) ? (
          <>
            <p>{contactTexts.policyIntro}</p>
            <ContactWays contact={contact} />
            <p>{contactTexts.policyOrderNumber}</p>
          </>
        ) : (
          <p>{contactTexts.policyNone}</p>
        )}
        <p>
          <Link to="/track">{contactTexts.trackOrder}</Link>
        </p>
      </section>

      <nav className="policy__others" aria-label={policyCommon.otherPolicies}>
        <h2>{policyCommon.otherPolicies}</h2>
        <ul>
          {(Object.keys(PATHS) as PolicyKind[])
            .filter((k) => k !== kind)
            .map((k) => (
              <li key={k}>
                <Link to={PATHS[k]}>{policyCommon.links[k]}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
