/**
 * The site footer (docs/product.md#header-and-footer): Quick Links, Follow Us, Policies and the tagline, with the shop's contact block
 * (from Settings): "Contact" leads to it, and it and the social links come from the back office's settings.
 */
import { Link } from '../router';
import { ContactWays } from '../features/contact/contact-ways';
import { SOCIAL_NETWORKS, socialLink, type SocialNetwork } from '../features/contact/shop-contact';
import { useShopContact } from '../features/contact/use-shop-contact';
import { common } from '../i18n/common';
import { contact as contactTexts } from '../i18n/contact';
import { footer } from '../i18n/footer';

const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  tiktok: 'M15 3c.4 2.4 1.9 4 4.5 4.3v3.3c-1.7 0-3.2-.5-4.5-1.4V15a6 6 0 11-6-6v3.4A2.6 2.6 0 1011.6 15V3z',
};

export function Footer() {
  const contact = useShopContact();
  // Only the shop's own accounts, and only https addresses.
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = socialLink(contact[network]);
    return href ? [{ network, href }] : [];
  });

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__logo">{common.brand}</p>
          <p className="site-footer__tagline">{common.tagline}</p>
          <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
            <h2 id="footer-contact">{contactTexts.heading}</h2>
            <ContactWays contact={contact} />
            <p>
              <Link to="/track">{contactTexts.trackOrder}</Link>
            </p>
          </section>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{footer.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/">{footer.home}</Link>
            </li>
            <li>
              <Link to="/shop">{footer.shop}</Link>
            </li>
            {/* Contact leads to the shop's contact ways just above. */}
            <li>
              <a href="#contact">{footer.contact}</a>
            </li>
          </ul>
        </nav>

        {social.length > 0 ? (
          <div>
            <h2 id="footer-follow-us">{footer.followUs}</h2>
            <ul className="site-footer__social" aria-labelledby="footer-follow-us">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={footer[link.network]}
                    className="icon-button"
                  >
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                      <path d={SOCIAL_ICONS[link.network]} fill="currentColor" fillRule="evenodd" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">{footer.policies}</h2>
          <ul>
            <li>
              <Link to="/terms">{footer.terms}</Link>
            </li>
            <li>
              <Link to="/privacy">{footer.privacy}</Link>
            </li>
            <li>
              <Link to="/returns">{footer.returns}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{footer.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
