/** The site footer (spec §2): Quick Links, Follow Us, Policies and the tagline. */
import { Link } from 'react-router-dom';
import { common } from '../i18n/common';
import { footer } from '../i18n/footer';

// Named by their key in `footer`, read at render time (the Arabic texts may arrive after this module).
const SOCIAL_LINKS = [
  {
    name: 'facebook',
    href: 'https://www.facebook.com/',
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  },
  {
    name: 'instagram',
    href: 'https://www.instagram.com/',
    icon: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  },
  {
    name: 'tiktok',
    href: 'https://www.tiktok.com/',
    icon: 'M15 3c.4 2.4 1.9 4 4.5 4.3v3.3c-1.7 0-3.2-.5-4.5-1.4V15a6 6 0 11-6-6v3.4A2.6 2.6 0 1011.6 15V3z',
  },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__logo">{common.brand}</p>
          <p className="site-footer__tagline">{common.tagline}</p>
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
            {/* The spec gives Contact no target: it is a label, not a link. */}
            <li>
              <span className="site-footer__plain">{footer.contact}</span>
            </li>
          </ul>
        </nav>

        <div>
          <h2 id="footer-follow-us">{footer.followUs}</h2>
          <ul className="site-footer__social" aria-labelledby="footer-follow-us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={footer[link.name]}
                  className="icon-button"
                >
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                    <path d={link.icon} fill="currentColor" fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>

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
