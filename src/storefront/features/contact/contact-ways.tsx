/** The shop's ways to be reached (WhatsApp, phone, email, address), as a list of links. */
import { contact as t } from '../../i18n/contact';
import { mailtoLink, telLink, whatsappDisplay, whatsappLink, type ShopContact } from './shop-contact';

export function ContactWays({
  contact,
  className,
  withAddress = true,
}: {
  contact: ShopContact;
  className?: string;
  withAddress?: boolean;
}) {
  const whatsapp = whatsappLink(contact.whatsapp);
  const tel = telLink(contact.phone);
  const mail = mailtoLink(contact.email);
  const address = withAddress ? contact.address?.trim() : null;
  if (!whatsapp && !tel && !mail && !address) return null;
  return (
    <ul className={className}>
      {whatsapp ? (
        <li>
          {t.whatsapp}:{' '}
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <bdi dir="ltr">{whatsappDisplay(contact.whatsapp)}</bdi>
            <span className="visually-hidden"> {t.newTab}</span>
          </a>
        </li>
      ) : null}
      {tel ? (
        <li>
          {t.call}:{' '}
          <a href={tel}>
            <bdi dir="ltr">{contact.phone?.trim()}</bdi>
          </a>
        </li>
      ) : null}
      {mail ? (
        <li>
          {t.email}: <a href={mail}>{contact.email?.trim()}</a>
        </li>
      ) : null}
      {address ? (
        <li>
          {t.address}: {address}
        </li>
      ) : null}
    </ul>
  );
}
