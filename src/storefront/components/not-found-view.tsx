/** "Not found" for a missing page or product; its page gives it the head that tells search engines not to index it. */
import { Link } from '../router';
import { common } from '../i18n/common';

export function NotFoundView({ title }: { title: string }) {
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>
        <Link to="/shop" className="button button--primary">
          {common.backToShop}
        </Link>
      </p>
    </section>
  );
}
